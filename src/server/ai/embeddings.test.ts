import { describe, expect, it } from 'vitest';
import { startFakeEmbeddingsServer } from '../testing/fake-embeddings-server';
import {
  DEFAULT_ENCODER_IDLE_MS,
  EmbeddingError,
  LOCAL_EMBEDDING_MODEL,
  createLocalEmbeddings,
  createOpenAiEmbeddings,
  embeddingsUrl,
  runningEncoderThreads,
} from './embeddings';
import { embedByLength } from './embeddings-worker';

const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

describe('offline sentence encoder', () => {
  it('embeds offline into unit 512-d vectors that put related sentences closer than unrelated ones', async () => {
    const provider = createLocalEmbeddings();
    expect(provider.model).toBe(LOCAL_EMBEDDING_MODEL);
    const [worry, anxious, tyres] = await provider.embed([
      'I worry about everything and cannot switch my mind off',
      'Excessive anxiety and worry that is hard to control',
      'Change the car tyres before the winter',
    ]);
    for (const vector of [worry, anxious, tyres]) {
      expect(vector).toHaveLength(512);
      expect(Math.hypot(...(vector ?? []))).toBeCloseTo(1, 4);
    }
    expect(dot(worry ?? [], anxious ?? [])).toBeGreaterThan(dot(worry ?? [], tyres ?? []));
    await provider.close?.();
  }, 60_000);

  it("spreads a batch over encoder threads and returns every vector in its passage's place", async () => {
    const one = createLocalEmbeddings({ threads: 1 });
    const two = createLocalEmbeddings({ threads: 2 });
    try {
      const texts = [
        'Worry most days about work and money',
        'Panic attacks with a racing heart',
        'Nightmares and flashbacks after the accident',
        'Low mood and loss of interest for a month',
        'Checking the locks again and again',
      ];
      const [single, spread] = [await one.embed(texts), await two.embed(texts)];
      expect(spread).toHaveLength(texts.length);
      spread.forEach((vector, i) => {
        expect(dot(vector, single[i] ?? [])).toBeGreaterThan(0.9999);
        if (i > 0) expect(dot(vector, single[i - 1] ?? [])).toBeLessThan(0.99);
      });
    } finally {
      await one.close?.();
      await two.close?.();
    }
  }, 120_000);

  it("embeds passages in passes of similar length and returns each vector in its passage's place", async () => {
    const passes: string[][] = [];
    const texts = ['a'.repeat(50), 'b', 'c'.repeat(400), 'd'.repeat(3), 'e'.repeat(60), 'f'.repeat(2)];
    const vectors = await embedByLength(
      texts,
      async (batch) => {
        passes.push(batch);
        return batch.map((text) => [text.length]);
      },
      2,
    );
    expect(vectors).toEqual(texts.map((text) => [text.length]));
    expect(passes.map((pass) => pass.map((text) => text.length))).toEqual([
      [1, 2],
      [3, 50],
      [60, 400],
    ]);
  });

  it('keeps the calling thread free to answer while it embeds a batch', async () => {
    const provider = createLocalEmbeddings();
    try {
      await provider.embed(['warm-up: the model loads on first use']);
      const texts = Array.from(
        { length: 64 },
        (_, i) => `Passage ${String(i)}: persistent worry, poor sleep and restlessness for months`,
      );
      // Count turns of this thread's event loop while the batch is encoded. An encoder on this thread would
      // let the loop turn only between its passes (a few dozen times for the batch, whatever the machine's
      // speed or load); on its own thread the loop keeps turning, thousands of times, however slow the batch.
      let turns = 0;
      let embedding = true;
      const spin = () => {
        turns++;
        if (embedding) setImmediate(spin);
      };
      setImmediate(spin);
      const vectors = await provider.embed(texts).finally(() => (embedding = false));
      expect(vectors).toHaveLength(64);
      expect(turns).toBeGreaterThan(1_000);
    } finally {
      await provider.close?.();
    }
  }, 120_000);

  it('refuses to embed once closed, and a new provider works again', async () => {
    const closed = createLocalEmbeddings();
    await closed.close?.();
    await expect(closed.embed(['worry'])).rejects.toBeInstanceOf(EmbeddingError);
    const fresh = createLocalEmbeddings();
    try {
      expect(await fresh.embed(['worry'])).toHaveLength(1);
    } finally {
      await fresh.close?.();
    }
  }, 60_000);

  it('ends an idle encoder thread, releasing its model, and starts one again on the next request', async () => {
    const provider = createLocalEmbeddings({ threads: 1, idleMs: 300 });
    try {
      const [first] = await provider.embed(['I cannot stop worrying about work']);
      expect(runningEncoderThreads()).toBe(1);
      await expect.poll(() => runningEncoderThreads(), { timeout: 10_000, interval: 100 }).toBe(0);
      const [again] = await provider.embed(['I cannot stop worrying about work']);
      expect(again).toEqual(first);
    } finally {
      await provider.close?.();
      await createLocalEmbeddings({ idleMs: DEFAULT_ENCODER_IDLE_MS }).close?.();
    }
  }, 120_000);
});

describe('OpenAI-compatible embeddings', () => {
  it('appends /v1/embeddings to a base URL with or without /v1', () => {
    expect(embeddingsUrl('http://localhost:11434')).toBe('http://localhost:11434/v1/embeddings');
    expect(embeddingsUrl('https://api.example.org/v1/')).toBe('https://api.example.org/v1/embeddings');
  });

  it('returns one unit vector per text, in order, and learns the dimensions', async () => {
    const server = await startFakeEmbeddingsServer();
    try {
      const provider = createOpenAiEmbeddings({
        baseUrl: server.baseUrl,
        apiKey: 'k',
        model: 'm',
        timeoutMs: 5_000,
      });
      const vectors = await provider.embed(['panic attack', 'sleep problems']);
      expect(vectors).toHaveLength(2);
      expect(provider.dimensions).toBe(256);
      for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
      expect(server.calls.get('panic attack')).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('fails with a reason on an HTTP error, an unreachable server or a malformed answer', async () => {
    const server = await startFakeEmbeddingsServer();
    server.failOn = 'x';
    const provider = createOpenAiEmbeddings({
      baseUrl: server.baseUrl,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 5_000,
    });
    await expect(provider.embed(['x'])).rejects.toThrow('HTTP 500');
    await server.close();
    await expect(provider.embed(['y'])).rejects.toBeInstanceOf(EmbeddingError);
    const malformed = createOpenAiEmbeddings({
      baseUrl: 'http://example.invalid',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 5_000,
      fetch: () => Promise.resolve(new Response(JSON.stringify({ data: [{ embedding: ['a'] }] }))),
    });
    await expect(malformed.embed(['z'])).rejects.toThrow('malformed vector');
  });
});
