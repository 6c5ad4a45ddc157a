import { and, asc, count, desc, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { ReferenceSource } from '#contract/reference';
import { HNSW_EF_SEARCH, type Database } from '../../db/client';
import { jobs, kbChunks, kbDocuments } from '../../db/schema';
import { BUILTIN_TITLE, type ReferenceChunk } from './builtin-reference';
import { createReferenceDocuments, insertChunks, isBuiltin } from './reference-documents';

/** Any fixed number: the key of the lock that serialises built-in reference syncs across instances. */
const BUILTIN_SYNC_LOCK = 7_310_422;
export const EMBEDDINGS_JOB = 'embeddings';

/** The raw rows of `db.execute`, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many of the selected chunks carry an embedding made by `model`. */
const embeddedWith = (model: string) =>
  sql<number>`count(*) filter (where ${kbChunks.model} = ${model})`.mapWith(Number);

/**
 * Brings the database's copy of the built-in reference up to date. Cheap when nothing changed (one indexed
 * read); otherwise re-chunks under an advisory lock, so two instances starting together write it once.
 */
export async function syncBuiltinReference(
  db: Database,
  chunks: ReferenceChunk[],
  contentHash: string,
): Promise<boolean> {
  const [current] = await db
    .select({ hash: kbDocuments.contentHash })
    .from(kbDocuments)
    .where(isBuiltin)
    .limit(1);
  if (current?.hash === contentHash) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUILTIN_SYNC_LOCK})`);
    const existing = await tx
      .select({ id: kbDocuments.id, hash: kbDocuments.contentHash })
      .from(kbDocuments)
      .where(isBuiltin);
    if (existing.length === 1 && existing[0]?.hash === contentHash) return false;
    if (existing.length > 0) await tx.delete(kbDocuments).where(isBuiltin);
    const [document] = await tx
      .insert(kbDocuments)
      .values({ title: BUILTIN_TITLE, kind: 'builtin', chunkCount: chunks.length, contentHash, byteSize: 0 })
      .returning({ id: kbDocuments.id });
    if (!document) throw new Error('inserting the built-in reference returned no row');
    await insertChunks(tx, document.id, null, chunks);
    return true;
  });
}

/** Vectors stored per statement when the shipped embeddings are loaded (a few hundred kilobytes of JSON each). */
const LOAD_BATCH = 100;

/**
 * Stores the shipped vectors of the built-in reference, one per chunk in ordinal order, for every built-in chunk not
 * yet embedded with `model`. Cheap when they are all there (one indexed count). Answers how many were stored.
 */
export async function loadBuiltinEmbeddings(
  db: Database,
  model: string,
  vectors: number[][],
): Promise<number> {
  const [missing] = await db
    .select({ n: count() })
    .from(kbChunks)
    .where(and(isNull(kbChunks.clinicianId), sql`${kbChunks.model} is distinct from ${model}`));
  if ((missing?.n ?? 0) === 0) return 0;
  let stored = 0;
  for (let start = 0; start < vectors.length; start += LOAD_BATCH) {
    const rows = JSON.stringify(
      vectors.slice(start, start + LOAD_BATCH).map((e, i) => ({ ordinal: start + i, e })),
    );
    const updated = await db.execute(sql`
      update ${kbChunks} set embedding = v.e, model = ${model}, embedded_at = now()
      from jsonb_to_recordset(${rows}::jsonb) as v(ordinal int, e real[]), ${kbDocuments}
      where ${kbDocuments.id} = ${kbChunks.documentId} and ${kbDocuments.clinicianId} is null
        and ${kbDocuments.kind} = 'builtin' and ${kbChunks.ordinal} = v.ordinal
        and ${kbChunks.model} is distinct from ${model}
      returning ${kbChunks.id}`);
    stored += rowsOf(updated).length;
  }
  return stored;
}

const jobView = {
  id: jobs.id,
  state: jobs.state,
  done: jobs.done,
  total: jobs.total,
  error: jobs.error,
};

/** The latest job over the built-in reference (it has no workspace), if any. */
export async function latestBuiltinJob(db: Database): Promise<JobView | undefined> {
  const [row] = await db
    .select(jobView)
    .from(jobs)
    .where(and(eq(jobs.kind, EMBEDDINGS_JOB), isNull(jobs.clinicianId)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return row;
}

/**
 * The queued or running embeddings job of the built-in reference (`clinicianId` null) or of one workspace's imports;
 * when there is none, how many of that part's chunks there are and how many are embedded with `model`.
 */
async function activeJobOrProgress(tx: Database, clinicianId: string | null, model: string) {
  const ownedBy = (column: typeof jobs.clinicianId | typeof kbChunks.clinicianId) =>
    clinicianId === null ? isNull(column) : eq(column, clinicianId);
  const [active] = await tx
    .select(jobView)
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, EMBEDDINGS_JOB),
        ownedBy(jobs.clinicianId),
        inArray(jobs.state, ['queued', 'running']),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (active) return { active, total: 0, done: 0 };
  const [progress] = await tx
    .select({ total: count(), done: embeddedWith(model) })
    .from(kbChunks)
    .where(ownedBy(kbChunks.clinicianId));
  return { active: undefined, total: progress?.total ?? 0, done: progress?.done ?? 0 };
}

/**
 * When the shipped embeddings cannot be used: a job that embeds the built-in reference on this server, unless one
 * is queued or running or nothing is left to embed. The advisory lock makes instances starting together queue one.
 */
export async function enqueueBuiltinEmbeddings(
  db: Database,
  model: string,
): Promise<{ job: JobView; isNew: boolean } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('embeddings:builtin'))`);
    const { active, total, done } = await activeJobOrProgress(tx, null, model);
    if (active) return { job: active, isNew: false };
    if (total === done) return undefined;
    const [job] = await tx
      .insert(jobs)
      .values({ kind: EMBEDDINGS_JOB, clinicianId: null, model, total, done })
      .returning(jobView);
    return job ? { job, isNew: true } : undefined;
  });
}

