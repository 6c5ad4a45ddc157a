import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import {
  assessmentResponseSchema,
  completeSessionResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  saveAssessmentRequestSchema,
  type AssessmentReport,
} from '#contract/workflow';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { conflict, notFound } from '../../http/errors';
import { clinicianDisplayName } from '../auth/clinician-name';
import { requireSessionFacts, type SessionFacts } from '../sessions/session-facts';
import { DEFAULT_REPORT_TYPE, finalise, reportFileName } from './assessment-report';
import { createAssessmentsRepository } from './assessments.repository';
import { currentReport } from './current-report';
import { renderReportPdf } from './report-pdf';

export const REPORT_NOT_FOUND = 'Report not found';
export const SESSION_ALREADY_COMPLETED = 'This session is already completed; its report is final';
export const REPORT_IS_FINAL = 'This session is completed; its final report can no longer be changed';
export const NOTE_NEEDED_TO_COMPLETE = 'Save the session note before completing the session';
export const CLIENT_NEEDED_TO_COMPLETE = 'Choose the client of this session before completing it';
export const NOTHING_TO_EXPORT = 'There is no report for this session yet; save the session note first';

async function sendPdf(reply: FastifyReply, report: AssessmentReport) {
  const pdf = await renderReportPdf(report);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${reportFileName(report)}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

/** A session's assessment report (the wizard's last step), its completion, and the list of final reports. */
export function assessmentsRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const repoFor = (request: FastifyRequest) =>
      createAssessmentsRepository(ctx.db, ctx.cipher, requireClinician(request).id);
    /** The session, which must be the signed-in clinician's (404 otherwise). */
    const mySession = (request: FastifyRequest, id: string) =>
      requireSessionFacts(ctx.db, ctx.cipher, requireClinician(request).id, id);
    const reportOf = (request: FastifyRequest, session: SessionFacts, now: Date) => {
      const clinician = requireClinician(request);
      return currentReport(ctx.db, ctx.cipher, clinician.id, {
        session,
        clinicianName: clinicianDisplayName(clinician),
        now,
      });
    };

    app.get(
      '/api/sessions/:id/assessment',
      {
        config: { audit: { action: 'read', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema, response: { 200: assessmentResponseSchema } },
      },
      async (request) => {
        const session = await mySession(request, request.params.id);
        return { report: await reportOf(request, session, ctx.now()) };
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
        const session = await mySession(request, request.params.id);
        const repo = repoFor(request);
        const existing = await repo.get(session.id);
        const reportType =
          request.body.reportType ??
          (existing?.status === 'draft' ? existing.draft.reportType : DEFAULT_REPORT_TYPE);
        const saved = await repo.saveDraft(session, { summary: request.body.summary, reportType }, ctx.now());
        if (!saved.ok) throw conflict(REPORT_IS_FINAL);
        return { report: await reportOf(request, session, ctx.now()) };
      },
    );

    app.get(
      '/api/sessions/:id/assessment/pdf',
      {
        config: { audit: { action: 'export', recordType: 'assessment-report' } },
        schema: { params: idParamsSchema },
      },
      async (request, reply) => {
        const session = await mySession(request, request.params.id);
        const report = await reportOf(request, session, ctx.now());
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
        const session = await mySession(request, request.params.id);
        const now = ctx.now();
        const draft = await reportOf(request, session, now);
        if (draft?.status === 'final') throw conflict(SESSION_ALREADY_COMPLETED);
        if (!draft?.note) throw conflict(NOTE_NEEDED_TO_COMPLETE);
        if (session.clientId === null) throw conflict(CLIENT_NEEDED_TO_COMPLETE);
        const outcome = await repoFor(request).complete(
          session,
          finalise(draft, draft.id || randomUUID(), now),
          now,
        );
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
      async (request) => repoFor(request).list(request.query),
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
  };
}
