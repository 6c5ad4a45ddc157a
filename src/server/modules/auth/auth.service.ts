import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as OTPAuth from 'otpauth';
import {
  formatDisplayName,
  formatInitials,
  type CreateAccountRequest,
  type CurrentClinician,
  type SignInRequest,
} from '../../../contract/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { seedSandbox } from '../demo/sample-data';
import { createAudioStore } from '../transcription/audio-store';
import { createAuthRepository, hashToken, type ClinicianRow } from './auth.repository';

export const SESSION_COOKIE = 'cw_session';
const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
const SANDBOX_WINDOW_MS = 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
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

function isLoopback(address: string): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1' ||
    address.startsWith('127.')
  );
}

export function createAuthService(ctx: AppContext) {
  const repository = createAuthRepository(ctx.db);
  const { config } = ctx;
  const sessionMaxAgeSeconds = Math.ceil(
    (config.authMode === 'demo' ? config.demoSandboxIdleMs : config.sessionAbsoluteMs) / 1000,
  );

  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: sessionMaxAgeSeconds,
    });
  }

  function clearSessionCookie(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    clinicianId: string,
  ): Promise<void> {
    // Rotation: whatever session the browser held before is ended, and a new id is issued.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await repository.deleteSession(previous);
    setSessionCookie(request, reply, await repository.createSession(clinicianId, ctx.now()));
  }

  async function createSandbox(request: FastifyRequest, reply: FastifyReply): Promise<ClinicianRow> {
    if (!isLoopback(request.ip)) {
      const created = await ctx.limiter.hit(`sandbox:${request.ip}`, SANDBOX_WINDOW_MS);
      if (created > config.demoSandboxRateLimit) {
        throw new AppError(429, 'rate_limited', 'Too many requests. Please try again later.');
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

  return {
    repository,

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
      const token = request.cookies[SESSION_COOKIE];
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
      if (token) clearSessionCookie(reply);
      return { clinician: null, expired };
    },

    async createOwner(
      request: FastifyRequest,
      reply: FastifyReply,
      input: CreateAccountRequest,
    ): Promise<ClinicianRow> {
      if (config.authMode !== 'accounts')
        throw new AppError(400, 'bad_request', 'Accounts are not enabled on this server.');
      if (await repository.hasOwner())
        throw new AppError(409, 'conflict', 'This practice already has an owner. Please sign in.');
      const clinician = await repository.insertClinician({
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        email: input.email,
        passwordHash: await argon2Hash(input.password),
        isOwner: true,
      });
      await startSession(request, reply, clinician.id);
      return clinician;
    },

    async createColleague(input: CreateAccountRequest): Promise<ClinicianRow> {
      if (await repository.findClinicianByEmail(input.email)) {
        throw new AppError(409, 'conflict', 'A clinician with this email already exists.');
      }
      return repository.insertClinician({
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        email: input.email,
        passwordHash: await argon2Hash(input.password),
      });
    },

    async signIn(request: FastifyRequest, reply: FastifyReply, input: SignInRequest): Promise<ClinicianRow> {
      if (config.authMode !== 'accounts')
        throw new AppError(400, 'bad_request', 'Accounts are not enabled on this server.');
      const since = new Date(ctx.now().getTime() - FAILED_SIGN_IN_WINDOW_MS);
      if ((await repository.countFailedSignIns(input.email, since)) >= config.signInMaxFailures) {
        throw new AppError(
          429,
          'rate_limited',
          'Too many failed sign-ins. Please wait 15 minutes and try again.',
        );
      }
      const clinician = await repository.findClinicianByEmail(input.email);
      const passwordOk = await argon2Verify(
        clinician?.passwordHash ?? (await DUMMY_PASSWORD_HASH),
        input.password,
      );
      if (!clinician || !passwordOk) {
        await repository.recordFailedSignIn(input.email, ctx.now());
        await ctx.audit.record({
          clinicianId: clinician?.id ?? null,
          action: 'sign-in-failed',
          recordType: 'session',
          outcome: 'denied',
          clientAddress: request.ip,
        });
        throw new AppError(401, 'unauthorized', 'Incorrect email or password.');
      }
      if (clinician.totpEnabled) {
        if (!input.totpCode)
          throw new AppError(401, 'totp_required', 'Enter the 6-digit code from your authenticator app.');
        if (!verifyTotp(ctx.cipher.decrypt(clinician.totpSecret ?? ''), input.totpCode, ctx.now())) {
          await repository.recordFailedSignIn(input.email, ctx.now());
          await ctx.audit.record({
            clinicianId: clinician.id,
            action: 'sign-in-failed',
            recordType: 'session',
            outcome: 'denied',
            clientAddress: request.ip,
          });
          throw new AppError(401, 'unauthorized', 'That code is not valid. Please try again.');
        }
      }
      await repository.clearFailedSignIns(input.email);
      await startSession(request, reply, clinician.id);
      await ctx.audit.record({
        clinicianId: clinician.id,
        action: 'sign-in',
        recordType: 'session',
        outcome: 'success',
        clientAddress: request.ip,
      });
      return clinician;
    },

    async signOut(request: FastifyRequest, reply: FastifyReply, clinician: ClinicianRow): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await repository.deleteSession(token);
      clearSessionCookie(reply);
      await ctx.audit.record({
        clinicianId: clinician.id,
        action: 'sign-out',
        recordType: 'session',
        outcome: 'success',
        clientAddress: request.ip,
      });
    },

    async beginTotpSetup(clinician: ClinicianRow): Promise<{ secret: string; otpauthUri: string }> {
      if (clinician.totpEnabled) throw new AppError(409, 'conflict', 'Two-factor sign-in is already on.');
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
      return { secret: secret.base32, otpauthUri: totp.toString() };
    },

    async enableTotp(clinician: ClinicianRow, code: string): Promise<void> {
      if (!clinician.totpSecret) throw new AppError(400, 'bad_request', 'Start two-factor set-up first.');
      if (!verifyTotp(ctx.cipher.decrypt(clinician.totpSecret), code, ctx.now())) {
        throw new AppError(400, 'validation_failed', 'That code is not valid. Please try again.');
      }
      await repository.setTotp(clinician.id, { totpSecret: clinician.totpSecret, totpEnabled: true });
    },

    async disableTotp(clinician: ClinicianRow, code: string): Promise<void> {
      if (!clinician.totpEnabled || !clinician.totpSecret)
        throw new AppError(400, 'bad_request', 'Two-factor sign-in is not on.');
      if (!verifyTotp(ctx.cipher.decrypt(clinician.totpSecret), code, ctx.now())) {
        throw new AppError(400, 'validation_failed', 'That code is not valid. Please try again.');
      }
      await repository.setTotp(clinician.id, { totpSecret: null, totpEnabled: false });
    },

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

export function verifyTotp(base32Secret: string, code: string, at: Date): boolean {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32Secret) });
  return totp.validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
}

export function generateTotp(base32Secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32Secret) }).generate({
    timestamp: at.getTime(),
  });
}
