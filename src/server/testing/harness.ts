import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createPhiCipher, type PhiCipher } from '../security/phi-cipher';
import { createScratchDatabase } from './scratch-database';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DATABASES: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_PHI_KEY = Buffer.alloc(32, 7);

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test server that is
 * dropped again on close, so test files never see each other's rows.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A clock the test moves by hand. */
export class FakeClock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  cipher: PhiCipher;
  clock: FakeClock;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /**
   * Let queued jobs run by themselves, as the server does. Off by default: a test that queues embedding work
   * runs it with `app.reference.runner.runPendingJobs()`, and no other test pays for it.
   */
  backgroundJobs?: boolean;
};

export async function createTestApp(
  kind: TestDatabaseKind,
  env: NodeJS.ProcessEnv = {},
  database?: DatabaseHandle,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase(kind));
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-build', ...env });
  const cipher = createPhiCipher(TEST_PHI_KEY);
  const clock = new FakeClock();
  const app = await buildApp({
    config,
    database: db,
    cipher,
    now: clock.now,
    backgroundJobs: options.backgroundJobs ?? false,
  });
  await app.ready();
  return {
    app,
    database: db,
    config,
    cipher,
    clock,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** A browser-like caller that keeps its session cookie between requests. */
export class TestAgent {
  cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: options.method,
      url: options.url,
      payload: options.payload as object | undefined,
      headers: options.headers,
      cookies: this.cookie ? { cw_session: this.cookie } : {},
    });
    const set = response.cookies.find((c) => c.name === 'cw_session');
    if (set) this.cookie = set.value === '' ? undefined : set.value;
    return response;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload });
  patch = (url: string, payload?: unknown) => this.request({ method: 'PATCH', url, payload });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload });
  delete = (url: string, payload?: unknown) => this.request({ method: 'DELETE', url, payload });
}
