import { DIAGNOSES } from '../knowledge/index';
import type { Diagnosis } from '../knowledge/types';
import { wordTable } from './word-table';

/** Lowercase words: letters, digits and the dot of a code; everything else separates. */
export const normaliseLabel = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();

/**
 * The names clinicians and clients commonly write for a diagnosis (abbreviations, everyday names), normalised.
 * These are matched whole, never as substrings: "add" must not be found inside "bladder".
 */
const ALIASES = wordTable<string>({
  depression: 'mdd-single-episode',
  depressed: 'mdd-single-episode',
  'major depression': 'mdd-single-episode',
  'clinical depression': 'mdd-single-episode',
  mdd: 'mdd-single-episode',
  'major depressive disorder': 'mdd-single-episode',
  'depressive disorder': 'mdd-single-episode',
  'recurrent depression': 'mdd-recurrent',
  dysthymia: 'persistent-depressive-disorder',
  'chronic depression': 'persistent-depressive-disorder',
  adhd: 'adhd',
  add: 'adhd',
  'adult adhd': 'adhd',
  'attention deficit': 'adhd',
  'attention deficit disorder': 'adhd',
  'attention deficit hyperactivity disorder': 'adhd',
  anxiety: 'generalized-anxiety-disorder',
  anxious: 'generalized-anxiety-disorder',
  gad: 'generalized-anxiety-disorder',
  'generalised anxiety': 'generalized-anxiety-disorder',
  'generalised anxiety disorder': 'generalized-anxiety-disorder',
  'generalized anxiety': 'generalized-anxiety-disorder',
  worry: 'generalized-anxiety-disorder',
  'chronic worry': 'generalized-anxiety-disorder',
  panic: 'panic-disorder',
  'panic attacks': 'panic-disorder',
  'social phobia': 'social-anxiety-disorder',
  ptsd: 'ptsd',
  cptsd: 'ptsd',
  'c ptsd': 'ptsd',
  'complex ptsd': 'ptsd',
  trauma: 'ptsd',
  'post traumatic stress': 'ptsd',
  'post traumatic stress disorder': 'ptsd',
  ocd: 'ocd',
  ocpd: 'obsessive-compulsive-personality-disorder',
  bipolar: 'bipolar-i',
  'bipolar disorder': 'bipolar-i',
  'manic depression': 'bipolar-i',
  bpd: 'borderline-personality-disorder',
  eupd: 'borderline-personality-disorder',
  'emotionally unstable personality disorder': 'borderline-personality-disorder',
  asd: 'autism-spectrum-disorder',
  autism: 'autism-spectrum-disorder',
  autistic: 'autism-spectrum-disorder',
  asperger: 'autism-spectrum-disorder',
  aspergers: 'autism-spectrum-disorder',
  insomnia: 'insomnia-disorder',
  'sleep problems': 'insomnia-disorder',
  'trouble sleeping': 'insomnia-disorder',
  alcohol: 'alcohol-use-disorder',
  alcoholism: 'alcohol-use-disorder',
  aud: 'alcohol-use-disorder',
  'alcohol misuse': 'alcohol-use-disorder',
  'alcohol abuse': 'alcohol-use-disorder',
  'problem drinking': 'alcohol-use-disorder',
  cannabis: 'cannabis-use-disorder',
  marijuana: 'cannabis-use-disorder',
  opioids: 'opioid-use-disorder',
  opiates: 'opioid-use-disorder',
  heroin: 'opioid-use-disorder',
  cocaine: 'stimulant-use-disorder',
  stimulants: 'stimulant-use-disorder',
  methamphetamine: 'stimulant-use-disorder',
  smoking: 'tobacco-use-disorder',
  nicotine: 'tobacco-use-disorder',
  gambling: 'gambling-disorder',
  'problem gambling': 'gambling-disorder',
  bulimia: 'bulimia-nervosa',
  anorexia: 'anorexia-nervosa',
  'binge eating': 'binge-eating-disorder',
  grief: 'uncomplicated-bereavement',
  bereavement: 'uncomplicated-bereavement',
  'complicated grief': 'prolonged-grief-disorder',
  'prolonged grief': 'prolonged-grief-disorder',
  'relationship problems': 'relationship-distress',
  'relationship issues': 'relationship-distress',
  'relationship difficulties': 'relationship-distress',
  'relationship conflict': 'relationship-distress',
  'marital problems': 'relationship-distress',
  'marital conflict': 'relationship-distress',
  'couple conflict': 'relationship-distress',
  dementia: 'major-neurocognitive-disorder',
  'health anxiety': 'illness-anxiety-disorder',
  hypochondria: 'illness-anxiety-disorder',
  schizophrenia: 'schizophrenia',
});

