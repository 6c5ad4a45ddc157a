// The session classifier's training (called by scripts/train.ts): a softmax over every diagnosis, from whole
// sessions. Two sources, both written apart from the held-out set (bench/eval/holdout is never read):
//   - sessions written for training: bench/eval/cases and src/knowledge/corpus/sessions/**;
//   - sessions assembled from the utterance corpus: for a diagnosis, one utterance per criterion its criteria
//     groups need (its defining feature always among them), with small talk and symptoms spoken of as denied,
//     past, hypothetical or someone else's mixed in, so that naming a symptom is not the same as having it.
// The second round of tuning sessions (bench/eval/tuning-sessions) is kept out of training and prints the figures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sessionFeatures, spokenByClient } from '../src/engine/diagnosis-model';
import type { SparseModel } from '../src/engine/features';
import { parseDocument } from '../src/engine/text';
import { GATES } from '../src/knowledge/diagnoses/gates';
import type { Diagnosis } from '../src/knowledge/types';
import { pct, random, toSparse, trainSoftmax } from './training';

type Utterance = { concept: string; text: string; context: string };
type Session = {
  id: string;
  transcript: string;
  gold: { primaryDiagnosis: string; acceptableDiagnoses?: string[] };
};

/** Every session JSON file under a folder, recursively; missing folders give none. */
export function loadSessionFiles(dir: string): Session[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return loadSessionFiles(file);
      if (!name.endsWith('.json')) return [];
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Session>;
      return parsed.transcript && parsed.gold?.primaryDiagnosis ? [parsed as Session] : [];
    });
}

const sessionText = (transcript: string) => sessionFeatures(spokenByClient(parseDocument(transcript)));

function assemble(
  diagnosis: Diagnosis,
  byConcept: Map<string, string[]>,
  distractors: string[],
  neutral: string[],
  rand: () => number,
): string[] | null {
  const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(rand() * xs.length)];
  const spoken: string[] = [];
  const say = (concepts: string[]) => {
    const usable = concepts.filter((c) => (byConcept.get(c)?.length ?? 0) > 0);
    const concept = pick(usable);
    const text = concept ? pick(byConcept.get(concept) ?? []) : undefined;
    if (text) spoken.push(text);
  };
  for (const gate of GATES[diagnosis.id] ?? []) if ('concepts' in gate) say(gate.concepts);
  for (const group of diagnosis.criteria) {
    const items = [...group.items].sort(() => rand() - 0.5);
    const wanted =
      group.kind === 'all' ? items.length : Math.min(items.length, group.min + Math.floor(rand() * 3));
    for (const item of items.slice(0, wanted)) say(item.concepts);
  }
  if (spoken.length === 0 && diagnosis.group !== 'other') return null;
  const extras = 2 + Math.floor(rand() * 5);
  for (let i = 0; i < extras; i++) {
    const text = pick(rand() < 0.6 ? neutral : distractors);
    if (text) spoken.push(text);
  }
  return spoken.sort(() => rand() - 0.5);
}

export function trainDiagnosisModel(
  diagnoses: readonly Diagnosis[],
  utterances: Utterance[],
  neutral: string[],
  options: { training: Session[]; validation: Session[]; perDiagnosis: number; realWeight: number },
): SparseModel {
  const labels = diagnoses.map((d) => d.id);
  const index = new Map(labels.map((id, k) => [id, k]));
  const byConcept = new Map<string, string[]>();
  for (const u of utterances)
    if (u.context === 'present') byConcept.set(u.concept, [...(byConcept.get(u.concept) ?? []), u.text]);
  const distractors = utterances.filter((u) => u.context !== 'present').map((u) => u.text);
  const rand = random(23);
  const samples: { features: string[]; label: number }[] = [];
  for (const diagnosis of diagnoses) {
    const label = index.get(diagnosis.id) ?? 0;
    for (let i = 0; i < options.perDiagnosis; i++) {
      const spoken = assemble(diagnosis, byConcept, distractors, neutral, rand);
      if (spoken) samples.push({ features: sessionFeatures(spoken), label });
    }
  }
  for (const session of options.training) {
    const label = index.get(session.gold.primaryDiagnosis);
    if (label === undefined) continue;
    const features = sessionText(session.transcript);
    for (let i = 0; i < options.realWeight; i++) samples.push({ features, label });
  }
  const trained = trainSoftmax(samples, labels.length, 10, 1e-5);
  const model = toSparse(labels, trained, Number(process.env.TRAIN_DX_PRUNE ?? 0.05));
  let top1 = 0;
  let top3 = 0;
  for (const session of options.validation) {
    const p = scoreWith(model, sessionText(session.transcript));
    const ranked = labels
      .map((id, k) => [id, p[k] ?? 0] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => id);
    const acceptable = new Set([session.gold.primaryDiagnosis, ...(session.gold.acceptableDiagnoses ?? [])]);
    if (acceptable.has(ranked[0] ?? '')) top1++;
    if (ranked.slice(0, 3).includes(session.gold.primaryDiagnosis)) top3++;
  }
  console.log(
    `Diagnosis model: ${labels.length} labels, ${Object.keys(model.weights).length} features, ${samples.length} training sessions (${options.training.length} written); ` +
      `on ${options.validation.length} tuning sessions kept out of training: top-1 ${pct(top1, options.validation.length)}, top-3 ${pct(top3, options.validation.length)}`,
  );
  return model;
}

function scoreWith(model: SparseModel, features: string[]): number[] {
  const z = [...model.bias];
  for (const f of features) for (const [k, w] of model.weights[f] ?? []) z[k] = (z[k] ?? 0) + w;
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / sum);
}
