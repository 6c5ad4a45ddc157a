// `npm run probe:durability`: kill -9 during writes, restart, and count acknowledged writes that were lost.
// Each cycle starts the real server process, fires concurrent writes (new clients, new sessions, saved session
// notes), records every write answered 2xx, kills the process with SIGKILL at a random moment, and on the next start
// checks that every acknowledged write is there. At the end every acknowledged write and its audit row are checked.
// Runs on an embedded DATA_DIR, and on PostgreSQL too when TEST_DATABASE_URL is set. Prints per database:
// `durability: C cycles, N acknowledged writes, L lost`. Options: `--cycles N` (default 50), `--seed S`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { createScratchDatabase } from '../src/server/testing/scratch-database';
import { HttpAgent } from './http-agent';
import { startServerProcess } from './server-process';

export type DurabilityDatabase = 'embedded' | 'postgres';

/** One write the server acknowledged, and how to find it (and its audit row) again. */
type AckedWrite =
  | { kind: 'client'; id: string; firstName: string; cycle: number }
  | { kind: 'session'; id: string; cycle: number }
  | { kind: 'notes'; sessionId: string; notes: string; cycle: number };

export type DurabilityReport = {
  database: DurabilityDatabase;
  cycles: number;
  acknowledged: number;
  lost: number;
  /** What was lost, for the report (at most a few lines). */
  details: string[];
};

/** A small seeded generator, so a run can be repeated with `--seed`. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const WRITERS = 4;

export async function runDurability(options: {
  database: DurabilityDatabase;
  cycles: number;
  seed: number;
  log?: (line: string) => void;
}): Promise<DurabilityReport> {
  const log = options.log ?? (() => undefined);
  const next = random(options.seed);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (options.database === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    const scratch = await createScratchDatabase(serverUrl);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const acked: AckedWrite[] = [];
  const lostWrites: string[] = [];
  // One browser across every restart: its demo workspace and session must survive each kill too.
  let agent: HttpAgent | undefined;

  try {
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const server = await startServerProcess(env);
      try {
        agent = agent ? new HttpAgent(server.url, {}, agent.cookies) : new HttpAgent(server.url);
        // What the previous cycle had acknowledged must be there after its kill.
        lostWrites.push(
          ...(await findLost(
            agent,
            acked.filter((write) => write.cycle === cycle - 1),
          )),
        );
        // The demo workspace is made by the first request, before the writers share its cookie.
        if (agent.cookies.size === 0) await agent.get('/api/auth/me');
        const killAfterMs = Math.floor(next() * 1500);
        let isKilled = false;
        const writers = Array.from({ length: WRITERS }, (_, writer) =>
          // A request cut off by the kill rejects; that write simply was not acknowledged.
          writeUntilKilled(agent as HttpAgent, cycle, writer, acked, () => isKilled).catch(() => undefined),
        );
        // A random moment once writes are flowing (the first acknowledgement of the cycle, or two minutes).
        const flowing = acked.length;
        for (let waited = 0; acked.length === flowing && waited < 120_000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await new Promise((resolve) => setTimeout(resolve, killAfterMs));
        isKilled = true;
        await server.kill9();
        await Promise.allSettled(writers);
        log(`cycle ${cycle}: killed ${killAfterMs} ms into the writes, ${acked.length} acknowledged so far`);
      } finally {
        await server.kill9();
      }
    }

    // The last check: every acknowledged write through the API, then every audit row in the database.
    const server = await startServerProcess(env);
    try {
      const final = agent ? new HttpAgent(server.url, {}, agent.cookies) : new HttpAgent(server.url);
      lostWrites.push(...(await findLost(final, acked)));
    } finally {
      await server.stop();
    }
    lostWrites.push(...(await findMissingAuditRows(env, acked)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  }
  const unique = [...new Set(lostWrites)];
  return {
    database: options.database,
    cycles: options.cycles,
    acknowledged: acked.length,
    lost: unique.length,
    details: unique.slice(0, 10),
  };
}

/** One writer: client → session → notes, over and over, recording each 2xx, until the server is killed. */
async function writeUntilKilled(
  agent: HttpAgent,
  cycle: number,
  writer: number,
  acked: AckedWrite[],
  isKilled: () => boolean,
): Promise<void> {
  const templates = await agent.get('/api/templates', { timeoutMs: 60_000 });
  const templateId = (templates.json as { templates?: { id: string }[] } | undefined)?.templates?.[0]?.id;
  for (let round = 0; !isKilled(); round++) {
    const firstName = `C${cycle}W${writer}R${round}`;
    const client = await agent.post(
      '/api/clients',
      { firstName, lastName: 'Durable', age: 40 },
      { timeoutMs: 60_000 },
    );
    if (client.status !== 201) return;
    const clientId = (client.json as { client: { id: string } }).client.id;
    acked.push({ kind: 'client', id: clientId, firstName, cycle });
    if (!templateId) continue;
    const session = await agent.post('/api/sessions', { clientId, templateId }, { timeoutMs: 60_000 });
    if (session.status !== 201) return;
    const sessionId = (session.json as { session: { id: string } }).session.id;
    acked.push({ kind: 'session', id: sessionId, cycle });
    const notes = `Notes of ${firstName}: slept better this week.`;
    const saved = await agent.patch(`/api/sessions/${sessionId}`, { notes }, { timeoutMs: 60_000 });
    if (saved.status !== 200) return;
    acked.push({ kind: 'notes', sessionId, notes, cycle });
  }
}