/** A chunk's full-text rank, and its topic: the diagnosis it is about in its document, else the chunk itself. */
export type TextRank = { rank: number; topic: string; code: string | null };
const topic = sql<string>`${kbChunks.documentId}::text || ':' || coalesce(${kbChunks.code}, ${kbChunks.id}::text)`;

export type ChunkRow = {
  id: number;
  section: string;
  text: string;
  source: ReferenceSource;
  /** Part of the built-in reference rather than an import. */
  isBuiltin: boolean;
};

export type JobView = {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  error: string | null;
};

/** The query's words as the lexemes the generated `tsv` column holds (stemmed, without stop words). */
export async function queryLexemes(db: Database, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const result = await db.execute(
    sql`select unnest(tsvector_to_array(to_tsvector('english', ${words.join(' ')}))) as lexeme`,
  );
  return rowsOf<{ lexeme: string }>(result).map((row) => row.lexeme);
}

/**
 * Embedding models with an HNSW index over their vectors where the database has pgvector (migration 0002): the
 * index is partial, on `model = '<model>'`, and casts to the model's dimensions. Other models are scanned in-process.
 */
const INDEXED_MODELS: Record<string, { index: string; dims: number }> = {
  'use-lite-512': { index: 'kb_chunks_use_lite_512_hnsw', dims: 512 },
};

export type VectorIndex = {
  model: string;
  dims: number;
  /**
   * Whether the connection's own settings already let an HNSW search return enough neighbours within one
   * workspace (embedded PGlite sets them once when it opens); otherwise each search sets them in a transaction.
   */
  settingsInSession: boolean;
};

/** The pgvector index for `model`'s vectors, when this database has one. */
export async function vectorIndexFor(db: Database, model: string): Promise<VectorIndex | undefined> {
  const known = INDEXED_MODELS[model];
  if (!known) return undefined;
  const result = await db.execute(sql`select
      exists (select 1 from pg_indexes where indexname = ${known.index}) as indexed,
      current_setting('hnsw.iterative_scan', true) as iterative,
      current_setting('hnsw.ef_search', true) as ef`);
  const [row] = rowsOf<{ indexed: boolean; iterative: string | null; ef: string | null }>(result);
  if (!row?.indexed) return undefined;
  const settingsInSession = row.iterative === 'relaxed_order' && Number(row.ef) >= HNSW_EF_SEARCH;
  return { model, dims: known.dims, settingsInSession };
}

