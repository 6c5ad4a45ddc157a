import type { Concept } from '../knowledge/types';
import type { Sentence } from './text';

/**
 * Compiles the knowledge base's concept patterns (syntax in src/knowledge/types.ts) into token matchers
 * and finds every concept mention in a sentence.
 */

type Word = { text: string; isPrefix: boolean };
type Element = { kind: 'words'; options: Word[][]; isOptional: boolean } | { kind: 'gap' };
type CompiledPattern = {
  conceptId: string;
  elements: Element[];
  source: string;
  /** When the pattern's first element is one word, the exact words its second token can be: a cheap early reject. */
  secondWords: Set<string> | null;
};

const MAX_GAP = 3;
const PREFIX_KEY = 3;

const toWord = (raw: string): Word => {
  const text = raw.toLowerCase().replaceAll('’', "'");
  return text.endsWith('*') ? { text: text.slice(0, -1), isPrefix: true } : { text, isPrefix: false };
};
const toWords = (phrase: string): Word[] => phrase.trim().split(/\s+/).filter(Boolean).map(toWord);

export function compilePattern(conceptId: string, pattern: string): CompiledPattern {
  const elements: Element[] = [];
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i] ?? '';
    if (char === ' ') {
      i++;
    } else if (char === '(' || char === '[') {
      const close = pattern.indexOf(char === '(' ? ')' : ']', i);
      if (close < 0) throw new Error(`unbalanced pattern for ${conceptId}: ${pattern}`);
      const options = pattern
        .slice(i + 1, close)
        .split('|')
        .map(toWords)
        .filter((words) => words.length > 0);
      elements.push({ kind: 'words', options, isOptional: char === '[' });
      i = close + 1;
    } else if (pattern.startsWith('...', i)) {
      elements.push({ kind: 'gap' });
      i += 3;
    } else {
      let end = i;
      while (end < pattern.length && !' ([.'.includes(pattern[end] ?? ' ')) end++;
      if (end === i) end = i + 1;
      elements.push({ kind: 'words', options: [[toWord(pattern.slice(i, end))]], isOptional: false });
      i = end;
    }
  }
  return { conceptId, elements, source: pattern, secondWords: secondWordsOf(elements) };
}

function secondWordsOf(elements: Element[]): Set<string> | null {
  const [first, second] = elements;
  if (!first || first.kind !== 'words' || first.isOptional) return null;
  const words = new Set<string>();
  for (const option of first.options) {
    if (option.length >= 2) {
      const word = option[1];
      if (!word || word.isPrefix) return null;
      words.add(word.text);
      continue;
    }
    if (!second || second.kind !== 'words' || second.isOptional) return null;
    for (const next of second.options) {
      const word = next[0];
      if (!word || word.isPrefix) return null;
      words.add(word.text);
    }
  }
  return words;
}

const wordMatches = (word: Word, token: string) =>
  word.isPrefix ? token.startsWith(word.text) : token === word.text;

/** The furthest token index the elements can reach from `at`, or -1. */
function matchFrom(elements: Element[], index: number, tokens: string[], at: number): number {
  if (index === elements.length) return at;
  const element = elements[index];
  if (!element) return at;
  let best = -1;
  if (element.kind === 'gap') {
    for (let skip = 0; skip <= MAX_GAP && at + skip <= tokens.length; skip++) {
      best = Math.max(best, matchFrom(elements, index + 1, tokens, at + skip));
    }
    return best;
  }
  for (const option of element.options) {
    if (at + option.length > tokens.length) continue;
    if (option.every((word, k) => wordMatches(word, tokens[at + k] ?? ''))) {
      best = Math.max(best, matchFrom(elements, index + 1, tokens, at + option.length));
    }
  }
  if (element.isOptional) best = Math.max(best, matchFrom(elements, index + 1, tokens, at));
  return best;
}

export type Mention = {
  conceptId: string;
  sentenceIndex: number;
  tokenStart: number;
  tokenEnd: number;
  start: number;
  end: number;
  text: string;
};

export type Lexicon = {
  find: (sentence: Sentence, sentenceIndex: number, fullText: string) => Mention[];
  size: number;
};

/**
 * A pattern that opens with an optional element is indexed as two patterns, one with it and one without, until
 * each opens with a required word: then it is tried only at tokens that can start it, not at every token.
 */
