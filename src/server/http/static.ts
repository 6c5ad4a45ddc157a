import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/**
 * Serves the built React app. `/` gets landing.html, the public landing page built without the router; every other
 * GET outside /api that is not a file gets index.html, so the client router owns routing (unknown paths redirect
 * to / there, as the spec says).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const hasLandingPage = existsSync(path.join(webDistDir, 'landing.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // A route per built file: the root and other folders then reach the not-found handler below (the app's
      // page) instead of a catch-all route answering 403 for a folder.
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/precompress.ts); the best one the browser
      // accepts is sent as it is, with Vary: Accept-Encoding, and the plain file otherwise.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (!isPageRequest) throw notFound(`No API route ${request.method} ${request.url.split('?')[0] ?? ''}`);
    if (!hasBuild) throw notFound('The web app is not built yet: run `npm run build`.');
    reply.header('Cache-Control', 'no-cache');
    const isLandingPage = request.url === '/' || request.url.startsWith('/?');
    return reply
      .type('text/html; charset=utf-8')
      .sendFile(isLandingPage && hasLandingPage ? 'landing.html' : 'index.html');
  });
}
