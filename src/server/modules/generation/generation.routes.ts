import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessmentSummaryResponseSchema,
  generateAssessmentSummaryRequestSchema,
  generateInsightsRequestSchema,
  generateTherapyRecommendationsRequestSchema,
  generateTherapyRecommendationsResponseSchema,
  generateTreatmentPlanRequestSchema,
  generateTreatmentPlanResponseSchema,
  insightsSchema,
  generateDiagnosisRequestSchema,
  generateDiagnosisResponseSchema,
  generateSessionNoteRequestSchema,
  generateSessionSummaryRequestSchema,
  sessionNoteSchema,
  sessionSummarySchema,
} from '#contract/generation';
import { suggestDiagnoses } from '#engine/diagnose';
import { buildInsights } from '#engine/insights';
import { raiseSummaryForMeasurements, withMeasures } from '#engine/measure-findings';
import { recommendTherapies, suggestTreatments, writeAssessmentSummary } from '#engine/recommend';
import { ENGINE_PROVIDER } from '#engine/writers';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { createClientsRepository } from '../clients/clients.repository';
import { createMeasurementsRepository } from '../measurements/measurements.repository';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createTemplatesRepository } from '../templates/templates.repository';
import { createWorkflowRepository } from '../workflow/workflow.repository';
import type { AnalysisCache } from './analysis-cache';
import { createDrafting, emotionHistory } from './drafting';

/** Generation reads PHI (the transcript), so each call is audited as a 'generate' of its output. */
export function generationRoutes(ctx: AppContext, analysisOf: AnalysisCache) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const drafting = createDrafting(ctx);

    /** The session a generation names, which must be the signed-in clinician's (404 otherwise). */
    async function namedSession(request: FastifyRequest, sessionId: string | undefined) {
      if (!sessionId) return undefined;
      const clinicianId = requireClinician(request).id;
      const session = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).get(sessionId);
      if (!session) throw notFound('Session not found');
      return { session, measurements: createMeasurementsRepository(ctx.db, ctx.cipher, clinicianId) };
    }

    app.post(
      '/api/generate-session-note',
      {
        config: { audit: { action: 'generate', recordType: 'session-note' } },
        schema: { body: generateSessionNoteRequestSchema, response: { 200: sessionNoteSchema } },
      },
      async (request) => {
        let sections: string[] = [];
        const named = await namedSession(request, request.body.sessionId);
        if (request.body.templateId) {
          const template = await createTemplatesRepository(ctx.db, requireClinician(request).id).get(
            request.body.templateId,
          );
          if (!template) throw notFound('Template not found');
          sections = template.sections;
        }
        const output = analysisOf(requireClinician(request).id, request.body.dictationText);
        const note = await drafting.note(request, output, request.body.dictationText, sections);
        // The client's latest confirmed scores are measured facts, written into the note whoever drafted it.
        const clientId = named?.session.clientId;
        return named && clientId
          ? withMeasures(note, await named.measurements.confirmedForClient(clientId))
          : note;
      },
    );

    app.post(
      '/api/generate-session-summary',
      {
        config: { audit: { action: 'generate', recordType: 'session-summary' } },
        schema: { body: generateSessionSummaryRequestSchema, response: { 200: sessionSummarySchema } },
      },
      async (request) => {
        const named = await namedSession(request, request.body.sessionId);
        const output = analysisOf(requireClinician(request).id, request.body.transcription);
        const summary = await drafting.summary(request, output, request.body.transcription, {
          clientName: request.body.clientName,
          sessionDate: request.body.sessionDate,
          sessionNotes: request.body.sessionNotes,
        });
        // Named, the session keeps what was generated at once, as a version of its summary: nothing is lost if
        // the clinician never presses Save Summary.
        if (named) {
          const workflow = createWorkflowRepository(ctx.db, ctx.cipher, requireClinician(request).id);
          await workflow.saveSummary(named.session.id, summary, 'generated', ctx.now());
        }
        // A PHQ-9 of this session with item 9 above 0 is a disclosure the transcript may not hold.
        return named
          ? raiseSummaryForMeasurements(
              summary,
              await named.measurements.confirmedForSession(named.session.id),
            )
          : summary;
      },
    );

    app.post(
      '/api/generate-diagnosis',
      {
        config: { audit: { action: 'generate', recordType: 'diagnosis' } },
        schema: { body: generateDiagnosisRequestSchema, response: { 200: generateDiagnosisResponseSchema } },
      },
      async (request) => ({
        diagnoses: suggestDiagnoses(
          analysisOf(requireClinician(request).id, request.body.clinicalNote).analysis,
          5,
        ),
        provider: ENGINE_PROVIDER,
      }),
    );

    app.post(
      '/api/generate-insights',
      {
        config: { audit: { action: 'generate', recordType: 'insights' } },
        schema: { body: generateInsightsRequestSchema, response: { 200: insightsSchema } },
      },
      async (request) => {
        const { analysis } = analysisOf(requireClinician(request).id, request.body.dictationText);
        let history: (Map<string, number> | null)[] = [null, null, null];
        if (request.body.clientId) {
          const clinicianId = requireClinician(request).id;
          if (!(await createClientsRepository(ctx.db, ctx.cipher, clinicianId).get(request.body.clientId)))
            throw notFound('Client not found');
          history = await emotionHistory(ctx, clinicianId, request.body.clientId);
        }
        return buildInsights(analysis, history);
      },
    );

    app.post(
      '/api/generate-treatment-plan',
      {
        config: { audit: { action: 'generate', recordType: 'treatment-plan' } },
        schema: {
          body: generateTreatmentPlanRequestSchema,
          response: { 200: generateTreatmentPlanResponseSchema },
        },
      },
      async (request) => ({
        treatments: suggestTreatments(request.body.diagnoses, request.body.clientContext),
        provider: ENGINE_PROVIDER,
      }),
    );

    app.post(
      '/api/generate-assessment-summary',
      {
        config: { audit: { action: 'generate', recordType: 'assessment-summary' } },
        schema: {
          body: generateAssessmentSummaryRequestSchema,
          response: { 200: assessmentSummaryResponseSchema },
        },
      },
      async (request) => ({ summary: writeAssessmentSummary(request.body), provider: ENGINE_PROVIDER }),
    );

    app.post(
      '/api/generate-therapy-recommendations',
      {
        config: { audit: { action: 'generate', recordType: 'therapy-recommendations' } },
        schema: {
          body: generateTherapyRecommendationsRequestSchema,
          response: { 200: generateTherapyRecommendationsResponseSchema },
        },
      },
      async (request) => ({
        recommendations: recommendTherapies(request.body.clientProfile, request.body.sessionData),
        provider: ENGINE_PROVIDER,
      }),
    );
  };
}
