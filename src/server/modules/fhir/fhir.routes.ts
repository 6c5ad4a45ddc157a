import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import { FHIR_CONTENT_TYPE, fhirSessionBundleSchema } from '#contract/fhir';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { createSessionExporter, fhirFileName } from './session-export';

export const SESSION_NOT_FOUND = 'Session not found';

/** The origin the browser used, so the DocumentReference's PDF address works from where the export is opened. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function fhirRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/sessions/:id/fhir',
      {
        config: { audit: { action: 'export', recordType: 'session-fhir' } },
        schema: { params: idParamsSchema, response: { 200: fhirSessionBundleSchema } },
      },
      async (request, reply) => {
        const exporter = createSessionExporter(ctx, requireClinician(request));
        const now = ctx.now();
        const bundle = await exporter.bundle(request.params.id, {
          baseUrl: requestOrigin(request),
          generatedAt: now,
        });
        if (!bundle) throw notFound(SESSION_NOT_FOUND);
        const encounter = bundle.entry?.find(
          (entry) => entry.resource?.resourceType === 'Encounter',
        )?.resource;
        const startedAt = encounter?.resourceType === 'Encounter' ? (encounter.period?.start ?? '') : '';
        return reply
          .header('Content-Type', `${FHIR_CONTENT_TYPE}; charset=utf-8`)
          .header(
            'Content-Disposition',
            `attachment; filename="${fhirFileName({ id: request.params.id, startedAt })}"`,
          )
          .header('Cache-Control', 'no-store')
          .send(fhirSessionBundleSchema.parse(bundle));
      },
    );
  };
}
