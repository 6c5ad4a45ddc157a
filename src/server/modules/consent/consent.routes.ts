import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import {
  CONSENT_ALREADY_RECORDED,
  CONSENT_TIME_IN_FUTURE,
  NO_CONSENT_TO_WITHDRAW,
  recordConsentRequestSchema,
  withdrawConsentRequestSchema,
} from '#contract/consent';
import { therapySessionDetailResponseSchema } from '#contract/sessions';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createAudioStore } from '../transcription/audio-store';
import { clinicianDisplayName } from '../auth/clinician-name';
import { createConsentRepository } from './consent.repository';

const SESSION_NOT_FOUND = 'Session not found';
/** A browser clock a little ahead of the server's is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

export function consentRoutes(ctx: AppContext) {
  const audioStore = createAudioStore(ctx.config.dataDir, ctx.cipher);

  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/sessions/:id/consent',
      {
        config: { audit: { action: 'create', recordType: 'session-consent' } },
        schema: {
          params: idParamsSchema,
          body: recordConsentRequestSchema,
          response: { 201: therapySessionDetailResponseSchema },
        },
      },
      async (request, reply) => {
        const clinician = requireClinician(request);
        const now = ctx.now();
        const { method, givenBy, givenByName, givenAt, note } = request.body;
        const given = new Date(givenAt);
        if (given.getTime() > now.getTime() + CLOCK_SKEW_MS)
          throw new AppError('validation_failed', CONSENT_TIME_IN_FUTURE);
        const outcome = await createConsentRepository(ctx.db, ctx.cipher, clinician.id).record(
          request.params.id,
          {
            method,
            givenBy,
            givenByName: givenBy === 'client' ? null : (givenByName ?? null),
            givenAt: given,
            note: note ? note : null,
            recordedById: clinician.id,
            recordedByName: clinicianDisplayName(clinician),
          },
          now,
        );
        if (outcome === 'no-session') throw notFound(SESSION_NOT_FOUND);
        if (outcome === 'already-current') throw new AppError('conflict', CONSENT_ALREADY_RECORDED);
        const session = await createSessionsRepository(ctx.db, ctx.cipher, clinician.id).getDetail(
          request.params.id,
        );
        if (!session) throw notFound(SESSION_NOT_FOUND);
        return reply.status(201).send({ session });
      },
    );

    app.post(
      '/api/sessions/:id/consent/withdraw',
      {
        config: { audit: { action: 'withdraw', recordType: 'session-consent' } },
        schema: {
          params: idParamsSchema,
          body: withdrawConsentRequestSchema,
          response: { 200: therapySessionDetailResponseSchema },
        },
      },
      async (request) => {
        const clinician = requireClinician(request);
        const sessions = createSessionsRepository(ctx.db, ctx.cipher, clinician.id);
        const before = await sessions.get(request.params.id);
        if (!before) throw notFound(SESSION_NOT_FOUND);
        if (!before.consent || before.consent.withdrawnAt !== null)
          throw new AppError('conflict', NO_CONSENT_TO_WITHDRAW);
        const { deleteAudioAndTranscript } = request.body;
        // Kept audio lives outside the database: it goes first, so a withdrawal recorded as "deleted" never
        // leaves a recording behind.
        if (deleteAudioAndTranscript) await audioStore.removeSession(clinician.id, before.id);
        const isWithdrawn = await createConsentRepository(ctx.db, ctx.cipher, clinician.id).withdraw(
          before.id,
          { byName: clinicianDisplayName(clinician), deleteTranscript: deleteAudioAndTranscript },
          ctx.now(),
        );
        if (!isWithdrawn) throw new AppError('conflict', NO_CONSENT_TO_WITHDRAW);
        if (deleteAudioAndTranscript)
          await ctx.audit.record({
            clinicianId: clinician.id,
            action: 'delete',
            recordType: 'session-recordings',
            recordId: before.id,
            outcome: 'success',
            clientAddress: request.ip,
          });
        const session = await sessions.getDetail(before.id);
        if (!session) throw notFound(SESSION_NOT_FOUND);
        return { session };
      },
    );
  };
}
