import type { TherapyRecommendation, TreatmentSuggestion } from '../contract/generation';
import { TREATMENTS_TABLE } from '../knowledge/index';
import type { Diagnosis, EvidenceLevel, Treatment } from '../knowledge/types';
import { analyse } from './analyse';
import { couplesTherapyFits, normaliseLabel, resolveDiagnosis } from './diagnosis-names';

const COUPLES_THERAPY_ID = 'couples-therapy';

const LEVEL_WEIGHT: Record<EvidenceLevel, number> = { high: 3, moderate: 2, emerging: 1 };
const normalise = normaliseLabel;

export { resolveDiagnosis };

type Candidate = {
  treatment: Treatment;
  served: { diagnosis: Diagnosis; level: EvidenceLevel }[];
  cautions: string[];
  score: number;
};

/**
 * Treatments from the evidence table for the given diagnoses, best-supported first, cautions read from the context.
 * `recordsText` is everything the records say about the client; it decides whether couples therapy fits.
 */
function candidates(
  diagnoses: Diagnosis[],
  context: string,
  excludedText: string[],
  recordsText: string = context,
): Candidate[] {
  const couplesFit = couplesTherapyFits(recordsText);
  const present = context.trim() ? analyse(context).present : new Map<string, unknown>();
  const excluded = excludedText.map(normalise).filter(Boolean);
  const list: Candidate[] = [];
  for (const treatment of TREATMENTS_TABLE) {
    const served = treatment.indications
      .map((indication) => ({
        diagnosis: diagnoses.find((d) => d.id === indication.diagnosisId),
        level: indication.evidenceLevel,
      }))
      .filter((s): s is { diagnosis: Diagnosis; level: EvidenceLevel } => s.diagnosis !== undefined);
    if (served.length === 0) continue;
    if (treatment.id === COUPLES_THERAPY_ID && !couplesFit) continue;
    if (
      excluded.some(
        (text) => normalise(treatment.name).includes(text) || text.includes(normalise(treatment.name)),
      )
    )
      continue;
    const cautions = treatment.contraindications
      .filter(
        (c) =>
          (c.concepts ?? []).some((id) => present.has(id)) ||
          excluded.some((text) => normalise(c.description).includes(text)),
      )
      .map((c) => c.description);
    const best = Math.max(...served.map((s) => LEVEL_WEIGHT[s.level]));
    const listedFirst = served.some((s) => s.diagnosis.treatments[0] === treatment.id) ? 0.5 : 0;
    list.push({
      treatment,
      served,
      cautions,
      score: best * 2 + served.length + listedFirst - cautions.length * 3,
    });
  }
  return list.sort((a, b) => b.score - a.score);
}

const RECOMMENDATIONS_SHOWN = 6;

/**
 * The best-ranked `limit` items, except that every primary diagnosis keeps its own best therapy even when another
 * diagnosis has many better-scored ones ("Depression" and "ADHD" both get one); still in rank order.
 */
function withEachPrimaryServed<T extends { c: Candidate; score: number }>(
  ranked: T[],
  primary: Diagnosis[],
  limit: number,
): T[] {
  const kept = new Set<T>();
  for (const diagnosis of primary) {
    const best = ranked.find((item) => item.c.served.some((s) => s.diagnosis === diagnosis));
    if (best) kept.add(best);
  }
  for (const item of ranked) {
    if (kept.size >= limit) break;
    kept.add(item);
  }
  return ranked.filter((item) => kept.has(item));
}

/** Each diagnosis once, in first-named order ("Depression" and "MDD" are one). */
const uniqueDiagnoses = (list: Diagnosis[]) => [...new Map(list.map((d) => [d.id, d])).values()];

const levelOf = (c: Candidate): EvidenceLevel =>
  c.served.reduce<EvidenceLevel>(
    (best, s) => (LEVEL_WEIGHT[s.level] > LEVEL_WEIGHT[best] ? s.level : best),
    'emerging',
  );

