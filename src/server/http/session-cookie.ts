import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie on plain-http localhost, where browsers refuse `Secure` cookies (and so `__Host-`). */
export const LOCAL_SESSION_COOKIE = 'cw_session';
/** Everywhere else: `Secure`, and `__Host-` so no subdomain or plain-http page can plant or shadow it. */
export const SECURE_SESSION_COOKIE = '__Host-cw_session';

const LOCAL_HOSTNAMES = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * Whether the browser sees this server as http://localhost. The protocol and host are what the browser used
 * (through a trusted proxy, its X-Forwarded-Proto and X-Forwarded-Host): the CSRF check compares the same pair
 * with the Origin header, so a deployment that gets them wrong cannot write anything either.
 */
export function isPlainHttpLocalhost(request: FastifyRequest): boolean {
  return request.protocol === 'http' && LOCAL_HOSTNAMES.test(request.hostname);
}

export function sessionCookieName(request: FastifyRequest): string {
  return isPlainHttpLocalhost(request) ? LOCAL_SESSION_COOKIE : SECURE_SESSION_COOKIE;
}

/** Only the name this origin sets is read, so a cookie planted under the other name is never taken. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  const isLocal = isPlainHttpLocalhost(request);
  reply.setCookie(isLocal ? LOCAL_SESSION_COOKIE : SECURE_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocal,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const isLocal = isPlainHttpLocalhost(request);
  reply.clearCookie(isLocal ? LOCAL_SESSION_COOKIE : SECURE_SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocal,
  });
}
