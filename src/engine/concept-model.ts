import conceptModel from '../knowledge/models/concept-model.json' with { type: 'json' };
import contextModel from '../knowledge/models/context-model.json' with { type: 'json' };
import { featuresOf, softmaxSparse, type SparseModel } from './features';

/**
 * The concept classifier: a softmax over every concept (and "none") trained by `npm run train` on the labelled
 * utterance corpus, with a second small model that reads how the concept is spoken of (present, negated,
 * historical, hypothetical, someone else's). The lexicon's patterns stay first where they match; this covers
 * paraphrase they miss. See docs/decisions/005-risk-screen-and-classifiers.md.
 */
const CONCEPTS = conceptModel as unknown as SparseModel;
const CONTEXTS = contextModel as unknown as SparseModel;

/** Chosen on the corpus's validation split, where at least 0.6 gives about 80% precision for the top concept. */
export const CONCEPT_THRESHOLD = 0.6;

export type ConceptGuess = { conceptId: string; probability: number };
export type SpokenAs = 'present' | 'negated' | 'historical' | 'hypothetical' | 'other_person';

export function guessConcepts(text: string | string[], limit = 2): ConceptGuess[] {
  const p = softmaxSparse(CONCEPTS, typeof text === 'string' ? featuresOf(text) : text);
  // Only the few labels over the threshold become guesses (in label order, as the stable sort expects).
  const guesses: ConceptGuess[] = [];
  for (let k = 0; k < p.length; k++) {
    const probability = p[k] ?? 0;
    if (!(probability >= CONCEPT_THRESHOLD)) continue;
    const conceptId = CONCEPTS.labels[k] ?? 'none';
    if (conceptId !== 'none') guesses.push({ conceptId, probability });
  }
  return guesses.sort((a, b) => b.probability - a.probability).slice(0, limit);
}

export function spokenAs(text: string | string[]): SpokenAs {
  const p = softmaxSparse(CONTEXTS, typeof text === 'string' ? featuresOf(text) : text);
  let best = 0;
  for (let k = 1; k < p.length; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  return (CONTEXTS.labels[best] ?? 'present') as SpokenAs;
}
