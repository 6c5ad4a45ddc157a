import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authStatusResponseSchema,
  createAccountRequestSchema,
  meResponseSchema,
  okResponseSchema,
  signInRequestSchema,
  totpCodeRequestSchema,
  totpSetupResponseSchema,
} from '../../../contract/auth';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { AuthService } from './auth.service';
import { toCurrentClinician } from './auth.service';

/** Per-address limit on the unauthenticated account endpoints, on top of the per-account sign-in limit. */
const PUBLIC_AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Routes a signed-out visitor may call. */
export function publicAuthRoutes(ctx: AppContext, auth: AuthService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/auth/status',
      { schema: { response: { 200: authStatusResponseSchema } } },
      async (request, reply) => {
        const { clinician } = await auth.authenticate(request, reply, { createSandbox: false });
        return {
          authMode: ctx.config.authMode,
          needsSetup: ctx.config.authMode === 'accounts' && !(await auth.repository.hasOwner()),
          signedIn: clinician !== null,
          idleTimeoutMs: ctx.config.authMode === 'accounts' ? ctx.config.sessionIdleMs : null,
        };
      },
    );

    app.post(
      '/api/auth/setup',
      {
        config: { rateLimit: PUBLIC_AUTH_RATE_LIMIT },
        schema: { body: createAccountRequestSchema, response: { 201: meResponseSchema } },
      },
      async (request, reply) => {
        const clinician = await auth.createOwner(request, reply, request.body);
        await ctx.audit.record({
          clinicianId: clinician.id,
          action: 'sign-up',
          recordType: 'clinician',
          recordId: clinician.id,
          outcome: 'success',
          clientAddress: request.ip,
        });
        return reply
          .status(201)
          .send({ clinician: toCurrentClinician(clinician), authMode: ctx.config.authMode });
      },
    );

    app.post(
      '/api/auth/sign-in',
      {
        config: { rateLimit: PUBLIC_AUTH_RATE_LIMIT },
        schema: { body: signInRequestSchema, response: { 200: meResponseSchema } },
      },
      async (request, reply) => {
        const clinician = await auth.signIn(request, reply, request.body);
        return { clinician: toCurrentClinician(clinician), authMode: ctx.config.authMode };
      },
    );
  };
}

/** Routes for the signed-in clinician (registered inside the workspace scope). */
export function accountRoutes(ctx: AppContext, auth: AuthService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/api/auth/me', { schema: { response: { 200: meResponseSchema } } }, async (request) => ({
      clinician: toCurrentClinician(requireClinician(request)),
      authMode: ctx.config.authMode,
    }));

    app.post(
      '/api/auth/sign-out',
      { schema: { response: { 200: okResponseSchema } } },
      async (request, reply) => {
        await auth.signOut(request, reply, requireClinician(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/totp/setup',
      { schema: { response: { 200: totpSetupResponseSchema } } },
      async (request) => auth.beginTotpSetup(requireClinician(request)),
    );

    app.post(
      '/api/auth/totp/enable',
      { schema: { body: totpCodeRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        const clinician = await auth.repository.findClinician(requireClinician(request).id);
        if (!clinician) throw new AppError(401, 'unauthorized', 'Please sign in to continue.');
        await auth.enableTotp(clinician, request.body.code);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/totp/disable',
      { schema: { body: totpCodeRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await auth.disableTotp(requireClinician(request), request.body.code);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/clinicians',
      {
        schema: {
          body: createAccountRequestSchema,
          response: { 201: meResponseSchema.omit({ authMode: true }) },
        },
      },
      async (request, reply) => {
        const owner = requireClinician(request);
        if (ctx.config.authMode !== 'accounts' || !owner.isOwner) {
          throw new AppError(403, 'forbidden', 'Only the practice owner can add clinicians.');
        }
        const colleague = await auth.createColleague(request.body);
        await ctx.audit.record({
          clinicianId: owner.id,
          action: 'create',
          recordType: 'clinician',
          recordId: colleague.id,
          outcome: 'success',
          clientAddress: request.ip,
        });
        return reply.status(201).send({ clinician: toCurrentClinician(colleague) });
      },
    );
  };
}
