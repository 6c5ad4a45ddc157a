import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../../contract/common';
import { consentStatement } from '../../../contract/consent';
import {
  NOTE_ALREADY_SIGNED,
  NO_NOTE_TO_SIGN,
  SELECTION_NOT_IN_LIST,
  assessmentResponseSchema,
  clientDocumentsSchema,
  clientPlanItemResponseSchema,
  clientPlanResponseSchema,
  clientRecommendationsRequestSchema,
  clientRecommendationsResponseSchema,
  completeSessionResponseSchema,
  diagnosisStepResponseSchema,
  planStepResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  saveAssessmentRequestSchema,
  saveClientPlanItemRequestSchema,
  saveDiagnosisStepRequestSchema,
  saveNoteRequestSchema,
  savePlanStepRequestSchema,
  saveSummaryRequestSchema,
  sessionNoteResponseSchema,
  sessionSummaryStepResponseSchema,
  type AssessmentReport,
  type NoteContent,
} from '../../../contract/workflow';
import { raiseSummaryForMeasurements } from '../../../engine/measure-findings';
import { recommendTherapies, resolveDiagnosis } from '../../../engine/recommend';
import { ENGINE_PROVIDER } from '../../../engine/writers';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createClientsRepository } from '../clients/clients.repository';
import { createMeasurementsRepository } from '../measurements/measurements.repository';
import { currentReport } from './current-report';
import { createConsentRepository } from '../consent/consent.repository';
import { renderReportPdf } from './workflow.pdf';
import {
  DEFAULT_REPORT_TYPE,
  clinicianDisplayName,
  finalise,
  reportFileName,
  type SessionFacts,
} from './workflow.report';
import { createWorkflowRepository, type WorkflowRepository } from './workflow.repository';

export const SESSION_NOT_FOUND = 'Session not found';
export const REPORT_NOT_FOUND = 'Report not found';
export const CLIENT_NOT_FOUND = 'Client not found';
export const PLAN_ITEM_NOT_FOUND = 'Treatment plan item not found';
export const SESSION_ALREADY_COMPLETED = 'This session is already completed; its report is final';
export const REPORT_IS_FINAL = 'This session is completed; its final report can no longer be changed';
export const NOTE_NEEDED_TO_COMPLETE = 'Save the session note before completing the session';
export const CLIENT_NEEDED_TO_COMPLETE = 'Choose the client of this session before completing it';
export const NOTHING_TO_EXPORT = 'There is no report for this session yet; save the session note first';
export const THERAPY_NAME_REQUIRED = 'A recommendation needs a therapy name';

const planItemParamsSchema = z.object({ clientId: idSchema, itemId: idSchema });

const conflict = (message: string) => new AppError('conflict', message);

/** Every id in `selectedIds` must name one of `items`, so a selection can never point at nothing. */
function assertSelection(items: { id: string }[], selectedIds: string[]) {
  const listed = new Set(items.map((item) => item.id));
  if (!selectedIds.every((id) => listed.has(id)))
    throw new AppError('validation_failed', SELECTION_NOT_IN_LIST);
}

