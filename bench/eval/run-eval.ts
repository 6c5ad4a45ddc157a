// `npm run eval`: quality figures for the offline clinical engine on our own fictional cases (bench/eval/cases)
// and a robustness run of every public dialogue in shared/datasets through every generation step.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { EvidenceSpan } from '../../src/contract/generation';
import { analyse } from '../../src/engine/analyse';
import { suggestDiagnoses } from '../../src/engine/diagnose';
import { buildInsights } from '../../src/engine/insights';
import { recommendTherapies, suggestTreatments, writeAssessmentSummary } from '../../src/engine/recommend';
import { runEngine, writeSessionNote, writeSessionSummary } from '../../src/engine/writers';
import { evaluateReference } from './reference-eval';

type Status = 'present' | 'denied' | 'not_assessed';
type Case = {
  id: string;
  transcript: string;
  gold: {
    primaryDiagnosis: string;
    acceptableDiagnoses: string[];
    risk: { suicidal: Status; selfHarm: Status; harmToOthers: Status };
    deniedSymptoms: string[];
    otherPersonConditions: string[];
    durations: string[];
  };
};

const CASES_DIR = path.resolve('bench/eval/cases');
const DATASETS = path.resolve('../shared/datasets');
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`);
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

function evaluateCases(): boolean {
  const files = readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const cases = files.map((f) => JSON.parse(readFileSync(path.join(CASES_DIR, f), 'utf8')) as Case);
  let top1 = 0;
  let top3 = 0;
  let riskPresent = 0;
  let riskFound = 0;
  let inventedDenials = 0;
  let quotes = 0;
  let verbatimQuotes = 0;
  let negationPhrases = 0;
  let negationErrors = 0;
  let otherPhrases = 0;
  let otherErrors = 0;
  let durationPhrases = 0;
  let durationHits = 0;
  const misses: string[] = [];

  for (const item of cases) {
    const analysis = analyse(item.transcript);
    const output = runEngine(analysis);
    const ranked = suggestDiagnoses(analysis, 3).map((d) => d.id);
    if (ranked[0] === item.gold.primaryDiagnosis) top1++;
    if (ranked.includes(item.gold.primaryDiagnosis)) top3++;
    else
      misses.push(
        `${item.id}: expected ${item.gold.primaryDiagnosis}, got ${ranked.join(', ') || 'nothing'}`,
      );

    for (const area of ['suicidal', 'selfHarm', 'harmToOthers'] as const) {
      const gold = item.gold.risk[area];
      const found = output.risk[area];
      if (gold === 'present') {
        riskPresent++;
        if (found === 'present') riskFound++;
        else misses.push(`${item.id}: ${area} present, engine said ${found}`);
      }
      if (gold === 'not_assessed' && found === 'denied') {
        inventedDenials++;
        misses.push(`${item.id}: ${area} never discussed, engine said denied`);
      }
    }

    const note = writeSessionNote(output);
    quotes++;
    const quoteSpan = note.evidence.clientQuote[0];
    if (
      quoteSpan &&
      item.transcript.slice(quoteSpan.start, quoteSpan.end) === note.clientQuote &&
      item.transcript.includes(note.clientQuote)
    )
      verbatimQuotes++;

    const presentFindings = analysis.findings.filter((f) => f.status === 'present');
    for (const phrase of item.gold.deniedSymptoms) {
      const at = item.transcript.indexOf(phrase);
      if (at < 0) continue;
      negationPhrases++;
      const bad = presentFindings.find((f) => overlaps(f.mention, { start: at, end: at + phrase.length }));
      if (bad) {
        negationErrors++;
        misses.push(`${item.id}: denied "${phrase}" read as present ${bad.conceptId}`);
      }
    }
    for (const phrase of item.gold.otherPersonConditions) {
      const at = item.transcript.indexOf(phrase);
      if (at < 0) continue;
      otherPhrases++;
      const bad = presentFindings.find(
        (f) =>
          f.concept.category !== 'stressor' && overlaps(f.mention, { start: at, end: at + phrase.length }),
      );
      if (bad) {
        otherErrors++;
        misses.push(`${item.id}: someone else's "${phrase}" read as the client's ${bad.conceptId}`);
      }
    }
    for (const phrase of item.gold.durations) {
      const at = item.transcript.indexOf(phrase);
      if (at < 0) continue;
      durationPhrases++;
      if (analysis.durations.some((d) => overlaps(d, { start: at, end: at + phrase.length }))) durationHits++;
      else misses.push(`${item.id}: duration "${phrase}" not found`);
    }
  }

  console.log(`Own evaluation set: ${cases.length} fictional session transcripts (bench/eval/cases)`);
  console.log(
    `  top-1 diagnosis accuracy   ${pct(top1, cases.length)} (${top1}/${cases.length}, target ≥ 70%)`,
  );
  console.log(
    `  top-3 diagnosis accuracy   ${pct(top3, cases.length)} (${top3}/${cases.length}, target ≥ 90%)`,
  );
  console.log(
    `  risk recall                ${pct(riskFound, riskPresent)} (${riskFound}/${riskPresent}, target 100%)`,
  );
  console.log(`  invented denials           ${inventedDenials} (target 0)`);
  console.log(
    `  verbatim client quotes     ${pct(verbatimQuotes, quotes)} (${verbatimQuotes}/${quotes}, target 100%)`,
  );
  console.log(`  negation errors            ${negationErrors} of ${negationPhrases} denied phrases`);
  console.log(`  other-person errors        ${otherErrors} of ${otherPhrases} phrases about someone else`);
  console.log(
    `  duration hits              ${pct(durationHits, durationPhrases)} (${durationHits}/${durationPhrases})`,
  );
  if (process.argv.includes('--verbose')) for (const miss of misses) console.log(`    - ${miss}`);
  else if (misses.length > 0)
    console.log(`  (${misses.length} individual misses; run with --verbose to list them)`);
  return inventedDenials === 0;
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
  let outputs = 0;
  let validOutputs = 0;
  const started = performance.now();
  for (const { text } of dialogues) {
    try {
      const output = runEngine(analyse(text));
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
  console.log(`  outputs with valid spans   ${pct(validOutputs, outputs)} (${validOutputs}/${outputs})`);
  console.log(`  time                       ${seconds.toFixed(1)} s`);
  return errors === 0;
}

const casesOk = evaluateCases();
const datasetsOk = evaluateDatasets();
const referenceOk = await evaluateReference();
if (!casesOk || !datasetsOk || !referenceOk) process.exitCode = 1;
