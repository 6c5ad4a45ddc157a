import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** pgvector's HNSW candidate list (its `ef_search`; pgvector's default is 40). */
export const HNSW_EF_SEARCH = 100;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; for tests and maintenance scripts only. */
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /**
       * Runs PGlite on the calling thread instead of its own (pglite-thread.ts). For unit tests of repositories
       * only, which open many small databases; the server always gives the database its own thread.
       */
      onMainThread?: boolean;
      /** Told when the database's thread ends unexpectedly (its pending and later queries fail); logs by default. */
      onStopped?: (error: Error) => void;
    }
  | { kind: 'postgres'; url: string };

/** The part of PGlite's interface the server uses, which PGlite itself and its thread's proxy both have. */
type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'close'>;

async function openOnThisThread(dataDir: string | undefined): Promise<EmbeddedClient> {
  // pgvector ships inside npm with PGlite; the reference's vector search uses it (migration 0002).
  const extensions = { vector };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  return client;
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Opens the database and brings its schema up to date. `dataDir` undefined gives an in-memory PGlite. An embedded
 * database on disk is locked to this process until `close()` (see data-dir-lock.ts).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // pg and its driver are loaded only for a PostgreSQL server.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped from the pool and
    // the next query opens a new one; unhandled, the event would take the whole process down.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[],
      close: () => pool.end(),
    };
  }
  // One process per embedded database: taken before PGlite reads a single file, and a second start fails here.
  const lock = options.dataDir ? acquireDataDirLock(ensureDir(options.dataDir)) : undefined;
  try {
    const dataDir = options.dataDir ? ensureDir(path.join(options.dataDir, 'pglite')) : undefined;
    const onThread = !options.onMainThread;
    const startThread = () =>
      PgliteThread.start(
        { dataDir },
        {
          onStopped:
            options.onStopped ??
            ((error) => console.error(`The embedded database stopped: ${error.message}`)),
        },
      );
    const isNew = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
    let client: EmbeddedClient = onThread ? await startThread() : await openOnThisThread(dataDir);
    // drizzle's PGlite driver calls `query`, `exec` and `transaction`, which the thread's proxy answers as PGlite does.
    let db = drizzlePglite(client as unknown as PGlite, { schema });
    try {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      if (onThread && isNew) {
        // Creating a database grows the thread's WebAssembly memory by about 300 MB, which WebAssembly never gives
        // back: a new thread on the created files starts small, as every later start does.
        await client.close();
        client = await startThread();
        db = drizzlePglite(client as unknown as PGlite, { schema });
      }
      // One connection serves every request, so pgvector's search settings are set once for it rather than in a
      // transaction per search: keep 100 candidates, and keep scanning past other workspaces' chunks until enough
      // of the searcher's own are found (docs/decisions/004-pgvector-where-available.md).
      await client.exec(
        `set hnsw.ef_search = ${String(HNSW_EF_SEARCH)}; set hnsw.iterative_scan = relaxed_order`,
      );
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
