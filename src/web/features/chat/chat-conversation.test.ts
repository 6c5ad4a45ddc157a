import { describe, expect, it } from 'vitest';
import {
  NO_CONTENT_REPLY,
  canSend,
  createGreeting,
  readReply,
  replySources,
  replyText,
} from './chat-conversation';

describe('chat conversation rules', () => {
  it('greets with the five abilities and the closing question', () => {
    const greeting = createGreeting(new Date('2026-01-01T10:00:00Z'));
    expect(greeting.role).toBe('assistant');
    for (const ability of [
      'Treatment planning and interventions',
      'Diagnostic clarification',
      'Evidence-based practice guidelines',
      'Risk assessment considerations',
      'Documentation assistance',
    ]) {
      expect(greeting.content).toContain(ability);
    }
    expect(greeting.content.endsWith('How can I assist you today?')).toBe(true);
  });

  it('sends only non-blank text and never while a reply is pending', () => {
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('What about CBT?', true)).toBe(false);
    expect(canSend('  What about CBT? ', false)).toBe(true);
  });

  it('shows content, else the error text, else the fallback apology', () => {
    expect(replyText({ content: 'Use CBT.', error: 'ignored' })).toBe('Use CBT.');
    expect(replyText({ error: 'Messages must not be empty' })).toBe('Messages must not be empty');
    expect(replyText({ content: '' })).toBe(NO_CONTENT_REPLY);
    expect(replyText({})).toBe(NO_CONTENT_REPLY);
  });

  it('reads an error body as a reply and treats non-JSON as a failure', async () => {
    await expect(
      readReply(Response.json({ error: 'Too long', code: 'validation_failed' }, { status: 400 })),
    ).resolves.toMatchObject({
      error: 'Too long',
    });
    await expect(readReply(new Response('<html>502</html>', { status: 502 }))).resolves.toBeNull();
    await expect(readReply(Response.json({ content: 42 }))).resolves.toBeNull();
  });

  it('lists each cited source once, in the order the reply gives them', () => {
    const gad = { id: 'diagnosis:gad', title: 'Generalized anxiety disorder (F41.1)' };
    const cbt = { id: 'chunk:42', title: 'Built-in reference: Treatments' };
    expect(replySources({ content: 'x', metadata: { enhanced: true, sources: [gad, cbt, gad] } })).toEqual([
      gad,
      cbt,
    ]);
    expect(replySources({ content: 'x', metadata: { enhanced: false } })).toEqual([]);
    expect(replySources(null)).toEqual([]);
  });
});
