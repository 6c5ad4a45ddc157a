/**
 * What each diagnosis cannot be offered without: its defining features. A gate is either a set of concepts of
 * which at least one must be present (a death for bereavement, a sleep complaint for insomnia disorder), or a
 * criteria group that must have at least `min` of its items met (two problem-use criteria for a substance use
 * disorder). Every gate of a diagnosis must pass; impact or duration alone never open one.
 */
export type Gate = { concepts: string[] } | { group: string; min: number };

const DELUSIONS = ['delusions', 'delusional-jealousy', 'erotomanic-belief', 'somatic-delusion'];
const PSYCHOSIS = [...DELUSIONS, 'paranoia', 'hallucinations', 'command-hallucinations', 'thought-broadcasting', 'disorganised-speech'];
const LOW_MOOD = ['depressed-mood', 'sadness', 'hopelessness', 'tearfulness', 'anhedonia'];
const ELEVATION = ['elevated-mood', 'increased-energy', 'decreased-need-for-sleep', 'grandiosity', 'pressured-speech'];

export const GATES: Record<string, Gate[]> = {
  'generalized-anxiety-disorder': [{ concepts: ['excessive-worry', 'difficulty-controlling-worry'] }],
  'panic-disorder': [{ concepts: ['panic-attack', 'unexpected-panic'] }],
  agoraphobia: [{ group: 'situations', min: 1 }, { group: 'fear-and-avoidance', min: 1 }],
  'social-anxiety-disorder': [{ concepts: ['social-situation-fear', 'performance-fear', 'social-evaluation-fear'] }],
  'specific-phobia': [{ concepts: ['phobic-fear'] }],
  'separation-anxiety-disorder': [{ group: 'separation-symptoms', min: 2 }],
  'mdd-single-episode': [{ concepts: LOW_MOOD }, { group: 'episode-symptoms', min: 3 }],
  'mdd-recurrent': [{ concepts: ['previous-depressive-episode'] }, { concepts: LOW_MOOD }, { group: 'episode-symptoms', min: 3 }],
  'persistent-depressive-disorder': [{ concepts: ['depressed-mood', 'long-standing-low-mood', 'sadness'] }],
  pmdd: [{ concepts: ['premenstrual-mood-change'] }],
  'bipolar-i': [{ concepts: ELEVATION }, { group: 'manic-symptoms', min: 2 }],
  'bipolar-ii': [{ concepts: ELEVATION }, { group: 'hypomanic-symptoms', min: 2 }, { concepts: ['previous-depressive-episode', ...LOW_MOOD] }],
  'cyclothymic-disorder': [{ concepts: ['elevated-mood', 'increased-energy'] }, { concepts: ['mood-swings', 'depressed-mood', 'sadness'] }],
  ptsd: [{ concepts: ['traumatic-event', 'abuse-victim', 'domestic-violence'] }, { group: 'intrusion', min: 1 }],
  'acute-stress-disorder': [{ concepts: ['traumatic-event', 'abuse-victim', 'domestic-violence'] }, { group: 'symptoms', min: 3 }],
  'adjustment-disorder-depressed': [{ group: 'stressor', min: 1 }, { group: 'depressive-response', min: 1 }],
  'adjustment-disorder-anxiety': [{ group: 'stressor', min: 1 }, { group: 'anxious-response', min: 1 }],
  'adjustment-disorder-mixed': [{ group: 'stressor', min: 1 }, { group: 'depressive-response', min: 1 }, { group: 'anxious-response', min: 1 }],
  'prolonged-grief-disorder': [{ concepts: ['bereavement'] }, { concepts: ['yearning-for-deceased', 'preoccupation-with-deceased'] }],
  ocd: [{ group: 'obsessions-compulsions', min: 1 }],
  'body-dysmorphic-disorder': [{ concepts: ['appearance-preoccupation'] }],
  'hoarding-disorder': [{ concepts: ['difficulty-discarding'] }],
  trichotillomania: [{ concepts: ['hair-pulling'] }],
  'excoriation-disorder': [{ concepts: ['skin-picking'] }],
  'insomnia-disorder': [{ concepts: ['sleep-onset-difficulty', 'insomnia', 'sleep-maintenance-difficulty', 'early-waking'] }],
  'nightmare-disorder': [{ concepts: ['nightmares', 'separation-nightmares'] }],
  'no-diagnosable-disorder': [],
  'uncomplicated-bereavement': [{ concepts: ['bereavement'] }],
  'relationship-distress': [{ concepts: ['partner-conflict'] }],
  adhd: [{ group: 'core-symptoms', min: 3 }],
  'autism-spectrum-disorder': [{ group: 'social-communication', min: 1 }, { group: 'restricted-repetitive', min: 1 }],
  'anorexia-nervosa': [{ concepts: ['food-restriction'] }, { concepts: ['low-body-weight', 'weight-loss', 'fear-of-weight-gain', 'body-image-distortion'] }],
  'bulimia-nervosa': [{ concepts: ['binge-eating'] }, { concepts: ['compensatory-behaviour'] }],
  'binge-eating-disorder': [{ concepts: ['binge-eating'] }, { concepts: ['loss-of-control-eating', 'post-binge-guilt', 'secretive-eating', 'eating-rapidly'] }],
  arfid: [{ group: 'avoidance-driver', min: 1 }, { group: 'consequences', min: 1 }],
  'alcohol-use-disorder': [{ concepts: ['alcohol-use'] }, { group: 'problem-pattern', min: 2 }],
  'cannabis-use-disorder': [{ concepts: ['cannabis-use'] }, { group: 'problem-pattern', min: 2 }],
  'opioid-use-disorder': [{ concepts: ['opioid-use'] }, { group: 'problem-pattern', min: 2 }],
  'stimulant-use-disorder': [{ concepts: ['stimulant-use'] }, { group: 'problem-pattern', min: 2 }],
  'tobacco-use-disorder': [{ concepts: ['tobacco-use'] }, { group: 'problem-pattern', min: 2 }],
  'sedative-use-disorder': [{ concepts: ['sedative-use'] }, { group: 'problem-pattern', min: 2 }],
  'gambling-disorder': [{ concepts: ['gambling'] }, { group: 'problem-pattern', min: 2 }],
  schizophrenia: [{ concepts: PSYCHOSIS }, { group: 'active-symptoms', min: 2 }],
  'schizoaffective-disorder': [{ concepts: PSYCHOSIS }, { concepts: [...LOW_MOOD, ...ELEVATION] }],
  'brief-psychotic-disorder': [{ concepts: PSYCHOSIS }],
  'delusional-disorder': [{ concepts: DELUSIONS }],
  'borderline-personality-disorder': [{ group: 'features', min: 3 }],
  'antisocial-personality-disorder': [{ group: 'features', min: 2 }, { concepts: ['childhood-conduct-problems', 'rule-breaking', 'legal-problems', 'physical-aggression'] }],
  'avoidant-personality-disorder': [{ group: 'features', min: 2 }],
  'obsessive-compulsive-personality-disorder': [{ group: 'features', min: 2 }],
  'narcissistic-personality-disorder': [{ group: 'features', min: 2 }],
  'dependent-personality-disorder': [{ group: 'features', min: 2 }],
  'somatic-symptom-disorder': [{ concepts: ['persistent-pain', 'unexplained-physical-symptoms', 'health-problem'] }, { group: 'excessive-response', min: 1 }],
  'illness-anxiety-disorder': [{ concepts: ['health-anxiety', 'symptom-catastrophising'] }],
  'conversion-disorder': [{ group: 'neurological-symptom', min: 1 }],
  'dissociative-identity-disorder': [{ concepts: ['identity-switching'] }],
  'depersonalization-derealization-disorder': [{ concepts: ['depersonalisation', 'derealisation'] }],
  'major-neurocognitive-disorder': [{ group: 'cognitive-domains', min: 1 }, { concepts: ['decline-in-daily-functioning'] }],
  'mild-neurocognitive-disorder': [{ group: 'cognitive-domains', min: 1 }],
  'intermittent-explosive-disorder': [{ concepts: ['explosive-outbursts', 'anger-outbursts', 'property-destruction', 'physical-aggression'] }, { concepts: ['disproportionate-anger', 'post-outburst-remorse'] }],
};
