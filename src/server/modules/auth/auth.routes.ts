import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authStatusResponseSchema,
  changePasswordRequestSchema,
  clinicianIdParamsSchema,
  completePasswordResetRequestSchema,
  createAccountRequestSchema,
  meResponseSchema,
  okResponseSchema,
  passwordResetLinkResponseSchema,
  practiceMemberResponseSchema,
  practiceMembersResponseSchema,
  signInRequestSchema,
  totpCodeRequestSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '#contract/auth';
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
          needsSetup: ctx.config.authMode === 'accounts' && !(await auth.repository.hasAnyAccount()),
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

    /** The colleague's half of an owner-issued reset link: a new password, once, before the link expires. */
    app.post(
      '/api/auth/password-reset',
      {
        config: { rateLimit: PUBLIC_AUTH_RATE_LIMIT },
        schema: { body: completePasswordResetRequestSchema, response: { 200: okResponseSchema } },
      },
      async (request) => {
        await auth.completePasswordReset(request, request.body);
        return { ok: true as const };
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
      '/api/auth/password',
      { schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await auth.changePassword(request, requireClinician(request), request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/totp/setup',
      { schema: { response: { 200: totpSetupResponseSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return auth.beginTotpSetup(request, requireClinician(request));
      },
    );

    app.post(
      '/api/auth/totp/enable',
      { schema: { body: totpCodeRequestSchema, response: { 200: totpEnableResponseSchema } } },
      async (request, reply) => {
        const recoveryCodes = await auth.enableTotp(request, requireClinician(request), request.body.code);
        reply.header('Cache-Control', 'no-store');
        return { ok: true as const, recoveryCodes };
      },
    );

    app.post(
      '/api/auth/totp/disable',
      { schema: { body: totpCodeRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await auth.disableTotp(request, requireClinician(request), request.body.code);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/auth/clinicians',
      { schema: { response: { 200: practiceMembersResponseSchema } } },
      async (request) => ({ clinicians: await auth.practice.list(requireClinician(request)) }),
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
          throw new AppError('forbidden', 'Only the practice owner can add clinicians.');
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

    app.post(
      '/api/auth/clinicians/:clinicianId/deactivate',
      { schema: { params: clinicianIdParamsSchema, response: { 200: practiceMemberResponseSchema } } },
      async (request) => ({
        clinician: await auth.practice.deactivate(
          request,
          requireClinician(request),
          request.params.clinicianId,
        ),
      }),
    );

    app.post(
      '/api/auth/clinicians/:clinicianId/reactivate',
      { schema: { params: clinicianIdParamsSchema, response: { 200: practiceMemberResponseSchema } } },
      async (request) => ({
        clinician: await auth.practice.reactivate(
          request,
          requireClinician(request),
          request.params.clinicianId,
        ),
      }),
    );

    app.post(
      '/api/auth/clinicians/:clinicianId/password-reset',
      {
        schema: { params: clinicianIdParamsSchema, response: { 201: passwordResetLinkResponseSchema } },
      },
      async (request, reply) => {
        const link = await auth.practice.issuePasswordReset(
          request,
          requireClinician(request),
          request.params.clinicianId,
        );
        return reply.status(201).header('Cache-Control', 'no-store').send(link);
      },
    );
  };
}
