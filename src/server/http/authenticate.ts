import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '../audit/audit-log';
import type { AppContext } from '../context';
import type { Identity, SignedInClinician } from './identity';
import { wasRefusedForLoad } from './admission';
import { AppError } from './errors';

/** What a workspace route declares about the clinical record it touches, for the audit trail. */
export type AuditSpec = { action: AuditAction; recordType: string };

declare module 'fastify' {
  interface FastifyRequest {
    clinician: SignedInClinician | null;
    /** Set by a handler that creates a record, so the audit row names it. */
    auditRecordId: string | undefined;
  }
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
}

export type WorkspaceRoute = { method: string; url: string; audit: AuditSpec | undefined };

/** The signed-in clinician; a handler behind `registerWorkspaceScope` can rely on it. */
export function requireClinician(request: FastifyRequest): SignedInClinician {
  if (!request.clinician) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.clinician;
}

function outcomeOf(statusCode: number) {
  if (statusCode < 400) return 'success' as const;
  if (statusCode === 404) return 'not_found' as const;
  if (statusCode === 401 || statusCode === 403) return 'denied' as const;
  return 'failure' as const;
}

/**
 * Registers `routes` in a scope where every request must belong to a signed-in clinician (a demo browser
 * gets its sandbox), and where every route that declares `config.audit` leaves one audit row per request.
 * Returns the list of routes so tests can prove each one is scoped.
 */
export async function registerWorkspaceScope(
  app: FastifyInstance,
  ctx: AppContext,
  auth: Identity,
  routes: ((scope: FastifyInstance) => Promise<void>)[],
): Promise<WorkspaceRoute[]> {
  const registered: WorkspaceRoute[] = [];
  await app.register(async (scope) => {
    scope.decorateRequest('clinician', null);
    scope.decorateRequest('auditRecordId', undefined);
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD')
          registered.push({ method, url: route.url ?? route.path, audit: route.config?.audit });
      }
    });
    // Before the body is read: a caller who is not signed in cannot make the server take in an upload (audio may
    // be 100 MB) only to be refused.
    scope.addHook('onRequest', async (request, reply) => {
      const { clinician, expired } = await auth.authenticate(request, reply, { createSandbox: true });
      if (!clinician) {
        throw expired
          ? new AppError('session_expired', 'Your session has expired. Please sign in again.')
          : new AppError('unauthorized', 'Please sign in to continue.');
      }
      request.clinician = clinician;
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      const audit = request.routeOptions.config.audit;
      // A request refused for load was not started: no one was identified and nothing was read or changed.
      if (!audit || wasRefusedForLoad(request)) return payload;
      const params = request.params as Record<string, string | undefined> | undefined;
      await ctx.audit.record({
        clinicianId: request.clinician?.id ?? null,
        action: audit.action,
        recordType: audit.recordType,
        recordId: request.auditRecordId ?? params?.id ?? null,
        outcome: outcomeOf(reply.statusCode),
        clientAddress: request.ip,
      });
      return payload;
    });
    for (const register of routes) await register(scope);
  });
  return registered;
}
