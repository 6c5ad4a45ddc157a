import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError, registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/static';
import { authRoutes } from './modules/auth/auth.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Quiet by default so tests stay readable; main.ts turns logging on. */
  logger?: boolean;
  /** Where logs go when `logger` is on (stdout by default); tests read it. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Request logs carry method and path only: never bodies, and never query strings, which can hold clinical search text.
          serializers: {
            req: (req: { method: string; url: string }) => ({
              method: req.method,
              path: req.url.split('?')[0],
            }),
          },
        }
      : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'cw-rate-limit:' } : {}),
    errorResponseBuilder: () =>
      new AppError(429, 'rate_limited', 'Too many requests. Please try again later.'),
  });

  await app.register(authRoutes, { config, db: database.db });
  await app.register(waitlistRoutes, { config, db: database.db });
  await registerWebApp(app, config.webDistDir);

  return app;
}
