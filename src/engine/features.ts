/**
 * Features for the engine's small text classifiers: word unigrams, bigrams and trigrams, lowercased, with words
 * that follow a negator in the same clause marked (`not_want`), so "I don't want to die" and "I want to die"
 * differ. The same function builds features when training (scripts/train.ts) and when scoring.
 */

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const NEGATORS = new Set(
  "no not never nor none denies denied deny without don't dont doesn't didn't haven't hasn't hadn't wasn't weren't isn't aren't won't wouldn't couldn't can't cannot nothing nobody".split(
    ' ',
  ),
);
const CLAUSE_END = /[,;:.!?—–]|\b(?:but|however|although|though|yet|except|because)\b/giu;

export function words(text: string): string[] {
  const out: string[] = [];
  // Each clause is read on its own; a marker word keeps clauses apart in the n-grams.
  for (const clause of text.replace(/’/g, "'").split(CLAUSE_END)) {
    const tokens = clause.toLowerCase().match(WORD) ?? [];
    let negated = false;
    for (const token of tokens) {
      if (NEGATORS.has(token)) {
        negated = true;
        out.push(token);
        continue;
      }
      out.push(negated ? `not_${token}` : token);
    }
    out.push('|');
  }
  return out;
}

/** A crude stem, so "sleeping", "slept" and "sleeps" share a feature with "sleep" more often than not. */
export function stem(word: string): string {
  const w = word.startsWith('not_') ? word.slice(4) : word;
  const prefix = word.startsWith('not_') ? 'not_' : '';
  if (w.length <= 4) return prefix + w;
  const s = w.replace(/(?:ing|ed|es|ers|er|ly|ness|ful|ment|s)$/, '').replace(/(.)\1$/, '$1');
  return prefix + (s.length >= 3 ? s : w);
}

export function featuresOf(text: string): string[] {
  const list = words(text);
  const features = new Set<string>();
  const stems = list.map((w) => (w === '|' ? w : stem(w)));
  for (let i = 0; i < stems.length; i++) {
    const a = stems[i] ?? '';
    if (a === '|') continue;
    features.add(`s:${a}`);
    const b = stems[i + 1];
    if (b && b !== '|') features.add(`s:${a} ${b}`);
    const word = list[i] ?? '';
    if (word.length >= 5 && !word.startsWith('not_')) {
      const marked = `<${word}>`;
      for (let k = 0; k + 4 <= word.length + 2; k++) features.add(`c:${marked.slice(k, k + 4)}`);
    }
  }
  for (let i = 0; i < list.length; i++) {
    const a = list[i] ?? '';
    if (a === '|') continue;
    features.add(a);
    const b = list[i + 1];
    if (b && b !== '|') {
      features.add(`${a} ${b}`);
      const c = list[i + 2];
      if (c && c !== '|') features.add(`${a} ${b} ${c}`);
    }
  }
  return [...features];
}

/** Only the stem unigrams and bigrams of `featuresOf` (the `s:` features), for reading a whole session. */
export function stemFeaturesOf(text: string): string[] {
  const stems = words(text).map((w) => (w === '|' ? w : stem(w)));
  const features = new Set<string>();
  for (let i = 0; i < stems.length; i++) {
    const a = stems[i] ?? '';
    if (a === '|') continue;
    features.add(`s:${a}`);
    const b = stems[i + 1];
    if (b && b !== '|') features.add(`s:${a} ${b}`);
  }
  return [...features];
}

/** A trained one-vs-rest logistic model over `featuresOf`, as stored in src/knowledge/models. */
export type LinearModel = {
  labels: string[];
  /** feature → one weight per label */
  weights: Record<string, number[]>;
  bias: number[];
};

/** A linear model ready to score: each feature's row of weights in one flat array, so the JSON can be let go. */
export type CompiledLinear = {
  labels: string[];
  bias: Float64Array;
  rows: Map<string, number>;
  /** row r's weight for label k at r * labels.length + k */
  weights: Float64Array;
};

