import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '../../../contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAuthRepository } from './auth.repository';
import { resolveClinician, toCurrentClinician } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  const auth = createAuthRepository(db);

  app.get('/api/auth/me', { schema: { response: { 200: meResponseSchema } } }, async (request, reply) => {
    const clinician = await resolveClinician(request, reply, { config, auth });
    return { clinician: toCurrentClinician(clinician), authMode: config.authMode };
  });
};
