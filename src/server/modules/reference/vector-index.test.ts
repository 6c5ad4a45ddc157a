import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../../ai/embeddings';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { createReferenceSearch } from './reference-search';
import {
  createReferenceRepository,
  refreshChunkStatistics,
  vectorIndexFor,
  type VectorIndex,
} from './reference.repository';

const DIMS = 512;
const INDEXED_MODEL = 'use-lite-512';

/** A deterministic unit vector per seed (a small linear congruential generator), so runs are repeatable. */
function unitVector(seed: number): number[] {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  const vector = Array.from({ length: DIMS }, next);
  const norm = Math.hypot(...vector);
  return vector.map((x) => x / norm);
}

/** The same text always gets the same vector: what a real encoder guarantees, without its cost. */
function textVector(text: string): number[] {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return unitVector(hash >>> 0);
}

const fakeProvider = (model: string): EmbeddingProvider => ({
  model,
  dimensions: DIMS,
  embed: (texts) => Promise.resolve(texts.map(textVector)),
});

const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

const handbook = (topic: string, sections: number) =>
  Array.from(
    { length: sections },
    (_, i) =>
      `# ${topic} ${String(i + 1)}\n\nSession ${String(i + 1)} of the ${topic} protocol: worry, sleep, mood and ` +
      `avoidance are reviewed, and homework number ${String(i + 1)} is set.`,
  ).join('\n\n');

