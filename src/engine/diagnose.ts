import type { DiagnosisSuggestion, EvidenceSpan } from '../contract/generation';
import { GATES, type Gate } from '../knowledge/diagnoses/gates';
import { DIAGNOSES } from '../knowledge/index';
import type { CriteriaGroup, Diagnosis } from '../knowledge/types';
import type { Analysis, Finding } from './analyse';
import { span } from './analyse';
import { readSession, supportingSentences } from './diagnosis-model';
import { describeDays } from './durations';
import { codeFor } from './specifiers';

type GroupResult = {
  group: CriteriaGroup;
  met: { label: string; findings: Finding[] }[];
  unmet: string[];
  isSatisfied: boolean;
};

export type DiagnosisScore = {
  diagnosis: Diagnosis;
  confidence: number;
  groups: GroupResult[];
  durationNote: string | null;
  durationOk: boolean | null;
  excludedBy: string[];
  /** Every gate passed: the diagnosis's defining features are in the session. */
  gated: boolean;
  /** The ICD-10-CM code for the specifiers the session states, else the unspecified code. */
  code: string;
  /** The session classifier's probability for this diagnosis, from the whole session's wording. */
  sessionReading: number;
  /** Offered on the session classifier's reading: the sentences that weigh most toward it. */
  readingEvidence: EvidenceSpan[];
};

function passes(gate: Gate, groups: GroupResult[], analysis: Analysis): boolean {
  if ('concepts' in gate) return gate.concepts.some((id) => analysis.present.has(id));
  const group = groups.find((g) => g.group.id === gate.group);
  return group !== undefined && group.met.length >= gate.min;
}

function evaluateGroup(group: CriteriaGroup, analysis: Analysis): GroupResult {
  const met: GroupResult['met'] = [];
  const unmet: string[] = [];
  for (const item of group.items) {
    const findings = item.concepts.flatMap((id) => analysis.present.get(id) ?? []);
    if (findings.length > 0) met.push({ label: item.description, findings });
    else unmet.push(item.description);
  }
  const isSatisfied = group.kind === 'all' ? unmet.length === 0 : met.length >= group.min;
  return { group, met, unmet, isSatisfied };
}

/** The longest duration the client gave in a sentence that also holds one of this diagnosis's symptoms, else the longest given. */
function relevantDays(analysis: Analysis, groups: GroupResult[]): number | null {
  const measured = analysis.durations.filter((d): d is typeof d & { days: number } => d.days !== null);
  if (measured.length === 0) return null;
  const sentences = groups.flatMap((g) =>
    g.met.flatMap((m) => m.findings.map((f) => analysis.document.sentences[f.sentenceIndex])),
  );
  const near = measured.filter((d) =>
    sentences.some((s) => s && d.start >= s.start - 200 && d.end <= s.end + 200),
  );
  const pool = near.length > 0 ? near : measured;
  return Math.max(...pool.map((d) => d.days));
}

/** Concepts that many diagnoses share (distress, impairment): they confirm impact but say little about which disorder. */
const GENERIC_CONCEPTS = new Set([
  'impaired-functioning-relationships',
  'impaired-functioning-work',
  'impaired-self-care',
  'social-withdrawal',
  'marked-distress',
  'stress',
]);
const isGenericGroup = (group: CriteriaGroup) =>
  group.items.every((item) => item.concepts.every((id) => GENERIC_CONCEPTS.has(id)));

