import { readModel } from '../knowledge/models';
import {
  compileSparse,
  scoreSparse,
  stemFeaturesOf,
  type CompiledSparse,
  type SparseModel,
} from './features';
import type { Document, Sentence } from './text';

/**
 * The session classifier: a softmax over every diagnosis, read from everything the client (or an informant, or
 * the clinician dictating) said in the session as a whole. Trained by `npm run train` on whole sessions written for
 * training and on sessions assembled from the utterance corpus (docs/decisions/007-session-classifier.md). The
 * criteria still decide what is offered and carry the evidence; this reading lets a diagnosis whose defining
 * feature the lexicon missed in unfamiliar wording still be weighed, and orders close calls.
 */
type DiagnosisModel = CompiledSparse & { labelIndex: Map<string, number> };
let diagnosisModel: DiagnosisModel | undefined;

/** Read on the first session classified (see src/knowledge/models). */
function model(): DiagnosisModel {
  if (!diagnosisModel) {
    const compiled = compileSparse(readModel('diagnosis-model') as SparseModel);
    diagnosisModel = { ...compiled, labelIndex: new Map(compiled.labels.map((id, k) => [id, k])) };
  }
  return diagnosisModel;
}

/** Stem unigrams and bigrams (negation-marked), the features that generalise across a whole session. */
export function sessionFeatures(texts: string[], cache?: Map<string, string[]>): string[] {
  const features = new Set<string>();
  for (const text of texts)
    for (const f of cache?.get(text) ?? stemFeaturesOf(text)) if (f.startsWith('s:')) features.add(f);
  return [...features];
}

/** What the session's non-clinician speakers said, sentence by sentence. */
export function spokenByClient(document: Document): string[] {
  return document.sentences.filter((s) => s.speaker !== 'clinician').map((s) => s.text);
}

/** A client sentence with its session features, read once per document for the whole-session reading and its evidence. */
type SentenceFeatures = { sentence: Sentence; features: string[] };
const sentenceFeatures = new WeakMap<Document, SentenceFeatures[]>();

function featuresBySentence(document: Document, cache?: Map<string, string[]>): SentenceFeatures[] {
  let known = sentenceFeatures.get(document);
  if (known) return known;
  known = document.sentences
    .filter((s) => s.speaker !== 'clinician')
    .map((sentence) => ({ sentence, features: sessionFeatures([sentence.text], cache) }));
  sentenceFeatures.set(document, known);
  return known;
}

const readings = new WeakMap<Document, Map<string, number>>();

/** Probability per diagnosis id; an empty map when the session has nothing the model can read. Read once per document. */
export function readSession(document: Document, cache?: Map<string, string[]>): Map<string, number> {
  const known = readings.get(document);
  if (known) return known;
  // The same features, in the same order, as sessionFeatures(spokenByClient(document)).
  const all = new Set<string>();
  for (const { features } of featuresBySentence(document, cache)) for (const f of features) all.add(f);
  const features = [...all];
  const classifier = model();
  const p = features.length === 0 ? [] : scoreSparse(classifier, features);
  const reading = new Map(p.map((v, k) => [classifier.labels[k] ?? '', v]));
  readings.set(document, reading);
  return reading;
}

/**
 * Each client sentence's summed weight toward every diagnosis, once per document: several diagnoses may ask for
 * their supporting sentences. Each label's sum adds the same weights in the same order as summing it alone.
 */
const sentenceWeights = new WeakMap<Document, { sentence: Sentence; weights: Float64Array }[]>();

function weightsBySentence(
  document: Document,
  cache?: Map<string, string[]>,
): { sentence: Sentence; weights: Float64Array }[] {
  let known = sentenceWeights.get(document);
  if (known) return known;
  // The evidence sums use the stored weights at full precision.
  const { rows, offsets, pairLabels, pairWeights } = model();
  const labels = model().labels.length;
  known = featuresBySentence(document, cache).map(({ sentence, features }) => {
    const sums = new Float64Array(labels);
    for (const f of features) {
      const row = rows.get(f);
      if (row === undefined) continue;
      const end = offsets[row + 1] ?? 0;
      for (let i = offsets[row] ?? 0; i < end; i++) {
        const label = pairLabels[i] ?? labels;
        if (label < labels) sums[label] = (sums[label] ?? 0) + (pairWeights[i] ?? 0);
      }
    }
    return { sentence, weights: sums };
  });
  sentenceWeights.set(document, known);
  return known;
}

/** The client's sentences that weigh most toward a diagnosis in the session classifier, strongest first. */
export function supportingSentences(
  document: Document,
  diagnosisId: string,
  limit: number,
  cache?: Map<string, string[]>,
): Sentence[] {
  const k = model().labelIndex.get(diagnosisId);
  if (k === undefined) return [];
  const scored = weightsBySentence(document, cache)
    .map(({ sentence, weights }) => ({ sentence, weight: weights[k] ?? 0 }))
    .filter((s) => s.weight > 0.5)
    .sort((a, b) => b.weight - a.weight);
  return scored.slice(0, limit).map((s) => s.sentence);
}
