import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a state-changing request that the browser marks as coming from
 * another site is refused. Same-origin requests, and non-browser clients that send neither header, pass
 * (they still need a valid session cookie, which SameSite=Lax keeps off cross-site requests too).
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Both sides through URL, so a default port (':80', ':443') compares equal to none.
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true; // 'null' or garbage: an opaque origin is never ours
  }
}

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request)) {
      throw new AppError('forbidden', 'This request came from another site and was refused.');
    }
  });
}
