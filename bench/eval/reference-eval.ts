// Retrieval quality of the diagnostic reference: recall@5 of hybrid search over bench/eval/reference-queries.json
// (the built-in reference embedded with the offline encoder), the same on a held-out set written after the search's
// weights were chosen on the first (bench/eval/reference-queries-holdout.json), and how many chat answers cite
// sources that resolve.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DsmSearchResult } from '../../src/contract/reference';
import { TestAgent, createTestApp } from '../../src/server/testing/harness';

type Query = { query: string; expected: string; kind: 'lay' | 'clinical' | 'question' };
type Reply = { metadata?: { enhanced?: boolean; sources?: { id: string; title: string }[] } };

const QUERIES = path.resolve('bench/eval/reference-queries.json');
const HOLDOUT = path.resolve('bench/eval/reference-queries-holdout.json');
const RECALL_TARGET = 0.9;
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`);

export async function evaluateReference(): Promise<boolean> {
  const queries = JSON.parse(readFileSync(QUERIES, 'utf8')) as Query[];
  const heldOut = JSON.parse(readFileSync(HOLDOUT, 'utf8')) as Query[];
  const t = await createTestApp('pglite');
  try {
    const agent = new TestAgent(t.app);
    const me = (await agent.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    const started = performance.now();
    await agent.post('/api/dsm/create-embeddings');
    await t.app.reference.runner.runPendingJobs();
    const status = (await agent.get('/api/dsm/status')).json<{ isReady: boolean; chunksCount: number }>();
    if (!status.isReady) throw new Error('the reference did not finish embedding');
    const embedSeconds = (performance.now() - started) / 1000;

    const tuned = await recallAt5(agent, queries);
    const holdout = await recallAt5(agent, heldOut);

    const questions = [...queries, ...heldOut].filter(
      (q) => q.kind === 'question' || q.query.trim().endsWith('?'),
    );
    let cited = 0;
    let resolved = 0;
    for (const item of questions) {
      const reply = (
        await agent.post('/api/chat-assistant', {
          messages: [{ id: 1, role: 'user', content: item.query, timestamp: new Date().toISOString() }],
        })
      ).json<Reply>();
      const sources = reply.metadata?.sources ?? [];
      if (sources.length === 0) continue;
      cited++;
      const checks = await Promise.all(sources.map((s) => t.app.reference.resolvesCitation(me, s.id)));
      if (checks.every(Boolean)) resolved++;
    }

    console.log(
      `\nDiagnostic reference search (built-in reference, ${status.chunksCount} chunks embedded offline in ${embedSeconds.toFixed(1)} s):`,
    );
    printRecall('', tuned, true);
    printRecall('held-out ', holdout, false);
    console.log(
      `  chat answers citing sources ${pct(cited, questions.length)} (${cited}/${questions.length} questions); citations that resolve ${pct(resolved, cited)} (${resolved}/${cited})`,
    );
    const all = tuned.hits.get('all') ?? { hit: 0, total: 0 };
    return all.total > 0 && all.hit / all.total >= RECALL_TARGET && resolved === cited;
  } finally {
    await t.close();
  }
}

type Recall = { hits: Map<string, { hit: number; total: number }>; misses: string[] };

/** recall@5 by query kind: a query scores when a top-5 result's source carries its expected code. */
async function recallAt5(agent: TestAgent, queries: Query[]): Promise<Recall> {
  const hits = new Map<string, { hit: number; total: number }>();
  const misses: string[] = [];
  for (const item of queries) {
    const response = await agent.get(`/api/dsm/search?query=${encodeURIComponent(item.query)}&limit=5`);
    const results = response.json<{ results: DsmSearchResult[] }>().results;
    const isHit = results.some((r) => r.source.code === item.expected);
    for (const key of ['all', item.kind]) {
      const entry = hits.get(key) ?? { hit: 0, total: 0 };
      entry.total++;
      if (isHit) entry.hit++;
      hits.set(key, entry);
    }
    if (!isHit)
      misses.push(
        `    ${item.expected} ← "${item.query}" (got ${results.map((r) => r.source.code).join(', ')})`,
      );
  }
  return { hits, misses };
}

function printRecall(label: string, { hits, misses }: Recall, hasTarget: boolean): void {
  const all = hits.get('all') ?? { hit: 0, total: 0 };
  const target = hasTarget ? `; target ${RECALL_TARGET * 100}%` : '; not used to choose any weight';
  console.log(
    `  ${label}recall@5, all queries`.padEnd(38) +
      `${pct(all.hit, all.total)} (${all.hit}/${all.total}${target})`,
  );
  for (const kind of ['lay', 'clinical', 'question']) {
    const entry = hits.get(kind);
    if (entry)
      console.log(
        `  ${label}recall@5, ${kind}`.padEnd(38) +
          `${pct(entry.hit, entry.total)} (${entry.hit}/${entry.total})`,
      );
  }
  if (misses.length > 0) console.log(`  ${label}misses:\n${misses.join('\n')}`);
}
