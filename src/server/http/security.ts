import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a strict Content-Security-Policy: scripts only from our own origin, never inline.
 * Inline *styles* stay allowed because the UI primitives position popovers and lock scroll with them.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
}

const isApiPath = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
};

/**
 * Every API response may carry PHI (a transcript, a client's name, a note) or answers about it, so none is
 * kept by the browser or any cache on the way: `no-store`, errors included. No API route is public and
 * cacheable today; one that becomes so belongs in an explicit exception here.
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
