import { CORE_CONCEPTS } from './concepts/core';
import { MEDICAL_CONCEPTS } from './concepts/medical';
import { MOOD_ANXIETY_CONCEPTS } from './concepts/mood-anxiety';
import { OTHER_GROUP_CONCEPTS } from './concepts/other-groups';
import { MOOD_ANXIETY_DIAGNOSES } from './diagnoses/mood-anxiety';
import { OTHER_GROUP_DIAGNOSES } from './diagnoses/other-groups';
import { TREATMENTS } from './treatments/treatments';
import type { Concept, Diagnosis, Treatment } from './types';

/**
 * Our own clinical reference content. Diagnosis criteria are paraphrased in our own words, never copied
 * from the DSM-5-TR. ICD-10-CM codes come from the CMS/CDC FY2026 code set (F01–F99, as transcribed in
 * shared/datasets/icd10cm); the only other codes are Z codes for outcomes that are not disorders.
 */
export const CONCEPTS: readonly Concept[] = [
  ...CORE_CONCEPTS,
  ...MOOD_ANXIETY_CONCEPTS,
  ...OTHER_GROUP_CONCEPTS,
  ...MEDICAL_CONCEPTS,
];
export const DIAGNOSES: readonly Diagnosis[] = [...MOOD_ANXIETY_DIAGNOSES, ...OTHER_GROUP_DIAGNOSES];
export const TREATMENTS_TABLE: readonly Treatment[] = TREATMENTS;

export const CONCEPTS_BY_ID: ReadonlyMap<string, Concept> = new Map(
  CONCEPTS.map((concept) => [concept.id, concept]),
);
export const DIAGNOSES_BY_ID: ReadonlyMap<string, Diagnosis> = new Map(
  DIAGNOSES.map((diagnosis) => [diagnosis.id, diagnosis]),
);
export const TREATMENTS_BY_ID: ReadonlyMap<string, Treatment> = new Map(
  TREATMENTS.map((treatment) => [treatment.id, treatment]),
);