async function findLost(agent: HttpAgent, writes: AckedWrite[]): Promise<string[]> {
  const lost: string[] = [];
  for (const write of writes) {
    if (write.kind === 'client') {
      const response = await agent.get(`/api/clients/${write.id}`);
      const firstName = (response.json as { client?: { firstName: string } } | undefined)?.client?.firstName;
      if (response.status !== 200 || firstName !== write.firstName)
        lost.push(`client ${write.id} (cycle ${write.cycle}): ${response.status}`);
    } else if (write.kind === 'session') {
      const response = await agent.get(`/api/sessions/${write.id}`);
      if (response.status !== 200)
        lost.push(`session ${write.id} (cycle ${write.cycle}): ${response.status}`);
    } else {
      const response = await agent.get(`/api/sessions/${write.sessionId}`);
      const notes = (response.json as { session?: { notes: string } } | undefined)?.session?.notes;
      if (notes !== write.notes)
        lost.push(`notes of session ${write.sessionId} (cycle ${write.cycle}): ${response.status}`);
    }
  }
  return lost;
}

/** Every acknowledged write has its audit row: read straight from the database once the server has stopped. */
async function findMissingAuditRows(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  writes: AckedWrite[],
): Promise<string[]> {
  const db = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    const rows = await db.query(
      "select action, record_type, record_id from audit_events where outcome = 'success' and action in ('create', 'update')",
    );
    const present = new Set(
      rows.map((row) => `${String(row.action)} ${String(row.record_type)} ${String(row.record_id)}`),
    );
    const missing: string[] = [];
    for (const write of writes) {
      const key =
        write.kind === 'client'
          ? `create client ${write.id}`
          : write.kind === 'session'
            ? `create session ${write.id}`
            : `update session ${write.sessionId}`;
      if (!present.has(key)) missing.push(`audit row "${key}" (cycle ${write.cycle})`);
    }
    return missing;
  } finally {
    await db.close();
  }
}

export function formatDurability(report: DurabilityReport): string {
  const lines = report.details.map((detail) => `  lost: ${detail}`);
  lines.push(
    `durability: ${report.cycles} cycles, ${report.acknowledged} acknowledged writes, ${report.lost} lost`,
  );
  return lines.join('\n');
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

async function main(): Promise<void> {
  const cycles = argument('cycles', 50);
  const seed = argument('seed', Date.now() % 1_000_000_000);
  const databases: DurabilityDatabase[] = process.env.TEST_DATABASE_URL
    ? ['embedded', 'postgres']
    : ['embedded'];
  let lost = 0;
  for (const database of databases) {
    console.log(`${database}: ${cycles} kill -9 cycles (seed ${seed})`);
    const report = await runDurability({
      database,
      cycles,
      seed,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(formatDurability(report));
    lost += report.lost;
  }
  process.exitCode = lost === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
