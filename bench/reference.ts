// Diagnostic reference figures: hybrid search latency over a workspace with more than 3,000 embedded chunks, and the
// offline encoder's embedding throughput on this machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ENCODER_THREADS, createLocalEmbeddings } from '../src/server/ai/embeddings';
import { builtinReferenceChunks } from '../src/server/modules/reference/builtin-reference';
import { embeddingText } from '../src/server/modules/reference/jobs.repository';
import { refreshChunkStatistics, vectorIndexFor } from '../src/server/modules/reference/reference.repository';
import { TestAgent, createTestApp } from '../src/server/testing/harness';
import { percentile } from './lib';

const TARGET_CHUNKS = 3_000;
const SEARCHES = 300;
const THROUGHPUT_TEXTS = 64;
/** The embedding job's batch (embedding-runner.ts). */
const EMBED_BATCH = 32;

/** A Markdown handbook of `sections` sections, each a built-in passage with its own numbered variation. */
function generatedHandbook(sections: number): string {
  const passages = builtinReferenceChunks();
  const parts: string[] = [];
  for (let i = 0; i < sections; i++) {
    const passage = passages[i % passages.length];
    if (!passage) continue;
    parts.push(
      `# ${passage.section} (practice note ${String(i + 1)})\n\nPractice note ${String(i + 1)}, reviewed in week ${String((i % 52) + 1)}. ${passage.text}`,
    );
  }
  return parts.join('\n\n');
}

export type ReferenceBench = {
  chunks: number;
  /** Where the nearest vectors came from. */
  vectorSearch: 'pgvector HNSW' | 'exact in-process';
  searchP50: number;
  searchP95: number;
  queryEmbedP50: number;
  throughput: EncoderThroughput;
};

export type EncoderThroughput = {
  texts: number;
  threads: number;
  batch: number;
  /** One passage per call on one thread, as a search embeds its query. */
  oneAtATime: number;
  /** Batches as the embedding job sends them, spread over the encoder threads. */
  batched: number;
};

/** Chunks per second of the offline encoder on built-in passages: one at a time, then batched over its threads. */
export async function measureEncoderThroughput(
  count = THROUGHPUT_TEXTS,
  batch = EMBED_BATCH,
): Promise<EncoderThroughput> {
  const texts = builtinReferenceChunks().slice(0, count).map(embeddingText);
  const single = createLocalEmbeddings({ threads: 1 });
  const pooled = createLocalEmbeddings();
  try {
    // Warm-up: every thread loads its model before anything is timed.
    await pooled.embed(texts.slice(0, DEFAULT_ENCODER_THREADS));
    let started = performance.now();
    for (const text of texts) await single.embed([text]);
    const oneAtATime = texts.length / ((performance.now() - started) / 1000);
    started = performance.now();
    for (let i = 0; i < texts.length; i += batch) await pooled.embed(texts.slice(i, i + batch));
    const batched = texts.length / ((performance.now() - started) / 1000);
    return { texts: texts.length, threads: DEFAULT_ENCODER_THREADS, batch, oneAtATime, batched };
  } finally {
    await single.close?.();
    await pooled.close?.();
  }
}

export async function measureReference(): Promise<ReferenceBench> {
  const t = await createTestApp('pglite');
  try {
    const agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
    const handbook = generatedHandbook(TARGET_CHUNKS);
    const imported = await agent.request({
      method: 'POST',
      url: '/api/dsm/documents?fileName=handbook.md',
      payload: handbook,
      headers: { 'content-type': 'text/markdown' },
    });
    if (imported.statusCode !== 201) throw new Error(`import failed: ${imported.body}`);
    // Real encoder vectors for 3,000+ chunks would take minutes; search cost depends only on their number and size.
    const model = t.app.reference.provider.model;
    await t.database.query(
      `update kb_chunks set model = $1, embedded_at = now(),
         embedding = (select array_agg((random() - 0.5)::real) from generate_series(1, $2::int) where kb_chunks.id > 0)`,
      [model, t.app.reference.provider.dimensions],
    );
    // As an embedding run does when it finishes.
    await refreshChunkStatistics(t.database.db);
    const status = (await agent.get('/api/dsm/status')).json<{ chunksCount: number; isReady: boolean }>();
    if (!status.isReady) throw new Error('the bench reference is not fully embedded');

    const queries = (
      JSON.parse(readFileSync(path.resolve('bench/eval/reference-queries.json'), 'utf8')) as {
        query: string;
      }[]
    ).map((q) => q.query);
    const clinician = (await me(agent)).id;
    // The encoder's time for one query, measured on its own: a search embeds a query once, then reuses the vector.
    const embedTimes: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      await t.app.reference.provider.embed([query]);
      embedTimes.push(performance.now() - started);
    }
    // One search per query first (not timed), so the timings below are searches with the query vector cached.
    for (const query of queries) await t.app.reference.search.search(clinician, query, 5);
    const times: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const query = queries[i % queries.length] ?? 'worry';
      const started = performance.now();
      await t.app.reference.search.search(clinician, query, 5);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    embedTimes.sort((a, b) => a - b);

    const throughput = await measureEncoderThroughput();
    const index = await vectorIndexFor(t.database.db, model);
    return {
      chunks: status.chunksCount,
      vectorSearch: index ? 'pgvector HNSW' : 'exact in-process',
      searchP50: percentile(times, 50),
      searchP95: percentile(times, 95),
      queryEmbedP50: percentile(embedTimes, 50),
      throughput,
    };
  } finally {
    await t.close();
  }
}

async function me(agent: TestAgent): Promise<{ id: string }> {
  return (await agent.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician;
}

export function printReference(result: ReferenceBench): boolean {
  console.log(
    `\nDiagnostic reference search (hybrid full-text + ${result.vectorSearch} cosine, ${result.chunks.toLocaleString('en-US')} embedded chunks, embedded PGlite, ${String(SEARCHES)} searches, limit 5):`,
  );
  console.log(
    `  search p50/p95 (query embedding cached): ${result.searchP50.toFixed(1)} / ${result.searchP95.toFixed(1)} ms (target p95 20 ms)`,
  );
  console.log(`  query embedding p50: ${result.queryEmbedP50.toFixed(1)} ms (once per new query text)`);
  printEncoderThroughput(result.throughput);
  return result.searchP95 <= 20;
}

export function printEncoderThroughput(result: EncoderThroughput): void {
  console.log(
    `  offline encoder throughput (${String(result.texts)} built-in passages): one at a time ${result.oneAtATime.toFixed(1)} chunks/s, ` +
      `batches of ${String(result.batch)} over ${String(result.threads)} thread${result.threads === 1 ? '' : 's'} ${result.batched.toFixed(1)} chunks/s ` +
      `(${(result.batched / result.oneAtATime).toFixed(2)}×, target 4×)`,
  );
}
