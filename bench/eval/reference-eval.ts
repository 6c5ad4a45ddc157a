// Retrieval quality of the diagnostic reference: recall@5 of hybrid search over bench/eval/reference-queries.json
// (the built-in reference embedded with the offline encoder), and how many chat answers cite sources that resolve.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DsmSearchResult } from '../../src/contract/reference';
import { TestAgent, createTestApp } from '../../src/server/testing/harness';

type Query = { query: string; expected: string; kind: 'lay' | 'clinical' | 'question' };
type Reply = { metadata?: { enhanced?: boolean; sources?: { id: string; title: string }[] } };

const QUERIES = path.resolve('bench/eval/reference-queries.json');
const RECALL_TARGET = 0.9;
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`);

export async function evaluateReference(): Promise<boolean> {
  const queries = JSON.parse(readFileSync(QUERIES, 'utf8')) as Query[];
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

    const questions = queries.filter((q) => q.kind === 'question' || q.query.trim().endsWith('?'));
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

    const all = hits.get('all') ?? { hit: 0, total: 0 };
    console.log(
      `\nDiagnostic reference search (built-in reference, ${status.chunksCount} chunks embedded offline in ${embedSeconds.toFixed(1)} s):`,
    );
    console.log(
      `  recall@5, all queries      ${pct(all.hit, all.total)} (${all.hit}/${all.total}; target ${RECALL_TARGET * 100}%)`,
    );
    for (const kind of ['lay', 'clinical', 'question']) {
      const entry = hits.get(kind);
      if (entry)
        console.log(
          `  recall@5, ${kind.padEnd(17)}${pct(entry.hit, entry.total)} (${entry.hit}/${entry.total})`,
        );
    }
    if (misses.length > 0) console.log(`  misses:\n${misses.join('\n')}`);
    console.log(
      `  chat answers citing sources ${pct(cited, questions.length)} (${cited}/${questions.length} questions); citations that resolve ${pct(resolved, cited)} (${resolved}/${cited})`,
    );
    return all.total > 0 && all.hit / all.total >= RECALL_TARGET && resolved === cited;
  } finally {
    await t.close();
  }
}
