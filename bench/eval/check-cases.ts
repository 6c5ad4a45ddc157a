// Validates the evaluation set in bench/eval/cases: schema, diagnosis ids, verbatim gold phrases, speaker
// attribution, "never discussed" risk wording, and the coverage targets described in bench/eval/README.md.
// Run: npx tsx bench/eval/check-cases.ts   (exits 1 on any problem)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MOOD_ANXIETY_DIAGNOSES } from '../../src/knowledge/diagnoses/mood-anxiety';
import { OTHER_GROUP_DIAGNOSES } from '../../src/knowledge/diagnoses/other-groups';

const CASES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases');

const STYLES = [
  'labelled-therapist-client',
  'labelled-clinician-patient',
  'labelled-doctor-patient',
  'bracketed-doctor-patient',
  'unlabelled-dictation',
  'labelled-first-names',
] as const;
type Style = (typeof STYLES)[number];

const RISK_STATUSES = ['present', 'denied', 'not_assessed'] as const;
type RiskStatus = (typeof RISK_STATUSES)[number];
const RISK_FIELDS = ['suicidal', 'selfHarm', 'harmToOthers'] as const;
type RiskField = (typeof RISK_FIELDS)[number];

const riskStatus = z.enum(RISK_STATUSES);
const phrase = z.string().min(2);

const caseSchema = z.strictObject({
  id: z.string().regex(/^\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/, 'id must look like "01-short-slug"'),
  description: z.string().min(10),
  style: z.enum(STYLES),
  transcript: z.string().min(200),
  gold: z.strictObject({
    primaryDiagnosis: z.string(),
    acceptableDiagnoses: z.array(z.string()).min(1),
    risk: z.strictObject({ suicidal: riskStatus, selfHarm: riskStatus, harmToOthers: riskStatus }),
    deniedSymptoms: z.array(phrase),
    otherPersonConditions: z.array(phrase),
    durations: z.array(phrase),
    clientQuoteCandidates: z.array(phrase).min(2).max(4),
  }),
});
type EvalCase = z.infer<typeof caseSchema>;

const DIAGNOSIS_IDS = new Set([...MOOD_ANXIETY_DIAGNOSES, ...OTHER_GROUP_DIAGNOSES].map((d) => d.id));

/** Client speaker labels per labelled style; first-name transcripts use the second speaker to talk. */
const CLIENT_LABELS: Record<Exclude<Style, 'unlabelled-dictation' | 'labelled-first-names'>, string> = {
  'labelled-therapist-client': 'Client',
  'labelled-clinician-patient': 'Patient',
  'labelled-doctor-patient': 'Patient',
  'bracketed-doctor-patient': '[patient]',
};
const REQUIRED_LABELS: Record<Exclude<Style, 'unlabelled-dictation' | 'labelled-first-names'>, string[]> = {
  'labelled-therapist-client': ['Therapist', 'Client'],
  'labelled-clinician-patient': ['Clinician', 'Patient'],
  'labelled-doctor-patient': ['Doctor', 'Patient'],
  'bracketed-doctor-patient': ['[doctor]', '[patient]'],
};
/** A turn starts a line with `[role]` or `Name:`; only labels that start two or more lines count as speakers. */
const SPEAKER_LINE = /^(\[[a-z]+\]|[A-Z][A-Za-z]*(?=:))/;
const ROLE_LABELS = ['Therapist', 'Client', 'Clinician', 'Patient', 'Doctor', '[doctor]', '[patient]'];

/**
 * Wording that means the topic WAS raised. A risk field marked not_assessed must contain none of it,
 * so "never discussed" cases really never discuss it.
 */
