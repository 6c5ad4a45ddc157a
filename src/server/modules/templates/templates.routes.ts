import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import {
  listTemplatesResponseSchema,
  templateInputSchema,
  templateResponseSchema,
} from '#contract/templates';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { createTemplatesRepository } from './templates.repository';

const TEMPLATE_NOT_FOUND = 'Template not found';

export function templatesRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const repo = (request: Parameters<typeof requireClinician>[0]) =>
      createTemplatesRepository(ctx.db, requireClinician(request).id);

    app.get(
      '/api/templates',
      {
        config: { audit: { action: 'read', recordType: 'template-list' } },
        schema: { response: { 200: listTemplatesResponseSchema } },
      },
      async (request) => ({ templates: await repo(request).list() }),
    );

    app.post(
      '/api/templates',
      {
        config: { audit: { action: 'create', recordType: 'template' } },
        schema: { body: templateInputSchema, response: { 201: templateResponseSchema } },
      },
      async (request, reply) => {
        const template = await repo(request).create(request.body, ctx.now());
        request.auditRecordId = template.id;
        return reply.status(201).send({ template });
      },
    );

    app.get(
      '/api/templates/:id',
      {
        config: { audit: { action: 'read', recordType: 'template' } },
        schema: { params: idParamsSchema, response: { 200: templateResponseSchema } },
      },
      async (request) => {
        const template = await repo(request).get(request.params.id);
        if (!template) throw notFound(TEMPLATE_NOT_FOUND);
        return { template };
      },
    );

    app.put(
      '/api/templates/:id',
      {
        config: { audit: { action: 'update', recordType: 'template' } },
        schema: {
          params: idParamsSchema,
          body: templateInputSchema,
          response: { 200: templateResponseSchema },
        },
      },
      async (request) => {
        const template = await repo(request).update(request.params.id, request.body, ctx.now());
        if (!template) throw notFound(TEMPLATE_NOT_FOUND);
        return { template };
      },
    );

    app.post(
      '/api/templates/:id/duplicate',
      {
        config: { audit: { action: 'create', recordType: 'template' } },
        schema: { params: idParamsSchema, response: { 201: templateResponseSchema } },
      },
      async (request, reply) => {
        const template = await repo(request).duplicate(request.params.id, ctx.now());
        if (!template) throw notFound(TEMPLATE_NOT_FOUND);
        request.auditRecordId = template.id;
        return reply.status(201).send({ template });
      },
    );

    app.delete(
      '/api/templates/:id',
      { config: { audit: { action: 'delete', recordType: 'template' } }, schema: { params: idParamsSchema } },
      async (request, reply) => {
        if (!(await repo(request).remove(request.params.id))) throw notFound(TEMPLATE_NOT_FOUND);
        return reply.status(204).send();
      },
    );
  };
}
