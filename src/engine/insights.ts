import { EMOTION_COLOURS, type Insights } from '../contract/generation';
import type { Analysis } from './analyse';
import { rankDiagnoses } from './diagnose';

const DIAGNOSIS_FILLS = ['#6366f1', '#0ea5e9', '#14b8a6'];
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Share of present emotion mentions per emotion family, in whole percentages that add up to 100. */
export function emotionShares(analysis: Analysis): Map<string, number> {
  const counts = new Map<string, number>();
  for (const findings of analysis.present.values()) {
    for (const finding of findings) {
      const emotion = finding.concept.emotion;
      if (emotion) counts.set(titleCase(emotion), (counts.get(titleCase(emotion)) ?? 0) + 1);
    }
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return new Map([['Neutral', 100]]);
  const shares = new Map([...counts].map(([name, n]) => [name, Math.round((n / total) * 100)]));
  // Rounding can leave the total off by one or two; the largest share absorbs it.
  const drift = 100 - [...shares.values()].reduce((a, b) => a + b, 0);
  const largest = [...shares].sort((a, b) => b[1] - a[1])[0];
  if (largest) shares.set(largest[0], largest[1] + drift);
  return shares;
}

/**
 * The insight charts for one session. `history` holds the emotion shares of the client's earlier sessions
 * in each of the three previous weeks (null where there was none); this session fills week 4.
 */
export function buildInsights(
  analysis: Analysis,
  history: (Map<string, number> | null)[] = [null, null, null],
): Insights {
  const shares = emotionShares(analysis);
  const emotions = [...shares]
    .sort((a, b) => b[1] - a[1])
    .map(([name, value]) => ({
      name,
      value,
      color: EMOTION_COLOURS[name] ?? EMOTION_COLOURS.Neutral ?? '#9ca3af',
    }));

  const themeCounts = new Map<string, number>();
  for (const findings of analysis.present.values()) {
    const theme = findings[0]?.concept.theme;
    if (theme) themeCounts.set(theme, (themeCounts.get(theme) ?? 0) + findings.length);
  }
  const most = Math.max(1, ...themeCounts.values());
  const themes = [...themeCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, n]) => ({ name, frequency: Math.max(1, Math.round((n / most) * 10)) }));

  const diagnoses = rankDiagnoses(analysis)
    .filter((d) => d.diagnosis.group !== 'other')
    .slice(0, 3)
    .map((d, i) => ({
      name: d.diagnosis.name,
      code: d.code,
      value: Math.round(d.confidence * 100),
      fill: DIAGNOSIS_FILLS[i] ?? '#94a3b8',
    }));

  const weeks = [...history.slice(-3), shares];
  while (weeks.length < 4) weeks.unshift(null);
  const names = [...new Set(weeks.flatMap((week) => (week ? [...week.keys()] : [])))];
  const heatmap = names.map((emotion) => {
    const value = (week: Map<string, number> | null | undefined) => (week ? (week.get(emotion) ?? 0) : null);
    return {
      emotion,
      week1: value(weeks[0]),
      week2: value(weeks[1]),
      week3: value(weeks[2]),
      week4: value(weeks[3]),
    };
  });
  return { emotions, themes, diagnoses, heatmap, provider: 'local-engine' };
}
