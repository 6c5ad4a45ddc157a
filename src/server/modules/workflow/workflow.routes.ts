import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import {
  SELECTION_NOT_IN_LIST,
  diagnosisStepResponseSchema,
  planStepResponseSchema,
  saveDiagnosisStepRequestSchema,
  savePlanStepRequestSchema,
  saveSummaryRequestSchema,
  sessionSummaryStepResponseSchema,
} from '#contract/workflow';
import { raiseSummaryForMeasurements } from '#engine/measure-findings';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createMeasurementsRepository } from '../measurements/measurements.repository';
import { SESSION_NOT_FOUND, requireSessionFacts } from '../sessions/session-facts';
import { createWorkflowRepository } from './workflow.repository';

/** Every id in `selectedIds` must name one of `items`, so a selection can never point at nothing. */
function assertSelection(items: { id: string }[], selectedIds: string[]) {
  const listed = new Set(items.map((item) => item.id));
  if (!selectedIds.every((id) => listed.has(id)))
    throw new AppError('validation_failed', SELECTION_NOT_IN_LIST);
}

/** A saved diagnosis or plan step as its GET and PUT answer it. */
const stepResponse = <T>(saved: { value: T; updatedAt: Date } | null) => ({
  step: saved ? { ...saved.value, updatedAt: saved.updatedAt.toISOString() } : null,
});

/**
 * The session's summary as GET /api/sessions/:id/summary answers it: the current one with the session's confirmed
 * scores applied (a PHQ-9 item 9 above 0 raises its risk), and every saved version as it was saved.
 */
export async function summaryWithVersions(ctx: AppContext, clinicianId: string, sessionId: string) {
  const steps = createWorkflowRepository(ctx.db, ctx.cipher, clinicianId);
  const saved = await steps.getSummary(sessionId);
  const versions = await steps.summaryVersions(sessionId);
  if (!saved) return { summary: null, versions };
  const scores = await createMeasurementsRepository(ctx.db, ctx.cipher, clinicianId).confirmedForSession(
    sessionId,
  );
  const summary = raiseSummaryForMeasurements(saved.value, scores);
  const source = versions[0]?.source ?? 'saved';
  return { summary: { summary, savedAt: saved.updatedAt.toISOString(), source }, versions };
}

/** The session wizard's steps before the report: the summary, the diagnosis selection and the plan selection. */
export function workflowRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    /** The steps repository and the session, which must be the signed-in clinician's (404 otherwise). */
    const mySession = async (request: FastifyRequest, id: string) => {
      const clinicianId = requireClinician(request).id;
      const session = await requireSessionFacts(ctx.db, ctx.cipher, clinicianId, id);
      return { clinicianId, steps: createWorkflowRepository(ctx.db, ctx.cipher, clinicianId), session };
    };

    app.get(
      '/api/sessions/:id/summary',
      {
        config: { audit: { action: 'read', recordType: 'session-summary' } },
        schema: { params: idParamsSchema, response: { 200: sessionSummaryStepResponseSchema } },
      },
      async (request) => {
        const { clinicianId, session } = await mySession(request, request.params.id);
        return summaryWithVersions(ctx, clinicianId, session.id);
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
        const { clinicianId, steps, session } = await mySession(request, request.params.id);
        if (!(await steps.saveSummary(session.id, request.body.summary, 'saved', ctx.now())))
          throw notFound(SESSION_NOT_FOUND);
        return summaryWithVersions(ctx, clinicianId, session.id);
      },
    );

    app.get(
      '/api/sessions/:id/diagnoses',
      {
        config: { audit: { action: 'read', recordType: 'diagnosis-selection' } },
        schema: { params: idParamsSchema, response: { 200: diagnosisStepResponseSchema } },
      },
      async (request) => {
        const { steps, session } = await mySession(request, request.params.id);
        return stepResponse(await steps.getDiagnosisStep(session.id));
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
        const { steps, session } = await mySession(request, request.params.id);
        assertSelection(request.body.diagnoses, request.body.selectedIds);
        const updatedAt = await steps.saveDiagnosisStep(session.id, request.body, ctx.now());
        return stepResponse({ value: request.body, updatedAt });
      },
    );

    app.get(
      '/api/sessions/:id/plan',
      {
        config: { audit: { action: 'read', recordType: 'session-plan' } },
        schema: { params: idParamsSchema, response: { 200: planStepResponseSchema } },
      },
      async (request) => {
        const { steps, session } = await mySession(request, request.params.id);
        return stepResponse(await steps.getPlanStep(session.id));
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
        const { steps, session } = await mySession(request, request.params.id);
        assertSelection(request.body.treatments, request.body.selectedIds);
        const updatedAt = await steps.savePlanStep(session.id, request.body, ctx.now());
        return stepResponse({ value: request.body, updatedAt });
      },
    );
  };
}
