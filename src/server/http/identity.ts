import type { FastifyReply, FastifyRequest } from 'fastify';
import type { clinicians } from '../db/schema';

/** The signed-in clinician as the workspace scope hands it to a route: their row in the clinicians table. */
export type SignedInClinician = typeof clinicians.$inferSelect;

/**
 * What the workspace scope needs from whoever signs clinicians in: the clinician behind a request, or why there is
 * none. The auth module provides it; http/ depends on this, not on that module.
 */
export type Identity = {
  authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { createSandbox: boolean },
  ): Promise<{ clinician: SignedInClinician | null; expired: boolean }>;
};
