import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly, synchronously on whichever
 * thread calls it: on the server's thread every query held up every other request. Here this thread is the one
 * owner of the database and the server's thread talks to it by message (pglite-thread.ts).
 *
 * Start: `workerData` is {@link DatabaseThreadStart}; the thread answers `{ type: 'ready' }` or `{ type: 'failed' }`.
 * Then messages in are {@link DatabaseRequest}s and each is answered once by a {@link DatabaseResponse} with its id.
 * Requests run as they arrive, not one after another: PGlite's own locks order them, so a query that is not part of
 * an open transaction waits for that transaction to end, exactly as it would on the server's thread.
 */

export type DatabaseThreadStart = { dataDir: string | undefined };

/** What of PGlite's query options crosses the thread: functions cannot, so parsers travel as the type ids they cover. */
export type WireQueryOptions = {
  rowMode?: 'array' | 'object';
  /** Values of these types come back as PostgreSQL's text; the caller's own parser turns them into values. */
  textTypes?: number[];
  paramTypes?: number[];
};

export type DatabaseRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; options?: WireQueryOptions; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  /** Opens a transaction; the answer's value is its id for the requests that belong to it. */
  | { id: number; op: 'begin' }
  /** Ends the transaction `tx`: COMMIT, or ROLLBACK when `commit` is false. Answered once it has ended. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/**
 * An error as data: its name, message, PostgreSQL's fields (code, severity, detail, constraint, table …) or the file
 * system's (an errno code such as ENOSPC), and its cause.
 */
export type WireError = {
  name: string;
  message: string;
  fields: Record<string, string | number | undefined>;
  cause?: WireError;
};

export type DatabaseResponse = { id: number; value: unknown } | { id: number; error: WireError };

export type DatabaseThreadEvent = { type: 'ready' } | { type: 'failed'; error: WireError };

/** Fields that stay behind: the parameters (the caller has them) and the options PGlite attaches to its errors. */
const LOCAL_FIELDS = new Set(['params', 'queryOptions', 'stack', 'message', 'name', 'cause']);

export function toWireError(error: unknown, depth = 0): WireError {
  if (typeof error !== 'object' || error === null)
    return { name: 'Error', message: String(error), fields: {} };
  const own = error as Record<string, unknown>;
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(own)) {
    if (LOCAL_FIELDS.has(key)) continue;
    // PostgreSQL's fields it did not send (a hint, a column) stay present and undefined, as PGlite leaves them.
    if (typeof value === 'string' || typeof value === 'number' || value === undefined) fields[key] = value;
  }
  const wire: WireError = {
    name: typeof own.name === 'string' ? own.name : 'Error',
    message: typeof own.message === 'string' ? own.message : 'unknown error',
    fields,
  };
  if (typeof own.cause === 'object' && own.cause !== null && depth < 4)
    wire.cause = toWireError(own.cause, depth + 1);
  return wire;
}

const keepText = (value: string) => value;

function toQueryOptions(options: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const parsers: ParserOptions = {};
  for (const type of options.textTypes ?? []) parsers[type] = keepText;
  return { rowMode: options.rowMode, parsers, paramTypes: options.paramTypes };
}

type OpenTransaction = {
  tx: Transaction;
  /** Settles the callback PGlite's `transaction` is waiting on; `endId` is the request to answer once it ends. */
  end: (commit: boolean, endId: number) => void;
};

function serve(db: PGlite, port: NonNullable<typeof parentPort>): void {
  const transactions = new Map<number, OpenTransaction>();
  const answer = (id: number, value: unknown) => port.postMessage({ id, value } satisfies DatabaseResponse);
  const fail = (id: number, error: unknown) =>
    port.postMessage({ id, error: toWireError(error) } satisfies DatabaseResponse);

  const target = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  /**
   * PGlite's `transaction` holds the database (its own lock) until its callback settles; the callback here waits
   * for the server's thread to say how the transaction ends. A callback that throws rolls back.
   */
  const begin = (id: number) => {
    let endId: number | undefined;
    db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(id, {
          tx,
          end: (shouldCommit, requestId) => {
            endId = requestId;
            resolve(shouldCommit);
          },
        });
        answer(id, id);
      });
      transactions.delete(id);
      if (!commit) await tx.rollback();
    }).then(
      () => {
        if (endId !== undefined) answer(endId, null);
      },
      (error: unknown) => {
        transactions.delete(id);
        // Before the callback ran, BEGIN itself failed; after, COMMIT or ROLLBACK did.
        fail(endId ?? id, error);
      },
    );
  };

  port.on('message', (request: DatabaseRequest) => {
    switch (request.op) {
      case 'query':
        Promise.resolve()
          .then(() => target(request.tx).query(request.text, request.params, toQueryOptions(request.options)))
          .then(
            (result) => answer(request.id, result),
            (error: unknown) => fail(request.id, error),
          );
        return;
      case 'exec':
        Promise.resolve()
          .then(() => target(request.tx).exec(request.text))
          .then(
            (results) => answer(request.id, results),
            (error: unknown) => fail(request.id, error),
          );
        return;
      case 'begin':
        begin(request.id);
        return;
      case 'end': {
        const open = transactions.get(request.tx);
        if (open) open.end(request.commit, request.id);
        else fail(request.id, new Error('Transaction is closed'));
        return;
      }
      case 'close':
        db.close().then(
          () => answer(request.id, null),
          (error: unknown) => fail(request.id, error),
        );
        return;
    }
  });
}

/**
 * PostgreSQL's buffer cache inside the embedded database. Its default (128 MB) is memory the server holds for
 * good once touched; the workspace's hot data (the reference's vectors and index, a practice's lists) fits in a
 * quarter of it, and a page outside it is one read from the operating system's file cache. 32 MB measured about
 * 110 MB less resident memory after a restart, with the same throughput on every hot path (`npm run bench`).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

async function start(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread');
  const { dataDir } = workerData as DatabaseThreadStart;
  try {
    // pgvector ships inside npm with PGlite; the reference's vector search uses it (migration 0002).
    const extensions = { vector };
    const options = {
      extensions,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    };
    const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await db.waitReady;
    serve(db, port);
    port.postMessage({ type: 'ready' } satisfies DatabaseThreadEvent);
  } catch (error) {
    port.postMessage({ type: 'failed', error: toWireError(error) } satisfies DatabaseThreadEvent);
  }
}

void start();
