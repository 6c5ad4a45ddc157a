import { describe, expect, it } from 'vitest';
import { CHUNK_OVERLAP, CHUNK_TARGET, chunkDocument, isPlainHeading } from './chunk-text';
import { expandQuery } from './reference-search';

describe('isPlainHeading', () => {
  it.each([
    'PANIC DISORDER',
    'Treatment Options',
    '2.1 Diagnostic Features',
    'Differential Diagnosis of Mania',
    'Overview',
  ])('reads %s as a heading', (line) => expect(isPlainHeading(line)).toBe(true));
  it.each([
    'The client reports worry most days.',
    'recurrent panic attacks with a surge of fear',
    'Worry is hard to control, and',
    'a',
    'This Line Has Far Too Many Words To Be A Heading In Any Document We Would Import Today',
  ])('reads %s as text', (line) => expect(isPlainHeading(line)).toBe(false));
});

describe('chunkDocument', () => {
  it('splits Markdown at its headings and keeps each section named', () => {
    const chunks = chunkDocument(
      ['Intro line.\n# Panic\nAttacks peak within minutes.\n## Treatment\nCBT with exposure.'],
      'markdown',
      'Notes',
    );
    expect(chunks.map((c) => [c.section, c.text, c.page])).toEqual([
      ['Notes', 'Intro line.', null],
      ['Panic', 'Attacks peak within minutes.', null],
      ['Treatment', 'CBT with exposure.', null],
    ]);
  });

  it('cuts a long section into overlapping chunks of about the target size, keeping the page each starts on', () => {
    const sentences = Array.from(
      { length: 80 },
      (_, i) => `Sentence ${String(i + 1)} describes one more feature of the condition.`,
    );
    const chunks = chunkDocument(
      ['GENERALIZED ANXIETY\n' + sentences.slice(0, 40).join(' '), sentences.slice(40).join(' ')],
      'pdf',
      'Manual',
    );
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    for (const chunk of chunks) {
      expect(chunk.section).toBe('GENERALIZED ANXIETY');
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_TARGET + CHUNK_OVERLAP + 1);
    }
    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1]?.text ?? '';
      const opening = chunks[i]?.text.split('\n')[0] ?? '';
      expect(previous.endsWith(opening)).toBe(true);
      expect(opening.length).toBeLessThanOrEqual(CHUNK_OVERLAP);
    }
    expect(chunks[0]?.page).toBe(1);
    expect(chunks[chunks.length - 1]?.page).toBe(2);
    // Nothing is lost: every sentence is in some chunk.
    for (const sentence of sentences) expect(chunks.some((c) => c.text.includes(sentence))).toBe(true);
  });

  it('names the diagnosis a section is about when its heading or a code says so', () => {
    const [byName, byCode, neither] = chunkDocument(
      ['# Panic disorder\nAttacks.\n# Coding\nUse F41.1 for this picture.\n# Housekeeping\nBring a pen.'],
      'markdown',
      'Notes',
    );
    expect(byName).toMatchObject({ diagnosis: 'Panic disorder', code: 'F41.0' });
    expect(byCode).toMatchObject({ diagnosis: 'Generalized anxiety disorder', code: 'F41.1' });
    expect(neither).toMatchObject({ diagnosis: null, code: null });
  });
});

describe('expandQuery', () => {
  it('adds the clinical names of what lay words describe: "can\'t switch my mind off" is excessive worry', () => {
    const expansion = expandQuery("I can't switch my mind off");
    expect(expansion.clinicalTerms.join(' ').toLowerCase()).toContain('worry');
    expect(expansion.words).toEqual(expect.arrayContaining(['switch', 'mind', 'worry']));
  });

  it("names the engine's most likely diagnoses for a presentation, even in words the reference does not use", () => {
    const mania = expandQuery(
      'for a week he has barely slept, talks non-stop, spent his savings on a whim and says he is destined for greatness',
    );
    expect([...mania.likely.keys()]).toContain('F31.9');
    expect([...mania.likely.values()].every((confidence) => confidence > 0 && confidence <= 1)).toBe(true);
    expect(mania.likely.size).toBeLessThanOrEqual(3);
    // A question about documentation describes no presentation.
    expect(expandQuery('How should I word a progress note?').likely.has('F31.9')).toBe(false);
  });
});
