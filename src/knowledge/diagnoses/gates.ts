/**
 * What each diagnosis cannot be offered without: its defining feature, and no more than that (the criteria still
 * score everything else). A gate is either a set of concepts of
 * which at least one must be present (a death for bereavement, a sleep complaint for insomnia disorder), or a
 * criteria group that must have at least `min` of its items met (two problem-use criteria for a substance use
 * disorder). Every gate of a diagnosis must pass; impact or duration alone never open one.
 */
export type Gate = { concepts: string[] } | { group: string; min: number };

const DELUSIONS = ['delusions', 'delusional-jealousy', 'erotomanic-belief', 'somatic-delusion'];
const PSYCHOSIS = [
  ...DELUSIONS,
  'paranoia',
  'hallucinations',
  'command-hallucinations',
  'thought-broadcasting',
  'disorganised-speech',
];
const LOW_MOOD = ['depressed-mood', 'sadness', 'hopelessness', 'tearfulness', 'anhedonia'];
const ELEVATION = [
  'elevated-mood',
  'increased-energy',
  'decreased-need-for-sleep',
  'grandiosity',
  'pressured-speech',
];

export const GATES: Record<string, Gate[]> = {
  'generalized-anxiety-disorder': [{ concepts: ['excessive-worry', 'difficulty-controlling-worry'] }],
  'panic-disorder': [{ concepts: ['panic-attack', 'unexpected-panic'] }],
  agoraphobia: [{ group: 'situations', min: 1 }],
  'social-anxiety-disorder': [
    { concepts: ['social-situation-fear', 'performance-fear', 'social-evaluation-fear'] },
  ],
  'specific-phobia': [{ concepts: ['phobic-fear'] }],
  'separation-anxiety-disorder': [{ group: 'separation-symptoms', min: 1 }],
  'mdd-single-episode': [{ concepts: LOW_MOOD }],
  'mdd-recurrent': [{ concepts: ['previous-depressive-episode'] }, { concepts: LOW_MOOD }],
  'persistent-depressive-disorder': [{ concepts: ['depressed-mood', 'long-standing-low-mood', 'sadness'] }],
  pmdd: [{ concepts: ['premenstrual-mood-change'] }],
  'bipolar-i': [{ concepts: ELEVATION }],
  'bipolar-ii': [{ concepts: ELEVATION }, { concepts: ['previous-depressive-episode', ...LOW_MOOD] }],
  'cyclothymic-disorder': [{ concepts: ['elevated-mood', 'increased-energy', 'mood-swings'] }],
  ptsd: [{ concepts: ['traumatic-event', 'abuse-victim', 'domestic-violence'] }],
  'acute-stress-disorder': [{ concepts: ['traumatic-event', 'abuse-victim', 'domestic-violence'] }],
  'adjustment-disorder-depressed': [{ group: 'stressor', min: 1 }],
  'adjustment-disorder-anxiety': [{ group: 'stressor', min: 1 }],
  'adjustment-disorder-mixed': [{ group: 'stressor', min: 1 }],
  'prolonged-grief-disorder': [{ concepts: ['bereavement'] }],
  ocd: [{ group: 'obsessions-compulsions', min: 1 }],
  'body-dysmorphic-disorder': [{ concepts: ['appearance-preoccupation'] }],
  'hoarding-disorder': [{ concepts: ['difficulty-discarding'] }],
  trichotillomania: [{ concepts: ['hair-pulling'] }],
  'excoriation-disorder': [{ concepts: ['skin-picking'] }],
  'insomnia-disorder': [
    { concepts: ['sleep-onset-difficulty', 'insomnia', 'sleep-maintenance-difficulty', 'early-waking'] },
  ],
  'nightmare-disorder': [{ concepts: ['nightmares', 'separation-nightmares'] }],
  'no-diagnosable-disorder': [],
  'uncomplicated-bereavement': [{ concepts: ['bereavement'] }],
  'relationship-distress': [{ concepts: ['partner-conflict'] }],
  adhd: [{ group: 'core-symptoms', min: 2 }],
  'autism-spectrum-disorder': [{ group: 'social-communication', min: 1 }],
  'anorexia-nervosa': [{ concepts: ['food-restriction', 'low-body-weight', 'fear-of-weight-gain'] }],
  'bulimia-nervosa': [{ concepts: ['binge-eating'] }, { concepts: ['compensatory-behaviour'] }],
  'binge-eating-disorder': [{ concepts: ['binge-eating', 'loss-of-control-eating'] }],
  arfid: [{ concepts: ['food-avoidance-sensory', 'fear-of-aversive-eating'] }],
  'alcohol-use-disorder': [{ concepts: ['alcohol-use'] }, { group: 'problem-pattern', min: 2 }],
  'cannabis-use-disorder': [{ concepts: ['cannabis-use'] }, { group: 'problem-pattern', min: 2 }],
  'opioid-use-disorder': [{ concepts: ['opioid-use'] }, { group: 'problem-pattern', min: 2 }],
  'stimulant-use-disorder': [{ concepts: ['stimulant-use'] }, { group: 'problem-pattern', min: 2 }],
  'tobacco-use-disorder': [{ concepts: ['tobacco-use'] }, { group: 'problem-pattern', min: 2 }],
  'sedative-use-disorder': [{ concepts: ['sedative-use'] }, { group: 'problem-pattern', min: 2 }],
  'gambling-disorder': [{ concepts: ['gambling'] }, { group: 'problem-pattern', min: 2 }],
  schizophrenia: [{ concepts: PSYCHOSIS }],
  'schizoaffective-disorder': [{ concepts: PSYCHOSIS }],
  'brief-psychotic-disorder': [{ concepts: PSYCHOSIS }],
  'delusional-disorder': [{ concepts: DELUSIONS }],
  'borderline-personality-disorder': [{ group: 'features', min: 2 }],
  'antisocial-personality-disorder': [{ group: 'features', min: 2 }],
  'avoidant-personality-disorder': [{ group: 'features', min: 2 }],
  'obsessive-compulsive-personality-disorder': [{ group: 'features', min: 2 }],
  'narcissistic-personality-disorder': [{ group: 'features', min: 2 }],
  'dependent-personality-disorder': [{ group: 'features', min: 2 }],
  'somatic-symptom-disorder': [
    {
      concepts: [
        'persistent-pain',
        'unexplained-physical-symptoms',
        'health-problem',
        'somatic-preoccupation',
      ],
    },
  ],
  'illness-anxiety-disorder': [{ concepts: ['health-anxiety', 'symptom-catastrophising'] }],
  'conversion-disorder': [{ group: 'neurological-symptom', min: 1 }],
  'dissociative-identity-disorder': [{ concepts: ['identity-switching'] }],
  'depersonalization-derealization-disorder': [{ concepts: ['depersonalisation', 'derealisation'] }],
  'major-neurocognitive-disorder': [{ group: 'cognitive-domains', min: 1 }],
  'mild-neurocognitive-disorder': [{ group: 'cognitive-domains', min: 1 }],
  'intermittent-explosive-disorder': [
    { concepts: ['explosive-outbursts', 'anger-outbursts', 'property-destruction', 'physical-aggression'] },
  ],
};