export function compileLinear(model: LinearModel): CompiledLinear {
  const width = model.labels.length;
  const entries = Object.entries(model.weights);
  const rows = new Map<string, number>();
  const weights = new Float64Array(entries.length * width);
  entries.forEach(([feature, w], row) => {
    rows.set(feature, row);
    for (let k = 0; k < width; k++) weights[row * width + k] = w[k] ?? 0;
  });
  return { labels: model.labels, bias: Float64Array.from(model.bias), rows, weights };
}

export function scoreLinear(model: CompiledLinear, text: string | string[]): number[] {
  const { rows, weights } = model;
  const sums = Float64Array.from(model.bias);
  const width = model.labels.length;
  for (const feature of typeof text === 'string' ? featuresOf(text) : text) {
    const row = rows.get(feature);
    if (row === undefined) continue;
    const at = row * width;
    for (let k = 0; k < sums.length; k++) sums[k] = (sums[k] ?? 0) + (k < width ? (weights[at + k] ?? 0) : 0);
  }
  return Array.from(sums, (z) => 1 / (1 + Math.exp(-z)));
}

/** A trained softmax model with only its larger weights kept: feature → [label index, weight] pairs. */
export type SparseModel = {
  labels: string[];
  weights: Record<string, [number, number][]>;
  bias: number[];
};

/**
 * A sparse model ready to score, its pairs in three flat arrays (feature f's pairs are the positions
 * offsets[f] to offsets[f + 1]): a few typed arrays instead of a pair of them per feature, and no JSON kept.
 */
export type CompiledSparse = {
  labels: string[];
  bias: Float64Array;
  rows: Map<string, number>;
  offsets: Uint32Array;
  pairLabels: Uint16Array;
  /** At the stored precision; the softmax reads them rounded to single precision, as it always has. */
  pairWeights: Float64Array;
};

export function compileSparse(model: SparseModel): CompiledSparse {
  const entries = Object.entries(model.weights);
  let pairs = 0;
  for (const [, list] of entries) pairs += list.length;
  const rows = new Map<string, number>();
  const offsets = new Uint32Array(entries.length + 1);
  const pairLabels = new Uint16Array(pairs);
  const pairWeights = new Float64Array(pairs);
  let at = 0;
  entries.forEach(([feature, list], row) => {
    rows.set(feature, row);
    offsets[row] = at;
    for (const [label, weight] of list) {
      pairLabels[at] = label;
      pairWeights[at] = weight;
      at++;
    }
  });
  offsets[entries.length] = at;
  return {
    labels: model.labels,
    bias: Float64Array.from(model.bias),
    rows,
    offsets,
    pairLabels,
    pairWeights,
  };
}

export function scoreSparse(model: CompiledSparse, features: string[]): number[] {
  return Array.from(softmaxSparse(model, features));
}

/** `scoreSparse` as a typed array, for callers that only read it: no array of every label is built per sentence. */
export function softmaxSparse(model: CompiledSparse, features: string[]): Float64Array {
  const { bias, rows, offsets, pairLabels, pairWeights } = model;
  const z = Float64Array.from(bias);
  for (const feature of features) {
    const row = rows.get(feature);
    if (row === undefined) continue;
    const end = offsets[row + 1] ?? 0;
    for (let i = offsets[row] ?? 0; i < end; i++) {
      const label = pairLabels[i] ?? 0;
      z[label] = (z[label] ?? 0) + Math.fround(pairWeights[i] ?? 0);
    }
  }
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  let sum = 0;
  for (let k = 0; k < z.length; k++) {
    z[k] = Math.exp((z[k] ?? 0) - max);
    sum += z[k] ?? 0;
  }
  for (let k = 0; k < z.length; k++) z[k] = (z[k] ?? 0) / sum;
  return z;
}
