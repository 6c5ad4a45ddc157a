import { describe, expect, it } from 'vitest';
import type { Client } from '#contract/clients';
import type { ClientPlanItem } from '#contract/workflow';
import { SAMPLE_RECOMMENDATIONS } from '../sample-recommendations';
import {
  PHASES,
  buildClientProfile,
  currentPhase,
  isDemoClient,
  toRecommendationRequest,
} from './client-profile';

const client = (overrides: Partial<Client> = {}): Client => ({
  id: 'c1',
  firstName: 'Sarah',
  lastName: 'M.',
  age: 28,
  gender: 'Female',
  status: 'active',
  riskLevel: 'moderate',
  primaryDiagnosis: ['Anxiety', 'Sleep Issues'],
  lastSession: null,
  nextSession: null,
  totalSessions: 8,
  isSample: true,
  archivedAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

const planItem = (status: ClientPlanItem['status']): ClientPlanItem => {
  const recommendation = SAMPLE_RECOMMENDATIONS[0];
  if (!recommendation) throw new Error('there are sample recommendations');
  return {
    id: `item-${status}`,
    therapy: recommendation.therapy,
    status,
    recommendation,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
  };
};

describe('the client profile (SPEC §3, §9)', () => {
  it('gives the sample demo client the demo progress score of 65%', () => {
    const profile = buildClientProfile(client(), 8, []);
    expect(profile).toMatchObject({
      name: 'Sarah M.',
      age: 28,
      totalSessions: 8,
      progressScore: 65,
      primaryDiagnoses: ['Anxiety', 'Sleep Issues'],
      isDemo: true,
    });
  });

  it('invents no progress for any other client, and counts their sessions as given', () => {
    const james = client({ firstName: 'James', lastName: 'K.', age: 35 });
    expect(isDemoClient(james)).toBe(false);
    expect(buildClientProfile(james, 3, [])).toMatchObject({
      age: 35,
      totalSessions: 3,
      progressScore: null,
    });
    const ownClient = client({ isSample: false });
    expect(isDemoClient(ownClient)).toBe(false);
    expect(buildClientProfile(ownClient, 0, []).progressScore).toBeNull();
  });

  it('reads the phase from the sessions and the treatment plan', () => {
    expect(currentPhase(0, [])).toBe(PHASES.notStarted);
    expect(currentPhase(2, [])).toBe(PHASES.assessment);
    expect(currentPhase(2, [planItem('planned')])).toBe(PHASES.planning);
    expect(currentPhase(2, [planItem('planned'), planItem('active')])).toBe(PHASES.active);
  });

  it('sends where treatment stands, and no progress score when it is not tracked', () => {
    const james = buildClientProfile(
      client({ firstName: 'James', age: 35, primaryDiagnosis: ['Depression'] }),
      4,
      [],
    );
    expect(toRecommendationRequest(james)).toEqual({ sessionData: { currentPhase: 'Assessment' } });
    const sarah = buildClientProfile(client(), 8, [planItem('active')]);
    expect(toRecommendationRequest(sarah).sessionData).toEqual({
      currentPhase: 'Active treatment',
      progressScore: 65,
    });
  });
});