/**
 * Refreshes the planner's statistics of the chunks after many change at once (an import, a deletion, an embedding
 * run). Embedded PGlite has no autovacuum to do it, and without them the planner misjudges how many chunks a
 * workspace has and scans every vector instead of using the HNSW index.
 */
export async function refreshChunkStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze kb_chunks`);
}

/** Whether the planner has statistics for the chunks (ANALYZE has run on them at least once). */
export async function hasChunkStatistics(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from pg_stats where schemaname = 'public' and tablename = 'kb_chunks') as analysed`,
  );
  return rowsOf<{ analysed: boolean }>(result)[0]?.analysed === true;
}

/**
 * An or-query of lexemes that are already stemmed: a constant the planner folds once, where `to_tsquery` would be
 * evaluated again for every ranked row.
 */
function lexemeQuery(lexemes: string[]): SQL {
  return sql`${lexemes.join(' | ')}::tsquery`;
}

/** The chunks one clinician may read: the built-in reference's and their own. */
const visibleChunkOf = (clinicianId: string) =>
  or(isNull(kbChunks.clinicianId), eq(kbChunks.clinicianId, clinicianId));

const chunkColumns = {
  id: kbChunks.id,
  section: kbChunks.section,
  text: kbChunks.text,
  page: kbChunks.page,
  diagnosis: kbChunks.diagnosis,
  code: kbChunks.code,
  documentId: kbChunks.documentId,
  document: kbDocuments.title,
  owner: kbChunks.clinicianId,
};
type ChunkSelect = {
  id: number;
  section: string;
  text: string;
  page: number | null;
  diagnosis: string | null;
  code: string | null;
  documentId: string;
  document: string;
  owner: string | null;
};
const toChunk = (row: ChunkSelect): ChunkRow => ({
  id: row.id,
  section: row.section,
  text: row.text,
  source: {
    documentId: row.documentId,
    document: row.document,
    page: row.page,
    diagnosis: row.diagnosis,
    code: row.code,
  },
  isBuiltin: row.owner === null,
});