async function sendPdf(reply: FastifyReply, report: AssessmentReport) {
  const pdf = await renderReportPdf(report);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${reportFileName(report)}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

/** The session's note as GET /api/sessions/:id/note answers it: the current version and every version. */
export async function noteWithVersions(repo: WorkflowRepository, sessionId: string) {
  const versions = await repo.noteVersions(sessionId);
  return { note: versions[0] ?? null, versions };
}

/**
 * Saves the note with the session's consent line (the server's own statement of the session's consent, never the
 * caller's text) and answers it as GET /api/sessions/:id/note does; a draft is replaced, a signed note amended.
 */
export async function saveNoteWithConsent(
  ctx: AppContext,
  clinicianId: string,
  repo: WorkflowRepository,
  sessionId: string,
  content: Omit<NoteContent, 'recordingConsent'>,
  amendmentReason: string | undefined,
) {
  const consent = await createConsentRepository(ctx.db, ctx.cipher, clinicianId).latest(sessionId);
  const stamped = { ...content, recordingConsent: consent ? consentStatement(consent) : '' };
  if (!(await repo.saveNote(sessionId, stamped, amendmentReason, ctx.now())))
    throw notFound(SESSION_NOT_FOUND);
  return noteWithVersions(repo, sessionId);
}

/**
 * The session's summary as GET /api/sessions/:id/summary answers it: the current one with the session's confirmed
 * scores applied (a PHQ-9 item 9 above 0 raises its risk), and every saved version as it was saved.
 */
export async function summaryWithVersions(
  ctx: AppContext,
  clinicianId: string,
  repo: WorkflowRepository,
  sessionId: string,
) {
  const saved = await repo.getSummary(sessionId);
  const versions = await repo.summaryVersions(sessionId);
  if (!saved) return { summary: null, versions };
  const scores = await createMeasurementsRepository(ctx.db, ctx.cipher, clinicianId).confirmedForSession(
    sessionId,
  );
  const summary = raiseSummaryForMeasurements(saved.value, scores);
  const source = versions[0]?.source ?? 'saved';
  return { summary: { summary, savedAt: saved.updatedAt.toISOString(), source }, versions };
}

export function workflowRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const repoFor = (request: FastifyRequest) =>
      createWorkflowRepository(ctx.db, ctx.cipher, requireClinician(request).id);
    const nameOf = (request: FastifyRequest) => clinicianDisplayName(requireClinician(request));
    const consentsOf = (request: FastifyRequest) =>
      createConsentRepository(ctx.db, ctx.cipher, requireClinician(request).id);
    const reportOf = (request: FastifyRequest, repo: WorkflowRepository, session: SessionFacts, now: Date) =>
      currentReport(repo, consentsOf(request), session, nameOf(request), now);
    /** The repository and the session, which must be the signed-in clinician's (404 otherwise). */
    const mySession = async (request: FastifyRequest, id: string) => {
      const repo = repoFor(request);
      const session = await repo.session(id);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      return { repo, session };
    };
    const noteResponse = (repo: WorkflowRepository, sessionId: string) => noteWithVersions(repo, sessionId);
    const summaryResponse = (request: FastifyRequest, repo: WorkflowRepository, sessionId: string) =>
      summaryWithVersions(ctx, requireClinician(request).id, repo, sessionId);

    app.get(
      '/api/sessions/:id/note',
      {
        config: { audit: { action: 'read', recordType: 'session-note' } },
        schema: { params: idParamsSchema, response: { 200: sessionNoteResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        return noteResponse(repo, session.id);
      },
    );

    app.put(
      '/api/sessions/:id/note',
      {
        config: { audit: { action: 'update', recordType: 'session-note' } },
        schema: {
          params: idParamsSchema,
          body: saveNoteRequestSchema,
          response: { 200: sessionNoteResponseSchema },
        },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        const { content, amendmentReason } = request.body;
        return saveNoteWithConsent(
          ctx,
          requireClinician(request).id,
          repo,
          session.id,
          content,
          amendmentReason,
        );
      },
    );

    app.post(
      '/api/sessions/:id/note/sign',
      {
        config: { audit: { action: 'update', recordType: 'session-note' } },
        schema: { params: idParamsSchema, response: { 200: sessionNoteResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        const outcome = await repo.signNote(session.id, nameOf(request), ctx.now());
        if (!outcome.ok) throw conflict(outcome.reason === 'no-note' ? NO_NOTE_TO_SIGN : NOTE_ALREADY_SIGNED);
        return noteResponse(repo, session.id);
      },
    );

    app.get(
      '/api/sessions/:id/summary',
      {
        config: { audit: { action: 'read', recordType: 'session-summary' } },
        schema: { params: idParamsSchema, response: { 200: sessionSummaryStepResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        return summaryResponse(request, repo, session.id);
      },
    );

    app.put(
      '/api/sessions/:id/summary',
      {
        config: { audit: { action: 'update', recordType: 'session-summary' } },
        schema: {
          params: idParamsSchema,
          body: saveSummaryRequestSchema,
          response: { 200: sessionSummaryStepResponseSchema },
        },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        if (!(await repo.saveSummary(session.id, request.body.summary, 'saved', ctx.now())))
          throw notFound(SESSION_NOT_FOUND);
        return summaryResponse(request, repo, session.id);
      },
    );

    app.get(
      '/api/sessions/:id/diagnoses',
      {
        config: { audit: { action: 'read', recordType: 'diagnosis-selection' } },
        schema: { params: idParamsSchema, response: { 200: diagnosisStepResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        const saved = await repo.getDiagnosisStep(session.id);
        return { step: saved ? { ...saved.value, updatedAt: saved.updatedAt.toISOString() } : null };
      },
    );

    app.put(
      '/api/sessions/:id/diagnoses',
      {
        config: { audit: { action: 'update', recordType: 'diagnosis-selection' } },
        schema: {
          params: idParamsSchema,
          body: saveDiagnosisStepRequestSchema,
          response: { 200: diagnosisStepResponseSchema },
        },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        assertSelection(request.body.diagnoses, request.body.selectedIds);
        const updatedAt = await repo.saveDiagnosisStep(session.id, request.body, ctx.now());
        return { step: { ...request.body, updatedAt: updatedAt.toISOString() } };
      },
    );

    app.get(
      '/api/sessions/:id/plan',
      {
        config: { audit: { action: 'read', recordType: 'session-plan' } },
        schema: { params: idParamsSchema, response: { 200: planStepResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        const saved = await repo.getPlanStep(session.id);
        return { step: saved ? { ...saved.value, updatedAt: saved.updatedAt.toISOString() } : null };
      },
    );

    app.put(
      '/api/sessions/:id/plan',
      {
        config: { audit: { action: 'update', recordType: 'session-plan' } },
        schema: {
          params: idParamsSchema,
          body: savePlanStepRequestSchema,
          response: { 200: planStepResponseSchema },
        },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        assertSelection(request.body.treatments, request.body.selectedIds);
        const updatedAt = await repo.savePlanStep(session.id, request.body, ctx.now());
        return { step: { ...request.body, updatedAt: updatedAt.toISOString() } };
      },
    );

    app.get(
      '/api/sessions/:id/assessment',
      {
        config: { audit: { action: 'read', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema, response: { 200: assessmentResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        return { report: await reportOf(request, repo, session, ctx.now()) };
      },
    );

    app.put(
      '/api/sessions/:id/assessment',
      {
        config: { audit: { action: 'update', recordType: 'assessment-report' } },
        schema: {
          params: idParamsSchema,
          body: saveAssessmentRequestSchema,
          response: { 200: assessmentResponseSchema },
        },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        const existing = await repo.assessment(session.id);
        const reportType =
          request.body.reportType ??
          (existing?.status === 'draft' ? existing.draft.reportType : DEFAULT_REPORT_TYPE);
        const saved = await repo.saveAssessment(
          session,
          { summary: request.body.summary, reportType },
          ctx.now(),
        );
        if (!saved.ok) throw conflict(REPORT_IS_FINAL);
        return { report: await reportOf(request, repo, session, ctx.now()) };
      },
    );

    app.get(
      '/api/sessions/:id/assessment/pdf',
      {
        config: { audit: { action: 'export', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema },
      },
      async (request, reply) => {
        const { repo, session } = await mySession(request, request.params.id);
        const report = await reportOf(request, repo, session, ctx.now());
        if (!report) throw conflict(NOTHING_TO_EXPORT);
        return sendPdf(reply, report);
      },
    );

    app.post(
      '/api/sessions/:id/complete',
      {
        config: { audit: { action: 'create', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema, response: { 200: completeSessionResponseSchema } },
      },
      async (request) => {
        const { repo, session } = await mySession(request, request.params.id);
        const now = ctx.now();
        const draft = await reportOf(request, repo, session, now);
        if (draft?.status === 'final') throw conflict(SESSION_ALREADY_COMPLETED);
        if (!draft?.note) throw conflict(NOTE_NEEDED_TO_COMPLETE);
        if (session.clientId === null) throw conflict(CLIENT_NEEDED_TO_COMPLETE);
        const outcome = await repo.complete(session, finalise(draft, draft.id || randomUUID(), now), now);
        if (!outcome.ok) throw conflict(SESSION_ALREADY_COMPLETED);
        request.auditRecordId = outcome.value.id;
        return { report: outcome.value };
      },
    );

    app.get(
      '/api/reports',
      {
        config: { audit: { action: 'read', recordType: 'report-list' } },
        schema: { querystring: reportListQuerySchema, response: { 200: reportListResponseSchema } },
      },
      async (request) => repoFor(request).listReports(request.query),
    );

    app.get(
      '/api/reports/:id',
      {
        config: { audit: { action: 'read', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema, response: { 200: reportResponseSchema } },
      },
      async (request) => {
        const report = await repoFor(request).finalReport(request.params.id);
        if (!report) throw notFound(REPORT_NOT_FOUND);
        return { report };
      },
    );

    app.get(
      '/api/reports/:id/pdf',
      {
        config: { audit: { action: 'export', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema },
      },
      async (request, reply) => {
        const report = await repoFor(request).finalReport(request.params.id);
        if (!report) throw notFound(REPORT_NOT_FOUND);
        return sendPdf(reply, report);
      },
    );

    app.get(
      '/api/clients/:id/notes',
      {
        config: { audit: { action: 'read', recordType: 'client-documents' } },
        schema: { params: idParamsSchema, response: { 200: clientDocumentsSchema } },
      },
      async (request) => {
        const documents = await repoFor(request).clientDocuments(request.params.id);
        if (!documents) throw notFound(CLIENT_NOT_FOUND);
        return documents;
      },
    );

    app.get(
      '/api/clients/:id/treatment-plan',
      {
        config: { audit: { action: 'read', recordType: 'client-treatment-plan' } },
        schema: { params: idParamsSchema, response: { 200: clientPlanResponseSchema } },
      },
      async (request) => {
        const items = await repoFor(request).clientPlan(request.params.id);
        if (!items) throw notFound(CLIENT_NOT_FOUND);
        return { items };
      },
    );

    app.post(
      '/api/clients/:id/treatment-plan',
      {
        config: { audit: { action: 'update', recordType: 'client-treatment-plan' } },
        schema: {
          params: idParamsSchema,
          body: saveClientPlanItemRequestSchema,
          response: { 200: clientPlanItemResponseSchema, 201: clientPlanItemResponseSchema },
        },
      },
      async (request, reply) => {
        const { recommendation, status } = request.body;
        if (!recommendation.therapy.trim()) throw new AppError('validation_failed', THERAPY_NAME_REQUIRED);
        const saved = await repoFor(request).savePlanItem(
          request.params.id,
          recommendation,
          status,
          ctx.now(),
        );
        if (!saved) throw notFound(CLIENT_NOT_FOUND);
        request.auditRecordId = saved.item.id;
        return reply.status(saved.created ? 201 : 200).send({ item: saved.item });
      },
    );

    app.post(
      '/api/clients/:id/therapy-recommendations',
      {
        config: { audit: { action: 'generate', recordType: 'therapy-recommendations' } },
        schema: {
          params: idParamsSchema,
          body: clientRecommendationsRequestSchema,
          response: { 200: clientRecommendationsResponseSchema },
        },
      },
      async (request) => {
        const clinicianId = requireClinician(request).id;
        const [client, acceptedDiagnoses] = await Promise.all([
          createClientsRepository(ctx.db, ctx.cipher, clinicianId).get(request.params.id),
          repoFor(request).acceptedDiagnoses(request.params.id),
        ]);
        if (!client || !acceptedDiagnoses) throw notFound(CLIENT_NOT_FOUND);
        request.auditRecordId = client.id;
        const concerns = client.primaryDiagnosis;
        // Confirmed diagnoses lead; a concern that names a diagnosis ("Depression", "ADHD") counts as one too, and
        // the rest ("relationship just ended") are the context that cautions and couples therapy are read from.
        const recommendations = recommendTherapies(
          {
            name: `${client.firstName} ${client.lastName}`.trim(),
            primaryDiagnoses: [...acceptedDiagnoses, ...concerns],
            secondaryDiagnoses: [],
            symptoms: concerns.filter((concern) => resolveDiagnosis(concern) === undefined),
            severityLevel: '',
            treatmentHistory: [],
            preferences: [],
            contraindications: [],
            cultureFactors: [],
          },
          request.body.sessionData,
        );
        return { recommendations, basis: { concerns, acceptedDiagnoses }, provider: ENGINE_PROVIDER };
      },
    );

    app.delete(
      '/api/clients/:clientId/treatment-plan/:itemId',
      {
        config: { audit: { action: 'delete', recordType: 'client-treatment-plan' } },
        schema: { params: planItemParamsSchema },
      },
      async (request, reply) => {
        request.auditRecordId = request.params.itemId;
        if (!(await repoFor(request).removePlanItem(request.params.clientId, request.params.itemId)))
          throw notFound(PLAN_ITEM_NOT_FOUND);
        return reply.status(204).send();
      },
    );
  };
}
