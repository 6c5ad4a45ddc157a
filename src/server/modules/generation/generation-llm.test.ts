import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const TRANSCRIPT = [
  'Therapist: What brings you in?',
  "Client: I can't stop worrying about work and money, and I can't switch my mind off at night.",
  'Client: It has been like this for about seven months.',
].join('\n');

describe('generation with an OpenAI-compatible provider configured', () => {
  let server: Server;
  let answer: 'good' | 'broken' = 'good';
  let t: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (answer === 'broken') {
          response.writeHead(500).end('upstream failure');
          return;
        }
        const content = JSON.stringify({
          presentingProblem: 'Persistent worry about work and finances.',
          duration: 'About seven months, as the client reported.',
          clinicalObservations:
            'The client described worry that is hard to stop. Risk was not assessed in this session.',
          clientQuote: "I can't stop worrying about work and money, and I can't switch my mind off at night.",
          summary: 'Worry-focused session; suicide risk was not assessed.',
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp('pglite', {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '2000',
    });
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("uses the model's checked prose and names the provider", async () => {
    answer = 'good';
    const note = (await agent.post('/api/generate-session-note', { dictationText: TRANSCRIPT })).json<{
      provider: string;
      presentingProblem: string;
    }>();
    expect(note.provider).toBe('openai:test-model');
    expect(note.presentingProblem).toBe('Persistent worry about work and finances.');
  });

  it("falls back to the engine's own note when the model fails, and says so", async () => {
    answer = 'broken';
    const response = await agent.post('/api/generate-session-note', { dictationText: TRANSCRIPT });
    expect(response.statusCode).toBe(200);
    const note = response.json<{ provider: string; clientQuote: string }>();
    expect(note.provider).toBe('local-engine (fallback from openai:test-model: http_status)');
    expect(TRANSCRIPT).toContain(note.clientQuote);
  });

  it('refuses to start without a model name', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:1/v1' })).toThrow(
      /OPENAI_MODEL is required with AI_PROVIDER=openai/,
    );
  });
});
