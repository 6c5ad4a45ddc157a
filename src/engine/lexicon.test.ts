import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../knowledge/index';
import { buildLexicon, compilePattern } from './lexicon';
import { parseDocument } from './text';

const lexicon = buildLexicon(CONCEPTS);
const conceptsIn = (text: string) => {
  const doc = parseDocument(text);
  return doc.sentences.flatMap((sentence, i) => lexicon.find(sentence, i, text)).map((m) => m.conceptId);
};

describe('pattern compiler', () => {
  it('understands alternatives, optional words, prefixes and gaps', () => {
    const pattern = compilePattern('x', "(can't|cannot) [really] switch* ... off");
    expect(pattern.elements).toHaveLength(5);
  });
});

describe('concept lexicon', () => {
  it('compiles every pattern in the knowledge base', () => {
    expect(lexicon.size).toBeGreaterThan(1000);
  });

  it('finds lay-language symptoms with their exact spans', () => {
    const text = "Client: I just can't switch my mind off at night, and I've been feeling really down.";
    const doc = parseDocument(text);
    const mentions = doc.sentences.flatMap((s, i) => lexicon.find(s, i, text));
    expect(mentions.map((m) => m.conceptId)).toEqual(
      expect.arrayContaining(['excessive-worry', 'depressed-mood']),
    );
    for (const mention of mentions) expect(text.slice(mention.start, mention.end)).toBe(mention.text);
  });

  it('catches indirect suicidal phrasing', () => {
    expect(conceptsIn('Client: Honestly everyone would be better off without me.')).toContain(
      'suicidal-ideation',
    );
  });
});
