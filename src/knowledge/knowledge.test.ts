import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONCEPTS,
  CONCEPTS_BY_ID,
  DIAGNOSES,
  DIAGNOSES_BY_ID,
  TREATMENTS_BY_ID,
  TREATMENTS_TABLE,
} from './index';

/** Vendored with its source and licence (icd10cm/README.md), read from beside this file wherever the tests run. */
const ICD_FILE = fileURLToPath(new URL('./icd10cm/icd10cm_F01-F99_FY2026.csv', import.meta.url));
/** Outcomes that are not mental disorders carry Z codes, which the F01–F99 file does not hold. */
const ALLOWED_Z_CODES = new Set(['Z03.89', 'Z63.4', 'Z63.0', 'Z60.0', 'Z56.9']);

function icdCodes(): Set<string> {
  const lines = readFileSync(ICD_FILE, 'utf8').trim().split('\n').slice(1);
  return new Set(lines.map((line) => line.split(',')[1] ?? ''));
}

/** The pattern syntax of types.ts: words, (a|b), [optional], prefix*, and ... gaps, balanced and unnested. */
function isValidPattern(pattern: string): boolean {
  if (pattern !== pattern.toLowerCase() || pattern.trim() !== pattern || pattern.length === 0) return false;
  let depth = 0;
  for (const char of pattern) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (depth < 0 || depth > 1) return false;
  }
  return depth === 0 && !/[{}\\^$+?]/.test(pattern);
}

describe('knowledge base', () => {
  it('has at least 60 diagnoses and 30 treatments, with unique ids', () => {
    expect(DIAGNOSES.length).toBeGreaterThanOrEqual(60);
    expect(TREATMENTS_TABLE.length).toBeGreaterThanOrEqual(30);
    expect(DIAGNOSES_BY_ID.size).toBe(DIAGNOSES.length);
    expect(TREATMENTS_BY_ID.size).toBe(TREATMENTS_TABLE.length);
    expect(CONCEPTS_BY_ID.size).toBe(CONCEPTS.length);
  });

  it('uses only ICD-10-CM codes that exist in the FY2026 code set', () => {
    const codes = icdCodes();
    expect(codes.size).toBeGreaterThan(800);
    for (const diagnosis of DIAGNOSES) {
      expect(diagnosis.icd10cm.length, diagnosis.id).toBeGreaterThan(0);
      for (const code of diagnosis.icd10cm)
        expect(codes.has(code) || ALLOWED_Z_CODES.has(code), `${diagnosis.id}: ${code}`).toBe(true);
    }
  });

  it('refers only to concepts, diagnoses and treatments that exist', () => {
    for (const diagnosis of DIAGNOSES) {
      for (const group of diagnosis.criteria) {
        for (const item of group.items)
          for (const concept of item.concepts)
            expect(CONCEPTS_BY_ID.has(concept), `${diagnosis.id}.${item.id}: ${concept}`).toBe(true);
        if (group.kind === 'at-least')
          expect(group.min, `${diagnosis.id}.${group.id}`).toBeLessThanOrEqual(group.items.length);
      }
      for (const exclusion of diagnosis.exclusions) {
        for (const concept of exclusion.concepts ?? [])
          expect(CONCEPTS_BY_ID.has(concept), `${diagnosis.id}: ${concept}`).toBe(true);
        for (const other of exclusion.betterExplainedBy ?? [])
          expect(DIAGNOSES_BY_ID.has(other), `${diagnosis.id}: ${other}`).toBe(true);
      }
      for (const differential of diagnosis.differentials)
        expect(
          DIAGNOSES_BY_ID.has(differential.diagnosisId),
          `${diagnosis.id}: ${differential.diagnosisId}`,
        ).toBe(true);
      for (const treatment of diagnosis.treatments)
        expect(TREATMENTS_BY_ID.has(treatment), `${diagnosis.id}: ${treatment}`).toBe(true);
    }
    for (const treatment of TREATMENTS_TABLE) {
      expect(treatment.indications.length, treatment.id).toBeGreaterThan(0);
      for (const indication of treatment.indications)
        expect(
          DIAGNOSES_BY_ID.has(indication.diagnosisId),
          `${treatment.id}: ${indication.diagnosisId}`,
        ).toBe(true);
      for (const contraindication of treatment.contraindications) {
        for (const concept of contraindication.concepts ?? [])
          expect(CONCEPTS_BY_ID.has(concept), `${treatment.id}: ${concept}`).toBe(true);
      }
      expect(treatment.source.length, treatment.id).toBeGreaterThan(5);
    }
  });

  it('serves every diagnosis with at least one treatment', () => {
    const served = new Set(
      TREATMENTS_TABLE.flatMap((treatment) => treatment.indications.map((i) => i.diagnosisId)),
    );
    for (const diagnosis of DIAGNOSES)
      expect(served.has(diagnosis.id) || diagnosis.treatments.length > 0, diagnosis.id).toBe(true);
  });

  it('writes every concept pattern in the documented syntax, at least three per concept', () => {
    for (const concept of CONCEPTS) {
      expect(concept.patterns.length, concept.id).toBeGreaterThanOrEqual(3);
      for (const pattern of concept.patterns)
        expect(isValidPattern(pattern), `${concept.id}: ${pattern}`).toBe(true);
    }
  });
});
