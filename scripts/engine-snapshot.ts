// Everything the clinical engine writes, for every transcript we hold, as one canonical JSON file:
//   npx tsx scripts/engine-snapshot.ts /tmp/engine-before.json
// A change meant only to make the engine faster must leave the file byte-identical (compare with `cmp`).
// Sources: the evaluation sessions (bench/eval/cases, tuning-sessions, holdout/sessions), the labelled risk
// exchanges (corpus, tuning and held-out), the bench transcript, and the public dialogues and client questions in
// shared/datasets (read as bench/eval/run-eval.ts reads them). Each text goes through analysis, the engine, the
// session note in every shipped template's sections, the summary, and the screens' other generation steps.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { analyse } from '../src/engine/analyse';
import { suggestDiagnoses } from '../src/engine/diagnose';
import { buildInsights } from '../src/engine/insights';
import { recommendTherapies, suggestTreatments, writeAssessmentSummary } from '../src/engine/recommend';
import { runEngine, writeSessionNote, writeSessionSummary } from '../src/engine/writers';
import { makeTranscript } from '../bench/engine';
import { loadRiskItems, loadSessions } from '../bench/eval/measure';

const out = process.argv[2];
if (!out) {
  console.error('usage: npx tsx scripts/engine-snapshot.ts <output.json>');
  process.exit(2);
}

/** Durations are measured against "now": a fixed day keeps the snapshot the same from one day to the next. */
const NOW = new Date('2026-06-15T12:00:00Z');
const DATASETS = path.resolve('../shared/datasets');

/** The section lists of the shipped note templates (src/server/modules/demo/sample-data.ts), and none. */
const TEMPLATES: string[][] = [
  [],
  [
    'Presenting Problem',
    'History of Presenting Problem',
    'Current Mood/Affect',
    'Sleep & Appetite',
    'Safety Assessment',
    'Goals & Progress',
    'Next Steps',
  ],
  ['Current Mood/Affect', 'Homework Review', 'Therapeutic Interventions', 'Goals & Progress', 'Next Steps'],
  ['Subjective', 'Objective', 'Assessment', 'Plan'],
  ['Data', 'Assessment', 'Plan'],
  ['Behavior', 'Intervention', 'Response', 'Plan'],
  ['Goals', 'Intervention', 'Response', 'Plan'],
  ['Problem', 'Intervention', 'Evaluation'],
  [
    'Identifying Information',
    'Presenting Problem',
    'Psychiatric History',
    'Medical History',
    'Substance Use',
    'Social & Family History',
    'Mental Status Examination',
    'Safety Assessment',
    'Diagnostic Impression',
    'Treatment Plan',
  ],
];

function csvColumn(file: string, columns: string[]): string[] {
  const rows = parse<Record<string, string>>(readFileSync(path.join(DATASETS, file)), {
    columns: true,
    skip_empty_lines: true,
  });
  return rows.flatMap((row) => columns.map((c) => row[c] ?? '').filter((t) => t.trim()));
}

function texts(): { source: string; text: string }[] {
  const all: { source: string; text: string }[] = [];
  const add = (source: string, list: string[]) =>
    list.forEach((text, i) => all.push({ source: `${source}#${i}`, text }));
  for (const dir of ['bench/eval/cases', 'bench/eval/tuning-sessions', 'bench/eval/holdout/sessions'])
    add(
      dir,
      loadSessions(path.resolve(dir)).map((s) => s.transcript),
    );
  for (const file of [
    'src/knowledge/corpus/risk-exchanges.jsonl',
    'bench/eval/tuning-risk.jsonl',
    'bench/eval/holdout/risk-utterances.jsonl',
  ])
    add(
      file,
      loadRiskItems(path.resolve(file)).map((r) => r.text),
    );
  add('bench', [makeTranscript(10_000)]);
  for (const file of [
    'aci-bench/train.csv',
    'aci-bench/valid.csv',
    'mts-dialog/MTS-Dialog-TrainingSet.csv',
    'mts-dialog/MTS-Dialog-ValidationSet.csv',
  ])
    add(file, csvColumn(file, ['dialogue']));
  add('counsel-chat', csvColumn('counsel-chat/counsel_chat_train.csv', ['questionText', 'answerText']));
  return all;
}

/**
 * Knowledge objects (a finding's concept, a score's diagnosis) are written as their id; Maps and Sets as arrays in
 * their own order, since order is output too. The analysis's feature cache is an internal memo, not output.
 */
function replacer(this: unknown, key: string, value: unknown): unknown {
  if (key === 'featureCache') return undefined;
  if ((key === 'concept' || key === 'diagnosis') && value && typeof value === 'object' && 'id' in value)
    return { id: value.id };
  if (value instanceof Map) return { map: [...value.entries()] };
  if (value instanceof Set) return { set: [...value] };
  return value;
}

function run(text: string): unknown {
  const analysis = analyse(text, NOW);
  const output = runEngine(analysis);
  const notes = TEMPLATES.map((sections) => writeSessionNote(output, sections));
  const summary = writeSessionSummary(output, {
    clientName: 'Snapshot',
    sessionDate: '1 June',
    sessionNotes: '',
  });
  const diagnoses = suggestDiagnoses(output.analysis, 5);
  const insights = buildInsights(output.analysis);
  const names = diagnoses.slice(0, 2).map((d) => d.diagnosis);
  const note = notes[0];
  const plan = suggestTreatments(names, note?.summary ?? '');
  const assessment = writeAssessmentSummary({
    presentingProblem: note?.presentingProblem ?? '',
    diagnoses: names,
    treatmentPlan: plan.map((p) => p.treatment),
    sessionNotes: note?.summary ?? '',
  });
  const therapies = recommendTherapies(
    {
      name: '',
      primaryDiagnoses: names,
      secondaryDiagnoses: [],
      symptoms: [],
      severityLevel: '',
      treatmentHistory: [],
      preferences: [],
      contraindications: [],
      cultureFactors: [],
    },
    { currentPhase: '' },
  );
  return { output, notes, summary, diagnoses, insights, plan, assessment, therapies };
}

const started = performance.now();
const lines: string[] = [];
for (const { source, text } of texts())
  lines.push(JSON.stringify({ source, ...(run(text) as object) }, replacer));
writeFileSync(out, `[\n${lines.join(',\n')}\n]\n`);
console.log(`${lines.length} texts → ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
