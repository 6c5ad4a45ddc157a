import type { TherapyRecommendation } from '#contract/generation';

/**
 * SPEC §4: when generation fails or answers nothing, the screen shows a built-in set of four sample
 * recommendations. They are display data for that case only: labelled as samples, never saved to a plan.
 */
export const SAMPLE_RECOMMENDATIONS_LABEL = 'Sample recommendations — not generated for this client';

export const SAMPLE_RECOMMENDATIONS: readonly TherapyRecommendation[] = [
  {
    id: 'sample-cbt',
    type: 'primary',
    therapy: 'Cognitive Behavioral Therapy (CBT)',
    description:
      'A structured, time-limited therapy that identifies unhelpful thoughts and behaviours and practises alternatives between sessions.',
    reasoning:
      'Sample: CBT is a first-line psychotherapy for anxiety and depressive disorders in major clinical guidelines.',
    evidenceLevel: 'high',
    duration: '12–20 sessions',
    frequency: 'Weekly',
    expectedOutcomes: [
      'Fewer and less intense symptoms',
      'Skills to notice and test unhelpful thoughts',
      'Return to avoided activities',
    ],
    confidenceScore: 85,
    priority: 'high',
  },
  {
    id: 'sample-mbct',
    type: 'secondary',
    therapy: 'Mindfulness-Based Cognitive Therapy (MBCT)',
    description:
      'A group programme combining mindfulness practice with cognitive therapy skills, with daily home practice.',
    reasoning: 'Sample: MBCT is recommended for preventing relapse in recurrent depression.',
    evidenceLevel: 'high',
    duration: '8 weeks',
    frequency: 'Weekly group sessions',
    expectedOutcomes: [
      'Lower risk of depressive relapse',
      'Earlier recognition of warning signs',
      'Less rumination',
    ],
    confidenceScore: 72,
    priority: 'medium',
  },
  {
    id: 'sample-act',
    type: 'secondary',
    therapy: 'Acceptance and Commitment Therapy (ACT)',
    description:
      'Builds psychological flexibility: making room for difficult thoughts and feelings while acting on personal values.',
    reasoning: 'Sample: ACT has a growing evidence base across anxiety, depression and chronic pain.',
    evidenceLevel: 'moderate',
    duration: '8–16 sessions',
    frequency: 'Weekly',
    expectedOutcomes: [
      'More time spent on valued activities',
      'Less struggle with difficult thoughts',
      'Better day-to-day functioning',
    ],
    confidenceScore: 68,
    priority: 'medium',
  },
  {
    id: 'sample-pmr',
    type: 'adjunct',
    therapy: 'Progressive Muscle Relaxation',
    description:
      'Tensing and releasing muscle groups in turn to reduce physical tension, learnt in session and practised at home.',
    reasoning:
      'Sample: a low-burden skill often used alongside psychotherapy for tension and sleep difficulties.',
    evidenceLevel: 'moderate',
    duration: '4–6 weeks',
    frequency: 'Daily home practice, reviewed weekly',
    expectedOutcomes: ['Less physical tension', 'A coping skill for stressful moments', 'Easier sleep onset'],
    confidenceScore: 60,
    priority: 'low',
  },
];
