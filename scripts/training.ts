// Shared by the trainers in scripts/: seeded splits and shuffles, and softmax regression over sparse features.
import { readFileSync } from 'node:fs';
import { featuresOf, type SparseModel } from '../src/engine/features';

const RATE = Number(process.env.TRAIN_RATE ?? 1);

export const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
export const isValidation = (text: string) => hash(text.toLowerCase().trim()) % 5 === 0;

export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates in place, from the seeded generator, so every run trains in the same order. */
export function shuffle(order: number[], rand: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
}

export type Sample = { features: string[]; label: number; targets?: number[] };

export function vocabulary(samples: Sample[], minCount: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of samples) for (const f of s.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = new Map<string, number>();
  for (const [f, n] of [...counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    if (n >= minCount) vocab.set(f, vocab.size);
  return vocab;
}

/** Softmax regression with L2, by SGD over a seeded shuffle. */
export function trainSoftmax(
  samples: Sample[],
  classes: number,
  epochs: number,
  l2: number,
  classWeights?: number[],
) {
  const vocab = vocabulary(samples, 2);
  const W = new Float32Array(vocab.size * classes);
  const b = new Float32Array(classes);
  const rows = samples.map((s) => ({
    ids: s.features.map((f) => vocab.get(f)).filter((i): i is number => i !== undefined),
    label: s.label,
  }));
  const rand = random(7);
  const order = rows.map((_, i) => i);
  const scores = new Float32Array(classes);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, rand);
    const rate = RATE / (1 + epoch * 0.3);
    for (const index of order) {
      const row = rows[index];
      if (!row) continue;
      let max = -Infinity;
      for (let k = 0; k < classes; k++) {
        let z = b[k] ?? 0;
        for (const id of row.ids) z += W[id * classes + k] ?? 0;
        scores[k] = z;
        if (z > max) max = z;
      }
      let sum = 0;
      for (let k = 0; k < classes; k++) {
        scores[k] = Math.exp((scores[k] ?? 0) - max);
        sum += scores[k] ?? 0;
      }
      const weight = classWeights?.[row.label] ?? 1;
      const step = rate / Math.sqrt(Math.max(1, row.ids.length));
      for (let k = 0; k < classes; k++) {
        const g = ((scores[k] ?? 0) / sum - (k === row.label ? 1 : 0)) * weight;
        if (Math.abs(g) < 1e-4) continue;
        b[k] = (b[k] ?? 0) - rate * 0.1 * g;
        for (const id of row.ids) {
          const at = id * classes + k;
          W[at] = (W[at] ?? 0) * (1 - rate * l2) - step * g;
        }
      }
    }
  }
  return { vocab, W, b };
}

export function toSparse(
  labels: string[],
  trained: ReturnType<typeof trainSoftmax>,
  minWeight: number,
): SparseModel {
  const classes = labels.length;
  const weights: Record<string, [number, number][]> = {};
  for (const [feature, id] of trained.vocab) {
    const entries: [number, number][] = [];
    for (let k = 0; k < classes; k++) {
      const w = trained.W[id * classes + k] ?? 0;
      if (Math.abs(w) >= minWeight) entries.push([k, Math.round(w * 1000) / 1000]);
    }
    if (entries.length > 0) weights[feature] = entries;
  }
  return { labels, weights, bias: [...trained.b].map((v) => Math.round(v * 1000) / 1000) };
}

export function predictSparse(model: SparseModel, text: string): number[] {
  const z = [...model.bias];
  for (const f of featuresOf(text)) for (const [k, w] of model.weights[f] ?? []) z[k] = (z[k] ?? 0) + w;
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / sum);
}

export const argmax = (xs: number[]) =>
  xs.reduce((best, v, i) => (v > (xs[best] ?? -Infinity) ? i : best), 0);
export const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`);
