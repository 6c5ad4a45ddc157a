import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createPhiCipher } from '../src/server/security/phi-cipher';
import {
  TEST_DATABASES,
  TEST_PHI_KEY,
  createTestDatabase,
  type TestDatabaseKind,
} from '../src/server/testing/harness';
import {
  PROBES,
  compressionBombPdf,
  countRowsContaining,
  runProbe,
  type ProbeServer,
  type ProbeTarget,
} from './probe-security';

/**
 * Hardening items whose probe does not hold yet on main (`npm run probe:security` prints each with its reason).
 * Remove an id here once its item lands, so this test keeps it holding.
 */
const NOT_YET_HOLDING = new Set<string>([]);

/** Left to `npm run probe:security`, to keep this test fast: each builds and uploads a hostile PDF. */
const SCRIPT_ONLY = new Set<string>(['pdf-bomb', 'pdf-many-operations']);

/** The probe module's own servers, built in this process and listening on a real port. */
function inProcessTarget(kind: TestDatabaseKind): ProbeTarget {
  const shared = new Map<string, Promise<ProbeServer>>();
  const cleanups: (() => Promise<void>)[] = [];

  async function start(env: Record<string, string>): Promise<ProbeServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'probe-test-'));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent-web-build',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    });
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.close());
    let logs = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config,
      database,
      cipher: createPhiCipher(TEST_PHI_KEY),
      logger: true,
      logStream,
      backgroundJobs: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://127.0.0.1:${port}`,
      logs: () => logs,
      dataDir,
      databaseUrl: undefined,
      countRowsContaining: (needle) => countRowsContaining(database, needle),
      stop: () => app.close(),
    };
  }

  return {
    database: kind === 'pglite' ? 'embedded' : 'postgres',
    server: (env = {}, options = {}) => {
      if (options.fresh) return start(env);
      const key = JSON.stringify(env);
      let server = shared.get(key);
      if (!server) {
        server = start(env);
        shared.set(key, server);
      }
      return server;
    },
    close: async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    },
  };
}

const IN_PROCESS = PROBES.filter((probe) => probe.needs !== 'process' && !SCRIPT_ONLY.has(probe.id));

describe.each(TEST_DATABASES)('security probes against an in-process server (%s)', (kind) => {
  const target = inProcessTarget(kind);
  afterAll(async () => target.close());

  const holding = IN_PROCESS.filter((probe) => !NOT_YET_HOLDING.has(probe.id));
  const pending = IN_PROCESS.filter((probe) => NOT_YET_HOLDING.has(probe.id));

  it.each(holding.map((probe) => [probe.id, probe] as const))(
    '%s holds',
    { timeout: 600_000 },
    async (_id, probe) => {
      const result = await runProbe(probe, target);
      expect(result.reason).toBe('');
      expect(result.holds).toBe(true);
    },
  );
  it.skip.each(pending.map((probe) => probe.id))('%s (its hardening item has not landed)', () => undefined);
});

describe('hostile inputs the probes build', () => {
  it('builds a PDF whose stream inflates to the size asked for', async () => {
    const { inflateSync } = await import('node:zlib');
    const pdf = compressionBombPdf(8 * 1024 * 1024);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    const end = pdf.lastIndexOf('\nendstream');
    expect(pdf.length).toBeLessThan(64 * 1024);
    expect(inflateSync(pdf.subarray(start, end)).length).toBe(8 * 1024 * 1024);
  });
});
