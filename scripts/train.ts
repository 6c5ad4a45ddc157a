// `npm run train`: trains the engine's four small classifiers from the labelled corpus in src/knowledge/corpus
// and writes their weights to src/knowledge/models. Deterministic: the same corpus gives the same weights.
//   risk-model.json     logistic, one output per risk area: does this utterance disclose it (now, about the client)?
//   concept-model.json  softmax over every concept plus "none": which concept does this utterance speak of?
//   context-model.json  softmax over present / negated / historical / hypothetical / other_person
//   diagnosis-model.json softmax over every diagnosis, from a whole session (scripts/train-diagnosis.ts)
// Every utterance goes to the training split or the validation split by a hash of its text, never both; the
// figures printed are on the validation split. The held-out evaluation set (bench/eval/holdout) is never read.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { featuresOf, type LinearModel } from '../src/engine/features';
import { parseDocument } from '../src/engine/text';
import { DIAGNOSES } from '../src/knowledge/index';
import { loadSessionFiles, trainDiagnosisModel } from './train-diagnosis';
import {
  argmax,
  isValidation,
  pct,
  predictSparse,
  random,
  readJsonl,
  shuffle,
  toSparse,
  trainSoftmax,
  vocabulary,
} from './training';

const CORPUS = path.resolve('src/knowledge/corpus');
const MODELS = path.resolve('src/knowledge/models');
const CLINICIAN_LINE =
  /^\s*(?:therapist|clinician|doctor|dr|counsell?or|psychologist|psychiatrist|nurse|provider|\[doctor\]|\[clinician\]|\[therapist\])\s*[:\]]/i;
