import type { RiskAssessment, RiskLevel } from '../contract/generation';
import {
  INSTRUMENT_DEFINITIONS,
  SEVERITY_LABELS,
  suicidalItemAnswer,
  suicidalItemQuote,
  type Instrument,
  type Severity,
} from '../contract/instruments';

/** What the risk and note writers need to know of a measurement. */
export type MeasuredScore = {
  instrument: Instrument;
  items: readonly number[] | null;
  total: number;
  severity: Severity;
  administeredAt: string;
};

const LEVEL_RANK: Record<RiskLevel, number> = {
  not_assessed: 0,
  none_identified: 0,
  low: 1,
  moderate: 2,
  high: 3,
};

/** "PHQ-9 item 9 — Thoughts that you would be better off dead, or of hurting yourself in some way: Several days". */
export function suicidalItemFactor(answer: number): string {
  return `PHQ-9 item 9 — ${suicidalItemQuote(answer)}`;
}

/**
 * A PHQ-9 whose item 9 is above 0 is a disclosure of suicidal thoughts: suicidal risk becomes present, the level
 * at least moderate (as any present area makes it), and the item is quoted with its answer. An instrument only ever
 * raises a risk; a PHQ-9 with item 9 at 0 lowers nothing the session itself disclosed.
 */
export function raiseRiskForMeasurements<T extends Pick<RiskAssessment, 'level' | 'suicidal' | 'factors'>>(
  risk: T,
  scores: readonly Pick<MeasuredScore, 'instrument' | 'items'>[],
): T {
  const answers = scores
    .map((score) => suicidalItemAnswer(score.instrument, score.items))
    .filter((answer): answer is number => answer !== null);
  if (answers.length === 0) return risk;
  const factors = [...risk.factors];
  for (const answer of answers) {
    const factor = suicidalItemFactor(answer);
    if (!factors.includes(factor)) factors.push(factor);
  }
  return {
    ...risk,
    suicidal: 'present',
    level: LEVEL_RANK[risk.level] < LEVEL_RANK.moderate ? 'moderate' : risk.level,
    factors,
  };
}

/** The risk paragraph with the item quoted once, for a summary whose risk a PHQ-9 raised. */
export function riskTextWithMeasurements(
  text: string,
  scores: readonly Pick<MeasuredScore, 'instrument' | 'items'>[],
): string {
  const lines = scores
    .map((score) => suicidalItemAnswer(score.instrument, score.items))
    .filter((answer): answer is number => answer !== null)
    .map((answer) => `${suicidalItemFactor(answer)}.`)
    .filter((line) => !text.includes(line));
  return [text, ...new Set(lines)].filter((part) => part.trim().length > 0).join(' ');
}

/** A session summary whose risk a saved PHQ-9 of the session raises (never lowers). */
export function raiseSummaryForMeasurements<
  T extends { riskAssessment: string; risk: Pick<RiskAssessment, 'level' | 'suicidal' | 'factors'> },
>(summary: T, scores: readonly Pick<MeasuredScore, 'instrument' | 'items'>[]): T {
  const risk = raiseRiskForMeasurements(summary.risk, scores);
  if (risk === summary.risk) return summary;
  return { ...summary, risk, riskAssessment: riskTextWithMeasurements(summary.riskAssessment, scores) };
}

/** A date as the notes write it: "Nov 20, 2026" (SPEC §9 date format), in UTC so it is the same on every server. */
function noteDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "PHQ-9: 18/27 (Moderately severe), Nov 20, 2026; GAD-7: 12/21 (Moderate), Nov 20, 2026." — latest of each. */
export function measuresLine(scores: readonly MeasuredScore[]): string {
  const latest = new Map<Instrument, MeasuredScore>();
  for (const score of scores) {
    const current = latest.get(score.instrument);
    if (!current || Date.parse(score.administeredAt) > Date.parse(current.administeredAt))
      latest.set(score.instrument, score);
  }
  const parts = (['phq9', 'gad7'] as const)
    .map((instrument) => latest.get(instrument))
    .filter((score): score is MeasuredScore => score !== undefined)
    .map((score) => {
      const definition = INSTRUMENT_DEFINITIONS[score.instrument];
      return `${definition.name}: ${score.total}/${definition.maxTotal} (${SEVERITY_LABELS[score.severity]}), ${noteDate(score.administeredAt)}`;
    });
  return parts.length > 0 ? `Measures: ${parts.join('; ')}.` : '';
}

type NoteWithSections = {
  clinicalObservations: string;
  sections: { title: string; content: string; evidence: unknown[] }[];
};

/**
 * The latest confirmed scores in the note's Objective section; a note without one (no SOAP template) carries them
 * in Clinical Observations, the five-field note's objective part.
 */
export function withMeasures<T extends NoteWithSections>(note: T, scores: readonly MeasuredScore[]): T {
  const line = measuresLine(scores);
  if (!line) return note;
  const append = (content: string) =>
    content.includes(line) ? content : [content.trim(), line].filter(Boolean).join('\n');
  const objective = note.sections.findIndex((section) => /^objective\b/i.test(section.title.trim()));
  if (objective >= 0)
    return {
      ...note,
      sections: note.sections.map((section, index) =>
        index === objective ? { ...section, content: append(section.content) } : section,
      ),
    };
  return { ...note, clinicalObservations: append(note.clinicalObservations) };
}
