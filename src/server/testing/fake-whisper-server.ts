import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One multipart upload as the server received it. */
export type ReceivedTranscription = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
};

export type WhisperReply = { status?: number; body: string; delayMs?: number };

/**
 * A real HTTP server speaking the OpenAI `/v1/audio/transcriptions` shape, for tests. It parses the multipart
 * body the way a Whisper server would and answers whatever `reply` says (by default the text "ok").
 */
export async function startFakeWhisperServer() {
  const received: ReceivedTranscription[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let reply: (request: ReceivedTranscription) => WhisperReply = () => ({ body: '{"text":"ok"}' });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void parseMultipart(Buffer.concat(chunks), req.headers['content-type']).then((form) => {
        const request: ReceivedTranscription = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          ...form,
        };
        received.push(request);
        const { status = 200, body, delayMs = 0 } = reply(request);
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(body);
        };
        if (delayMs === 0) return send();
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, delayMs);
        timers.add(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    answerWith(next: (request: ReceivedTranscription) => WhisperReply) {
      reply = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeWhisperServer = Awaited<ReturnType<typeof startFakeWhisperServer>>;

async function parseMultipart(
  body: Buffer,
  contentType: string | undefined,
): Promise<Pick<ReceivedTranscription, 'fields' | 'file'>> {
  const fields: Record<string, string> = {};
  let file: ReceivedTranscription['file'];
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType ?? '' },
    }).formData();
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
  } catch {
    // not multipart: the test sees no fields and no file
  }
  return { fields, file };
}
