import type { TherapyRecommendation } from '#contract/generation';

export const TYPE_LABELS: Record<TherapyRecommendation['type'], string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  adjunct: 'Adjunct',
};

/** What each type means for the plan, in the words a clinician uses. */
const ROLE_IN_PLAN: Record<TherapyRecommendation['type'], string> = {
  primary: 'the main treatment',
  secondary: 'a further treatment alongside or after the main one',
  adjunct: 'an add-on to the main treatment',
};

export const EVIDENCE_LABELS: Record<TherapyRecommendation['evidenceLevel'], string> = {
  high: 'High evidence',
  moderate: 'Moderate evidence',
  emerging: 'Emerging evidence',
};

const PRIORITY_LABELS: Record<string, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** SPEC §3: an unknown priority reads as low. */
export function priorityLabel(priority: string): string {
  return PRIORITY_LABELS[priority] ?? 'Low priority';
}

export function roleInPlan(type: TherapyRecommendation['type']): string {
  return ROLE_IN_PLAN[type];
}

/**
 * The Implementation tab's steps. Built only from the recommendation's own fields (schedule, course length,
 * outcomes, role) and the workspace's plan workflow; it adds no clinical content of its own.
 */
export function implementationSteps(recommendation: TherapyRecommendation): string[] {
  const { therapy, frequency, duration, expectedOutcomes, type } = recommendation;
  const goals =
    expectedOutcomes.length > 0
      ? `Agree goals with the client from the ${expectedOutcomes.length === 1 ? 'expected outcome' : `${expectedOutcomes.length} expected outcomes`}.`
      : 'Agree goals with the client for what should change.';
  return [
    `Discuss ${therapy} with the client as ${ROLE_IN_PLAN[type]}.`,
    goals,
    frequency.trim() ? `Book sessions: ${frequency.trim()}.` : 'Agree how often to meet.',
    duration.trim()
      ? `Plan the course (${duration.trim()}) and review at its end whether to continue, change or stop.`
      : 'Agree when to review whether to continue, change or stop.',
    'Save it to the treatment plan, and mark it implemented once the first session is held.',
  ];
}

export type MonitoringPlan = {
  /** The expected outcomes, each one a thing to check at review. */
  indicators: string[];
  reviewPoints: string[];
  /** The client's progress score, or null when progress is not tracked. */
  progressScore: number | null;
};

/** The Monitoring tab: what to check (the expected outcomes), when (the schedule), and the progress so far. */
export function monitoringPlan(
  recommendation: TherapyRecommendation,
  progressScore: number | null,
): MonitoringPlan {
  const reviewPoints = [
    recommendation.frequency.trim()
      ? `At each session (${recommendation.frequency.trim()})`
      : 'At each session',
    recommendation.duration.trim()
      ? `At the end of the planned course (${recommendation.duration.trim()})`
      : 'At the end of the planned course',
  ];
  return { indicators: [...recommendation.expectedOutcomes], reviewPoints, progressScore };
}
