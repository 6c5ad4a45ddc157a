import type { EvidenceSpan, RiskAssessment, RiskStatus } from '../contract/generation';
import type { Analysis, Finding } from './analyse';

/** The concepts behind each risk area of the summary's risk block. */
const RISK_AREAS = {
  suicidal: [
    'suicidal-ideation',
    'passive-death-wish',
    'suicide-plan',
    'suicide-intent',
    'suicide-attempt-history',
  ],
  selfHarm: ['self-harm'],
  harmToOthers: ['harm-to-others'],
} as const;

export type RiskResult = RiskAssessment & { evidence: EvidenceSpan[] };

function areaStatus(
  analysis: Analysis,
  concepts: readonly string[],
): { status: RiskStatus; findings: Finding[] } {
  const present = concepts.flatMap((id) => analysis.present.get(id) ?? []);
  if (present.length > 0) return { status: 'present', findings: present };
  const denied = concepts.flatMap((id) => analysis.denied.get(id) ?? []);
  // 'denied' only when the session holds a denial; silence is 'not_assessed', never an invented denial.
  if (denied.length > 0) return { status: 'denied', findings: denied };
  return { status: 'not_assessed', findings: [] };
}

export function assessRisk(analysis: Analysis): RiskResult {
  const suicidal = areaStatus(analysis, RISK_AREAS.suicidal);
  const selfHarm = areaStatus(analysis, RISK_AREAS.selfHarm);
  const harmToOthers = areaStatus(analysis, RISK_AREAS.harmToOthers);
  const has = (id: string) => analysis.present.has(id);

  const factors = [...analysis.present.values()]
    .map((findings) => findings[0])
    .filter(
      (finding): finding is Finding =>
        finding !== undefined &&
        (finding.concept.category === 'risk' || finding.concept.category === 'substance'),
    )
    .map((finding) => finding.concept.label);
  const protectiveFactors = [...analysis.present.values()]
    .map((findings) => findings[0])
    .filter((finding): finding is Finding => finding?.concept.category === 'protective')
    .map((finding) => finding.concept.label);

  const statuses = [suicidal.status, selfHarm.status, harmToOthers.status];
  let level: RiskAssessment['level'];
  if (has('suicide-plan') || has('suicide-intent') || (has('harm-to-others') && has('access-to-means')))
    level = 'high';
  else if (has('suicidal-ideation') || has('self-harm') || has('harm-to-others')) level = 'moderate';
  else if (statuses.includes('present') || factors.length > 0) level = 'low';
  else if (statuses.every((s) => s === 'not_assessed')) level = 'not_assessed';
  else if (statuses.every((s) => s === 'denied')) level = 'none_identified';
  else level = 'not_assessed';

  const evidence = [...suicidal.findings, ...selfHarm.findings, ...harmToOthers.findings].flatMap(
    (f) => f.evidence,
  );
  return {
    level,
    suicidal: suicidal.status,
    selfHarm: selfHarm.status,
    harmToOthers: harmToOthers.status,
    factors: [...new Set(factors)],
    protectiveFactors: [...new Set(protectiveFactors)],
    evidence,
  };
}
