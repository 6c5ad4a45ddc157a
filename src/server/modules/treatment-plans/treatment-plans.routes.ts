import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '#contract/common';
import {
  clientPlanItemResponseSchema,
  clientPlanResponseSchema,
  clientRecommendationsRequestSchema,
  clientRecommendationsResponseSchema,
  saveClientPlanItemRequestSchema,
} from '#contract/workflow';
import { recommendTherapies, resolveDiagnosis } from '#engine/recommend';
import { ENGINE_PROVIDER } from '#engine/writers';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createClientsRepository } from '../clients/clients.repository';
import { createWorkflowRepository } from '../workflow/workflow.repository';
import { createTreatmentPlansRepository } from './treatment-plans.repository';

const CLIENT_NOT_FOUND = 'Client not found';
const PLAN_ITEM_NOT_FOUND = 'Treatment plan item not found';
const THERAPY_NAME_REQUIRED = 'A recommendation needs a therapy name';

const planItemParamsSchema = z.object({ clientId: idSchema, itemId: idSchema });

/** A client's treatment plan, and the therapies the engine recommends for it from the client's record. */
export function treatmentPlansRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const repoFor = (request: FastifyRequest) =>
      createTreatmentPlansRepository(ctx.db, ctx.cipher, requireClinician(request).id);

    app.get(
      '/api/clients/:id/treatment-plan',
      {
        config: { audit: { action: 'read', recordType: 'client-treatment-plan' } },
        schema: { params: idParamsSchema, response: { 200: clientPlanResponseSchema } },
      },
      async (request) => {
        const items = await repoFor(request).list(request.params.id);
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
        const saved = await repoFor(request).save(request.params.id, recommendation, status, ctx.now());
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
          createWorkflowRepository(ctx.db, ctx.cipher, clinicianId).acceptedDiagnoses(request.params.id),
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
        if (!(await repoFor(request).remove(request.params.clientId, request.params.itemId)))
          throw notFound(PLAN_ITEM_NOT_FOUND);
        return reply.status(204).send();
      },
    );
  };
}
