import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatDisplayName, formatInitials, type CurrentClinician } from '../../../contract/auth';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import type { AuthRepository, ClinicianRow } from './auth.repository';

export const SESSION_COOKIE = 'cw_session';
const SESSION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function toCurrentClinician(row: ClinicianRow): CurrentClinician {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    displayName: formatDisplayName(row.title, row.firstName, row.lastName),
    initials: formatInitials(row.firstName, row.lastName),
    isDemo: row.isDemo,
  };
}

/**
 * Finds the clinician behind the request's session cookie. In demo mode a browser without a valid
 * session gets a fresh sandbox clinician of its own, so no two browsers ever share data.
 */
export async function resolveClinician(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { config: Config; auth: AuthRepository },
): Promise<ClinicianRow> {
  const token = request.cookies[SESSION_COOKIE];
  const existing = token ? await deps.auth.findClinicianBySessionToken(token) : undefined;
  if (existing) return existing;
  if (deps.config.authMode !== 'demo') throw new AppError(401, 'unauthorized', 'Please sign in to continue.');

  const clinician = await deps.auth.createDemoClinician();
  const newToken = await deps.auth.createSession(clinician.id);
  reply.setCookie(SESSION_COOKIE, newToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
  return clinician;
}