function startVariants(pattern: CompiledPattern): CompiledPattern[] {
  const [first, ...rest] = pattern.elements;
  if (!first || first.kind !== 'words' || !first.isOptional || rest.length === 0) return [pattern];
  const withIt = { ...first, isOptional: false };
  const variant = (elements: Element[]): CompiledPattern => ({
    ...pattern,
    elements,
    secondWords: secondWordsOf(elements),
  });
  return [variant([withIt, ...rest]), ...startVariants(variant(rest))];
}

export function buildLexicon(concepts: readonly Concept[]): Lexicon {
  const byFirstWord = new Map<string, CompiledPattern[]>();
  const byFirstTwoWords = new Map<string, CompiledPattern[]>();
  const byPrefix: { prefix: string; pattern: CompiledPattern }[] = [];
  const anyStart: CompiledPattern[] = [];
  let size = 0;

  const index = (pattern: CompiledPattern): void => {
    const first = pattern.elements[0];
    if (!first || first.kind === 'gap' || first.isOptional) {
      anyStart.push(pattern);
      return;
    }
    for (const option of first.options) {
      const word = option[0];
      if (!word) continue;
      if (word.isPrefix) byPrefix.push({ prefix: word.text, pattern });
      else if (pattern.secondWords) {
        // Indexed by its first two words: common first words ("i", "can't", "my") open hundreds of patterns.
        for (const second of pattern.secondWords) {
          const key = `${word.text} ${second}`;
          byFirstTwoWords.set(key, [...(byFirstTwoWords.get(key) ?? []), pattern]);
        }
      } else byFirstWord.set(word.text, [...(byFirstWord.get(word.text) ?? []), pattern]);
    }
  };
  for (const concept of concepts) {
    for (const source of concept.patterns) {
      size++;
      for (const pattern of startVariants(compilePattern(concept.id, source))) index(pattern);
    }
  }

  // Prefix words ("worr*") are looked up by their first letters, not tried one by one at every token.
  const prefixIndex = new Map<string, { prefix: string; pattern: CompiledPattern }[]>();
  const shortPrefixes: { prefix: string; pattern: CompiledPattern }[] = [];
  for (const entry of byPrefix) {
    if (entry.prefix.length < PREFIX_KEY) shortPrefixes.push(entry);
    else {
      const key = entry.prefix.slice(0, PREFIX_KEY);
      prefixIndex.set(key, [...(prefixIndex.get(key) ?? []), entry]);
    }
  }

  return {
    size,
    find(sentence, sentenceIndex, fullText) {
      const norms = sentence.tokens.map((token) => token.norm);
      const found: Mention[] = [];
      const tryAt = (pattern: CompiledPattern, at: number) => {
        if (pattern.secondWords && !pattern.secondWords.has(norms[at + 1] ?? '')) return;
        const end = matchFrom(pattern.elements, 0, norms, at);
        if (end <= at) return;
        const first = sentence.tokens[at];
        const last = sentence.tokens[end - 1];
        if (!first || !last) return;
        found.push({
          conceptId: pattern.conceptId,
          sentenceIndex,
          tokenStart: at,
          tokenEnd: end,
          start: first.start,
          end: last.end,
          text: fullText.slice(first.start, last.end),
        });
      };
      for (let at = 0; at < norms.length; at++) {
        const norm = norms[at] ?? '';
        for (const pattern of byFirstWord.get(norm) ?? []) tryAt(pattern, at);
        for (const pattern of byFirstTwoWords.get(`${norm} ${norms[at + 1] ?? ''}`) ?? []) tryAt(pattern, at);
        for (const { prefix, pattern } of prefixIndex.get(norm.slice(0, PREFIX_KEY)) ?? [])
          if (norm.startsWith(prefix)) tryAt(pattern, at);
        for (const { prefix, pattern } of shortPrefixes) if (norm.startsWith(prefix)) tryAt(pattern, at);
        for (const pattern of anyStart) tryAt(pattern, at);
      }
      // One mention per concept per stretch of text: keep the longest of overlapping matches.
      found.sort((a, b) => b.end - b.start - (a.end - a.start));
      const kept: Mention[] = [];
      for (const mention of found) {
        const overlaps = kept.some(
          (k) => k.conceptId === mention.conceptId && k.start < mention.end && mention.start < k.end,
        );
        if (!overlaps) kept.push(mention);
      }
      return kept.sort((a, b) => a.start - b.start);
    },
  };
}