const RISK_WORDING: Record<RiskField, RegExp> = {
  suicidal:
    /suicid|end(?:ing)? (?:my|your|his|her|their) life|kill(?:ing)? (?:my|your|him|her)sel(?:f|ves)|wan(?:t|ted|ting) to die|better off without|(?:not|n't) (?:want(?:ing)? to )?(?:be(?:ing)? (?:alive|here)|live)|top (?:my|your)self/i,
  selfHarm:
    /self-?harm|(?:hurt|harm|cut|burn|injur)(?:s|ed|ing)? (?:my|your|him|her)sel(?:f|ves)|hurt yourself|harming yourself/i,
  harmToOthers:
    /(?:hurt|harm|kill)(?:s|ed|ing)? (?:anyone|someone|somebody|others|other people|him|her|them)\b|violen|assault/i,
};

/** Speaker labels in order of first appearance (a heading such as "Risk:" used once is not a speaker). */
function speakerLabels(transcript: string): string[] {
  const seen = new Map<string, number>();
  for (const line of transcript.split('\n')) {
    const label = SPEAKER_LINE.exec(line)?.[1];
    if (label !== undefined) seen.set(label, (seen.get(label) ?? 0) + 1);
  }
  return [...seen.entries()]
    .filter(([label, n]) => n >= 2 || ROLE_LABELS.includes(label))
    .map(([label]) => label);
}

/** The speaker label of the line holding character `index`, or undefined for unlabelled text. */
function speakerAt(transcript: string, index: number): string | undefined {
  const lineStart = transcript.lastIndexOf('\n', index - 1) + 1;
  const line = transcript.slice(
    lineStart,
    transcript.indexOf('\n', index) === -1 ? undefined : transcript.indexOf('\n', index),
  );
  return SPEAKER_LINE.exec(line)?.[1];
}

/** Every start offset of `needle` in `haystack`. */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

function checkCase(file: string, data: EvalCase, problems: string[]): void {
  const fail = (message: string) => problems.push(`${file}: ${message}`);
  const { transcript, gold, style } = data;

  if (file !== `${data.id}.json`) fail(`file name must be "${data.id}.json"`);

  for (const id of [gold.primaryDiagnosis, ...gold.acceptableDiagnoses]) {
    if (!DIAGNOSIS_IDS.has(id)) fail(`unknown diagnosis id "${id}"`);
  }
  if (!gold.acceptableDiagnoses.includes(gold.primaryDiagnosis)) {
    fail('acceptableDiagnoses must include the primaryDiagnosis');
  }
  if (new Set(gold.acceptableDiagnoses).size !== gold.acceptableDiagnoses.length) {
    fail('acceptableDiagnoses has duplicates');
  }

  const verbatimLists = {
    deniedSymptoms: gold.deniedSymptoms,
    otherPersonConditions: gold.otherPersonConditions,
    durations: gold.durations,
    clientQuoteCandidates: gold.clientQuoteCandidates,
  };
  for (const [list, phrases] of Object.entries(verbatimLists)) {
    for (const p of phrases) {
      if (!transcript.includes(p)) fail(`${list}: not verbatim in the transcript: "${p}"`);
    }
  }

  // Speaker structure and attribution.
  const labels = speakerLabels(transcript);
  let clientLabel: string | undefined;
  if (style === 'unlabelled-dictation') {
    if (labels.length > 0) fail(`dictation must have no speaker labels, found ${labels.join(', ')}`);
  } else if (style === 'labelled-first-names') {
    if (labels.length < 2) fail('first-name transcript needs at least two speakers');
    if (labels.some((l) => ROLE_LABELS.includes(l))) fail('first-name transcript uses a generic role label');
    clientLabel = labels[1];
  } else {
    for (const required of REQUIRED_LABELS[style]) {
      if (!labels.includes(required)) fail(`style ${style} but no "${required}" turns`);
    }
    clientLabel = CLIENT_LABELS[style];
  }

  // Quotes, denials and durations are the client's own words (or, in dictation, reported by the clinician).
  const attributed = {
    clientQuoteCandidates: gold.clientQuoteCandidates,
    deniedSymptoms: gold.deniedSymptoms,
    durations: gold.durations,
  };
  for (const [list, phrases] of Object.entries(attributed)) {
    for (const p of phrases) {
      const spots = occurrences(transcript, p);
      if (spots.length === 0) continue;
      if (clientLabel !== undefined) {
        if (!spots.some((at) => speakerAt(transcript, at) === clientLabel)) {
          fail(`${list}: "${p}" is not in a ${clientLabel} turn`);
        }
      } else if (list === 'clientQuoteCandidates') {
        const insideQuotes = spots.some((at) => (transcript.slice(0, at).match(/"/g) ?? []).length % 2 === 1);
        if (!insideQuotes)
          fail(`clientQuoteCandidates: "${p}" is not inside quotation marks in the dictation`);
      }
    }
  }

  // A field marked not_assessed must not be touched anywhere in the text.
  for (const field of RISK_FIELDS) {
    if (gold.risk[field] !== 'not_assessed') continue;
    const hit = RISK_WORDING[field].exec(transcript);
    if (hit) fail(`risk.${field} is not_assessed but the transcript raises it: "${hit[0]}"`);
  }
}

type Target = { label: string; actual: number; min: number };

function main(): void {
  const problems: string[] = [];
  const files = readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const cases: EvalCase[] = [];

  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(CASES_DIR, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: invalid JSON (${String(error)})`);
      continue;
    }
    const parsed = caseSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      continue;
    }
    checkCase(file, parsed.data, problems);
    cases.push(parsed.data);
  }

  // Numbering: 01…N with no gaps or duplicates.
  const numbers = cases.map((c) => Number(c.id.slice(0, 2)));
  numbers.forEach((n, i) => {
    if (n !== i + 1) problems.push(`numbering: expected ${String(i + 1).padStart(2, '0')}, found ${c2(n)}`);
  });

  // ── Coverage summary ──
  const count = <K extends string>(keys: K[]): Map<K, number> => {
    const m = new Map<K, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  const printMap = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
      console.log(`  ${String(v).padStart(3)}  ${k}`);
    }
  };

  const primaries = count(cases.map((c) => c.gold.primaryDiagnosis));
  printMap(
    `Primary diagnoses (${primaries.size} distinct of ${DIAGNOSIS_IDS.size} in the knowledge base):`,
    primaries,
  );
  printMap('Styles:', count(cases.map((c) => c.style)));

  console.log('\nRisk status per field:');
  for (const field of RISK_FIELDS) {
    const m = count(cases.map((c) => c.gold.risk[field]));
    const parts = RISK_STATUSES.map((s: RiskStatus) => `${s} ${m.get(s) ?? 0}`);
    console.log(`  ${field.padEnd(13)} ${parts.join(', ')}`);
  }

  const anyRisk = (c: EvalCase, s: RiskStatus) => RISK_FIELDS.some((f) => c.gold.risk[f] === s);
  const INDIRECT =
    /better off (?:without|if|with the)|(?:see|what's) the point of (?:being here|going on)|wasn't around/i;
  const presentCases = cases.filter((c) => anyRisk(c, 'present'));
  const indirectCases = presentCases.filter((c) => INDIRECT.test(c.transcript));
  const words = cases.map((c) => wordCount(c.transcript)).sort((a, b) => a - b);
  const injection = cases.filter((c) => /ignore (?:all |your )?previous instructions/i.test(c.transcript));
  const comorbid = cases.filter((c) => /comorbid/i.test(c.description));
  const tooShort = cases.filter((c) => /too short/i.test(c.description));

  const targets: Target[] = [
    { label: 'cases', actual: cases.length, min: 40 },
    { label: 'distinct primary diagnoses', actual: primaries.size, min: 30 },
    { label: 'comorbid cases (description says "comorbid")', actual: comorbid.length, min: 8 },
    { label: 'cases with risk present', actual: presentCases.length, min: 8 },
    { label: '  of which indirect phrasing', actual: indirectCases.length, min: 4 },
    { label: '  of which direct disclosure', actual: presentCases.length - indirectCases.length, min: 4 },
    {
      label: 'cases with a risk denial and no risk present',
      actual: cases.filter((c) => anyRisk(c, 'denied') && !anyRisk(c, 'present')).length,
      min: 10,
    },
    {
      label: 'cases where risk was never discussed',
      actual: cases.filter((c) => RISK_FIELDS.every((f) => c.gold.risk[f] === 'not_assessed')).length,
      min: 10,
    },
    {
      label: 'cases with denied symptoms',
      actual: cases.filter((c) => c.gold.deniedSymptoms.length > 0).length,
      min: 12,
    },
    {
      label: 'cases with another person’s condition',
      actual: cases.filter((c) => c.gold.otherPersonConditions.length > 0).length,
      min: 6,
    },
    {
      label: 'cases with gold durations',
      actual: cases.filter((c) => c.gold.durations.length > 0).length,
      min: 30,
    },
    { label: 'duration-too-short cases (description says "too short")', actual: tooShort.length, min: 3 },
    {
      label: 'dictation cases',
      actual: cases.filter((c) => c.style === 'unlabelled-dictation').length,
      min: 6,
    },
    { label: 'transcripts over 1,200 words', actual: words.filter((w) => w > 1200).length, min: 5 },
    { label: 'prompt-injection cases', actual: injection.length, min: 2 },
    {
      label: 'no-disorder outcomes',
      actual: cases.filter((c) => NO_DISORDER.has(c.gold.primaryDiagnosis)).length,
      min: 3,
    },
  ];

  console.log('\nCoverage targets:');
  for (const t of targets) {
    const ok = t.actual >= t.min;
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${t.label}: ${t.actual} (min ${t.min})`);
    if (!ok) problems.push(`coverage: ${t.label} is ${t.actual}, below ${t.min}`);
  }
  const median = words[Math.floor(words.length / 2)] ?? 0;
  console.log(
    `\nTranscript length: min ${words[0] ?? 0}, median ${median}, max ${words[words.length - 1] ?? 0} words`,
  );
  console.log(`Prompt-injection cases: ${injection.map((c) => c.id).join(', ') || 'none'}`);
  console.log(`Duration-too-short cases: ${tooShort.map((c) => c.id).join(', ') || 'none'}`);

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`\nAll ${cases.length} cases valid.`);
}

const NO_DISORDER = new Set([
  'no-diagnosable-disorder',
  'uncomplicated-bereavement',
  'relationship-distress',
]);

function c2(n: number): string {
  return Number.isFinite(n) ? String(n).padStart(2, '0') : 'a non-number';
}

main();
