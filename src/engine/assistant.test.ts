import { describe, expect, it } from 'vitest';
import { answerChat, type ReferencePassage } from './assistant';

const passage = (id: string, overrides: Partial<ReferencePassage>): ReferencePassage => ({
  id,
  document: 'Anxiety handbook',
  section: 'Worry diary',
  text: 'Ask the client to keep a worry diary for two weeks, noting each worry and what happened.',
  diagnosis: null,
  page: null,
  isBuiltin: false,
  ...overrides,
});

/** Every `[n]` marker in the answer, with the line it stands on. */
const markers = (content: string) =>
  [...content.matchAll(/^- \[(\d+)\] (.*)$/gm)].map((match) => ({
    n: Number(match[1]),
    line: match[2] ?? '',
  }));

describe('chat answers and their sources', () => {
  it('lists sources only in the metadata, and numbers quoted passages by their place in that list', () => {
    const reply = answerChat(
      [{ role: 'user', content: 'What are the treatment options for generalized anxiety disorder?' }],
      [
        passage('chunk:11', { section: 'Worry diary', page: 4 }),
        passage('chunk:12', {
          document: 'Built-in reference',
          section: 'Generalized anxiety disorder: Treatments',
          diagnosis: 'Generalized anxiety disorder',
          isBuiltin: true,
        }),
        passage('chunk:13', {
          section: 'Scheduled worry time',
          text: 'A fifteen-minute worry period each day.',
        }),
      ],
    );
    const sources = reply.metadata?.sources ?? [];
    expect(reply.content).not.toMatch(/^Sources:/m);
    // The diagnosis and its treatments come first, so the quoted passages are not sources 1 and 2.
    expect(sources[0]?.id).toBe('diagnosis:generalized-anxiety-disorder');
    const quoted = markers(reply.content ?? '');
    expect(quoted.map((m) => sources[m.n - 1]?.id)).toEqual(['chunk:11', 'chunk:13']);
    for (const { n, line } of quoted) expect(line.startsWith(`${sources[n - 1]?.title ?? '?'}:`)).toBe(true);
    expect(new Set(sources.map((s) => s.id)).size).toBe(sources.length);
  });

  it('numbers quoted passages from 1 when nothing else is cited', () => {
    const reply = answerChat(
      [{ role: 'user', content: 'How long should a worry diary be kept?' }],
      [passage('chunk:21', {}), passage('chunk:22', { section: 'Review', page: 9 })],
    );
    expect(reply.metadata?.sources?.map((s) => s.id)).toEqual(['chunk:21', 'chunk:22']);
    expect(markers(reply.content ?? '').map((m) => m.n)).toEqual([1, 2]);
    expect(reply.content).not.toMatch(/^Sources:/m);
  });

  it('cites nothing, and says so, when the reference has no answer', () => {
    const reply = answerChat([{ role: 'user', content: 'What is the capital of Peru?' }]);
    expect(reply.metadata).toEqual({ enhanced: false, sources: [] });
    expect(reply.content).toContain("couldn't find that in the reference content");
  });
});
