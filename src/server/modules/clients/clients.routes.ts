import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientResponseSchema,
  createClientRequestSchema,
  listClientsQuerySchema,
  listClientsResponseSchema,
  updateClientRequestSchema,
} from '#contract/clients';
import { idParamsSchema } from '#contract/common';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { createClientsRepository } from './clients.repository';

const CLIENT_NOT_FOUND = 'Client not found';

export function clientsRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // We read with the clinician's own repository so a request can only ever reach their clients.
    const repo = (request: Parameters<typeof requireClinician>[0]) =>
      createClientsRepository(ctx.db, ctx.cipher, requireClinician(request).id);

    app.get(
      '/api/clients',
      {
        config: { audit: { action: 'read', recordType: 'client-list' } },
        schema: { querystring: listClientsQuerySchema, response: { 200: listClientsResponseSchema } },
      },
      async (request) => {
        const { includeArchived, q, sort, limit, cursor } = request.query;
        return repo(request).list({ includeArchived: includeArchived === 'true', q, sort, limit, cursor });
      },
    );

    app.post(
      '/api/clients',
      {
        config: { audit: { action: 'create', recordType: 'client' } },
        schema: { body: createClientRequestSchema, response: { 201: clientResponseSchema } },
      },
      async (request, reply) => {
        const client = await repo(request).create(request.body);
        request.auditRecordId = client.id;
        return reply.status(201).send({ client });
      },
    );

    app.get(
      '/api/clients/:id',
      {
        config: { audit: { action: 'read', recordType: 'client' } },
        schema: { params: idParamsSchema, response: { 200: clientResponseSchema } },
      },
      async (request) => {
        const client = await repo(request).get(request.params.id);
        if (!client) throw notFound(CLIENT_NOT_FOUND);
        return { client };
      },
    );

    app.patch(
      '/api/clients/:id',
      {
        config: { audit: { action: 'update', recordType: 'client' } },
        schema: {
          params: idParamsSchema,
          body: updateClientRequestSchema,
          response: { 200: clientResponseSchema },
        },
      },
      async (request) => {
        const client = await repo(request).update(request.params.id, request.body, ctx.now());
        if (!client) throw notFound(CLIENT_NOT_FOUND);
        return { client };
      },
    );

    app.delete(
      '/api/clients/:id',
      {
        config: { audit: { action: 'delete', recordType: 'client' } },
        schema: { params: idParamsSchema },
      },
      async (request, reply) => {
        if (!(await repo(request).remove(request.params.id))) throw notFound(CLIENT_NOT_FOUND);
        return reply.status(204).send();
      },
    );
  };
}
