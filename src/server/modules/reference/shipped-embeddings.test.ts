import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEmbeddingsResponse, DsmSearchResult, DsmStatus } from '#contract/reference';
import { LOCAL_EMBEDDING_MODEL, createLocalEmbeddings, localEncoderVersion } from '../../ai/embeddings';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { builtinReferenceChunks, hashChunks } from './builtin-reference';
import { embeddingText } from './jobs.repository';
import {
  matchShippedEmbeddings,
  parseShippedEmbeddings,
  readShippedEmbeddings,
  serialiseShippedEmbeddings,
  type ShippedEmbeddings,
} from './shipped-embeddings';

const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

describe('the shipped embeddings of the built-in reference', () => {
  const chunks = builtinReferenceChunks();
  const shipped = readShippedEmbeddings();

  it('match the current built-in chunks and the installed encoder (run scripts/build-reference-embeddings.ts if not)', () => {
    expect(shipped.contentHash).toBe(hashChunks(chunks));
    expect(shipped.vectors).toHaveLength(chunks.length);
    expect(shipped.model).toBe(LOCAL_EMBEDDING_MODEL);
    expect(shipped.dimensions).toBe(512);
    expect(shipped.version).toBe(localEncoderVersion());
    for (const vector of shipped.vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 4);
  });

  it('are the encoder’s own vectors for those chunks, in their order', async () => {
    const provider = createLocalEmbeddings({ threads: 1 });
    try {
      const picks = [0, Math.floor(chunks.length / 2), chunks.length - 1];
      const fresh = await provider.embed(
        picks.map((i) => embeddingText(chunks[i] ?? { section: '', text: '' })),
      );
      picks.forEach((chunkIndex, i) => {
        expect(dot(fresh[i] ?? [], shipped.vectors[chunkIndex] ?? [])).toBeGreaterThan(0.999);
        // …and not just any passage's: another chunk's vector is clearly further away.
        expect(dot(fresh[i] ?? [], shipped.vectors[(chunkIndex + 1) % chunks.length] ?? [])).toBeLessThan(
          0.99,
        );
      });
    } finally {
      await provider.close?.();
    }
  }, 120_000);

  it('survive a round trip through the file format as float32, and a damaged file is refused', () => {
    const sample: ShippedEmbeddings = {
      model: 'm',
      version: 'v1',
      dimensions: 3,
      contentHash: 'h',
      vectors: [
        [0.6, 0.8, 0],
        [0, 0, 1],
      ],
    };
    const back = parseShippedEmbeddings(serialiseShippedEmbeddings(sample));
    expect(back.vectors.map((v) => v.map((x) => Math.round(x * 1e6) / 1e6))).toEqual(sample.vectors);
    const file = JSON.parse(serialiseShippedEmbeddings(sample)) as Record<string, unknown>;
    expect(() => parseShippedEmbeddings(JSON.stringify({ ...file, count: 3 }))).toThrow(
      'the vectors do not match the stated count and dimensions',
    );
    expect(() => parseShippedEmbeddings('{')).toThrow('the file is not JSON');
    expect(() => parseShippedEmbeddings(JSON.stringify({ ...file, format: 2 }))).toThrow('unknown format 2');
  });

  it('are used only by the same encoder on the same chunks, and otherwise say why', () => {
    const local = { model: LOCAL_EMBEDDING_MODEL, dimensions: 512, version: localEncoderVersion() };
    const current = { contentHash: hashChunks(chunks), count: chunks.length };
    const load = () => shipped;
    expect(matchShippedEmbeddings(load, local, current)).toMatchObject({ usable: true });
    const reasons: [Parameters<typeof matchShippedEmbeddings>[1], typeof current, string][] = [
      [
        { model: 'text-embedding-3-small', dimensions: 0, version: undefined },
        current,
        'The shipped embeddings were made with use-lite-512; this server embeds with text-embedding-3-small',
      ],
      [
        { ...local, dimensions: 768 },
        current,
        "The shipped embeddings have 512 dimensions; this server's encoder has 768",
      ],
      [
        { ...local, version: 'use-lite-512 (@energetic-ai/core@0.3.0)' },
        current,
        `The shipped embeddings were made by ${localEncoderVersion()}; this server runs use-lite-512 (@energetic-ai/core@0.3.0)`,
      ],
      [
        local,
        { ...current, contentHash: 'changed' },
        'The shipped embeddings were made for an older version of the built-in reference',
      ],
    ];
    for (const [provider, chunkSet, reason] of reasons)
      expect(matchShippedEmbeddings(load, provider, chunkSet)).toEqual({ usable: false, reason });
    expect(
      matchShippedEmbeddings(
        () => readShippedEmbeddings('/nonexistent/builtin-embeddings.json'),
        local,
        current,
      ),
    ).toEqual({
      usable: false,
      reason: 'The shipped embeddings could not be used (the file could not be read (ENOENT))',
    });
  });
});

