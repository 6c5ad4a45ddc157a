import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible `/v1/embeddings` server for tests: deterministic bag-of-words vectors (texts sharing words
 * are similar), a count of how often each text was embedded, and a way to make it fail on chosen texts.
 */
export type FakeEmbeddingsServer = {
  baseUrl: string;
  /** How many times each input text was sent. */
  calls: Map<string, number>;
  /** Inputs containing this marker are answered with HTTP 500. */
  failOn: string | undefined;
  close: () => Promise<void>;
};

const DIMENSIONS = 256;

export function bagOfWordsVector(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let hash = 2166136261;
    for (const char of word) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    const index = Math.abs(hash) % DIMENSIONS;
    vector[index] = (vector[index] ?? 0) + 1;
  }
  // A constant component keeps every vector non-zero.
  vector[0] = (vector[0] ?? 0) + 0.01;
  return vector;
}

export async function startFakeEmbeddingsServer(): Promise<FakeEmbeddingsServer> {
  const state: FakeEmbeddingsServer = {
    baseUrl: '',
    calls: new Map(),
    failOn: undefined,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { input: string[]; model: string };
      if (request.url !== '/v1/embeddings' || !Array.isArray(body.input)) {
        response.writeHead(404).end();
        return;
      }
      if (state.failOn && body.input.some((text) => text.includes(state.failOn ?? ''))) {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      for (const text of body.input) state.calls.set(text, (state.calls.get(text) ?? 0) + 1);
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: body.input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: bagOfWordsVector(text),
          })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${String(port)}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return state;
}