/** The embedded vectors of the visible chunks: what a cache of them is stamped with, and the nearest ones by index. */
function vectorQueries(db: Database, clinicianId: string) {
  const visibleChunk = visibleChunkOf(clinicianId);
  return {
    /** Changes whenever the embedded vectors do: a cache of them is still good while this stays the same. */
    async embeddingStamps(model: string): Promise<{ builtin: string; own: string }> {
      const rows = await db
        .select({
          isBuiltin: sql<boolean>`${kbChunks.clinicianId} is null`,
          n: count(),
          at: max(kbChunks.embeddedAt),
        })
        .from(kbChunks)
        .where(and(visibleChunk, eq(kbChunks.model, model)))
        .groupBy(sql`${kbChunks.clinicianId} is null`);
      const stamp = (builtin: boolean) => {
        const row = rows.find((r) => r.isBuiltin === builtin);
        return row ? `${String(row.n)}:${row.at ? new Date(row.at).getTime() : 0}` : '0';
      };
      return { builtin: stamp(true), own: stamp(false) };
    },

    async embeddings(part: 'builtin' | 'own', model: string): Promise<{ id: number; embedding: number[] }[]> {
      const rows = await db
        .select({ id: kbChunks.id, embedding: kbChunks.embedding })
        .from(kbChunks)
        .where(
          and(
            part === 'builtin' ? isNull(kbChunks.clinicianId) : eq(kbChunks.clinicianId, clinicianId),
            eq(kbChunks.model, model),
          ),
        )
        .orderBy(asc(kbChunks.id));
      return rows.flatMap((row) => (row.embedding ? [{ id: row.id, embedding: row.embedding }] : []));
    },

    /**
     * The `k` chunks nearest to `vector` by pgvector's HNSW index, with their cosine similarity. The index is
     * approximate; `iterative_scan` keeps scanning past chunks outside this workspace until `k` visible ones are
     * found. The model and dimensions come from {@link INDEXED_MODELS}, never from input, and are written into the
     * SQL because the planner matches a partial index only against a literal.
     */
    async nearestIndexed(index: VectorIndex, vector: number[], k: number): Promise<Map<number, number>> {
      if (vector.length !== index.dims || !vector.every(Number.isFinite)) return new Map();
      const known = INDEXED_MODELS[index.model];
      if (!known) return new Map();
      const dims = sql.raw(String(known.dims));
      const model = sql.raw(`'${index.model}'`);
      const query = `[${vector.join(',')}]`;
      const distance = sql`(embedding_vector::vector(${dims})) <=> ${query}::vector(${dims})`;
      const nearest = async (runner: Pick<Database, 'execute'>) => {
        const result = await runner.execute(sql`select id, 1 - (${distance}) as cosine from kb_chunks
          where model = ${model} and ${visibleChunk} order by ${distance} limit ${k}`);
        return new Map(
          rowsOf<{ id: number | string; cosine: number | string }>(result).map((row) => [
            Number(row.id),
            Number(row.cosine),
          ]),
        );
      };
      if (index.settingsInSession && k <= HNSW_EF_SEARCH) return nearest(db);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('hnsw.ef_search', ${String(Math.max(HNSW_EF_SEARCH, k))}, true),
                     set_config('hnsw.iterative_scan', 'relaxed_order', true)`,
        );
        return nearest(tx);
      });
    },
  };
}

/** The visible chunks by text: full-text statistics and candidates, and chunks by id or by diagnosis section. */
function textQueries(db: Database, clinicianId: string) {
  const visibleChunk = visibleChunkOf(clinicianId);
  return {
    /**
     * How many chunks of one part hold each lexeme, from PostgreSQL's own statistics function: search uses it to
     * pick a query's rarest words, so that the full-text candidates come from a small set of rows.
     */
    async lexemeCounts(part: 'builtin' | 'own'): Promise<Map<string, number>> {
      // ts_stat takes its rows as SQL text; format('%L') quotes the clinician id as a literal.
      const result = await db.execute(
        part === 'builtin'
          ? sql`select word, ndoc from ts_stat('select tsv from kb_chunks where clinician_id is null')`
          : sql`select word, ndoc from ts_stat(format('select tsv from kb_chunks where clinician_id = %L', ${clinicianId}::text))`,
      );
      return new Map(
        rowsOf<{ word: string; ndoc: number | string }>(result).map((row) => [row.word, Number(row.ndoc)]),
      );
    },

    /**
     * Full-text candidates and ranks in one round trip: the `limit` best-ranked chunks among those holding any of
     * `selective` (lexemes, the query's rarest), plus the chunks `also` names (the vector candidates), all ranked
     * by every lexeme of the query. Only those rows are ranked, not every chunk sharing a common word with it.
     */
    async textCandidates(
      selective: string[],
      lexemes: string[],
      limit: number,
      also: number[],
    ): Promise<Map<number, TextRank>> {
      const rank = lexemes.length > 0 ? sql`ts_rank(${kbChunks.tsv}, ${lexemeQuery(lexemes)}, 32)` : sql`0`;
      const columns = sql`${kbChunks.id} as id, ${rank} as rank, ${topic} as topic, ${kbChunks.code} as code`;
      const parts: SQL[] = [];
      if (selective.length > 0 && lexemes.length > 0)
        parts.push(sql`(select ${columns} from ${kbChunks}
          where ${visibleChunk} and ${kbChunks.tsv} @@ ${lexemeQuery(selective)}
          order by 2 desc, 1 limit ${limit})`);
      if (also.length > 0)
        parts.push(
          sql`(select ${columns} from ${kbChunks} where ${visibleChunk} and ${inArray(kbChunks.id, also)})`,
        );
      if (parts.length === 0) return new Map();
      const result = await db.execute(sql.join(parts, sql` union all `));
      return new Map(
        // Raw rows: node-postgres returns the bigint id as a string.
        rowsOf<{ id: number | string; rank: number | string; topic: string; code: string | null }>(
          result,
        ).map((row) => [Number(row.id), { rank: Number(row.rank), topic: row.topic, code: row.code }]),
      );
    },

    async chunks(ids: number[]): Promise<ChunkRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(chunkColumns)
        .from(kbChunks)
        .innerJoin(kbDocuments, eq(kbDocuments.id, kbChunks.documentId))
        .where(and(visibleChunk, inArray(kbChunks.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, toChunk(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The built-in chunk of one section of a diagnosis, e.g. its criteria. */
    async builtinSection(code: string, section: string): Promise<ChunkRow | undefined> {
      const [row] = await db
        .select(chunkColumns)
        .from(kbChunks)
        .innerJoin(kbDocuments, eq(kbDocuments.id, kbChunks.documentId))
        .where(
          and(
            isNull(kbChunks.clinicianId),
            eq(kbChunks.code, code),
            sql`${kbChunks.section} like ${`%: ${section}`}`,
          ),
        )
        .limit(1);
      return row ? toChunk(row) : undefined;
    },
  };
}

/** How far the visible chunks are embedded, and the workspace's embeddings jobs. */
function embeddingProgressQueries(db: Database, clinicianId: string) {
  const visibleChunk = visibleChunkOf(clinicianId);
  return {
    /** The visible chunks and how many are embedded with `model`: all of them, the built-in ones and the own. */
    async counts(model: string): Promise<{
      chunks: number;
      embedded: number;
      lastUpdated: Date | null;
      builtin: { chunks: number; embedded: number };
      own: { chunks: number; embedded: number };
    }> {
      const rows = await db
        .select({
          isBuiltin: sql<boolean>`${kbChunks.clinicianId} is null`,
          chunks: count(),
          embedded: embeddedWith(model),
          lastUpdated: sql<
            string | null
          >`max(${kbChunks.embeddedAt}) filter (where ${kbChunks.model} = ${model})`,
        })
        .from(kbChunks)
        .where(visibleChunk)
        .groupBy(sql`${kbChunks.clinicianId} is null`);
      const part = (builtin: boolean) => {
        const row = rows.find((r) => r.isBuiltin === builtin);
        return { chunks: row?.chunks ?? 0, embedded: row?.embedded ?? 0 };
      };
      const updated = rows
        .map((row) => (row.lastUpdated ? new Date(row.lastUpdated) : null))
        .filter((date): date is Date => date !== null)
        .sort((a, b) => b.getTime() - a.getTime());
      const builtin = part(true);
      const own = part(false);
      return {
        chunks: builtin.chunks + own.chunks,
        embedded: builtin.embedded + own.embedded,
        lastUpdated: updated[0] ?? null,
        builtin,
        own,
      };
    },

    async latestJob(): Promise<JobView | undefined> {
      const [row] = await db
        .select(jobView)
        .from(jobs)
        .where(and(eq(jobs.kind, EMBEDDINGS_JOB), eq(jobs.clinicianId, clinicianId)))
        .orderBy(desc(jobs.createdAt))
        .limit(1);
      return row;
    },

    /**
     * The workspace's queued or running embeddings job, or a new one over the workspace's own imported documents
     * (the built-in reference is embedded once for everyone). With nothing left to embed the new job is recorded
     * as done at once. The advisory lock per workspace makes two clicks at once start one job, not two.
     */
    async enqueueEmbeddings(model: string): Promise<{ job: JobView; isNew: boolean }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`embeddings:${clinicianId}`}))`);
        const { active, total, done } = await activeJobOrProgress(tx, clinicianId, model);
        if (active) return { job: active, isNew: false };
        const [job] = await tx
          .insert(jobs)
          .values({
            kind: EMBEDDINGS_JOB,
            clinicianId,
            model,
            total,
            done,
            ...(done === total ? { state: 'done' as const } : {}),
          })
          .returning(jobView);
        if (!job) throw new Error('inserting a job returned no row');
        return { job, isNew: true };
      });
    },
  };
}

/**
 * The reference as one clinician sees it: the built-in reference plus the clinician's own imports. Every query
 * here is bound to that scope, so another workspace's documents can never be read, listed or deleted.
 */
export function createReferenceRepository(db: Database, clinicianId: string) {
  return {
    ...createReferenceDocuments(db, clinicianId),
    ...vectorQueries(db, clinicianId),
    ...textQueries(db, clinicianId),
    ...embeddingProgressQueries(db, clinicianId),
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
