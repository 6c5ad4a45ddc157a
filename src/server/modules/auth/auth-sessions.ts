import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isExemptFromAddressLimits } from '../../http/client-address';
import { AppError } from '../../http/errors';
import {
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie as setSessionCookieFor,
} from '../../http/session-cookie';
import { seedSandbox } from '../demo/sample-data';
import { hashToken, type AuthRepository, type ClinicianRow } from './auth.repository';

const SANDBOX_WINDOW_MS = 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;

/** Signed-in sessions as cookies: starting one, and finding the clinician behind one (or a new demo sandbox). */
export function createAuthSessions(ctx: AppContext, repository: AuthRepository) {
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

  return {
    startSession,

    /**
     * The clinician behind the request's session cookie, or null. Sessions end after the idle time-out or
     * the absolute lifetime (accounts) or when the sandbox is purged (demo). In demo mode a browser with no
     * valid session gets a new sandbox when `createSandbox` is set.
     */
    authenticate: async (
      request: FastifyRequest,
      reply: FastifyReply,
      options: { createSandbox: boolean },
    ): Promise<{ clinician: ClinicianRow | null; expired: boolean }> => {
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
  };
}