export function scoreDiagnosis(diagnosis: Diagnosis, analysis: Analysis): DiagnosisScore {
  const groups = diagnosis.criteria.map((group) => evaluateGroup(group, analysis));
  const specific = groups.filter((g) => !isGenericGroup(g.group));
  const generic = groups.filter((g) => isGenericGroup(g.group));
  const needed = (g: GroupResult) => (g.group.kind === 'all' ? g.group.items.length : g.group.min);
  const totalItems = specific.reduce((n, g) => n + needed(g), 0);
  const metItems = specific.reduce((n, g) => n + Math.min(g.met.length, needed(g)), 0);
  const groupShare =
    specific.length === 0 ? 0 : specific.filter((g) => g.isSatisfied).length / specific.length;
  const itemShare = totalItems === 0 ? 0 : metItems / totalItems;
  const impactShare = generic.length === 0 ? 1 : generic.filter((g) => g.isSatisfied).length / generic.length;
  // Distinct specific concepts behind the met items: a richer picture is stronger support.
  const supporting = new Set(
    specific.flatMap((g) => g.met.flatMap((m) => m.findings.map((f) => f.conceptId))),
  );

  let durationOk: boolean | null = null;
  let durationNote: string | null = null;
  const rule = diagnosis.duration;
  if (rule && (rule.minDays !== undefined || rule.maxDays !== undefined)) {
    const days = relevantDays(analysis, groups);
    if (days === null) {
      durationNote = `Duration not stated (${rule.description})`;
    } else {
      const tooShort = rule.minDays !== undefined && days < rule.minDays;
      const tooLong = rule.maxDays !== undefined && days > rule.maxDays;
      durationOk = !tooShort && !tooLong;
      durationNote = `${durationOk ? 'Duration fits' : 'Duration does not fit'}: ${describeDays(days)} reported (${rule.description})`;
    }
  }

  const excludedBy = diagnosis.exclusions
    .filter((exclusion) => (exclusion.concepts ?? []).some((id) => analysis.present.has(id)))
    .map((exclusion) => exclusion.description);

  // Weights sum to 0.95 at most, so no two diagnoses tie at a ceiling; richer support breaks near-ties.
  let confidence =
    0.03 + 0.4 * groupShare + 0.22 * itemShare + 0.07 * impactShare + Math.min(0.15, 0.025 * supporting.size);
  if (groupShare === 1) confidence += 0.04;
  if (durationOk === true) confidence += 0.04;
  if (durationOk === false) confidence *= 0.55;
  if (excludedBy.length > 0) confidence *= 0.6;
  // Without its defining features a diagnosis is not offered at all: the symptoms belong to something else.
  const gated =
    (GATES[diagnosis.id] ?? []).every((gate) => passes(gate, groups, analysis)) &&
    !groups.some((g) => g.group.essential && !g.isSatisfied);
  if (!gated && !process.env.NO_GATES) confidence = 0;
  // Distress and impairment alone point at no disorder in particular: some specific symptom must be there.
  if (metItems === 0 || [...supporting].every((id) => GENERIC_CONCEPTS.has(id))) confidence = 0;
  return {
    diagnosis,
    confidence: Math.min(0.97, Math.max(0, confidence)),
    groups,
    durationNote,
    durationOk,
    excludedBy,
    gated,
    code: gated ? codeFor(diagnosis, analysis) : (diagnosis.icd10cm[0] ?? ''),
    sessionReading: 0,
    readingEvidence: [],
  };
}

/**
 * How the session classifier's reading joins the criteria, chosen on the second round of tuning sessions (which
 * the classifier never trained on): a gated diagnosis's confidence moves most of the way toward the reading; an
 * ungated one is offered on a reading of at least `opens` when some of its criteria are met, or `opensAlone`
 * when none is, below what criteria and reading together give; candidates under `closeToLeader` times the
 * leader's confidence are left out of the differential.
 */
export const SESSION_READING = {
  weight: 0.85,
  opens: 0.2,
  opensAlone: 0.7,
  openedCeiling: 0.8,
  closeToLeader: 0.4,
  establishedLead: 0.5,
} as const;

function weighSessionReading(scores: DiagnosisScore[], analysis: Analysis): void {
  const reading = readSession(analysis.document, analysis.featureCache);
  for (const score of scores) {
    const p = reading.get(score.diagnosis.id) ?? 0;
    score.sessionReading = p;
    if (score.confidence > 0) {
      score.confidence =
        (1 - SESSION_READING.weight) * score.confidence + SESSION_READING.weight * Math.sqrt(p);
      continue;
    }
    const someMet = score.groups.some((g) => g.met.length > 0);
    if (p < (someMet ? SESSION_READING.opens : SESSION_READING.opensAlone)) continue;
    const sentences = supportingSentences(analysis.document, score.diagnosis.id, 3, analysis.featureCache);
    if (sentences.length === 0) continue;
    score.readingEvidence = sentences.map((s) => span(analysis.document.text, s.start, s.end));
    score.code = codeFor(score.diagnosis, analysis);
    score.confidence = SESSION_READING.openedCeiling * Math.sqrt(p);
  }
  // A diagnosis offered on the wording alone, its essential criteria not found, never leads a well-supported
  // diagnosis whose criteria are established: it stays in the differential, just below it.
  const established = Math.max(
    0,
    ...scores.filter((s) => s.gated && s.readingEvidence.length === 0).map((s) => s.confidence),
  );
  if (established < SESSION_READING.establishedLead) return;
  for (const score of scores)
    if (!score.gated && score.readingEvidence.length > 0 && score.confidence > established)
      score.confidence = established * 0.98;
}