export function suggestTreatments(
  diagnosisLabels: string[],
  clientContext: string,
  limit = 8,
): TreatmentSuggestion[] {
  const diagnoses = diagnosisLabels.map(resolveDiagnosis).filter((d): d is Diagnosis => d !== undefined);
  const risky = clientContext.trim() ? analyse(clientContext).present : new Map<string, unknown>();
  const list = candidates(diagnoses, clientContext, []).slice(0, limit);
  const suggestions = list.map((c) => ({
    id: c.treatment.id,
    treatment: c.treatment.name,
    type: c.treatment.type,
    description: c.treatment.description,
    evidenceLevel: levelOf(c),
    rationale: [
      `Indicated for ${c.served.map((s) => `${s.diagnosis.name} (${s.level} evidence)`).join(', ')}.`,
      c.cautions.length > 0 ? `Caution from the client context: ${c.cautions.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    source: c.treatment.source,
  }));
  // Disclosed suicidal thinking or self-harm puts safety planning first, whatever the diagnoses.
  const needsSafety = ['suicidal-ideation', 'passive-death-wish', 'suicide-plan', 'self-harm'].some((id) =>
    risky.has(id),
  );
  const safety = TREATMENTS_TABLE.find((t) => t.id === 'safety-planning');
  if (needsSafety && safety && !suggestions.some((s) => s.id === safety.id)) {
    suggestions.unshift({
      id: safety.id,
      treatment: safety.name,
      type: safety.type,
      description: safety.description,
      evidenceLevel: 'high',
      rationale: 'The client context discloses suicidal thinking or self-harm.',
      source: safety.source,
    });
  }
  return suggestions;
}

export type TherapyProfile = {
  name: string;
  primaryDiagnoses: string[];
  secondaryDiagnoses: string[];
  symptoms: string[];
  severityLevel: string;
  treatmentHistory: string[];
  preferences: string[];
  contraindications: string[];
  cultureFactors: string[];
};

/** Therapies (not medications or follow-ups) ranked for a client profile, respecting contraindications and preferences. */
export function recommendTherapies(
  profile: TherapyProfile,
  session: { currentPhase: string; progressScore?: number | undefined },
): TherapyRecommendation[] {
  const primary = profile.primaryDiagnoses
    .map(resolveDiagnosis)
    .filter((d): d is Diagnosis => d !== undefined);
  const secondary = profile.secondaryDiagnoses
    .map(resolveDiagnosis)
    .filter((d): d is Diagnosis => d !== undefined);
  const context = [...profile.symptoms, ...profile.contraindications].join('. ');
  const recordsText = [
    ...profile.primaryDiagnoses,
    ...profile.secondaryDiagnoses,
    ...profile.symptoms,
    ...profile.preferences,
  ].join('. ');
  const tried = profile.treatmentHistory.map(normalise);
  const preferences = profile.preferences.map(normalise);
  const ranked = candidates(
    uniqueDiagnoses([...primary, ...secondary]),
    context,
    profile.contraindications,
    recordsText,
  )
    .filter((c) => c.treatment.type === 'therapy' || c.treatment.type === 'combination')
    .map((c) => {
      const prefersFormat = c.treatment.formats.some((format) =>
        preferences.some((p) => p.includes(normalise(format)) || normalise(format).includes(p)),
      );
      const alreadyTried = tried.some(
        (t) =>
          t &&
          (normalise(c.treatment.name).includes(t) ||
            t.includes(normalise(c.treatment.id.replaceAll('-', ' ')))),
      );
      const servesPrimary = c.served.some((s) => primary.includes(s.diagnosis));
      return {
        c,
        score: c.score + (prefersFormat ? 2 : 0) - (alreadyTried ? 2 : 0) + (servesPrimary ? 2 : 0),
        prefersFormat,
        alreadyTried,
        servesPrimary,
      };
    })
    .sort((a, b) => b.score - a.score);
  const list = withEachPrimaryServed(ranked, uniqueDiagnoses(primary), RECOMMENDATIONS_SHOWN);
  const top = list[0]?.score ?? 1;
  return list.map(({ c, score, prefersFormat, alreadyTried, servesPrimary }, index) => {
    const level = levelOf(c);
    const confidence = Math.round(
      Math.max(
        20,
        Math.min(97, (score / Math.max(top, 1)) * (level === 'high' ? 92 : level === 'moderate' ? 80 : 65)),
      ),
    );
    const reasons = [
      `Evidence for ${c.served.map((s) => s.diagnosis.name).join(' and ')} (${level}).`,
      prefersFormat ? 'Fits the stated preferences.' : '',
      alreadyTried ? 'Tried before: review what helped and what did not.' : '',
      c.cautions.length > 0 ? `Caution: ${c.cautions.join('; ')}` : '',
      session.currentPhase ? `Current phase: ${session.currentPhase}.` : '',
    ];
    return {
      id: c.treatment.id,
      type: index === 0 ? 'primary' : servesPrimary && index < 3 ? 'secondary' : 'adjunct',
      therapy: c.treatment.name,
      description: c.treatment.description,
      reasoning: reasons.filter(Boolean).join(' '),
      evidenceLevel: level,
      duration: c.treatment.typicalDuration,
      frequency: c.treatment.frequency,
      expectedOutcomes: c.treatment.expectedOutcomes,
      confidenceScore: confidence,
      priority: index === 0 ? 'high' : index < 3 ? 'medium' : 'low',
    };
  });
}

/** A clinical formulation in prose from the wizard's accepted parts. */
export function writeAssessmentSummary(input: {
  presentingProblem: string;
  diagnoses: string[];
  treatmentPlan: string[];
  sessionNotes: string;
}): string {
  const resolved = input.diagnoses.map((label) => ({ label, diagnosis: resolveDiagnosis(label) }));
  const problem = input.presentingProblem.trim() || 'The presenting problem was not recorded.';
  const diagnosisText =
    resolved.length > 0
      ? `Diagnostic impression, confirmed by the clinician: ${resolved.map(({ label, diagnosis }) => (diagnosis ? `${diagnosis.name} (${diagnosis.icd10cm[0] ?? ''})` : label)).join('; ')}.`
      : 'No diagnosis has been confirmed.';
  const overview = resolved
    .map(({ diagnosis }) => diagnosis?.overview)
    .filter((text): text is string => Boolean(text))
    .slice(0, 2)
    .join(' ');
  const plan =
    input.treatmentPlan.length > 0
      ? `The agreed plan includes ${input.treatmentPlan.join('; ')}.`
      : 'A treatment plan has not been agreed yet.';
  const risk = input.sessionNotes.trim() ? analyse(input.sessionNotes) : null;
  const riskText =
    risk && risk.present.has('suicidal-ideation')
      ? ' Suicidal ideation was disclosed and is addressed in the safety plan.'
      : '';
  return [
    `Presenting problem: ${problem}`,
    diagnosisText,
    overview ? `Formulation: ${overview}` : '',
    plan + riskText,
    'AI suggestions confirmed by the clinician.',
  ]
    .filter(Boolean)
    .join('\n\n');
}