describe.each(TEST_DATABASES)('a new database with the offline encoder on %s', (kind) => {
  let t: TestApp;
  let alice: TestAgent;
  let bob: TestAgent;
  const status = async (agent: TestAgent) => (await agent.get('/api/dsm/status')).json<DsmStatus>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = new TestAgent(t.app);
    bob = new TestAgent(t.app);
    await alice.get('/api/auth/me');
    await bob.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  it('is ready on the first visit, with no job run, and a search ranks by meaning at once', async () => {
    const chunks = builtinReferenceChunks().length;
    expect(await status(alice)).toMatchObject({
      isReady: true,
      chunksCount: chunks,
      embeddedCount: chunks,
      model: LOCAL_EMBEDDING_MODEL,
      job: { state: 'idle', done: 0, total: 0, error: null },
      builtin: { chunks, embedded: chunks, isReady: true, source: 'shipped', note: null },
      documents: { chunks: 0, embedded: 0, isReady: true },
    });
    expect(await t.database.query(`select id from jobs`)).toEqual([]);
    const results = (
      await alice.get(
        `/api/dsm/search?query=${encodeURIComponent("can't switch my mind off, worrying all the time")}`,
      )
    ).json<{ results: DsmSearchResult[] }>().results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.source.code === 'F41.1')).toBe(true);
  }, 120_000);

  it('loads the vectors once: a restart on the same database rewrites none', async () => {
    const [before] = await t.database.query(
      `select max(embedded_at)::text as at, count(*)::int as n from kb_chunks where model = $1`,
      [LOCAL_EMBEDDING_MODEL],
    );
    const again = await createTestApp(kind, {}, t.database);
    await again.close();
    const [after] = await t.database.query(
      `select max(embedded_at)::text as at, count(*)::int as n from kb_chunks where model = $1`,
      [LOCAL_EMBEDDING_MODEL],
    );
    expect(after).toEqual(before);
  });

  it('Create Embeddings embeds only the workspace’s imports and says what is ready', async () => {
    const nothing = await alice.post('/api/dsm/create-embeddings');
    expect(nothing.statusCode).toBe(202);
    const chunks = builtinReferenceChunks().length.toLocaleString('en-US');
    expect(nothing.json<CreateEmbeddingsResponse>()).toMatchObject({
      started: false,
      job: { state: 'done', done: 0, total: 0 },
      message: `You have no imported documents to embed. The built-in reference is ready (${chunks} chunks, embeddings shipped with the app).`,
    });

    const imported = await alice.request({
      method: 'POST',
      url: '/api/dsm/documents?fileName=worry-time.md',
      payload:
        '# Worry time\n\nTwenty minutes each evening to write worries down.\n\n# Relaxation\n\nTense and release each muscle group.',
      headers: { 'content-type': 'text/markdown' },
    });
    expect(imported.statusCode).toBe(201);
    expect(await status(alice)).toMatchObject({
      isReady: false,
      documents: { chunks: 2, embedded: 0, isReady: false },
    });
    // Bob's workspace is untouched by Alice's import.
    expect(await status(bob)).toMatchObject({ isReady: true, documents: { chunks: 0, embedded: 0 } });

    const started = (await alice.post('/api/dsm/create-embeddings')).json<CreateEmbeddingsResponse>();
    expect(started).toMatchObject({
      started: true,
      job: { state: 'queued', done: 0, total: 2 },
      builtin: { isReady: true, source: 'shipped' },
      documents: { chunks: 2, embedded: 0, isReady: false },
    });
    expect(started.message).toBe(
      `Started embedding 2 chunks of your imported documents. The built-in reference is ready (${chunks} chunks, embeddings shipped with the app).`,
    );
    await t.app.reference.runner.runPendingJobs();
    expect(await status(alice)).toMatchObject({
      isReady: true,
      job: { state: 'done', done: 2, total: 2 },
      documents: { chunks: 2, embedded: 2, isReady: true },
    });
    // The job embedded the import only: the built-in reference kept its shipped vectors.
    expect(
      await t.database.query(
        `select count(*)::int as n from kb_chunks where clinician_id is null and embedded_at > (select min(created_at) from jobs)`,
      ),
    ).toEqual([{ n: 0 }]);
  }, 120_000);
});
