import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, kbChunks } from '../../db/schema';
import { EMBEDDINGS_JOB } from './reference.repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ClaimedJob = { id: string; clinicianId: string | null };

/** One batch at a time per database object: see `embedBatch` for why an embedded database needs this. */
const inProcessBatches = new WeakMap<object, Promise<unknown>>();
function oneAtATime<T>(db: object, run: () => Promise<T>): Promise<T> {
  const previous = inProcessBatches.get(db) ?? Promise.resolve();
  const next = previous.then(run, run);
  inProcessBatches.set(
    db,
    next.catch(() => undefined),
  );
  return next;
}

/** What the encoder reads of a chunk: its section heading, then its text. */
export const embeddingText = (chunk: { section: string; text: string }) => `${chunk.section}\n${chunk.text}`;

/** The raw rows of `db.execute`, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Embedding jobs across every instance sharing the database. A job is claimed with FOR UPDATE SKIP LOCKED and
 * then held by its heartbeat; chunks are claimed the same way, batch by batch, so no chunk is embedded twice.
 */
export function createJobsRepository(db: Database, workerId: string, options: { isEmbedded: boolean }) {
  // A workspace's job embeds its own imports; the built-in reference is embedded once, by a job of its own.
  const scopeOf = (job: ClaimedJob) =>
    job.clinicianId === null ? isNull(kbChunks.clinicianId) : eq(kbChunks.clinicianId, job.clinicianId);
  const mine = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));

  type Chunk = { id: number; section: string; text: string };

  /** One statement for the whole batch; a chunk another run already stored with this model is left alone. */
  async function store(tx: Tx, batch: Chunk[], vectors: number[][], model: string): Promise<void> {
    if (vectors.length !== batch.length) throw new Error('the embedding provider skipped some texts');
    const rows = JSON.stringify(batch.map((chunk, i) => ({ id: chunk.id, e: vectors[i] })));
    await tx.execute(sql`
      update ${kbChunks} set embedding = v.e, model = ${model}, embedded_at = now()
      from jsonb_to_recordset(${rows}::jsonb) as v(id bigint, e real[])
      where ${kbChunks.id} = v.id and ${kbChunks.model} is distinct from ${model}`);
  }

  async function recordProgress(tx: Tx, job: ClaimedJob, model: string): Promise<void> {
    const { done, total } = await progress(tx, job, model);
    await tx
      .update(jobs)
      .set({ done, total, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
      .where(mine(job));
  }

  async function progress(
    executor: Pick<Database, 'select'>,
    job: ClaimedJob,
    model: string,
  ): Promise<{ done: number; total: number }> {
    const [row] = await executor
      .select({
        total: count(),
        done: sql`count(*) filter (where ${kbChunks.model} = ${model})`.mapWith(Number),
      })
      .from(kbChunks)
      .where(scopeOf(job));
    return { total: row?.total ?? 0, done: row?.done ?? 0 };
  }

  /** PostgreSQL server: the chunks' row locks are held while they are embedded, so no other worker takes them. */
  function embedBatchLocked(
    job: ClaimedJob,
    model: string,
    limit: number,
    embed: (texts: string[]) => Promise<number[][]>,
  ): Promise<number | 'lost'> {
    return db.transaction(async (tx) => {
      const [held] = await tx.select({ id: jobs.id }).from(jobs).where(mine(job)).for('update');
      if (!held) return 'lost' as const;
      const batch = await tx
        .select({ id: kbChunks.id, section: kbChunks.section, text: kbChunks.text })
        .from(kbChunks)
        .where(and(scopeOf(job), sql`${kbChunks.model} is distinct from ${model}`))
        .orderBy(asc(kbChunks.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (batch.length > 0) await store(tx, batch, await embed(batch.map(embeddingText)), model);
      await recordProgress(tx, job, model);
      return batch.length;
    });
  }

  /**
   * Embedded PGlite: one connection, one process. A transaction there blocks every other query, so it cannot stay
   * open while a batch is embedded; instead batches on one database run one at a time in this process (no other
   * process can open it), and the write still skips any chunk that another model run has already stored.
   */
  function embedBatchInProcess(
    job: ClaimedJob,
    model: string,
    limit: number,
    embed: (texts: string[]) => Promise<number[][]>,
  ): Promise<number | 'lost'> {
    return oneAtATime(db, async () => {
      const [held] = await db.select({ id: jobs.id }).from(jobs).where(mine(job));
      if (!held) return 'lost' as const;
      const batch = await db
        .select({ id: kbChunks.id, section: kbChunks.section, text: kbChunks.text })
        .from(kbChunks)
        .where(and(scopeOf(job), sql`${kbChunks.model} is distinct from ${model}`))
        .orderBy(asc(kbChunks.id))
        .limit(limit);
      const vectors = batch.length > 0 ? await embed(batch.map(embeddingText)) : [];
      await db.transaction(async (tx) => {
        if (batch.length > 0) await store(tx, batch, vectors, model);
        await recordProgress(tx, job, model);
      });
      return batch.length;
    });
  }

  return {
    /** The oldest queued job, or a running one whose worker stopped reporting (it crashed or was stopped hard). */
    async claim(staleSeconds: number, model: string): Promise<ClaimedJob | undefined> {
      const result = await db.execute(sql`
        update ${jobs} set state = 'running', locked_by = ${workerId}, model = ${model},
          heartbeat_at = now(), updated_at = now(), error = null
        where id = (
          select id from ${jobs}
          where kind = ${EMBEDDINGS_JOB} and (
            state = 'queued' or (state = 'running' and (heartbeat_at is null
              or heartbeat_at < now() - make_interval(secs => ${staleSeconds})))
          )
          order by created_at limit 1
          for update skip locked
        )
        returning id, clinician_id`);
      const [row] = rowsOf<{ id: string; clinician_id: string | null }>(result);
      return row ? { id: row.id, clinicianId: row.clinician_id } : undefined;
    },

    /**
     * Claims up to `limit` chunks of the job's scope not yet embedded with `model`, embeds them with `embed`
     * while holding their row locks, and stores the vectors and the job's progress in the same transaction.
     * Returns how many were embedded, or 'lost' when another worker took the job over.
     */
    async embedBatch(
      job: ClaimedJob,
      model: string,
      limit: number,
      embed: (texts: string[]) => Promise<number[][]>,
    ): Promise<number | 'lost'> {
      return options.isEmbedded
        ? embedBatchInProcess(job, model, limit, embed)
        : embedBatchLocked(job, model, limit, embed);
    },

    /** Chunks of the scope still waiting for `model` (some may be locked by another worker's batch). */
    async remaining(job: ClaimedJob, model: string): Promise<number> {
      const { done, total } = await progress(db, job, model);
      return total - done;
    },

    async heartbeat(job: ClaimedJob): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({ heartbeatAt: sql`now()`, updatedAt: sql`now()` })
        .where(mine(job))
        .returning({ id: jobs.id });
      return updated.length > 0;
    },

    async finish(job: ClaimedJob, model: string): Promise<void> {
      const { done, total } = await progress(db, job, model);
      await db
        .update(jobs)
        .set({ state: 'done', done, total, lockedBy: null, updatedAt: sql`now()` })
        .where(mine(job));
    },

    async fail(job: ClaimedJob, error: string): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'failed', error, lockedBy: null, updatedAt: sql`now()` })
        .where(mine(job));
    },

    /** On a clean shutdown the job goes back to the queue, so the next instance resumes it at once. */
    async release(job: ClaimedJob): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'queued', lockedBy: null, heartbeatAt: null, updatedAt: sql`now()` })
        .where(and(mine(job), inArray(jobs.state, ['running'])));
    },
  };
}
