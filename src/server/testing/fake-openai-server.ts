import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions request as the server received it. */
export type ReceivedChat = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string } };
  };
};

export type ChatReply = { status?: number; body: string };

/** A chat-completions answer whose message content is `content` (an object is sent as its JSON). */
export function chatCompletion(content: unknown, finishReason = 'stop'): ChatReply {
  return {
    body: JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_763_700_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
          },
          finish_reason: finishReason,
        },
      ],
    }),
  };
}

/**
 * A real HTTP server speaking the OpenAI `/v1/chat/completions` shape, for tests: it records each request and
 * answers whatever `answerWith` says (by default a 500, so a test that forgets to set an answer fails loudly).
 */
export async function startFakeOpenAiServer() {
  const received: ReceivedChat[] = [];
  let reply: (request: ReceivedChat) => ChatReply = () => ({
    status: 500,
    body: '{"error":{"message":"no answer set"}}',
  });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: ReceivedChat['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedChat['body'];
      } catch {
        // not JSON: the test sees an empty body
      }
      const request: ReceivedChat = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      };
      received.push(request);
      const { status = 200, body: answer } =
        request.url.endsWith('/chat/completions') && request.method === 'POST'
          ? reply(request)
          : { status: 404, body: '{"error":{"message":"not found"}}' };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Ends in `/v1`, as `OPENAI_BASE_URL` does. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith(next: (request: ReceivedChat) => ChatReply) {
      reply = next;
    },
    /** Every request is answered with a completion whose content is `content`. */
    answerContent(content: unknown) {
      reply = () => chatCompletion(content);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;
