import type { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import { startWorkerModule } from '../worker-module';
import type {
  DatabaseRequest,
  DatabaseResponse,
  DatabaseThreadEvent,
  DatabaseThreadStart,
  WireError,
  WireQueryOptions,
} from './pglite-worker';

/**
 * The embedded database on a thread of its own (pglite-worker.ts), seen from the server's thread through the part of
 * PGlite's interface drizzle's PGlite driver uses: `query`, `exec` and `transaction`. Queries leave this thread as
 * messages, so a slow one no longer holds up every request; the database still runs one statement at a time.
 */

/** An error PostgreSQL (or PGlite) reported on the database's thread, with the same fields the caller would have had. */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(wire: WireError, params: unknown[] | undefined) {
    super(wire.message, wire.cause ? { cause: new EmbeddedDatabaseError(wire.cause, undefined) } : undefined);
    Object.assign(this, wire.fields);
    this.name = wire.name;
    if (params) this.params = params;
  }
}

/** The database's thread ended (or was ended) while this request waited, or before it was made. */
export class DatabaseThreadStoppedError extends Error {
  override name = 'DatabaseThreadStoppedError';
}

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  params?: unknown[];
};

/** What a transaction's callback is given, as PGlite's `Transaction` (the part drizzle calls). */
export type ThreadTransaction = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

export type DatabaseThreadOptions = {
  /** Where an unexpected end of the database's thread is reported (its requests fail as well). */
  onStopped?: (error: Error) => void;
};

function toWireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice)
    throw new Error('serializers, blob and onNotice cannot reach the embedded database thread');
  return {
    rowMode: options.rowMode,
    textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    paramTypes: options.paramTypes,
  };
}

/**
 * The caller's parsers, applied here to the values the thread left as text: PGlite would have called them with
 * the same text and type id (and never for a null).
 */
function applyParsers<T>(
  result: Results<T>,
  parsers: ParserOptions | undefined,
  rowMode: string | undefined,
) {
  if (!parsers) return result;
  const columns = result.fields.flatMap((field, index) => {
    // PGlite calls a parser with the type id as well; its declared type leaves that out.
    const parser = parsers[field.dataTypeID] as ((value: string, typeId: number) => unknown) | undefined;
    return parser ? [{ index, name: field.name, type: field.dataTypeID, parser }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, type, parser } of columns) {
      const key = rowMode === 'array' ? index : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string, type);
    }
  }
  return result;
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly options: DatabaseThreadOptions,
  ) {
    worker.on('message', (message: DatabaseResponse) => this.settle(message));
    worker.on('error', (error) => this.stop(`the embedded database failed (${error.message})`));
    worker.on('exit', (code) => this.stop(`the embedded database stopped (exit code ${String(code)})`));
    // Idle, the thread does not keep the process alive; a request in flight does (see `send`).
    worker.unref();
  }

  /** Starts the thread and waits until the database in it is open. */
  static async start(start: DatabaseThreadStart, options: DatabaseThreadOptions = {}): Promise<PgliteThread> {
    const worker = startWorkerModule('pglite-worker', import.meta.url, { workerData: start });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(
          new DatabaseThreadStoppedError(`the embedded database stopped while opening (exit code ${code})`),
        );
      const onError = (error: Error) => reject(error);
      worker.once('exit', onExit);
      worker.once('error', onError);
      worker.once('message', (event: DatabaseThreadEvent) => {
        worker.off('exit', onExit);
        worker.off('error', onError);
        if (event.type === 'ready') resolve();
        else reject(new EmbeddedDatabaseError(event.error, undefined));
      });
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThread(worker, options);
  }

  private send(request: DatabaseRequest, params?: unknown[]): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject, params });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage(request);
    });
  }

  private settle(response: DatabaseResponse): void {
    const request = this.pending.get(response.id);
    if (!request) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in response) request.reject(new EmbeddedDatabaseError(response.error, request.params));
    else request.resolve(response.value);
  }

  /** Every request in flight fails with the reason, and so does every later one. */
  private stop(reason: string): void {
    if (this.stopped) return;
    const error = new DatabaseThreadStoppedError(reason);
    this.stopped = error;
    const failed = [...this.pending.values()];
    this.pending.clear();
    for (const request of failed) request.reject(error);
    if (!this.closing) this.options.onStopped?.(error);
  }

  private async runQuery<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    tx: number | undefined,
  ): Promise<Results<T>> {
    const request: DatabaseRequest = {
      id: this.nextId++,
      op: 'query',
      text,
      params,
      options: toWireOptions(options),
      tx,
    };
    const result = (await this.send(request, params)) as Results<T>;
    return applyParsers(result, options?.parsers, options?.rowMode);
  }

  private async runExec(text: string, options: QueryOptions | undefined, tx: number | undefined) {
    if (options) toWireOptions(options);
    return (await this.send({ id: this.nextId++, op: 'exec', text, tx })) as Results[];
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(text, params, options, undefined);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExec(text, options, undefined);
  }

  /**
   * Runs `callback` in one transaction, as PGlite's `transaction` does: the database is held for it until it ends,
   * committed when the callback returns and rolled back when it throws (or calls `rollback`). Other queries wait.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ id: this.nextId++, op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      closed = true;
      await this.send({ id: this.nextId++, op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.runQuery<R>(text, params, options, id);
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        return this.runExec(text, options, id);
      },
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Closes the database and ends its thread; the thread is ended even when closing the database fails. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        if (!this.stopped) await this.send({ id: this.nextId++, op: 'close' });
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }
}
