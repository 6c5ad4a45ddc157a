import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, toApiError } from './errors';

/** What a refused caller is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

export const OVERLOADED_MESSAGE = 'The server is busy. Try again in a moment.';

const refusedRequests = new WeakSet<FastifyRequest>();

/** Whether admission control refused this request: nothing was done for it, and nothing is recorded of it. */
export function wasRefusedForLoad(request: FastifyRequest): boolean {
  return refusedRequests.has(request);
}

export type Admission = {
  /** Requests admitted and not yet answered (for tests and the bench). */
  inFlight(): number;
};

/**
 * Admission control: at most `maxInFlight` requests are worked on at once; one more is answered 503 with
 * Retry-After before anything else runs for it (no session lookup, no body read, no write, no audit row), so a
 * refused request changes nothing and costs the database nothing. Without a bound, a flood queues at the one database connection until every caller times out;
 * with it, the requests taken are answered in time and the rest are told to come back.
 *
 * A request counts until its answer has been produced (the onSend hook). A caller who hangs up does not free its
 * place early: its handler still runs, and its queries still wait their turn at the database.
 */
export function registerAdmissionControl(app: FastifyInstance, maxInFlight: number): Admission {
  let inFlight = 0;
  const admitted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (admitted.delete(request)) inFlight -= 1;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= maxInFlight) {
      refusedRequests.add(request);
      const { status, body } = toApiError(new AppError('overloaded', OVERLOADED_MESSAGE));
      // Sent from here rather than thrown: the refusal is not an error of this request, and is not logged as one.
      return reply
        .status(status)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json; charset=utf-8')
        .send(body);
    }
    inFlight += 1;
    admitted.add(request);
  });
  app.addHook('onSend', async (request) => {
    release(request);
  });
  // The answer was produced without passing onSend (a reply that failed to serialise): count it out here.
  app.addHook('onResponse', async (request) => {
    release(request);
  });
  return { inFlight: () => inFlight };
}
