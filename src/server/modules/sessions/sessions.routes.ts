import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import {
  dashboardQuerySchema,
  dashboardResponseSchema,
  listSessionsQuerySchema,
  listSessionsResponseSchema,
  startSessionRequestSchema,
  therapySessionDetailResponseSchema,
  therapySessionResponseSchema,
  updateSessionRequestSchema,
} from '#contract/sessions';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createClientsRepository } from '../clients/clients.repository';
import { createTemplatesRepository } from '../templates/templates.repository';
import { createSessionsRepository } from './sessions.repository';

const DAY_MS = 86_400_000;
export const COMPLETED_CLIENT_FIXED = 'The client of a completed session cannot be changed';

/** Midnight-to-midnight of the clinician's own day, from the browser's UTC offset in minutes. */
export function dayBounds(now: Date, tzOffsetMinutes: number): [Date, Date] {
  const localMs = now.getTime() - tzOffsetMinutes * 60_000;
  const localMidnight = Math.floor(localMs / DAY_MS) * DAY_MS;
  const start = new Date(localMidnight + tzOffsetMinutes * 60_000);
  return [start, new Date(start.getTime() + DAY_MS)];
}

export function sessionsRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const sessions = (request: Parameters<typeof requireClinician>[0]) =>
      createSessionsRepository(ctx.db, ctx.cipher, requireClinician(request).id);
    /** A client or template named by a request must be the signed-in clinician's (404 otherwise). */
    const ownership = (request: Parameters<typeof requireClinician>[0]) => {
      const clinicianId = requireClinician(request).id;
      const templates = createTemplatesRepository(ctx.db, clinicianId);
      return {
        templates,
        async checkClient(id: string | null | undefined) {
          if (id && !(await createClientsRepository(ctx.db, ctx.cipher, clinicianId).get(id)))
            throw new AppError('not_found', 'Client not found');
        },
        async checkTemplate(id: string | null | undefined) {
          if (id && !(await templates.get(id))) throw new AppError('not_found', 'Template not found');
        },
      };
    };

    app.get(
      '/api/sessions',
      {
        config: { audit: { action: 'read', recordType: 'session-list' } },
        schema: { querystring: listSessionsQuerySchema, response: { 200: listSessionsResponseSchema } },
      },
      async (request) => sessions(request).list(request.query),
    );

    app.post(
      '/api/sessions',
      {
        config: { audit: { action: 'create', recordType: 'session' } },
        schema: { body: startSessionRequestSchema, response: { 201: therapySessionResponseSchema } },
      },
      async (request, reply) => {
        const { clientId, templateId } = request.body;
        const owned = ownership(request);
        await owned.checkClient(clientId);
        await owned.checkTemplate(templateId);
        const repo = sessions(request);
        // A bare draft (the recording screen opened on its own) reuses the clinician's untouched one, if any.
        const reused = clientId || templateId ? null : await repo.untouchedDraft();
        const id =
          reused ??
          (await repo.start({
            ...request.body,
            clientId: clientId ?? null,
            templateId: templateId ?? null,
            now: ctx.now(),
          }));
        if (templateId) await owned.templates.incrementUsage(templateId);
        request.auditRecordId = id;
        const session = await repo.get(id);
        if (!session) throw new Error('a session created a moment ago could not be read back');
        return reply.status(201).send({ session });
      },
    );

    app.get(
      '/api/sessions/:id',
      {
        config: { audit: { action: 'read', recordType: 'session' } },
        schema: { params: idParamsSchema, response: { 200: therapySessionDetailResponseSchema } },
      },
      async (request) => {
        const session = await sessions(request).getDetail(request.params.id);
        if (!session) throw notFound('Session not found');
        return { session };
      },
    );

    app.patch(
      '/api/sessions/:id',
      {
        config: { audit: { action: 'update', recordType: 'session' } },
        schema: {
          params: idParamsSchema,
          body: updateSessionRequestSchema,
          response: { 200: therapySessionDetailResponseSchema },
        },
      },
      async (request) => {
        const repo = sessions(request);
        const { clientId, templateId } = request.body;
        if (clientId !== undefined || templateId !== undefined) {
          const current = await repo.get(request.params.id);
          if (!current) throw notFound('Session not found');
          if (clientId !== undefined && clientId !== current.clientId && current.status === 'completed')
            throw new AppError('conflict', COMPLETED_CLIENT_FIXED);
          const owned = ownership(request);
          await owned.checkClient(clientId);
          await owned.checkTemplate(templateId);
          if (templateId && templateId !== current.templateId)
            await owned.templates.incrementUsage(templateId);
        }
        if (!(await repo.update(request.params.id, request.body, ctx.now())))
          throw notFound('Session not found');
        const session = await repo.getDetail(request.params.id);
        if (!session) throw notFound('Session not found');
        return { session };
      },
    );

    app.get(
      '/api/dashboard',
      {
        config: { audit: { action: 'read', recordType: 'dashboard' } },
        schema: { querystring: dashboardQuerySchema, response: { 200: dashboardResponseSchema } },
      },
      async (request) => {
        const [start, end] = dayBounds(ctx.now(), request.query.tzOffset);
        return sessions(request).dashboard(start, end);
      },
    );

    app.delete(
      '/api/sample-data',
      { config: { audit: { action: 'delete', recordType: 'sample-data' } } },
      async (request, reply) => {
        await sessions(request).clearSampleData();
        return reply.status(204).send();
      },
    );
  };
}
