import type { Client } from '#contract/clients';
import type { ClientPlanItem } from '#contract/workflow';
import type { ClientRecommendationsRequest } from '#web/api/treatment-plans';

/**
 * SPEC §9 demo client profile: age 28, 8 sessions, progress 65%. It describes the seeded sample client of that
 * age; age and session count are read from the records (the seed matches them), the progress score is the
 * demo's own figure, since the workspace does not measure progress.
 */
export const DEMO_CLIENT_PROFILE = { age: 28, totalSessions: 8, progressScore: 65 } as const;

export const PHASES = {
  notStarted: 'Not started',
  assessment: 'Assessment',
  planning: 'Treatment planning',
  active: 'Active treatment',
} as const;
export type Phase = (typeof PHASES)[keyof typeof PHASES];

export type ClientProfile = {
  clientId: string;
  name: string;
  age: number;
  primaryDiagnoses: string[];
  totalSessions: number;
  currentPhase: Phase;
  /** Percent; null when progress is not tracked for this client. */
  progressScore: number | null;
  isDemo: boolean;
};

export function clientName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** The sample client the demo profile describes; other clients, sample or not, get only what their records hold. */
export function isDemoClient(client: Client): boolean {
  return client.isSample && client.age === DEMO_CLIENT_PROFILE.age;
}

/**
 * Where treatment stands, read from the records: no session yet; sessions but nothing in the plan (assessing);
 * therapies planned; or at least one therapy implemented.
 */
export function currentPhase(totalSessions: number, plan: ClientPlanItem[]): Phase {
  if (plan.some((item) => item.status === 'active')) return PHASES.active;
  if (plan.length > 0) return PHASES.planning;
  return totalSessions === 0 ? PHASES.notStarted : PHASES.assessment;
}

export function buildClientProfile(
  client: Client,
  sessionCount: number,
  plan: ClientPlanItem[],
): ClientProfile {
  const isDemo = isDemoClient(client);
  return {
    clientId: client.id,
    name: clientName(client),
    age: client.age,
    primaryDiagnoses: client.primaryDiagnosis,
    totalSessions: sessionCount,
    currentPhase: currentPhase(sessionCount, plan),
    progressScore: isDemo ? DEMO_CLIENT_PROFILE.progressScore : null,
    isDemo,
  };
}

/**
 * The request: where treatment stands. The concerns and accepted diagnoses the server reads from the client's
 * records itself, so nothing is filled in here.
 */
export function toRecommendationRequest(profile: ClientProfile): ClientRecommendationsRequest {
  return {
    sessionData: {
      currentPhase: profile.currentPhase,
      ...(profile.progressScore === null ? {} : { progressScore: profile.progressScore }),
    },
  };
}
