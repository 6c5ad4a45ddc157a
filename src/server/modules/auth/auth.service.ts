import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as OTPAuth from 'otpauth';
import {
  formatDisplayName,
  formatInitials,
  type ChangePasswordRequest,
  type CompletePasswordResetRequest,
  type CreateAccountRequest,
  type CurrentClinician,
  type SignInRequest,
} from '../../../contract/auth';
import type { AuditAction } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { isExemptFromAddressLimits } from '../../http/client-address';
import { AppError } from '../../http/errors';
import {
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie as setSessionCookieFor,
} from '../../http/session-cookie';
import { seedSandbox } from '../demo/sample-data';
import { createAudioStore } from '../transcription/audio-store';
import { createAuthRepository, hashToken, type ClinicianRow } from './auth.repository';
import { assertAcceptablePassword } from './password-policy';
import { createPracticeMembers } from './practice-members';
import { findRecoveryCode, issueRecoveryCodes, matchTotpStep } from './two-factor';

const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
const SANDBOX_WINDOW_MS = 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
const SETUP_DONE = new AppError('conflict', 'This practice already has an owner. Please sign in.');
const EMAIL_TAKEN = new AppError('conflict', 'A clinician with this email already exists.');
const RESET_LINK_INVALID = new AppError(
  'bad_request',
  'This reset link is not valid or has expired. Ask the practice owner for a new one.',
);

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? value.code : undefined;
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}

