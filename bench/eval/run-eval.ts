// `npm run eval`: quality figures for the offline clinical engine on our own fictional cases (bench/eval/cases)
// and a robustness run of every public dialogue in shared/datasets through every generation step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { EvidenceSpan } from '../../src/contract/generation';
import { analyse } from '../../src/engine/analyse';
import { DIAGNOSES_BY_ID } from '../../src/knowledge/index';
import { suggestDiagnoses } from '../../src/engine/diagnose';
import { buildInsights } from '../../src/engine/insights';
import { recommendTherapies, suggestTreatments, writeAssessmentSummary } from '../../src/engine/recommend';
import { runEngine, writeSessionNote, writeSessionSummary } from '../../src/engine/writers';
import {
  loadRiskItems,
  loadSessions,
  measureRiskItems,
  measureSessions,
  pct,
  type SetResult,
} from './measure';
import { SESSIONS_PER_FAMILY, summariseComparison, summariseRatings } from './note-ratings';
import { evaluateReference } from './reference-eval';

const CASES_DIR = path.resolve('bench/eval/cases');
const HOLDOUT_DIR = path.resolve('bench/eval/holdout');
const TUNING_RISK = path.resolve('src/knowledge/corpus/risk-exchanges.jsonl');
const DATASETS = path.resolve('../shared/datasets');
const verbose = process.argv.includes('--verbose');

function report(title: string, result: SetResult): void {
  console.log(title);
  for (const line of result.lines) console.log(line);
  if (verbose) for (const miss of result.misses) console.log(`    - ${miss}`);
  else if (result.misses.length > 0)
    console.log(`  (${result.misses.length} individual misses; run with --verbose to list them)`);
}

/**
 * Tuning data (the engine was developed against it) and the frozen held-out set (never tuned on) are measured
 * and printed apart; the held-out figures are the ones to quote.
 */
function evaluateSets(): boolean {
  const tuningCases = loadSessions(CASES_DIR);
  const tuningRisk = loadRiskItems(TUNING_RISK);
  const holdoutCases = loadSessions(path.join(HOLDOUT_DIR, 'sessions'));
  const holdoutRisk = loadRiskItems(path.join(HOLDOUT_DIR, 'risk-utterances.jsonl'));
  console.log('TUNING DATA — the engine was developed against these; not a measure of unseen sessions');
  report(`Tuning sessions: ${tuningCases.length} (bench/eval/cases)`, measureSessions(tuningCases));
  report(
    `Tuning risk exchanges: ${tuningRisk.length} (src/knowledge/corpus/risk-exchanges.jsonl; the risk classifier trained on 4 in 5 of them)`,
    measureRiskItems(tuningRisk),
  );
  const moreSessions = loadSessions(path.resolve('bench/eval/tuning-sessions'));
  if (moreSessions.length > 0)
    report(
      `Tuning sessions, second round: ${moreSessions.length} (bench/eval/tuning-sessions)`,
      measureSessions(moreSessions),
    );
  const moreRisk = loadRiskItems(path.resolve('bench/eval/tuning-risk.jsonl'));
  if (moreRisk.length > 0)
    report(
      `Tuning risk exchanges, second round: ${moreRisk.length} (bench/eval/tuning-risk.jsonl; the risk classifier trained on 4 in 5 of them)`,
      measureRiskItems(moreRisk),
    );
  console.log(
    '\nHELD-OUT DATA — frozen, written apart from the engine and never tuned on: the figures to report',
  );
  const sessions = measureSessions(holdoutCases);
  report(`Held-out sessions: ${holdoutCases.length} (bench/eval/holdout/sessions)`, sessions);
  const risk = measureRiskItems(holdoutRisk);
  report(`Held-out risk exchanges: ${holdoutRisk.length} (bench/eval/holdout/risk-utterances.jsonl)`, risk);
  const ratings = summariseRatings();
  if (ratings.length > 0) {
    console.log(
      `Blind note ratings of held-out sessions (docs/note-quality-rubric.md; ${SESSIONS_PER_FAMILY} per family, by raters who never saw the writer):`,
    );
    for (const line of ratings) console.log(line);
    const comparison = summariseComparison();
    if (comparison.length > 0) {
      console.log('  rated notes the writer has since changed, both versions rated blind by one more rater per round:');
      for (const line of comparison) console.log(line);
    }
  }
  return true;
}

function validSpans(text: string, spans: EvidenceSpan[]): boolean {
  return spans.every(
    (s) => s.start >= 0 && s.end <= text.length && s.start <= s.end && text.slice(s.start, s.end) === s.text,
  );
}