describe.each(TEST_DATABASES)('vector search through pgvector on %s', (kind) => {
  let t: TestApp;
  let aliceId: string;
  let bobId: string;
  let index: VectorIndex | undefined;
  /** Every chunk's vector, by id, and whose workspace it is in (null: the built-in reference). */
  const stored = new Map<number, { vector: number[]; owner: string | null }>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const alice = new TestAgent(t.app);
    const bob = new TestAgent(t.app);
    const idOf = async (agent: TestAgent) =>
      (await agent.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    aliceId = await idOf(alice);
    bobId = await idOf(bob);
    for (const [agent, topic] of [
      [alice, 'worry clinic'],
      [bob, 'sleep clinic'],
    ] as const) {
      const imported = await agent.request({
        method: 'POST',
        url: '/api/dsm/documents?fileName=handbook.md',
        payload: handbook(topic, 40),
        headers: { 'content-type': 'text/markdown' },
      });
      expect(imported.statusCode).toBe(201);
    }
    const rows = (await t.database.query('select id, clinician_id from kb_chunks order by id')) as {
      id: number | string;
      clinician_id: string | null;
    }[];
    const vectors = rows.map((row) => ({ id: Number(row.id), e: unitVector(Number(row.id)) }));
    for (const [i, row] of rows.entries())
      stored.set(Number(row.id), { vector: vectors[i]?.e ?? [], owner: row.clinician_id });
    await t.database.query(
      `update kb_chunks c set model = $2, embedded_at = now(),
         embedding = array(select jsonb_array_elements_text(v.e)::real)
       from jsonb_to_recordset($1::jsonb) as v(id bigint, e jsonb) where c.id = v.id`,
      [JSON.stringify(vectors), INDEXED_MODEL],
    );
    await refreshChunkStatistics(t.database.db);
    index = await vectorIndexFor(t.database.db, INDEXED_MODEL);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** The exact nearest chunks a clinician may see, by brute force over the vectors the test wrote. */
  const exactNearest = (clinicianId: string, query: number[], k: number) =>
    [...stored.entries()]
      .filter(([, chunk]) => chunk.owner === null || chunk.owner === clinicianId)
      .map(([id, chunk]) => ({ id, cosine: dot(chunk.vector, query) }))
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, k);

  it('has the HNSW index on PGlite, and on a PostgreSQL server exactly when pgvector is installed', async () => {
    const available =
      (await t.database.query(`select 1 from pg_available_extensions where name = 'vector'`)).length > 0;
    if (kind === 'pglite') expect(available).toBe(true);
    expect(index !== undefined).toBe(available);
    // Only the offline model's vectors are indexed; another model's are scanned in-process.
    expect(await vectorIndexFor(t.database.db, 'bow-256')).toBeUndefined();
  });

  it('finds the same nearest chunks as an exact scan, and only the clinician’s own and the built-in ones', async (context) => {
    if (!index) return context.skip();
    const alice = createReferenceRepository(t.database.db, aliceId);
    for (let seed = 1; seed <= 12; seed++) {
      const query = unitVector(100_000 + seed);
      const expected = exactNearest(aliceId, query, 10);
      const found = await alice.nearestIndexed(index, query, 10);
      expect([...found.keys()].sort()).toEqual(expected.map((e) => e.id).sort());
      for (const { id, cosine } of expected) expect(found.get(id)).toBeCloseTo(cosine, 4);
    }
    // A query equal to one of Bob's vectors: his chunk leads for him and never shows for Alice.
    const [bobsChunk] = [...stored.entries()].find(([, chunk]) => chunk.owner === bobId) ?? [];
    const bobsVector = stored.get(bobsChunk ?? -1)?.vector ?? [];
    const forBob = await createReferenceRepository(t.database.db, bobId).nearestIndexed(index, bobsVector, 5);
    expect([...forBob.entries()][0]?.[0]).toBe(bobsChunk);
    expect(forBob.get(bobsChunk ?? -1)).toBeCloseTo(1, 4);
    const forAlice = await alice.nearestIndexed(index, bobsVector, 50);
    expect(forAlice.size).toBe(50);
    expect([...forAlice.keys()].every((id) => stored.get(id)?.owner !== bobId)).toBe(true);
    // More neighbours than the connection's candidate list holds: the settings are raised for that one search.
    const many = await alice.nearestIndexed(index, bobsVector, 150);
    expect(many.size).toBe(150);
    expect([...many.keys()].every((id) => stored.get(id)?.owner !== bobId)).toBe(true);
    const exact150 = exactNearest(aliceId, bobsVector, 150).map((e) => e.id);
    const overlap = exact150.filter((id) => many.has(id)).length;
    expect(overlap / 150).toBeGreaterThanOrEqual(0.95);
    // A vector of the wrong length or with a non-number is no query at all, not an SQL error.
    expect((await alice.nearestIndexed(index, query3(), 5)).size).toBe(0);
    expect((await alice.nearestIndexed(index, [...bobsVector.slice(1), Number.NaN], 5)).size).toBe(0);
  });

  it('ranks a search the same through the index as through the in-process scan', async (context) => {
    if (!index) return context.skip();
    const log = t.app.log;
    const queries = ['worry and sleep homework', 'avoidance in the worry clinic', 'mood review'];
    const throughIndex = createReferenceSearch(t.database.db, fakeProvider(INDEXED_MODEL), log);
    const viaIndex = await Promise.all(queries.map((q) => throughIndex.search(aliceId, q, 8)));
    // The same vectors under a model without an index are scanned in-process.
    await t.database.query(`update kb_chunks set model = 'scanned-512' where model = $1`, [INDEXED_MODEL]);
    try {
      const scanned = createReferenceSearch(t.database.db, fakeProvider('scanned-512'), log);
      const viaScan = await Promise.all(queries.map((q) => scanned.search(aliceId, q, 8)));
      for (const [i, results] of viaIndex.entries()) {
        expect(results.length).toBeGreaterThan(0);
        expect(results.map((r) => r.id)).toEqual(viaScan[i]?.map((r) => r.id));
        results.forEach((r, j) => expect(r.score).toBeCloseTo(viaScan[i]?.[j]?.score ?? -1, 3));
        expect(results.some((r) => r.cosine !== null)).toBe(true);
      }
    } finally {
      await t.database.query(`update kb_chunks set model = $1 where model = 'scanned-512'`, [INDEXED_MODEL]);
    }
  });
});

const query3 = () => [0.5, 0.5, 0.5];
