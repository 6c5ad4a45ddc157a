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

const readings = new WeakMap<Document, Map<string, number>>();

/** Probability per diagnosis id; an empty map when the session has nothing the model can read. Read once per document. */
export function readSession(document: Document, cache?: Map<string, string[]>): Map<string, number> {
  const known = readings.get(document);
  if (known) return known;
  const features = sessionFeatures(spokenByClient(document), cache);
  const p = features.length === 0 ? [] : scoreSparse(DIAGNOSIS_MODEL, features);
  const reading = new Map(p.map((v, k) => [DIAGNOSIS_MODEL.labels[k] ?? '', v]));
  readings.set(document, reading);
  return reading;
}

const LABEL_INDEX = new Map(DIAGNOSIS_MODEL.labels.map((id, k) => [id, k]));

/** The client's sentences that weigh most toward a diagnosis in the session classifier, strongest first. */
export function supportingSentences(
  document: Document,
  diagnosisId: string,
  limit: number,
  cache?: Map<string, string[]>,
): Sentence[] {
  const k = LABEL_INDEX.get(diagnosisId);
  if (k === undefined) return [];
  const weights = DIAGNOSIS_MODEL.weights;
  const scored = document.sentences
    .filter((s) => s.speaker !== 'clinician')
    .map((sentence) => {
      let weight = 0;
      for (const f of sessionFeatures([sentence.text], cache))
        for (const [label, w] of weights[f] ?? []) if (label === k) weight += w;
      return { sentence, weight };
    })
    .filter((s) => s.weight > 0.5)
    .sort((a, b) => b.weight - a.weight);
  return scored.slice(0, limit).map((s) => s.sentence);
}