/** Words of assent, hedges and fillers: what an answer to a risk question can be made of and still say nothing. */
const ASSENT = new Set(
  (
    "yes yeah yep yup ya aye mm hmm mhm uh um er ah oh okay ok well so i i'm im i've ive do does did am have has had " +
    'it is was that sometimes often always maybe probably guess think suppose sort kind of like a bit little lot ' +
    'honestly really true right correct most days nights times'
  ).split(' '),
);
const LABEL = /^\s*(?:\[[a-z ]+\]|[A-Za-z][A-Za-z .'-]{0,20}:)\s*/;

type Utterance = { concept: string; text: string; context: string; voice?: string };
type Exchange = { id: string; text: string; kind?: string; gold: Record<string, string> };

// ---------------------------------------------------------------------------------------------------------
const conceptFiles = readdirSync(path.join(CORPUS, 'concepts'))
  .filter((f) => f.endsWith('.jsonl'))
  .sort();
const utterances = conceptFiles.flatMap((f) => readJsonl<Utterance>(path.join(CORPUS, 'concepts', f)));
// neutral.jsonl and the later rounds beside it (neutral-<author>.jsonl), each by another author.
const neutral = readdirSync(CORPUS)
  .filter((f) => /^neutral(-[a-z0-9]+)?\.jsonl$/.test(f))
  .sort()
  .flatMap((f) => readJsonl<{ text: string }>(path.join(CORPUS, f)));
// risk-exchanges.jsonl and the later rounds beside it (risk-exchanges-<author>.jsonl), each by another author.
const exchanges = readdirSync(CORPUS)
  .filter((f) => /^risk-exchanges(-[a-z0-9]+)?\.jsonl$/.test(f))
  .sort()
  .flatMap((f) => readJsonl<Exchange>(path.join(CORPUS, f)));
// The second round of tuning exchanges, written by another author, trains the risk model too.
exchanges.push(...readJsonl<Exchange>(path.resolve('bench/eval/tuning-risk.jsonl')));
console.log(
  `Corpus: ${utterances.length} concept utterances (${conceptFiles.length} concepts), ${neutral.length} neutral, ${exchanges.length} risk exchanges`,
);

// Concept model -------------------------------------------------------------------------------------------
const conceptLabels = ['none', ...new Set(utterances.map((u) => u.concept))].sort((a, b) =>
  a === 'none' ? -1 : b === 'none' ? 1 : a < b ? -1 : 1,
);
const conceptIndex = new Map(conceptLabels.map((l, i) => [l, i]));
const conceptSamples = [
  ...utterances.map((u) => ({ text: u.text, label: conceptIndex.get(u.concept) ?? 0 })),
  ...neutral.map((n) => ({ text: n.text, label: 0 })),
];
const conceptTrain = conceptSamples.filter((s) => !isValidation(s.text));
const conceptValid = conceptSamples.filter((s) => isValidation(s.text));
const conceptModel = toSparse(
  conceptLabels,
  trainSoftmax(
    conceptTrain.map((s) => ({ features: featuresOf(s.text), label: s.label })),
    conceptLabels.length,
    12,
    1e-5,
  ),
  Number(process.env.TRAIN_PRUNE ?? 0.15),
);
{
  let right = 0;
  for (const s of conceptTrain) if (argmax(predictSparse(conceptModel, s.text)) === s.label) right++;
  console.log(`  (training-split top-1 ${pct(right, conceptTrain.length)})`);
}
let top1 = 0;
let top3 = 0;
for (const s of conceptValid) {
  const p = predictSparse(conceptModel, s.text);
  const ranked = p
    .map((v, i) => [v, i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 3)
    .map(([, i]) => i);
  if (ranked[0] === s.label) top1++;
  if (ranked.includes(s.label)) top3++;
}
for (const threshold of [0.4, 0.5, 0.6, 0.7, 0.8]) {
  let taken = 0;
  let right = 0;
  for (const s of conceptValid) {
    const p = predictSparse(conceptModel, s.text);
    const k = argmax(p);
    if (k === 0 || (p[k] ?? 0) < threshold) continue;
    taken++;
    if (k === s.label) right++;
  }
  const concepts = conceptValid.filter((s) => s.label !== 0).length;
  console.log(
    `  concept at p ≥ ${threshold}: precision ${pct(right, taken)}, recall ${pct(right, concepts)}`,
  );
}
console.log(
  `Concept model: ${conceptLabels.length} labels, ${Object.keys(conceptModel.weights).length} features; validation ${conceptValid.length} utterances: top-1 ${pct(top1, conceptValid.length)}, top-3 ${pct(top3, conceptValid.length)}`,
);

// Context model -------------------------------------------------------------------------------------------
const CONTEXTS = ['present', 'negated', 'historical', 'hypothetical', 'other_person'];
const contextSamples = utterances
  .filter((u) => CONTEXTS.includes(u.context))
  .map((u) => ({ text: u.text, label: CONTEXTS.indexOf(u.context) }));
const contextTrain = contextSamples.filter((s) => !isValidation(s.text));
const contextValid = contextSamples.filter((s) => isValidation(s.text));
const counts = CONTEXTS.map((_, k) => contextTrain.filter((s) => s.label === k).length);
const contextModel = toSparse(
  CONTEXTS,
  trainSoftmax(
    contextTrain.map((s) => ({ features: featuresOf(s.text), label: s.label })),
    CONTEXTS.length,
    12,
    1e-5,
    counts.map((n) => Math.min(4, (counts[0] ?? 1) / Math.max(1, n)) ** 0.5),
  ),
  0.02,
);
const contextRight = CONTEXTS.map(() => [0, 0]);
for (const s of contextValid) {
  const k = argmax(predictSparse(contextModel, s.text));
  const cell = contextRight[s.label];
  if (cell) {
    cell[1] = (cell[1] ?? 0) + 1;
    if (k === s.label) cell[0] = (cell[0] ?? 0) + 1;
  }
}
console.log(
  `Context model: validation ${contextValid.length} utterances: ${CONTEXTS.map((c, k) => `${c} ${pct(contextRight[k]?.[0] ?? 0, contextRight[k]?.[1] ?? 0)}`).join(', ')}`,
);

// Risk model ----------------------------------------------------------------------------------------------
const AREAS = ['suicidal', 'selfHarm', 'harmToOthers'] as const;
const AREA_OF: Record<string, number> = {
  'suicidal-ideation': 0,
  'passive-death-wish': 0,
  'suicide-plan': 0,
  'suicide-intent': 0,
  'self-harm': 1,
  'harm-to-others': 2,
};
/** Ambiguous for a "now" label: a past attempt, or voices that order harm. Left out of the risk model. */
const LEFT_OUT = new Set(['suicide-attempt-history', 'command-hallucinations']);
type RiskSample = { text: string; targets: number[] };
const riskSamples: RiskSample[] = [];
for (const u of utterances) {
  if (LEFT_OUT.has(u.concept)) continue;
  const area = AREA_OF[u.concept];
  riskSamples.push({
    text: u.text,
    targets: AREAS.map((_, k) => (k === area && u.context === 'present' ? 1 : 0)),
  });
}
for (const n of neutral) riskSamples.push({ text: n.text, targets: [0, 0, 0] });
for (const x of exchanges) {
  // The client's side of the exchange: what the classifier reads at run time.
  const said = x.text
    .split('\n')
    .filter((line) => !CLINICIAN_LINE.test(line))
    .map((line) => line.replace(LABEL, ''))
    .join(' ')
    .trim();
  if (said.split(/\s+/).length < 4) continue;
  const targets = AREAS.map((a) => (x.gold[a] === 'present' ? 1 : 0));
  // "Yeah, most nights" answering "Do you think of ending your life?" is risk because of the question, which the
  // risk screen reads by its rules; as a text on its own it would teach the model that "yeah" is suicidal.
  if (
    targets.includes(1) &&
    x.text.split('\n').some((line) => CLINICIAN_LINE.test(line)) &&
    carriesLittle(said)
  )
    continue;
  riskSamples.push({ text: said, targets });
}
// Whole sessions (the corpus's and the tuning cases'; never bench/eval/tuning-sessions, which checks the result):
// a quote the author gave as disclosing risk, where only one area is present, teaches that area in the words of a
// full session; the client's sentences in sessions that disclose no risk at all teach what ordinary session talk
// looks like, denials included.
type RiskSession = { transcript: string; gold: { risk?: Record<string, string>; riskQuotes?: string[] } };
for (const session of [
  ...loadSessionFiles(path.resolve('bench/eval/cases')),
  ...loadSessionFiles(path.join(CORPUS, 'sessions')),
] as unknown as RiskSession[]) {
  const risk = session.gold.risk ?? {};
  const present = AREAS.filter((a) => risk[a] === 'present');
  if (present.length === 1) {
    const targets = AREAS.map((a) => (risk[a] === 'present' ? 1 : 0));
    for (const quote of session.gold.riskQuotes ?? [])
      if (quote.split(/\s+/).length >= 4) riskSamples.push({ text: quote, targets });
  } else if (present.length === 0) {
    for (const sentence of parseDocument(session.transcript).sentences)
      if (sentence.speaker !== 'clinician' && !sentence.isQuestion && sentence.text.split(/\s+/).length >= 4)
        riskSamples.push({ text: sentence.text, targets: [0, 0, 0] });
  }
}
/** An answer that is mostly assent, fillers and stage directions ("[long pause] Yeah. I do, sometimes."). */
function carriesLittle(said: string): boolean {
  const rest = said
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/[^a-z']+/)
    .filter((w) => w && !ASSENT.has(w));
  return rest.length < 5;
}
const riskTrain = riskSamples.filter((s) => !isValidation(s.text));
const riskValid = riskSamples.filter((s) => isValidation(s.text));

function trainLogistic(samples: RiskSample[], outputs: number, epochs: number, l2: number): LinearModel {
  const vocab = vocabulary(
    samples.map((s) => ({ features: featuresOf(s.text), label: 0 })),
    2,
  );
  const W = new Float32Array(vocab.size * outputs);
  const b = new Float32Array(outputs).fill(-2);
  const rows = samples.map((s) => ({
    ids: featuresOf(s.text)
      .map((f) => vocab.get(f))
      .filter((i): i is number => i !== undefined),
    t: s.targets,
  }));
  const positives = AREAS.map((_, k) => rows.filter((r) => r.t[k] === 1).length);
  const posWeight = positives.map((p) => Math.min(8, (rows.length - p) / Math.max(1, p)) ** 0.5);
  const rand = random(11);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, rand);
    const rate = 0.5 / (1 + epoch * 0.5);
    for (const index of order) {
      const row = rows[index];
      if (!row) continue;
      const step = rate / Math.sqrt(Math.max(1, row.ids.length));
      for (let k = 0; k < outputs; k++) {
        let z = b[k] ?? 0;
        for (const id of row.ids) z += W[id * outputs + k] ?? 0;
        const p = 1 / (1 + Math.exp(-z));
        const y = row.t[k] ?? 0;
        const g = (p - y) * (y === 1 ? (posWeight[k] ?? 1) : 1);
        b[k] = (b[k] ?? 0) - rate * 0.1 * g;
        for (const id of row.ids) {
          const at = id * outputs + k;
          W[at] = (W[at] ?? 0) * (1 - rate * l2) - step * g;
        }
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [feature, id] of vocab) {
    const w = AREAS.map((_, k) => Math.round((W[id * outputs + k] ?? 0) * 1000) / 1000);
    if (w.some((v) => Math.abs(v) >= 0.02)) weights[feature] = w;
  }
  return { labels: [...AREAS], weights, bias: [...b].map((v) => Math.round(v * 1000) / 1000) };
}

const riskModel = trainLogistic(
  riskTrain,
  AREAS.length,
  Number(process.env.TRAIN_EPOCHS ?? 15),
  Number(process.env.TRAIN_L2 ?? 1e-5),
);
const score = (text: string) => {
  const z = [...riskModel.bias];
  for (const f of featuresOf(text)) {
    const w = riskModel.weights[f];
    if (w) for (let k = 0; k < z.length; k++) z[k] = (z[k] ?? 0) + (w[k] ?? 0);
  }
  return z.map((v) => 1 / (1 + Math.exp(-v)));
};
for (const [name, set] of [['training', riskTrain]] as const) {
  const k0 = set.filter((s) => s.targets[0] === 1);
  const hit = k0.filter((s) => (score(s.text)[0] ?? 0) >= 0.5).length;
  console.log(`  (${name}-split suicidal recall at 0.5: ${pct(hit, k0.length)})`);
}
for (const threshold of [0.3, 0.5, 0.85]) {
  const parts = AREAS.map((area, k) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of riskValid) {
      const yes = (score(s.text)[k] ?? 0) >= threshold;
      if (yes && s.targets[k] === 1) tp++;
      else if (yes) fp++;
      else if (s.targets[k] === 1) fn++;
    }
    return `${area} recall ${pct(tp, tp + fn)} precision ${pct(tp, tp + fp)}`;
  });
  console.log(`Risk model at ${threshold}: validation ${riskValid.length} utterances: ${parts.join('; ')}`);
}

// Diagnosis model ------------------------------------------------------------------------------------------
const diagnosisModel = trainDiagnosisModel(
  DIAGNOSES,
  utterances,
  neutral.map((n) => n.text),
  {
    training: [
      ...loadSessionFiles(path.resolve('bench/eval/cases')),
      ...loadSessionFiles(path.join(CORPUS, 'sessions')),
    ],
    validation: loadSessionFiles(path.resolve('bench/eval/tuning-sessions')),
    perDiagnosis: 100,
    realWeight: 3,
  },
);

const outputs: [string, unknown][] = [
  ['diagnosis-model.json', diagnosisModel],
  ['risk-model.json', riskModel],
  ['concept-model.json', conceptModel],
  ['context-model.json', contextModel],
];
if (process.argv.includes('--check')) {
  // The committed weights must be exactly what this corpus trains.
  const stale = outputs.filter(
    ([file, model]) => readFileSync(path.join(MODELS, file), 'utf8') !== `${JSON.stringify(model)}\n`,
  );
  for (const [file] of stale) console.error(`${file} differs from what the corpus trains: run npm run train`);
  if (stale.length > 0) process.exit(1);
  console.log('The committed weights are what the corpus trains.');
} else {
  for (const [file, model] of outputs) writeFileSync(path.join(MODELS, file), `${JSON.stringify(model)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), MODELS)}/{risk,concept,context,diagnosis}-model.json`);
}
