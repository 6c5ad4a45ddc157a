import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const ask = (...contents: string[]) => ({
  messages: contents.map((content, i) => ({
    id: i + 1,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content,
    timestamp: new Date(2026, 0, 1, 10, i).toISOString(),
  })),
});

type Reply = {
  content?: string;
  error?: string;
  metadata?: { enhanced?: boolean; sources?: { id: string; title: string }[] };
};

describe('clinical chat assistant', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  it('answers a treatment question from the reference, citing its sources', async () => {
    const reply = (
      await agent.post(
        '/api/chat-assistant',
        ask(
          'What are the most effective evidence-based treatment approaches for generalized anxiety disorder?',
        ),
      )
    ).json<Reply>();
    expect(reply.metadata?.enhanced).toBe(true);
    expect(reply.content).toContain('Generalized anxiety disorder (F41.1)');
    expect(reply.content).toMatch(/Source: .*NICE/);
    expect(reply.metadata?.sources?.map((s) => s.id)).toContain('diagnosis:generalized-anxiety-disorder');
    expect(reply.content).toContain('not a diagnosis of a specific person');
    // The panel lists the sources under the answer; the answer does not repeat them.
    expect(reply.content).not.toMatch(/^Sources:/m);
  });

  it('reads a follow-up with the question before it', async () => {
    const reply = (
      await agent.post(
        '/api/chat-assistant',
        ask('Treatment options for panic disorder?', 'Here are the options…', 'And for adolescents?'),
      )
    ).json<Reply>();
    expect(reply.content).toContain('Panic disorder');
    expect(reply.content).toContain('children and adolescents');
  });

  it('puts crisis guidance first when a message discloses imminent risk', async () => {
    const reply = (
      await agent.post(
        '/api/chat-assistant',
        ask('My client just told me he wants to kill himself tonight and has pills. What do I do?'),
      )
    ).json<Reply>();
    expect(reply.content?.startsWith('**Safety first.**')).toBe(true);
    expect(reply.content).toContain('988');
  });

  it('says when the reference has no answer rather than inventing one', async () => {
    const reply = (
      await agent.post('/api/chat-assistant', ask('What is the capital of Peru?'))
    ).json<Reply>();
    expect(reply.metadata?.enhanced).toBe(false);
    expect(reply.content).toContain("couldn't find that in the reference content");
  });

  it.each([
    ['no messages', { messages: [] }],
    ['a last message from the assistant', ask('Hello', 'Hi there')],
    ['an oversized message', ask('x'.repeat(8_001))],
    ['a malformed body', { messages: 'hello' }],
  ])('answers %s with 400 and an error the panel can show', async (_label, body) => {
    const response = await agent.post('/api/chat-assistant', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<Reply>().error).toEqual(expect.any(String));
  });
});