/** Verifying against this keeps an unknown email as slow as a wrong password, so timing reveals nothing. */
const DUMMY_PASSWORD_HASH = argon2Hash('not-a-real-password-used-for-timing');

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
  const sessionMaxAgeSeconds = Math.ceil(
    (config.authMode === 'demo' ? config.demoSandboxIdleMs : config.sessionAbsoluteMs) / 1000,
  );

  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    setSessionCookieFor(request, reply, token, sessionMaxAgeSeconds);
  }

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    clinicianId: string,
  ): Promise<void> {
    // Rotation: whatever session the browser held before is ended, and a new id is issued.
    const previous = readSessionCookie(request);
    if (previous) await repository.deleteSession(previous);
    setSessionCookie(request, reply, await repository.createSession(clinicianId, ctx.now()));
  }

  async function createSandbox(request: FastifyRequest, reply: FastifyReply): Promise<ClinicianRow> {
    if (!isExemptFromAddressLimits(request, config)) {
      const created = await ctx.limiter.hit(`sandbox:${request.ip}`, SANDBOX_WINDOW_MS);
      if (created > config.demoSandboxRateLimit) {
        throw new AppError('rate_limited', 'Too many requests. Please try again later.');
      }
    }
    const clinician = await repository.insertClinician({
      firstName: 'Alex',
      lastName: 'Morgan',
      title: 'Dr.',
      email: 'alex.morgan@example.org',
      isDemo: true,
      lastActiveAt: ctx.now(),
    });
    await seedSandbox(ctx, clinician.id);
    setSessionCookie(request, reply, await repository.createSession(clinician.id, ctx.now()));
    return clinician;
  }

  /** A TOTP code is accepted once: its time step must be later than the last one this clinician used. */
  async function acceptTotpCode(clinician: ClinicianRow, code: string): Promise<boolean> {
    if (!clinician.totpSecret) return false;
    const step = matchTotpStep(ctx.cipher.decrypt(clinician.totpSecret), code, ctx.now());
    if (step === null) return false;
    if (clinician.totpLastStep !== null && step <= clinician.totpLastStep) return false;
    return repository.useTotpStep(clinician.id, step);
  }

  async function auditAccount(
    request: FastifyRequest,
    clinicianId: string,
    action: AuditAction,
    recordId: string,
  ): Promise<void> {
    await ctx.audit.record({
      clinicianId,
      action,
      recordType: 'clinician',
      recordId,
      outcome: 'success',
      clientAddress: request.ip,
    });
  }

  /**
   * For changes that need the password again (a new password, a new email). A wrong one counts as a failed
   * sign-in of the account, so a left-open session cannot be used to guess it without limit.
   */
  async function assertCurrentPassword(clinician: ClinicianRow, password: string, address: string) {
    const key = `account:${(clinician.email ?? clinician.id).toLowerCase()}`;
    const now = ctx.now();
    const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
    if (
      (await repository.countAttempt(key, now, since, config.signInMaxFailures)) > config.signInMaxFailures
    ) {
      throw new AppError('rate_limited', 'Too many failed sign-ins. Please wait 15 minutes and try again.');
    }
    if (!clinician.passwordHash || !(await argon2Verify(clinician.passwordHash, password))) {
      await ctx.audit.record({
        clinicianId: clinician.id,
        action: 'sign-in-failed',
        recordType: 'clinician',
        recordId: clinician.id,
        outcome: 'denied',
        clientAddress: address,
      });
      throw new AppError('validation_failed', 'Your current password is not correct.', [
        { path: ['currentPassword'], message: 'Your current password is not correct.' },
      ]);
    }
    await repository.uncountAttempt(key);
  }

  return {
    repository,
    practice: createPracticeMembers(ctx, repository),

    /**
     * The clinician behind the request's session cookie, or null. Sessions end after the idle time-out or
     * the absolute lifetime (accounts) or when the sandbox is purged (demo). In demo mode a browser with no
     * valid session gets a new sandbox when `createSandbox` is set.
     */
    async authenticate(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { createSandbox: boolean },
    ): Promise<{ clinician: ClinicianRow | null; expired: boolean }> {
      const token = readSessionCookie(request);
      const found = token ? await repository.findSession(token) : undefined;
      const now = ctx.now().getTime();
      let expired = false;
      if (found) {
        const idleMs = config.authMode === 'demo' ? config.demoSandboxIdleMs : config.sessionIdleMs;
        const isIdle = now - found.session.lastSeenAt.getTime() > idleMs;
        const isTooOld =
          config.authMode === 'accounts' &&
          now - found.session.createdAt.getTime() > config.sessionAbsoluteMs;
        const modeMatches = found.clinician.isDemo === (config.authMode === 'demo');
        if (!isIdle && !isTooOld && modeMatches) {
          // Activity is recorded at most once a minute: plenty for a 15-minute time-out, and most requests write nothing.
          if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
            await repository.touchSession(found.session.tokenHash, found.clinician.id, ctx.now());
          }
          return { clinician: found.clinician, expired: false };
        }
        await repository.deleteSessionByHash(hashToken(token ?? ''));
        expired = isIdle || isTooOld;
      }
      if (config.authMode === 'demo' && options.createSandbox) {
        return { clinician: await createSandbox(request, reply), expired: false };
      }
      if (token) clearSessionCookie(request, reply);
      return { clinician: null, expired };
    },

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
      await startSession(request, reply, clinician.id);
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

    async signIn(request: FastifyRequest, reply: FastifyReply, input: SignInRequest): Promise<ClinicianRow> {
      if (config.authMode !== 'accounts')
        throw new AppError('bad_request', 'Accounts are not enabled on this server.');
      const now = ctx.now();
      const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
      const accountKey = `account:${input.email.toLowerCase()}`;
      const addressKey = isExemptFromAddressLimits(request, config) ? undefined : `address:${request.ip}`;
      const auditSignIn = (
        action: 'sign-in' | 'sign-in-failed' | 'sign-in-locked' | 'recovery-code-used',
        clinicianId: string | null,
      ) =>
        ctx.audit.record({
          clinicianId,
          action,
          recordType: 'session',
          outcome: action === 'sign-in' || action === 'recovery-code-used' ? 'success' : 'denied',
          clientAddress: request.ip,
        });
      const refuseLocked = async (message: string): Promise<never> => {
        const known = await repository.findClinicianByEmail(input.email);
        await auditSignIn('sign-in-locked', known?.id ?? null);
        throw new AppError('rate_limited', message);
      };

      // Each attempt is counted before the password is checked, in one atomic statement per key, so however many
      // arrive at once no more than the limit are ever checked.
      if (
        addressKey &&
        (await repository.countAttempt(addressKey, now, since, config.signInMaxFailuresPerAddress)) >
          config.signInMaxFailuresPerAddress
      ) {
        await refuseLocked(
          'Too many failed sign-ins from your network. Please wait 15 minutes and try again.',
        );
      }
      if (
        (await repository.countAttempt(accountKey, now, since, config.signInMaxFailures)) >
        config.signInMaxFailures
      ) {
        await refuseLocked('Too many failed sign-ins. Please wait 15 minutes and try again.');
      }
      /** The attempt was not a failure after all: it no longer counts towards either limit. */
      const uncount = async () => {
        await repository.uncountAttempt(accountKey);
        if (addressKey) await repository.uncountAttempt(addressKey);
      };

      const clinician = await repository.findClinicianByEmail(input.email);
      const passwordOk = await argon2Verify(
        clinician?.passwordHash ?? (await DUMMY_PASSWORD_HASH),
        input.password,
      );
      if (!clinician || !passwordOk) {
        await auditSignIn('sign-in-failed', clinician?.id ?? null);
        throw new AppError('unauthorized', 'Incorrect email or password.');
      }
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (clinician.deactivatedAt) {
        await auditSignIn('sign-in-failed', clinician.id);
        throw new AppError(
          'forbidden',
          'This account has been deactivated. Ask the practice owner to reactivate it.',
        );
      }
      if (clinician.totpEnabled) {
        if (input.recoveryCode) {
          const stored = findRecoveryCode(
            await repository.unusedRecoveryCodes(clinician.id),
            input.recoveryCode,
          );
          if (!stored || !(await repository.useRecoveryCode(stored.id, ctx.now()))) {
            await auditSignIn('sign-in-failed', clinician.id);
            throw new AppError('unauthorized', 'That recovery code is not valid or was already used.');
          }
          await auditSignIn('recovery-code-used', clinician.id);
        } else if (input.totpCode) {
          if (!(await acceptTotpCode(clinician, input.totpCode))) {
            await auditSignIn('sign-in-failed', clinician.id);
            throw new AppError('unauthorized', 'That code is not valid. Please try again.');
          }
        } else {
          await uncount();
          throw new AppError('totp_required', 'Enter the 6-digit code from your authenticator app.');
        }
      }
      await repository.clearAttempts(accountKey);
      if (addressKey) await repository.uncountAttempt(addressKey);
      await startSession(request, reply, clinician.id);
      await auditSignIn('sign-in', clinician.id);
      return clinician;
    },

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

    /** Changes the signed-in clinician's password; every other session of theirs ends, this one stays. */
    async changePassword(
      request: FastifyRequest,
      clinician: ClinicianRow,
      input: ChangePasswordRequest,
    ): Promise<void> {
      if (!clinician.passwordHash)
        throw new AppError('bad_request', 'Accounts are not enabled on this server.');
      await assertCurrentPassword(clinician, input.currentPassword, request.ip);
      assertAcceptablePassword(input.newPassword, clinician.email);
      await repository.setPasswordHash(clinician.id, await argon2Hash(input.newPassword));
      await repository.deleteSessionsOf(clinician.id, readSessionCookie(request));
      await auditAccount(request, clinician.id, 'password-change', clinician.id);
    },

    /** Sets a new password through a link the owner issued; the link works once, and all sessions end. */
    async completePasswordReset(request: FastifyRequest, input: CompletePasswordResetRequest): Promise<void> {
      if (config.authMode !== 'accounts')
        throw new AppError('bad_request', 'Accounts are not enabled on this server.');
      const tokenHash = hashToken(input.token);
      const clinician = await repository.findValidPasswordReset(tokenHash, ctx.now());
      if (!clinician) throw RESET_LINK_INVALID;
      assertAcceptablePassword(input.newPassword, clinician.email);
      const passwordHash = await argon2Hash(input.newPassword);
      if (!(await repository.completePasswordReset(tokenHash, passwordHash, ctx.now())))
        throw RESET_LINK_INVALID;
      // The colleague proved who they are through the owner: a lockout on their account ends with the reset.
      await repository.clearAttempts(`account:${(clinician.email ?? '').toLowerCase()}`);
      await auditAccount(request, clinician.id, 'password-reset-used', clinician.id);
    },

    async beginTotpSetup(
      request: FastifyRequest,
      clinician: ClinicianRow,
    ): Promise<{ secret: string; otpauthUri: string }> {
      if (clinician.totpEnabled) throw new AppError('conflict', 'Two-factor sign-in is already on.');
      const secret = new OTPAuth.Secret({ size: 20 });
      await repository.setTotp(clinician.id, {
        totpSecret: ctx.cipher.encrypt(secret.base32),
        totpEnabled: false,
      });
      const totp = new OTPAuth.TOTP({
        issuer: 'Clinician Workspace',
        label: clinician.email ?? clinician.id,
        secret,
      });
      await auditAccount(request, clinician.id, 'totp-setup', clinician.id);
      return { secret: secret.base32, otpauthUri: totp.toString() };
    },

    /** Turns two-factor on with a code from the app; answers the recovery codes, shown this once. */
    async enableTotp(request: FastifyRequest, clinician: ClinicianRow, code: string): Promise<string[]> {
      if (clinician.totpEnabled) throw new AppError('conflict', 'Two-factor sign-in is already on.');
      if (!clinician.totpSecret) throw new AppError('bad_request', 'Start two-factor set-up first.');
      if (!(await acceptTotpCode(clinician, code))) {
        throw new AppError('validation_failed', 'That code is not valid. Please try again.');
      }
      const { codes, stored } = issueRecoveryCodes();
      await repository.enableTotp(clinician.id, stored);
      await auditAccount(request, clinician.id, 'totp-enable', clinician.id);
      return codes;
    },

    async disableTotp(request: FastifyRequest, clinician: ClinicianRow, code: string): Promise<void> {
      if (!clinician.totpEnabled || !clinician.totpSecret)
        throw new AppError('bad_request', 'Two-factor sign-in is not on.');
      if (!(await acceptTotpCode(clinician, code))) {
        throw new AppError('validation_failed', 'That code is not valid. Please try again.');
      }
      await repository.disableTotp(clinician.id);
      await auditAccount(request, clinician.id, 'totp-disable', clinician.id);
    },

    verifyCurrentPassword: assertCurrentPassword,

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