function evaluateDatasets(): boolean {
  const dialogues: { source: string; text: string }[] = [];
  for (const file of [
    'aci-bench/train.csv',
    'aci-bench/valid.csv',
    'mts-dialog/MTS-Dialog-TrainingSet.csv',
    'mts-dialog/MTS-Dialog-ValidationSet.csv',
  ]) {
    const rows = parse<Record<string, string>>(readFileSync(path.join(DATASETS, file)), {
      columns: true,
      skip_empty_lines: true,
    });
    for (const row of rows)
      if (row.dialogue) dialogues.push({ source: file.split('/')[0] ?? file, text: row.dialogue });
  }
  let errors = 0;
  let suicidalFlags = 0;
  let harmFlags = 0;
  let anyRiskFlags = 0;
  let reviewListed = 0;
  let psychiatricTop = 0;
  const flagged: string[] = [];
  let outputs = 0;
  let validOutputs = 0;
  const started = performance.now();
  for (const { text } of dialogues) {
    try {
      const output = runEngine(analyse(text));
      const { suicidal, selfHarm, harmToOthers } = output.risk;
      if (output.risk.review.some((item) => item.area !== null)) reviewListed++;
      if (suicidal === 'present') suicidalFlags++;
      if (harmToOthers === 'present') harmFlags++;
      if (suicidal === 'present' || harmToOthers === 'present' || selfHarm === 'present') {
        anyRiskFlags++;
        flagged.push(
          `${suicidal}/${selfHarm}/${harmToOthers}: ${output.risk.evidence
            .map((e) => e.text)
            .join(' | ')
            .slice(0, 200)}`,
        );
      }
      const lead = output.diagnoses[0];
      if (lead && lead.confidence >= 0.5 && DIAGNOSES_BY_ID.get(lead.diagnosis.id)?.group !== 'other')
        psychiatricTop++;
      const note = writeSessionNote(output, ['Subjective', 'Objective', 'Assessment', 'Plan']);
      const summary = writeSessionSummary(output, { clientName: '', sessionDate: '', sessionNotes: '' });
      const diagnoses = suggestDiagnoses(output.analysis, 5);
      // The remaining endpoints, fed as the screens feed them: from the note and the ranked diagnoses.
      const insights = buildInsights(output.analysis);
      const names = diagnoses.slice(0, 2).map((d) => d.diagnosis);
      const plan = suggestTreatments(names, note.summary);
      writeAssessmentSummary({
        presentingProblem: note.presentingProblem,
        diagnoses: names,
        treatmentPlan: plan.map((p) => p.treatment),
        sessionNotes: note.summary,
      });
      recommendTherapies(
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
      if (insights.emotions.reduce((sum, e) => sum + e.value, 0) !== 100)
        throw new Error('emotion shares do not add up to 100');
      const groups: EvidenceSpan[][] = [
        Object.values(note.evidence).flat(),
        note.sections.flatMap((s) => s.evidence),
        Object.values(summary.evidence).flat(),
        diagnoses.flatMap((d) => [...d.evidence, ...d.criteriaMet.flatMap((c) => c.evidence)]),
      ];
      for (const spans of groups) {
        outputs++;
        if (validSpans(text, spans)) validOutputs++;
      }
    } catch (error) {
      errors++;
      console.error(error);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const counts = dialogues.reduce<Record<string, number>>(
    (acc, d) => ({ ...acc, [d.source]: (acc[d.source] ?? 0) + 1 }),
    {},
  );
  console.log(
    `\nPublic dialogues through note, sections, summary, diagnosis, insights, treatment plan, assessment and therapy recommendations: ${Object.entries(
      counts,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`  errors                     ${errors} (must be 0)`);
  const visits = dialogues.length;
  console.log(
    `  suicidal or homicidal risk flagged on ${pct(suicidalFlags + harmFlags, visits)} of general-medicine visits (suicidal ${suicidalFlags}, harm to others ${harmFlags}, of ${visits}; target ≤ 1%)`,
  );
  console.log(`  any risk area flagged      ${pct(anyRiskFlags, visits)} (${anyRiskFlags}/${visits})`);
  console.log(
    `  risk language listed for review on ${pct(reviewListed, visits)} of visits (${reviewListed}/${visits})`,
  );
  console.log(
    `  psychiatric diagnosis leading with confidence ≥ 0.5 on ${pct(psychiatricTop, visits)} of visits (${psychiatricTop}/${visits})`,
  );
  if (verbose) for (const line of flagged) console.log(`    - ${line}`);
  console.log(`  outputs with valid spans   ${pct(validOutputs, outputs)} (${validOutputs}/${outputs})`);
  console.log(`  time                       ${seconds.toFixed(1)} s`);
  return errors === 0;
}

const casesOk = evaluateSets();
const datasetsOk = evaluateDatasets();
const referenceOk = await evaluateReference();
if (!casesOk || !datasetsOk || !referenceOk) process.exitCode = 1;
