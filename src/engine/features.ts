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
  const s = w
    .replace(/(?:ing|ed|es|ers|er|ly|ness|ful|ment|s)$/, '')
    .replace(/(.)\1$/, '$1');
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
    if (word.length >= 5 && !word.startsWith('not_'))
      for (let k = 0; k + 4 <= word.length + 2; k++) features.add(`c:${`<${word}>`.slice(k, k + 4)}`);
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

/** A trained one-vs-rest logistic model over `featuresOf`, as stored in src/knowledge/models. */
export type LinearModel = {
  labels: string[];
  /** feature → one weight per label */
  weights: Record<string, number[]>;
  bias: number[];
};

export function scoreLinear(model: LinearModel, text: string): number[] {
  const sums = [...model.bias];
  for (const feature of featuresOf(text)) {
    const w = model.weights[feature];
    if (!w) continue;
    for (let k = 0; k < sums.length; k++) sums[k] = (sums[k] ?? 0) + (w[k] ?? 0);
  }
  return sums.map((z) => 1 / (1 + Math.exp(-z)));
}

/** A trained softmax model with only its larger weights kept: feature → [label index, weight] pairs. */
export type SparseModel = {
  labels: string[];
  weights: Record<string, [number, number][]>;
  bias: number[];
};

export function scoreSparse(model: SparseModel, features: string[]): number[] {
  const z = [...model.bias];
  for (const feature of features)
    for (const [k, w] of model.weights[feature] ?? []) z[k] = (z[k] ?? 0) + w;
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / sum);
}
