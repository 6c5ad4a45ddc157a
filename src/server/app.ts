import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuditLog, type AuditChainOptions } from './audit/audit-log';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { registerAdmissionControl, type Admission } from './http/admission';
import { registerWorkspaceScope, type WorkspaceRoute } from './http/authenticate';
import { registerCsrfGuard } from './http/csrf';
import { registerDiskGuard } from './http/disk-guard';
import { loggerOptions } from './http/logging';
import { AppError, registerErrorHandling } from './http/errors';
import { registerNoStoreForApi, registerSecurityHeaders } from './http/security';
import { createCompiledSerializerCompiler } from './http/serializer';
import { registerWebApp } from './http/static';
import { createWindowLimiter } from './http/window-limiter';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { accountRoutes, publicAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { clientsRoutes } from './modules/clients/clients.routes';
import { encryptPlaintextIdentity } from './modules/clients/encrypt-plaintext-identity';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createReferenceService, type ReferenceService } from './modules/reference/reference.service';
import { measurementsRoutes } from './modules/measurements/measurements.routes';
import { fhirRoutes } from './modules/fhir/fhir.routes';
import { createAnalysisCache } from './modules/generation/analysis-cache';
import { generationRoutes } from './modules/generation/generation.routes';
import { sessionGenerationRoutes } from './modules/generation/session-generation.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { transcriptionRoutes } from './modules/transcription/transcription.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { workflowRoutes } from './modules/workflow/workflow.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { treatmentPlansRoutes } from './modules/treatment-plans/treatment-plans.routes';
import type { PhiCipher } from './security/phi-cipher';

export type ApiRoute = { method: string; url: string; schema: FastifySchema | undefined };

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  cipher: PhiCipher;
  /** The clock; tests pass a fake one. */
  now?: () => Date;
  /** Quiet by default so tests stay readable; main.ts turns logging on. */
  logger?: boolean;
  /** Where logs go when `logger` is on (stdout by default); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Whether queued jobs (reference embedding) run by themselves; tests turn it off and run them by hand. */
  backgroundJobs?: boolean;
  /** The audit chain's key and anchor file (main.ts loads them); tests leave it out and get a throwaway key. */
  auditChain?: AuditChainOptions;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind sign-in, for the tests that prove each is scoped and audited. */
    workspaceRoutes: WorkspaceRoute[];
    /** Every API route with its request schemas, for the tests that send each one hostile input. */
    apiRoutes: ApiRoute[];
    /** Removes demo sandboxes idle past their lifetime; main.ts runs it on a timer. */
    purgeIdleSandboxes: () => Promise<number>;
    /** The diagnostic reference: search, and the embedding job runner tests drive with `runPendingJobs()`. */
    reference: ReferenceService;
    /** How many requests are being worked on (admission control). */
    admission: Admission;
  }
}

/**
 * The contract's compilers as Fastify's compiler factories (Fastify's types describe only its JSON-schema ones):
 * zod validates requests; answers are written by serialisers compiled from the contract, and also checked against
 * it outside production (http/serializer.ts).
 */
const contractCompilers = (checkContract: boolean) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => createCompiledSerializerCompiler({ checkContract }),
  }) as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  cipher,
  now = () => new Date(),
  logger = false,
  logStream,
  backgroundJobs = true,
  auditChain,
}: AppDeps): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: config.bodyLimitBytes,
    // A hop count believes that many X-Forwarded-For entries from the right, as proxy-addr does for a number.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Every schema is a zod schema from the contract: given these compilers from the start, Fastify never loads
    // its default JSON-schema compilers (ajv and fast-json-stringify), which a start would otherwise spend time on.
    schemaController: { compilersFactory: contractCompilers(config.nodeEnv !== 'production') },
  }).withTypeProvider<ZodTypeProvider>();

  const apiRoutes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/')) return;
    for (const method of methods)
      if (method !== 'HEAD') apiRoutes.push({ method, url, schema: route.schema });
  });
  app.decorate('apiRoutes', apiRoutes);

  registerErrorHandling(app);
  // First of the request hooks: a request refused for overload costs nothing further.
  app.decorate('admission', registerAdmissionControl(app, config.maxRequestsInFlight));
  registerDiskGuard(app, config.dataDir, config.diskReserveBytes);

  // ioredis is loaded only when scale-out is configured.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  const ctx: AppContext = {
    config,
    db: database.db,
    audit: createAuditLog(database.db, now, auditChain),
    cipher,
    limiter: createWindowLimiter(redis, now),
    now,
  };
  const auth = createAuthService(ctx);
  // Rows written before client identity was encrypted are converted before the first request is answered.
  const converted = await encryptPlaintextIdentity(database.db, cipher);
  if (converted.clients + converted.planItems > 0)
    app.log.info(converted, 'encrypted plaintext client identity');

  await registerSecurityHeaders(app);
  registerNoStoreForApi(app);
  await app.register(fastifyCookie);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'cw-rate-limit:' } : {}),
    errorResponseBuilder: () => new AppError('rate_limited', 'Too many requests. Please try again later.'),
  });
  registerCsrfGuard(app);

  await app.register(waitlistRoutes, { config, db: database.db });
  await app.register(publicAuthRoutes(ctx, auth));
  const reference = createReferenceService(ctx, {
    log: app.log,
    databaseKind: database.kind,
    runsJobsInBackground: backgroundJobs,
  });
  await reference.syncBuiltin();
  app.addHook('onReady', async () => reference.runner.start());
  app.addHook('onClose', async () => reference.close());
  // One reading of a transcript serves every generation route that asks for it.
  const analyses = createAnalysisCache(ctx.now);
  const workspaceRoutes = await registerWorkspaceScope(app, ctx, auth, [
    accountRoutes(ctx, auth),
    auditRoutes(ctx),
    clientsRoutes(ctx),
    templatesRoutes(ctx),
    sessionsRoutes(ctx),
    consentRoutes(ctx),
    transcriptionRoutes(ctx),
    settingsRoutes(ctx, auth),
    generationRoutes(ctx, analyses),
    sessionGenerationRoutes(ctx, analyses),
    assistantRoutes(reference),
    referenceRoutes(ctx, reference),
    notesRoutes(ctx),
    workflowRoutes(ctx),
    assessmentsRoutes(ctx),
    treatmentPlansRoutes(ctx),
    measurementsRoutes(ctx),
    fhirRoutes(ctx),
  ]);
  app.decorate('workspaceRoutes', workspaceRoutes);
  app.decorate('reference', reference);
  app.decorate('purgeIdleSandboxes', () => auth.purgeIdleSandboxes());
  await registerWebApp(app, config.webDistDir);

  return app;
}
