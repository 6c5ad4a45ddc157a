import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contract/errors';
import { joinWaitlistRequestSchema, joinWaitlistResponseSchema } from '#contract/waitlist';
import { WAITLIST_SUCCESS } from '#contract/waitlist-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createWaitlistRepository } from './waitlist.repository';

/** Small on purpose: the only field is an address of at most 254 characters. */
const WAITLIST_BODY_LIMIT_BYTES = 4 * 1024;

export const waitlistRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  const repository = createWaitlistRepository(db);

  app.post(
    '/api/waitlist',
    {
      bodyLimit: WAITLIST_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: config.waitlistRateLimit, timeWindow: '1 minute' } },
      schema: {
        body: joinWaitlistRequestSchema,
        response: { 201: joinWaitlistResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await repository.add(request.body.email);
      return reply.status(201).send({ ok: true, message: WAITLIST_SUCCESS });
    },
  );
};
