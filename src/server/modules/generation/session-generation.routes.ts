import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import { NO_SUMMARY_CONTENT, NO_TRANSCRIPTION_TEXT, insightsSchema } from '#contract/generation';
import type { TherapySessionDetail } from '#contract/sessions';
import {
  SIGNED_NOTE_NEEDS_REASON,
  generateStoredNoteRequestSchema,
  generateStoredSummaryRequestSchema,
  sessionNoteResponseSchema,
  sessionSummaryStepResponseSchema,
} from '#contract/workflow';
import { buildInsights } from '#engine/insights';
import { withMeasures } from '#engine/measure-findings';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createMeasurementsRepository } from '../measurements/measurements.repository';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createTemplatesRepository } from '../templates/templates.repository';
import { createNotesRepository } from '../notes/notes.repository';
import { saveNoteWithConsent } from '../notes/notes.routes';
import { SESSION_NOT_FOUND } from '../sessions/session-facts';
import { createWorkflowRepository } from '../workflow/workflow.repository';
import { summaryWithVersions } from '../workflow/workflow.routes';
import type { AnalysisCache } from './analysis-cache';
import { createDrafting, emotionHistory } from './drafting';

/**
 * Generation for a stored session: the server reads the session's own transcript (never a copy the browser
 * resends), analyses it once, saves what it writes and answers what it saved. The spec's /api/generate-* routes
 * stay for callers that send text.
 */
export function sessionGenerationRoutes(ctx: AppContext, analysisOf: AnalysisCache) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const drafting = createDrafting(ctx);

    /** The session with its transcript, which must be the signed-in clinician's (404 otherwise). */
    async function storedSession(request: FastifyRequest, id: string) {
      const clinicianId = requireClinician(request).id;
      const session = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).getDetail(id);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      return { clinicianId, session };
    }

    function transcriptOf(session: TherapySessionDetail, blankMessage: string): string {
      if (session.transcript.trim().length === 0) throw new AppError('validation_failed', blankMessage);
      return session.transcript;
    }

    app.post(
      '/api/sessions/:id/note/generate',
      {
        config: { audit: { action: 'generate', recordType: 'session-note' } },
        schema: {
          params: idParamsSchema,
          body: generateStoredNoteRequestSchema,
          response: { 200: sessionNoteResponseSchema },
        },
      },
      async (request) => {
        const { clinicianId, session } = await storedSession(request, request.params.id);
        const transcript = transcriptOf(session, NO_TRANSCRIPTION_TEXT);
        const amendmentReason = request.body.amendmentReason;
        const current = await createNotesRepository(ctx.db, ctx.cipher, clinicianId).current(session.id);
        if (current?.status === 'signed' && amendmentReason === undefined)
          throw new AppError('conflict', SIGNED_NOTE_NEEDS_REASON);

        let sections: string[] = [];
        if (session.templateId) {
          const template = await createTemplatesRepository(ctx.db, clinicianId).get(session.templateId);
          sections = template?.sections ?? [];
        }
        const output = analysisOf(clinicianId, transcript);
        let note = await drafting.note(request, output, transcript, sections);
        if (session.clientId) {
          const scores = createMeasurementsRepository(ctx.db, ctx.cipher, clinicianId);
          note = withMeasures(note, await scores.confirmedForClient(session.clientId));
        }
        return saveNoteWithConsent(ctx, clinicianId, session.id, note, amendmentReason);
      },
    );

    app.post(
      '/api/sessions/:id/summary/generate',
      {
        config: { audit: { action: 'generate', recordType: 'session-summary' } },
        schema: {
          params: idParamsSchema,
          body: generateStoredSummaryRequestSchema,
          response: { 200: sessionSummaryStepResponseSchema },
        },
      },
      async (request) => {
        const { clinicianId, session } = await storedSession(request, request.params.id);
        const transcript = transcriptOf(session, NO_SUMMARY_CONTENT);
        const output = analysisOf(clinicianId, transcript);
        const summary = await drafting.summary(request, output, transcript, {
          clientName: session.clientName ?? '',
          sessionDate: session.startedAt.slice(0, 10),
          sessionNotes: session.notes,
        });
        const steps = createWorkflowRepository(ctx.db, ctx.cipher, clinicianId);
        if (!(await steps.saveSummary(session.id, summary, 'generated', ctx.now())))
          throw notFound(SESSION_NOT_FOUND);
        return summaryWithVersions(ctx, clinicianId, session.id);
      },
    );

    app.post(
      '/api/sessions/:id/insights/generate',
      {
        config: { audit: { action: 'generate', recordType: 'insights' } },
        schema: {
          params: idParamsSchema,
          body: generateStoredSummaryRequestSchema,
          response: { 200: insightsSchema },
        },
      },
      async (request) => {
        const { clinicianId, session } = await storedSession(request, request.params.id);
        const transcript = transcriptOf(session, NO_TRANSCRIPTION_TEXT);
        const output = analysisOf(clinicianId, transcript);
        const history = session.clientId
          ? await emotionHistory(ctx, clinicianId, session.clientId)
          : [null, null, null];
        return buildInsights(output.analysis, history);
      },
    );
  };
}
