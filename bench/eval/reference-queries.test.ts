import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../../src/contract/reference';
import { DIAGNOSES, TREATMENTS_TABLE } from '../../src/knowledge/index';
import type { Diagnosis, DiagnosisGroup } from '../../src/knowledge/types';

/**
 * The evaluation query set for the diagnostic reference search and the chat assistant. The checks keep it a
 * fair test of retrieval: queries point at real diagnoses, cover the whole knowledge base, and are written in
 * their own words, so a search cannot score by matching copied text.
 */

const itemSchema = z.strictObject({
  query: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH),
  expected: z.string().min(1),
  kind: z.enum(['lay', 'clinical', 'question']),
});
type Item = z.infer<typeof itemSchema>;

const load = (file: string): Item[] =>
  z.array(itemSchema).parse(JSON.parse(readFileSync(path.resolve('bench/eval', file), 'utf8')));
const items = load('reference-queries.json');
/** Written after the search's weights were chosen on `items`; held to the same rules of fairness. */
const heldOut = load('reference-queries-holdout.json');
const everyItem = [...items, ...heldOut];
const described = items.filter((item) => item.kind !== 'question');
const questions = items.filter((item) => item.kind === 'question');

/** Each query names one diagnosis by its default code, the code the engine reports for it. */
const byDefaultCode = new Map(DIAGNOSES.map((d) => [d.icd10cm[0] ?? '', d]));
const diagnosisOf = (item: Item): Diagnosis | undefined => byDefaultCode.get(item.expected);

/** The groups the set must reach, so no family of disorders goes untested. */
const REQUIRED_GROUPS: DiagnosisGroup[] = [
  'anxiety',
  'depressive',
  'bipolar',
  'trauma-stressor',
  'obsessive-compulsive',
  'psychotic',
  'feeding-eating',
  'substance-addictive',
  'sleep-wake',
  'neurodevelopmental',
  'personality',
  'other',
];

const normalise = (text: string): string => text.toLowerCase().replace(/[’‘]/g, "'");
const words = (text: string): string[] => normalise(text).match(/[a-z0-9']+/g) ?? [];

/** Every string in a knowledge record, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const RUN = 8;
function runs(text: string): string[] {
  const tokens = words(text);
  const out: string[] = [];
  for (let i = 0; i + RUN <= tokens.length; i++) out.push(tokens.slice(i, i + RUN).join(' '));
  return out;
}

/**
 * The knowledge text a query must not copy: its own diagnosis and treatments, and also every other entry,
 * since one diagnosis's differentials often describe another in the same words.
 */
const KNOWLEDGE_RUNS: ReadonlySet<string> = new Set(
  [...DIAGNOSES, ...TREATMENTS_TABLE].flatMap(strings).flatMap(runs),
);

/** Naming a disorder is not copying it, so runs are taken only between the diagnosis names a query mentions. */
const FULL_NAMES = DIAGNOSES.map((d) => normalise(d.name)).sort((a, b) => b.length - a.length);
const withoutNames = (query: string): string[] =>
  FULL_NAMES.reduce((parts, name) => parts.flatMap((part) => part.split(name)), [normalise(query)]);

function copiedRun(item: Item): string | undefined {
  return withoutNames(item.query)
    .flatMap(runs)
    .find((run) => KNOWLEDGE_RUNS.has(run));
}

/** Ways a query can name a diagnosis: its name without the parenthetical, the parenthetical, the head before a comma. */
function namesOf(diagnosis: Diagnosis): string[] {
  const name = normalise(diagnosis.name);
  const bare = name.replace(/\s*\([^)]*\)/, '').trim();
  const inner = /\(([^)]*)\)/.exec(name)?.[1]?.trim();
  const head = bare.split(',')[0]?.trim() ?? bare;
  return [bare, ...(inner ? [inner] : []), ...(head.endsWith('disorder') ? [head] : [])];
}
const names = (item: Item, diagnosis: Diagnosis): boolean =>
  namesOf(diagnosis).some((name) => normalise(item.query).includes(name));

describe('reference evaluation query set', () => {
  it('holds at least 60 lay and clinical descriptions, split about evenly', () => {
    const lay = described.filter((item) => item.kind === 'lay').length;
    const clinical = described.length - lay;
    expect(described.length).toBeGreaterThanOrEqual(60);
    expect(Math.min(lay, clinical) / described.length).toBeGreaterThanOrEqual(0.45);
  });

  it('points every query at the default ICD-10-CM code of a diagnosis in the knowledge base', () => {
    const unknown = everyItem
      .filter((item) => !diagnosisOf(item))
      .map((item) => `${item.expected}: ${item.query}`);
    expect(unknown).toEqual([]);
  });

  it('has no duplicate queries, within or across the two sets', () => {
    const seen = everyItem.map((item) => words(item.query).join(' '));
    expect(new Set(seen).size).toBe(everyItem.length);
  });

  it('holds out at least 40 queries of all three kinds', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    expect(new Set(heldOut.map((item) => item.kind))).toEqual(new Set(['lay', 'clinical', 'question']));
  });

  it('covers at least 30 diagnoses across every major group', () => {
    const codes = new Set(described.map((item) => item.expected));
    expect(codes.size).toBeGreaterThanOrEqual(30);
    const groups = new Set(described.map((item) => diagnosisOf(item)?.group));
    expect(REQUIRED_GROUPS.filter((group) => !groups.has(group))).toEqual([]);
  });

  it('describes a presentation without naming its diagnosis in lay and clinical items', () => {
    const naming = everyItem
      .filter((item) => item.kind !== 'question')
      .filter((item) => {
        const diagnosis = diagnosisOf(item);
        return diagnosis !== undefined && names(item, diagnosis);
      });
    expect(naming.map((item) => item.query)).toEqual([]);
  });

  it('phrases some lay and clinical items as questions, for the chat assistant', () => {
    expect(described.filter((item) => item.query.endsWith('?')).length).toBeGreaterThanOrEqual(4);
  });

  it('asks at least 12 questions, each about a disorder it names', () => {
    expect(questions.length).toBeGreaterThanOrEqual(12);
    const unnamed = questions.filter((item) => {
      const diagnosis = diagnosisOf(item);
      return !item.query.endsWith('?') || diagnosis === undefined || !names(item, diagnosis);
    });
    expect(unnamed.map((item) => item.query)).toEqual([]);
  });

  it('detects an 8-word run copied from a diagnosis (guards the next check)', () => {
    const diagnosis = DIAGNOSES[0];
    if (!diagnosis) throw new Error('the knowledge base has no diagnoses');
    const copied: Item = {
      query: `so ${diagnosis.overview.split(' ').slice(2, 12).join(' ')} anyway`,
      expected: diagnosis.icd10cm[0] ?? '',
      kind: 'clinical',
    };
    expect(copiedRun(copied)).toBeDefined();
  });

  it('copies no 8-word run from the knowledge text of its diagnosis or any other', () => {
    const copied = everyItem
      .map((item) => ({ query: item.query, run: copiedRun(item) }))
      .filter((entry) => entry.run !== undefined);
    expect(copied).toEqual([]);
  });

  it('copies no lay cue of four or more words from the knowledge base', () => {
    const cues = DIAGNOSES.flatMap((d) => d.layCues)
      .map((cue) => words(cue).join(' '))
      .filter((cue) => cue.split(' ').length >= 4);
    const copied = everyItem.filter((item) => {
      const query = ` ${words(item.query).join(' ')} `;
      return cues.some((cue) => query.includes(` ${cue} `));
    });
    expect(copied.map((item) => item.query)).toEqual([]);
  });
});
