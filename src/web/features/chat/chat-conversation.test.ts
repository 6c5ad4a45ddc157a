import { describe, expect, it } from 'vitest';
import {
  NO_CONTENT_REPLY,
  canSend,
  createGreeting,
  replySources,
  replyText,
  requestMessages,
  TYPING_TEXT,
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

  it('sends the conversation without the typing placeholder or display flags', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(
      requestMessages([
        { id: 1, role: 'user', content: 'What about CBT?', timestamp: at },
        { id: 2, role: 'assistant', content: 'CBT is…', timestamp: at, isEnhanced: true, sources: [] },
        { id: 3, role: 'assistant', content: TYPING_TEXT, timestamp: at, isTyping: true },
      ]),
    ).toEqual([
      { id: 1, role: 'user', content: 'What about CBT?', timestamp: at },
      { id: 2, role: 'assistant', content: 'CBT is…', timestamp: at },
    ]);
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
