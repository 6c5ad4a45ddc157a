import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingProvider } from '../../ai/embeddings';
import type { Database } from '../../db/client';
import { createJobsRepository, type ClaimedJob } from './jobs.repository';

/** A running job whose heartbeat is older than this is taken over by another worker. */
export const STALE_JOB_SECONDS = 30;
const POLL_MS = 5_000;
/** Chunks held in one transaction while they are embedded (~1 s with the local encoder). */
const BATCH_SIZE = 32;
/** Wait between looks when every remaining chunk is locked by another worker's batch. */
const LOCKED_WAIT_MS = 250;
const MAX_ERROR_CHARS = 500;

export type EmbeddingRunner = {
  /** Starts polling for queued and abandoned jobs, unless background work is off. */
  start(): void;
  /** Looks for work now (after a job is queued), unless background work is off. */
  kick(): void;
  /** Runs until no job is left to claim; resolves once this process has nothing in hand. */
  runPendingJobs(): Promise<void>;
  /** Stops after the batch in hand; a job in progress goes back to the queue. */
  stop(): Promise<void>;
};

export function createEmbeddingRunner(options: {
  db: Database;
  provider: EmbeddingProvider;
  log: FastifyBaseLogger;
  /** An embedded single-connection database (PGlite), which cannot hold a transaction open while embedding. */
  isEmbedded: boolean;
  /** Called after each batch this runner stores. */
  onStored?: () => void;
  /** Called once a job has embedded every chunk it covers. */
  onFinished?: () => Promise<void>;
  batchSize?: number;
  /**
   * Off: jobs run only when `runPendingJobs()` is called. Tests turn it off so a queued job does not embed in the
   * background of an unrelated test; the server leaves it on.
   */
  runsInBackground?: boolean;
}): EmbeddingRunner {
  const { provider, log } = options;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const runsInBackground = options.runsInBackground ?? true;
  const repo = createJobsRepository(options.db, `${process.pid}:${randomUUID()}`, {
    isEmbedded: options.isEmbedded,
  });
  let loop: Promise<void> | undefined;
  let again = false;
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;

  async function runJob(job: ClaimedJob): Promise<void> {
    try {
      for (;;) {
        if (isStopping) {
          await repo.release(job);
          return;
        }
        const embedded = await repo.embedBatch(job, provider.model, batchSize, (texts) =>
          provider.embed(texts),
        );
        if (embedded === 'lost') return;
        options.onStored?.();
        if (embedded > 0) continue;
        if ((await repo.remaining(job, provider.model)) === 0) {
          await repo.finish(job, provider.model);
          await options.onFinished?.();
          return;
        }
        // Another worker holds the rest in an open batch; it either stores them or its transaction rolls back.
        if (!(await repo.heartbeat(job))) return;
        await sleep(LOCKED_WAIT_MS);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, jobId: job.id }, 'embedding job failed');
      await repo.fail(job, `Embedding failed: ${message}`.slice(0, MAX_ERROR_CHARS));
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (isStopping) return;
        const job = await repo.claim(STALE_JOB_SECONDS, provider.model);
        if (!job) break;
        await runJob(job);
      }
    } while (again && !isStopping);
  }

  function kick(): Promise<void> {
    if (loop) {
      again = true;
      return loop;
    }
    loop = drain()
      .catch((error: unknown) => log.error({ err: error }, 'embedding runner failed'))
      .finally(() => {
        loop = undefined;
      });
    return loop;
  }

  return {
    start() {
      if (timer || !runsInBackground || isStopping) return;
      timer = setInterval(() => void kick(), POLL_MS);
      timer.unref();
      void kick();
    },
    kick() {
      if (runsInBackground && !isStopping) void kick();
    },
    async runPendingJobs() {
      while (loop) await loop;
      await kick();
    },
    async stop() {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (loop) await loop;
    },
  };
}
