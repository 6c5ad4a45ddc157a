/**
 * The shapes of our own clinical reference content. Everything here is written in our own words:
 * no text is copied from the DSM-5-TR or any other copyrighted manual.
 *
 * PATTERN SYNTAX (used by `Concept.patterns`, matched case-insensitively against word tokens):
 *   plain words      `worry a lot`            each word must match a token, in order
 *   alternatives     `(can't|cannot|can not)` one of the options; an option may be several words
 *   optional         `[really]`               the bracketed words may be absent
 *   prefix           `worr*`                  a token starting with `worr` (worry, worried, worrying)
 *   gap              `...`                    up to three arbitrary tokens
 * Apostrophes are part of words (`can't`, `i'm`); punctuation is otherwise ignored.
 */

export type ConceptCategory =
  | 'symptom'
  | 'emotion'
  | 'behaviour'
  | 'stressor'
  | 'substance'
  | 'risk'
  | 'protective'
  | 'history'
  | 'functioning';

export type Concept = {
  /** kebab-case, unique across all concept files: 'excessive-worry' */
  id: string;
  /** Clinical label used in notes: 'Excessive worry' */
  label: string;
  category: ConceptCategory;
  /** Lay language first, then clinical terms. At least 3 patterns per concept. */
  patterns: string[];
  /** For emotions: the SPEC chart family it rolls up to. */
  emotion?:
    | 'anxiety'
    | 'stress'
    | 'sadness'
    | 'fatigue'
    | 'anger'
    | 'fear'
    | 'guilt'
    | 'shame'
    | 'hopelessness'
    | 'joy'
    | 'neutral';
  /** Themes for the insights bar chart, e.g. 'Sleep Issues', 'Overthinking', 'Avoidance'. */
  theme?: string;
};

export type CriterionItem = {
  /** unique within the diagnosis: 'worry', 'restlessness' */
  id: string;
  /** Our own paraphrase of the criterion. */
  description: string;
  /** Concept ids; a present (non-negated, client-experienced) mention of any of them satisfies the item. */
  concepts: string[];
};

/**
 * `essential`: the defining feature of the diagnosis (premenstrual timing, a traumatic event). Without it the
 * other symptoms describe a different disorder, so the diagnosis cannot rank on them alone.
 */
export type CriteriaGroup =
  | { kind: 'all'; id: string; label: string; items: CriterionItem[]; essential?: true }
  | { kind: 'at-least'; id: string; label: string; min: number; items: CriterionItem[]; essential?: true };

export type DurationRule = {
  /** Minimum duration in days the core symptoms must have lasted, if any. */
  minDays?: number;
  /** Maximum duration in days (e.g. brief psychotic disorder, acute stress disorder). */
  maxDays?: number;
  description: string;
};

export type Exclusion = {
  description: string;
  /** If present and any concept is present, the diagnosis is ruled out or downgraded. */
  concepts?: string[];
  /** Diagnoses that, if better supported, explain the picture instead. */
  betterExplainedBy?: string[];
};

export type Differential = { diagnosisId: string; distinguishingFeature: string };

export type DiagnosisGroup =
  | 'anxiety'
  | 'depressive'
  | 'bipolar'
  | 'trauma-stressor'
  | 'obsessive-compulsive'
  | 'neurodevelopmental'
  | 'feeding-eating'
  | 'sleep-wake'
  | 'substance-addictive'
  | 'psychotic'
  | 'personality'
  | 'somatic'
  | 'dissociative'
  | 'neurocognitive'
  | 'other';

export type Diagnosis = {
  /** kebab-case: 'generalized-anxiety-disorder' */
  id: string;
  name: string;
  /** ICD-10-CM codes, dotted, each present in shared/datasets/icd10cm (F01–F99), or a Z code for 'no disorder' outcomes. The first is the default. */
  icd10cm: string[];
  group: DiagnosisGroup;
  /** Two or three sentences, our own words: what characterises it. */
  overview: string;
  /** Every group must be satisfied for the criteria to count as met. */
  criteria: CriteriaGroup[];
  duration?: DurationRule;
  exclusions: Exclusion[];
  specifiers: string[];
  differentials: Differential[];
  /** Short lay phrases a client might say, for search expansion: "my mind won't shut off". */
  layCues: string[];
  /** Treatment ids from src/knowledge/treatments, best-supported first. */
  treatments: string[];
};

export type EvidenceLevel = 'high' | 'moderate' | 'emerging';
export type TreatmentType = 'therapy' | 'medication' | 'combination' | 'followup';

export type Treatment = {
  /** kebab-case: 'cbt-anxiety' */
  id: string;
  name: string;
  type: TreatmentType;
  description: string;
  /** Diagnosis ids this treatment serves, with the evidence level for each. */
  indications: { diagnosisId: string; evidenceLevel: EvidenceLevel }[];
  /** e.g. '12–16 weeks' */
  typicalDuration: string;
  /** e.g. 'Weekly 50-minute sessions' */
  frequency: string;
  expectedOutcomes: string[];
  /** Plain-language cautions; `concepts` are lexicon ids whose presence makes it unsuitable or needing caution. */
  contraindications: { description: string; concepts?: string[] }[];
  /** Implementation steps a clinician would follow. */
  implementation: string[];
  /** What to measure and how often (e.g. 'GAD-7 every 2 weeks'). */
  monitoring: string[];
  /** The guideline(s) the evidence level rests on, named: 'NICE CG113 (2011, updated 2019)', 'APA 2019 PTSD guideline', 'VA/DoD 2023 PTSD CPG'. */
  source: string;
  /** Delivery preferences it suits: 'individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based', 'insight-oriented', 'family'. */
  formats: string[];
};
