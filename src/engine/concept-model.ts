import { readModel } from '../knowledge/models';
import { compileSparse, featuresOf, softmaxSparse, type CompiledSparse, type SparseModel } from './features';

/**
 * The concept classifier: a softmax over every concept (and "none") trained by `npm run train` on the labelled
 * utterance corpus, with a second small model that reads how the concept is spoken of (present, negated,
 * historical, hypothetical, someone else's). The lexicon's patterns stay first where they match; this covers
 * paraphrase they miss. See docs/decisions/005-risk-screen-and-classifiers.md.
 */
let concepts: CompiledSparse | undefined;
let contexts: CompiledSparse | undefined;

/** Both models are read on first use (see src/knowledge/models). */
function conceptModel(): CompiledSparse {
  concepts ??= compileSparse(readModel('concept-model') as SparseModel);
  return concepts;
}

function contextModel(): CompiledSparse {
  contexts ??= compileSparse(readModel('context-model') as SparseModel);
  return contexts;
}

/** Chosen on the corpus's validation split, where at least 0.6 gives about 80% precision for the top concept. */
export const CONCEPT_THRESHOLD = 0.6;

export type ConceptGuess = { conceptId: string; probability: number };
export type SpokenAs = 'present' | 'negated' | 'historical' | 'hypothetical' | 'other_person';

export function guessConcepts(text: string | string[], limit = 2): ConceptGuess[] {
  const model = conceptModel();
  const p = softmaxSparse(model, typeof text === 'string' ? featuresOf(text) : text);
  // Only the few labels over the threshold become guesses (in label order, as the stable sort expects).
  const guesses: ConceptGuess[] = [];
  for (let k = 0; k < p.length; k++) {
    const probability = p[k] ?? 0;
    if (!(probability >= CONCEPT_THRESHOLD)) continue;
    const conceptId = model.labels[k] ?? 'none';
    if (conceptId !== 'none') guesses.push({ conceptId, probability });
  }
  return guesses.sort((a, b) => b.probability - a.probability).slice(0, limit);
}

export function spokenAs(text: string | string[]): SpokenAs {
  const model = contextModel();
  const p = softmaxSparse(model, typeof text === 'string' ? featuresOf(text) : text);
  let best = 0;
  for (let k = 1; k < p.length; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  return (model.labels[best] ?? 'present') as SpokenAs;
}
