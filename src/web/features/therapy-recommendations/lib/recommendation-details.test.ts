import { describe, expect, it } from 'vitest';
import type { TherapyRecommendation } from '#contract/generation';
import { implementationSteps, monitoringPlan, priorityLabel } from './recommendation-details';

const recommendation: TherapyRecommendation = {
  id: 'cbt-anxiety',
  type: 'primary',
  therapy: 'Cognitive behavioural therapy for GAD',
  description: 'Structured CBT for worry.',
  reasoning: 'Evidence for Generalized Anxiety Disorder (high).',
  evidenceLevel: 'high',
  duration: '12–15 sessions over 3–4 months',
  frequency: 'Weekly 60-minute sessions, with between-session practice',
  expectedOutcomes: ['Less time spent worrying', 'Better sleep'],
  confidenceScore: 92,
  priority: 'high',
};

describe('the recommendation detail tabs', () => {
  it('builds the implementation steps from the schedule, the course and the outcomes', () => {
    const steps = implementationSteps(recommendation);
    expect(steps).toContain(
      'Discuss Cognitive behavioural therapy for GAD with the client as the main treatment.',
    );
    expect(steps).toContain('Agree goals with the client from the 2 expected outcomes.');
    expect(steps).toContain('Book sessions: Weekly 60-minute sessions, with between-session practice.');
    expect(steps).toContain(
      'Plan the course (12–15 sessions over 3–4 months) and review at its end whether to continue, change or stop.',
    );
  });

  it('does not pretend to know a schedule the recommendation lacks', () => {
    const steps = implementationSteps({
      ...recommendation,
      frequency: ' ',
      duration: '',
      expectedOutcomes: [],
    });
    expect(steps.join(' ')).not.toMatch(/Book sessions:|Plan the course \(/);
    expect(steps).toContain('Agree goals with the client for what should change.');
  });

  it('monitors each expected outcome at the recommended review points, with the progress so far', () => {
    expect(monitoringPlan(recommendation, 65)).toEqual({
      indicators: ['Less time spent worrying', 'Better sleep'],
      reviewPoints: [
        'At each session (Weekly 60-minute sessions, with between-session practice)',
        'At the end of the planned course (12–15 sessions over 3–4 months)',
      ],
      progressScore: 65,
    });
    expect(monitoringPlan(recommendation, null).progressScore).toBeNull();
  });

  it('labels an unknown priority as low (SPEC §3)', () => {
    expect(priorityLabel('high')).toBe('High priority');
    expect(priorityLabel('urgent')).toBe('Low priority');
  });
});
