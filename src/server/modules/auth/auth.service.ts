import { hash as argon2Hash } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formatDisplayName,
  formatInitials,
  type CreateAccountRequest,
  type CurrentClinician,
} from '#contract/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { clearSessionCookie, readSessionCookie } from '../../http/session-cookie';
import { createAudioStore } from '../transcription/audio-store';
import { createAccountSecurity } from './account-security';
import { createAuthRepository, type ClinicianRow } from './auth.repository';
import { createAuthSessions } from './auth-sessions';
import { assertAcceptablePassword } from './password-policy';
import { createPracticeMembers } from './practice-members';
import { createSignIn } from './sign-in';

const SETUP_DONE = new AppError('conflict', 'This practice already has an owner. Please sign in.');
const EMAIL_TAKEN = new AppError('conflict', 'A clinician with this email already exists.');

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? value.code : undefined;
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}

export function toCurrentClinician(row: ClinicianRow): CurrentClinician {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    displayName: formatDisplayName(row.title, row.firstName, row.lastName),
    initials: formatInitials(row.firstName, row.lastName),
    isDemo: row.isDemo,
    isOwner: row.isOwner,
    totpEnabled: row.totpEnabled,
  };
}

export function createAuthService(ctx: AppContext) {
  const repository = createAuthRepository(ctx.db);
  const { config } = ctx;
  const sessions = createAuthSessions(ctx, repository);
  const security = createAccountSecurity(ctx, repository);

  return {
    repository,
    practice: createPracticeMembers(ctx, repository),
    authenticate: sessions.authenticate,

    async createOwner(
      request: FastifyRequest,
      reply: FastifyReply,
      input: CreateAccountRequest,
    ): Promise<ClinicianRow> {
      if (config.authMode !== 'accounts')
        throw new AppError('bad_request', 'Accounts are not enabled on this server.');
      if (await repository.hasAnyAccount()) throw SETUP_DONE;
      assertAcceptablePassword(input.password, input.email);
      // Set-up is for a practice with no clinician at all: not one whose owner left while colleagues remain.
      const clinician = await repository.insertFirstAccount({
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        email: input.email,
        passwordHash: await argon2Hash(input.password),
        isOwner: true,
      });
      if (!clinician) throw SETUP_DONE;
      await sessions.startSession(request, reply, clinician.id);
      return clinician;
    },

    async createColleague(input: CreateAccountRequest): Promise<ClinicianRow> {
      if (await repository.findClinicianByEmail(input.email)) throw EMAIL_TAKEN;
      assertAcceptablePassword(input.password, input.email);
      try {
        return await repository.insertClinician({
          firstName: input.firstName,
          lastName: input.lastName,
          title: input.title,
          email: input.email,
          passwordHash: await argon2Hash(input.password),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw EMAIL_TAKEN;
        throw error;
      }
    },

    signIn: createSignIn(ctx, repository, sessions, security),

    async signOut(request: FastifyRequest, reply: FastifyReply, clinician: ClinicianRow): Promise<void> {
      const token = readSessionCookie(request);
      if (token) await repository.deleteSession(token);
      clearSessionCookie(request, reply);
      await ctx.audit.record({
        clinicianId: clinician.id,
        action: 'sign-out',
        recordType: 'session',
        outcome: 'success',
        clientAddress: request.ip,
      });
    },

    changePassword: security.changePassword,
    completePasswordReset: security.completePasswordReset,
    beginTotpSetup: security.beginTotpSetup,
    enableTotp: security.enableTotp,
    disableTotp: security.disableTotp,
    verifyCurrentPassword: security.assertCurrentPassword,

    async purgeIdleSandboxes(): Promise<number> {
      const removed = await repository.purgeIdleSandboxes(
        new Date(ctx.now().getTime() - config.demoSandboxIdleMs),
      );
      // Kept session audio lives outside the database, so it goes with the sandbox explicitly.
      const audio = createAudioStore(ctx.config.dataDir, ctx.cipher);
      for (const id of removed) await audio.removeAll(id);
      return removed.length;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

export { generateTotp } from './two-factor';
