import model from '../knowledge/models/diagnosis-model.json' with { type: 'json' };
import { scoreSparse, stemFeaturesOf, type SparseModel } from './features';
import type { Document, Sentence } from './text';

/**
 * The session classifier: a softmax over every diagnosis, read from everything the client (or an informant, or
 * the clinician dictating) said in the session as a whole. Trained by `npm run train` on whole sessions written for
 * training and on sessions assembled from the utterance corpus (docs/decisions/007-session-classifier.md). The
 * criteria still decide what is offered and carry the evidence; this reading lets a diagnosis whose defining
 * feature the lexicon missed in unfamiliar wording still be weighed, and orders close calls.
 */
const DIAGNOSIS_MODEL = model as unknown as SparseModel;

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
  const p = features.length === 0 ? [] : scoreSparse(DIAGNOSIS_MODEL, features);
  const reading = new Map(p.map((v, k) => [DIAGNOSIS_MODEL.labels[k] ?? '', v]));
  readings.set(document, reading);
  return reading;
}

const LABEL_INDEX = new Map(DIAGNOSIS_MODEL.labels.map((id, k) => [id, k]));

/** The model's weights as typed arrays, at full precision (the evidence sums use the stored weights exactly). */
let exact: Map<string, { labels: Int32Array; values: Float64Array }> | undefined;
function exactWeights(): Map<string, { labels: Int32Array; values: Float64Array }> {
  if (exact) return exact;
  exact = new Map();
  for (const [feature, pairs] of Object.entries(DIAGNOSIS_MODEL.weights))
    exact.set(feature, {
      labels: Int32Array.from(pairs.map(([k]) => k)),
      values: Float64Array.from(pairs.map(([, w]) => w)),
    });
  return exact;
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
  const weights = exactWeights();
  const labels = DIAGNOSIS_MODEL.labels.length;
  known = featuresBySentence(document, cache).map(({ sentence, features }) => {
    const sums = new Float64Array(labels);
    for (const f of features) {
      const entry = weights.get(f);
      if (!entry) continue;
      for (let i = 0; i < entry.labels.length; i++) {
        const label = entry.labels[i] ?? labels;
        if (label < labels) sums[label] = (sums[label] ?? 0) + (entry.values[i] ?? 0);
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
  const k = LABEL_INDEX.get(diagnosisId);
  if (k === undefined) return [];
  const scored = weightsBySentence(document, cache)
    .map(({ sentence, weights }) => ({ sentence, weight: weights[k] ?? 0 }))
    .filter((s) => s.weight > 0.5)
    .sort((a, b) => b.weight - a.weight);
  return scored.slice(0, limit).map((s) => s.sentence);
}