/** Labels that name a family of diagnoses, not one: guessing a member would recommend for the wrong one. */
const FAMILIES = new Set([
  'eating disorder',
  'eating disorders',
  'personality disorder',
  'substance use',
  'substance misuse',
  'substance abuse',
  'addiction',
  'psychosis',
  'mood disorder',
  'anxiety disorder',
  'anxiety disorders',
]);

/** Words that say nothing about which diagnosis is meant. */
const FILLER = new Set([
  'disorder',
  'disorders',
  'the',
  'and',
  'with',
  'of',
  'a',
  'an',
  'or',
  'type',
  'unspecified',
]);

/** A crude stem so "depression" and "depressive", "eating" and "eat" meet; short words stay whole. */
const stem = (word: string) => (word.length > 4 ? word.replace(/(ions?|ive|ed|ing|s)$/, '') : word);
const words = (text: string) => normaliseLabel(text).replace(/\./g, ' ').split(' ').filter(Boolean);

const nameStems = new Map(DIAGNOSES.map((d) => [d.id, new Set(words(d.name).map(stem))]));
const byId = new Map(DIAGNOSES.map((d) => [d.id, d]));

/**
 * A diagnosis named by id, ICD-10-CM code, "Name (F41.1)", its name, a common name or abbreviation ("Depression",
 * "ADHD", "PTSD"), or words all found in its name ("social anxiety"). Words are compared whole, never as
 * substrings; a family name ("eating disorder") or a label matching nothing gives undefined.
 */
export function resolveDiagnosis(label: string): Diagnosis | undefined {
  const text = normaliseLabel(label);
  if (!text) return undefined;
  const code = /\b([fz]\d{2}(?:\.\d{1,3})?)\b/i.exec(label)?.[1]?.toUpperCase();
  const exact =
    byId.get(label.trim()) ??
    (code ? DIAGNOSES.find((d) => d.icd10cm.includes(code)) : undefined) ??
    DIAGNOSES.find((d) => normaliseLabel(d.name) === text);
  if (exact) return exact;
  if (FAMILIES.has(text)) return undefined;
  const alias = ALIASES[text];
  if (alias) return byId.get(alias);
  const wanted = words(label)
    .filter((word) => !FILLER.has(word))
    .map(stem);
  if (wanted.length === 0) return undefined;
  return DIAGNOSES.find((d) => {
    const stems = nameStems.get(d.id);
    return stems !== undefined && wanted.every((word) => stems.has(word));
  });
}

/** The relationship has ended: a breakup, a separation, a divorce, a partner who left. */
const RELATIONSHIP_ENDED =
  /\b(break ?up|broke up|broken up|split (?:up|from)|separated|separation(?! anxiety)|divorc\w*|(?:relationship|marriage|engagement) (?:has |had |just |recently )*(?:ended|over|finished)|ended (?:the|our|their|his|her|my) (?:relationship|marriage|engagement)|(?:partner|wife|husband|boyfriend|girlfriend|fianc\w*) (?:has |just |recently )*left|dumped)\b/i;

/** The couple itself is the focus of the work: both partners attend, or the aim is the relationship. */
const COUPLE_FOCUS =
  /\b(couples? (?:therapy|counsell?ing|work|sessions?)|as a couple|both partners|joint sessions?|attend\w* together|reconcil\w*|(?:save|repair|rebuild|work on) (?:the|our|their|this) (?:marriage|relationship))\b/i;

/**
 * Couples therapy needs a couple that wants to work on the relationship. When the client's records say the
 * relationship has ended, it is offered only if they also say the couple is the focus.
 */
export function couplesTherapyFits(text: string): boolean {
  return !RELATIONSHIP_ENDED.test(text) || COUPLE_FOCUS.test(text);
}