/** Every diagnosis scored against the session's findings, best first; a diagnosis another one better explains gives way. */
export function rankDiagnoses(analysis: Analysis): DiagnosisScore[] {
  const scores = DIAGNOSES.map((diagnosis) => scoreDiagnosis(diagnosis, analysis));
  weighSessionReading(scores, analysis);
  const byId = new Map(scores.map((s) => [s.diagnosis.id, s]));
  for (const score of scores) {
    for (const exclusion of score.diagnosis.exclusions) {
      for (const otherId of exclusion.betterExplainedBy ?? []) {
        const other = byId.get(otherId);
        if (
          other &&
          other.confidence > score.confidence &&
          other.confidence >= 0.5 &&
          other.durationOk !== false
        ) {
          score.confidence *= 0.7;
          score.excludedBy.push(`Better explained by ${other.diagnosis.name}`);
        }
      }
    }
  }
  // The outcomes that are not disorders (no diagnosis, uncomplicated bereavement, relationship distress) are
  // the answer only when no disorder is well supported.
  const bestDisorder = Math.max(
    0,
    ...scores.filter((s) => s.diagnosis.group !== 'other').map((s) => s.confidence),
  );
  for (const score of scores) {
    if (score.diagnosis.group === 'other' && bestDisorder >= 0.45) score.confidence *= 0.5;
  }
  // "No diagnosable disorder" is the finding only when no disorder passes its gates.
  const noDisorder = byId.get('no-diagnosable-disorder');
  const anyDisorder = scores.some((s) => s.diagnosis.group !== 'other' && s.confidence > 0);
  if (noDisorder && !anyDisorder) noDisorder.confidence = Math.max(noDisorder.confidence, 0.5);
  // Poor sleep and nightmares run through most disorders: a sleep disorder leads only when nothing else explains them.
  const bestAwake = Math.max(
    0,
    ...scores
      .filter((s) => s.diagnosis.group !== 'other' && s.diagnosis.group !== 'sleep-wake')
      .map((s) => s.confidence),
  );
  for (const score of scores)
    if (score.diagnosis.group === 'sleep-wake' && bestAwake >= 0.4) score.confidence *= 0.8;
  // A differential is worth reading when it is close to the leader: far weaker candidates are left out.
  const best = Math.max(0, ...scores.map((s) => s.confidence));
  return scores
    .filter((s) => s.confidence > 0 && s.confidence >= SESSION_READING.closeToLeader * best)
    .sort((a, b) => b.confidence - a.confidence);
}

function uniqueSpans(spans: EvidenceSpan[]): EvidenceSpan[] {
  const seen = new Set<string>();
  return spans.filter((s) =>
    seen.has(`${s.start}:${s.end}`) ? false : (seen.add(`${s.start}:${s.end}`), true),
  );
}

export function toSuggestion(score: DiagnosisScore): DiagnosisSuggestion {
  const met = score.groups.flatMap((g) =>
    g.met.map((m) => ({
      criterion: m.label,
      evidence: uniqueSpans(m.findings.flatMap((f) => f.evidence)).slice(0, 3),
    })),
  );
  const unmet = score.groups.flatMap((g) => (g.isSatisfied ? [] : g.unmet));
  const satisfied = score.groups.filter((g) => g.isSatisfied).length;
  const parts = [
    `${satisfied} of ${score.groups.length} criteria groups met, from ${met.length} supported criteria.`,
    score.readingEvidence.length > 0
      ? `Offered on the wording of the session as a whole (session classifier ${score.sessionReading.toFixed(2)}); the cited sentences weigh most toward it, and the criteria above are not established.`
      : '',
    score.durationNote ? `${score.durationNote}.` : '',
    score.excludedBy.length > 0 ? `Caution: ${score.excludedBy.join('; ')}.` : '',
  ];
  return {
    id: score.diagnosis.id,
    diagnosis: score.diagnosis.name,
    code: score.code,
    confidence: Math.round(score.confidence * 1000) / 1000,
    reasoning: parts.filter(Boolean).join(' '),
    criteriaMet: met,
    criteriaUnmet: unmet,
    evidence: uniqueSpans([...met.flatMap((m) => m.evidence), ...score.readingEvidence]).slice(0, 8),
  };
}

export function suggestDiagnoses(analysis: Analysis, limit = 5): DiagnosisSuggestion[] {
  return rankDiagnoses(analysis).slice(0, limit).map(toSuggestion);
}
