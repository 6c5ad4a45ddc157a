import type { CriteriaGroup, CriterionItem, Diagnosis, Exclusion } from '../types';

/**
 * Anxiety, depressive, bipolar, trauma- and stressor-related, obsessive-compulsive and related, and sleep-wake
 * diagnoses, plus the "no diagnosable disorder" style outcomes.
 *
 * Criteria are our own plain-English paraphrases; only the structural facts (how many symptoms, how long) follow
 * the published classification. ICD-10-CM codes come from the CMS/CDC FY2026 ICD-10-CM code set as transcribed in
 * ../shared/datasets/icd10cm/icd10cm_F01-F99_FY2026.csv; the Z codes used by the non-disorder outcomes (Z03.89,
 * Z63.4, Z63.0) come from chapter 21 of the same FY2026 ICD-10-CM release, which that file does not cover.
 */

// ───────────────────────────── Shared building blocks (data only) ─────────────────────────────

/** Clinically significant distress or impairment: at least one of these. */
const IMPACT_ITEMS: CriterionItem[] = [
  {
    id: 'distress',
    description: 'Marked personal distress about the symptoms',
    concepts: ['marked-distress'],
  },
  {
    id: 'work-impairment',
    description: 'Interference with work, study or household responsibilities',
    concepts: ['impaired-functioning-work'],
  },
  {
    id: 'social-impairment',
    description: 'Interference with relationships or social life',
    concepts: ['impaired-functioning-relationships', 'social-withdrawal'],
  },
  {
    id: 'self-care-impairment',
    description: 'Neglect of self-care or daily routines',
    concepts: ['impaired-self-care'],
  },
];

const impactGroup = {
  kind: 'at-least',
  id: 'impact',
  label: 'Clinically significant distress or impairment',
  min: 1,
  items: IMPACT_ITEMS,
} satisfies CriteriaGroup;

const SUBSTANCE_EXCLUSION: Exclusion = {
  description:
    'The symptoms are not better accounted for by the direct effects of alcohol, a drug, a medication or withdrawal from one.',
  concepts: ['substance-induced-cause'],
};

const MEDICAL_EXCLUSION: Exclusion = {
  description:
    'The symptoms are not better accounted for by a medical condition (for example thyroid disease).',
  concepts: ['medical-condition-cause'],
};

/** The nine symptoms of a major depressive episode. */
const DEPRESSIVE_EPISODE_ITEMS: CriterionItem[] = [
  {
    id: 'depressed-mood',
    description:
      'Low, sad, empty or hopeless mood most of the day, nearly every day (reported or observed, e.g. tearful)',
    concepts: ['depressed-mood', 'sadness', 'hopelessness', 'tearfulness'],
  },
  {
    id: 'anhedonia',
    description: 'Clearly reduced interest or pleasure in most activities',
    concepts: ['anhedonia'],
  },
  {
    id: 'appetite-weight',
    description: 'Noticeable change in appetite or weight without deliberate dieting',
    concepts: ['appetite-decrease', 'appetite-increase', 'weight-loss', 'weight-gain'],
  },
  {
    id: 'sleep',
    description: 'Sleeping much less or much more than usual, nearly every day',
    concepts: [
      'insomnia',
      'hypersomnia',
      'sleep-onset-difficulty',
      'sleep-maintenance-difficulty',
      'early-waking',
    ],
  },
  {
    id: 'psychomotor',
    description: 'Visible slowing down or restless agitation',
    concepts: ['psychomotor-slowing', 'psychomotor-agitation'],
  },
  { id: 'fatigue', description: 'Tiredness or loss of energy nearly every day', concepts: ['fatigue'] },
  {
    id: 'worthlessness-guilt',
    description: 'Feeling worthless, or guilt that is excessive or out of proportion',
    concepts: ['worthlessness', 'excessive-guilt'],
  },
  {
    id: 'concentration',
    description: 'Reduced ability to think, concentrate or make decisions',
    concepts: ['poor-concentration', 'indecisiveness'],
  },
  {
    id: 'death-thoughts',
    description: 'Recurring thoughts of death, wishing to be dead, suicidal thoughts, a plan or an attempt',
    concepts: ['suicidal-ideation', 'passive-death-wish', 'suicide-plan', 'suicide-intent'],
  },
];

/** Gate for a depressive episode: one of these two must be present (ids differ from the symptom list). */
const DEPRESSIVE_CORE_ITEMS: CriterionItem[] = [
  {
    id: 'core-mood',
    description: 'Depressed mood most of the day, nearly every day',
    concepts: ['depressed-mood', 'sadness', 'hopelessness', 'tearfulness'],
  },
  { id: 'core-interest', description: 'Markedly diminished interest or pleasure', concepts: ['anhedonia'] },
];

/** The seven "B" symptoms of a manic or hypomanic episode. */
const ELEVATED_EPISODE_ITEMS: CriterionItem[] = [
  {
    id: 'grandiosity',
    description: 'Inflated self-esteem or grandiose ideas about abilities or importance',
    concepts: ['grandiosity'],
  },
  {
    id: 'less-sleep',
    description: 'Feeling rested after far less sleep than usual',
    concepts: ['decreased-need-for-sleep'],
  },
  {
    id: 'talkative',
    description: 'More talkative than usual or pressure to keep talking',
    concepts: ['pressured-speech'],
  },
  {
    id: 'racing-thoughts',
    description: 'Thoughts racing or jumping rapidly from idea to idea',
    concepts: ['racing-thoughts'],
  },
  {
    id: 'distractibility',
    description: 'Attention pulled away easily by unimportant things',
    concepts: ['distractibility'],
  },
  {
    id: 'goal-activity',
    description: 'A marked rise in goal-directed activity (work, social, sexual) or purposeless agitation',
    concepts: ['increased-goal-activity', 'psychomotor-agitation'],
  },
  {
    id: 'risky-activity',
    description:
      'Excessive involvement in activities with painful consequences (spending, sex, reckless decisions)',
    concepts: ['risky-behaviour'],
  },
];

const ELEVATED_MOOD_CORE: CriterionItem[] = [
  {
    id: 'elevated-mood',
    description:
      'A distinct period of abnormally high, expansive or (with more symptoms) irritable mood, unlike the person\u2019s usual self',
    concepts: ['elevated-mood'],
  },
  {
    id: 'energy',
    description: 'Accompanied by clearly increased energy or activity',
    concepts: ['increased-energy', 'increased-goal-activity'],
  },
];

/** Identifiable, non-traumatic life stressors (bereavement and trauma have their own diagnoses). */
const STRESSOR_ITEM: CriterionItem = {
  id: 'stressor',
  description:
    'An identifiable stressor (relationship, work, money, study, health, caring, move, legal) preceded the symptoms',
  concepts: [
    'relationship-breakup',
    'partner-conflict',
    'job-loss',
    'work-stress',
    'financial-stress',
    'academic-stress',
    'health-problem',
    'caregiver-burden',
    'relocation',
    'legal-problems',
  ],
};

const TRAUMA_EXPOSURE_ITEM: CriterionItem = {
  id: 'trauma-exposure',
  description:
    'Exposure to actual or threatened death, serious injury or sexual violence: directly, as a witness, by learning it happened violently or accidentally to someone close, or through repeated exposure to its details at work',
  concepts: ['traumatic-event', 'abuse-victim', 'domestic-violence'],
};

const ADJUSTMENT_EXCLUSIONS: Exclusion[] = [
  {
    description:
      'The reaction does not meet criteria for another mental disorder and is not just a flare of a pre-existing one.',
    betterExplainedBy: [
      'mdd-single-episode',
      'mdd-recurrent',
      'generalized-anxiety-disorder',
      'ptsd',
      'acute-stress-disorder',
    ],
  },
  {
    description: 'The reaction is not ordinary grief after a death, nor prolonged grief.',
    betterExplainedBy: ['uncomplicated-bereavement', 'prolonged-grief-disorder'],
  },
];

// ───────────────────────────── Diagnoses ─────────────────────────────

export const MOOD_ANXIETY_DIAGNOSES: Diagnosis[] = [
  // ═════════════ Anxiety disorders ═════════════
  {
    id: 'generalized-anxiety-disorder',
    name: 'Generalized anxiety disorder',
    icd10cm: ['F41.1'],
    group: 'anxiety',
    overview:
      'Persistent, hard-to-control worry that spreads across many everyday matters (health, money, family, work) and is out of proportion to the actual risk. The worry comes with physical tension and strain such as restlessness, tiredness, poor concentration, irritability, muscle tension and disturbed sleep, lasting most days for at least six months.',
    criteria: [
      {
        kind: 'all',
        id: 'worry',
        label: 'Excessive, hard-to-control worry',
        items: [
          {
            id: 'excessive-worry',
            description:
              'Excessive worry or apprehensive expectation about a number of events or activities, on more days than not',
            concepts: ['excessive-worry'],
          },
          {
            id: 'control',
            description: 'The person finds the worry difficult to stop or control',
            concepts: ['difficulty-controlling-worry'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'associated',
        label: 'Associated symptoms (at least 3 of 6)',
        min: 3,
        items: [
          {
            id: 'restlessness',
            description: 'Restlessness, feeling keyed up or on edge',
            concepts: ['restlessness'],
          },
          { id: 'fatigue', description: 'Tiring easily', concepts: ['fatigue'] },
          {
            id: 'concentration',
            description: 'Trouble concentrating or the mind going blank',
            concepts: ['poor-concentration'],
          },
          { id: 'irritability', description: 'Irritability', concepts: ['irritability'] },
          { id: 'muscle-tension', description: 'Muscle tension', concepts: ['muscle-tension'] },
          {
            id: 'sleep',
            description:
              'Disturbed sleep: trouble falling or staying asleep, or restless, unrefreshing sleep',
            concepts: ['insomnia', 'sleep-onset-difficulty', 'sleep-maintenance-difficulty'],
          },
        ],
      },
      impactGroup,
    ],
    duration: { minDays: 180, description: 'Worry present on more days than not for at least 6 months.' },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description:
          'The worry is not better explained by another disorder whose focus it shares (panic attacks, contamination or intrusive thoughts, separation, trauma reminders, illness, appearance).',
        betterExplainedBy: [
          'panic-disorder',
          'ocd',
          'separation-anxiety-disorder',
          'ptsd',
          'illness-anxiety-disorder',
          'body-dysmorphic-disorder',
        ],
      },
    ],
    specifiers: ['Severity by GAD-7: mild (5\u20139), moderate (10\u201314), severe (15\u201321)'],
    differentials: [
      {
        diagnosisId: 'adjustment-disorder-anxiety',
        distinguishingFeature:
          'Anxiety tied to one identifiable stressor, starting within 3 months of it and not lasting 6 months beyond it.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature:
          'Discrete surges of fear and worry focused on the attacks themselves rather than on many life domains.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Intrusive, unwanted thoughts experienced as alien and usually neutralised by rituals, rather than worries about real-life problems.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Worry occurs within a period of pervasive low mood or loss of interest and tends to be ruminative and self-critical.',
      },
    ],
    layCues: [
      "my mind won't shut off",
      'I worry about everything',
      'I always expect the worst',
      "I can't stop worrying even when things are fine",
      "I'm always on edge",
      'my shoulders are constantly tense',
      'what if something bad happens',
    ],
    treatments: [
      'cbt-anxiety',
      'ssri',
      'snri',
      'ssri-plus-cbt',
      'psychoeducation',
      'act',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'panic-disorder',
    name: 'Panic disorder',
    icd10cm: ['F41.0'],
    group: 'anxiety',
    overview:
      'Repeated, unexpected panic attacks: sudden surges of intense fear or discomfort that peak within minutes and bring strong bodily symptoms. At least one attack is followed by a month or more of worry about further attacks or their consequences, or by changes in behaviour meant to prevent them.',
    criteria: [
      {
        kind: 'all',
        id: 'attacks',
        label: 'Recurrent unexpected panic attacks',
        items: [
          {
            id: 'recurrent-attacks',
            description:
              'Repeated abrupt surges of intense fear that peak within minutes, at least some coming out of the blue',
            concepts: ['panic-attack', 'unexpected-panic'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'attack-symptoms',
        label: 'Attack symptoms (at least 4 of 13)',
        min: 4,
        items: [
          { id: 'palpitations', description: 'Pounding or racing heart', concepts: ['palpitations'] },
          { id: 'sweating', description: 'Sweating', concepts: ['sweating'] },
          { id: 'trembling', description: 'Trembling or shaking', concepts: ['trembling'] },
          {
            id: 'breath',
            description: 'Feeling short of breath or smothered',
            concepts: ['shortness-of-breath'],
          },
          { id: 'choking', description: 'Feeling of choking', concepts: ['choking-sensation'] },
          { id: 'chest', description: 'Chest pain or discomfort', concepts: ['chest-pain'] },
          { id: 'nausea', description: 'Nausea or abdominal distress', concepts: ['nausea'] },
          { id: 'dizziness', description: 'Dizziness, unsteadiness or faintness', concepts: ['dizziness'] },
          { id: 'temperature', description: 'Chills or heat sensations', concepts: ['hot-cold-flushes'] },
          { id: 'paraesthesia', description: 'Numbness or tingling', concepts: ['tingling-numbness'] },
          {
            id: 'dissociation',
            description: 'Feelings of unreality or of being detached from oneself',
            concepts: ['derealisation', 'depersonalisation'],
          },
          {
            id: 'losing-control',
            description: 'Fear of losing control or going crazy',
            concepts: ['fear-of-losing-control'],
          },
          { id: 'dying', description: 'Fear of dying', concepts: ['fear-of-dying'] },
        ],
      },
      {
        kind: 'at-least',
        id: 'aftermath',
        label: 'Persistent concern or behaviour change after attacks',
        min: 1,
        items: [
          {
            id: 'concern',
            description:
              'Ongoing worry about having more attacks or about what they mean (heart attack, losing control)',
            concepts: ['fear-of-panic-recurrence', 'anticipatory-anxiety'],
          },
          {
            id: 'behaviour-change',
            description:
              'Significant, unhelpful behaviour change to prevent attacks (avoiding exercise, unfamiliar places, always carrying safety items)',
            concepts: ['panic-behaviour-change', 'avoidance'],
          },
        ],
      },
    ],
    duration: {
      minDays: 30,
      description: 'Concern or behaviour change lasting at least 1 month after an attack.',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      {
        description:
          'The attacks are not caused by a medical condition (e.g. hyperthyroidism, cardiac arrhythmia); a first presentation warrants medical review.',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'The attacks are not confined to a feared object or situation that another disorder explains (social scrutiny, a phobic object, obsessions, trauma reminders, separation).',
        betterExplainedBy: [
          'social-anxiety-disorder',
          'specific-phobia',
          'ocd',
          'ptsd',
          'separation-anxiety-disorder',
        ],
      },
    ],
    specifiers: [
      'Severity by PDSS or attack frequency',
      'With co-occurring agoraphobia (diagnose agoraphobia separately)',
    ],
    differentials: [
      {
        diagnosisId: 'agoraphobia',
        distinguishingFeature:
          'Fear and avoidance centre on places where escape or help would be hard; may coexist and is coded separately.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature: 'Chronic diffuse worry without recurrent, abrupt surges of fear.',
      },
      {
        diagnosisId: 'illness-anxiety-disorder',
        distinguishingFeature:
          'Persistent health fear without discrete attacks; reassurance-seeking about disease rather than fear of the attacks.',
      },
      {
        diagnosisId: 'specific-phobia',
        distinguishingFeature: 'Attacks are cued only by a particular object or situation, never unexpected.',
      },
    ],
    layCues: [
      'my heart was pounding out of nowhere',
      'I thought I was having a heart attack',
      "I couldn't breathe and thought I was dying",
      "I'm terrified of having another attack",
      'it comes on for no reason',
      'I ended up in A&E and they said it was anxiety',
    ],
    treatments: [
      'panic-focused-cbt',
      'ssri',
      'ssri-plus-cbt',
      'psychoeducation',
      'snri',
      'medical-evaluation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'agoraphobia',
    name: 'Agoraphobia',
    icd10cm: ['F40.00', 'F40.01', 'F40.02'],
    group: 'anxiety',
    overview:
      'Marked fear of several kinds of public or unfamiliar situations (transport, open spaces, shops and enclosed places, crowds, being out alone) because escape might be difficult or help unavailable if panic or embarrassing symptoms struck. The situations are avoided, endured with intense fear, or faced only with a companion, and the person\u2019s world gradually shrinks.',
    criteria: [
      {
        kind: 'at-least',
        id: 'situations',
        label: 'Feared situations (at least 2 of 5)',
        min: 2,
        items: [
          {
            id: 'transport',
            description: 'Using public transport (buses, trains, planes)',
            concepts: ['public-transport-fear'],
          },
          {
            id: 'open-spaces',
            description: 'Being in open spaces (car parks, bridges, markets)',
            concepts: ['open-spaces-fear'],
          },
          {
            id: 'enclosed-spaces',
            description: 'Being in enclosed public places (shops, cinemas, lifts)',
            concepts: ['enclosed-spaces-fear'],
          },
          { id: 'crowds', description: 'Standing in a queue or being in a crowd', concepts: ['crowds-fear'] },
          {
            id: 'alone-outside',
            description: 'Being outside the home alone',
            concepts: ['leaving-home-alone-fear'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'fear-and-avoidance',
        label: 'Escape-related fear and avoidance',
        items: [
          {
            id: 'escape-fear',
            description:
              'The fear is that escape would be hard or help unavailable if panic-like or embarrassing symptoms occurred',
            concepts: ['escape-difficulty-fear', 'fear-of-panic-recurrence', 'fear-of-losing-control'],
          },
          {
            id: 'avoidance',
            description: 'The situations are avoided, need a companion, or are endured with intense fear',
            concepts: ['agoraphobic-avoidance', 'avoidance', 'panic-behaviour-change'],
          },
        ],
      },
      impactGroup,
    ],
    duration: { minDays: 180, description: 'Fear, anxiety or avoidance typically lasting 6 months or more.' },
    exclusions: [
      {
        description:
          'If a medical condition is present (e.g. inflammatory bowel disease, Parkinson\u2019s), the fear and avoidance are clearly excessive for it.',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'Not better explained by social fears, a single phobic situation, obsessions, trauma reminders or fear of separation.',
        betterExplainedBy: [
          'social-anxiety-disorder',
          'specific-phobia',
          'ocd',
          'ptsd',
          'separation-anxiety-disorder',
        ],
      },
    ],
    specifiers: [
      'With co-occurring panic disorder (ICD-10-CM F40.01)',
      'Without panic disorder (ICD-10-CM F40.02)',
    ],
    differentials: [
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature:
          'Unexpected attacks without avoidance of two or more situation types; both can be diagnosed together.',
      },
      {
        diagnosisId: 'specific-phobia',
        distinguishingFeature:
          'Fear is limited to one situation (e.g. flying only) and is about the situation itself, not about escape.',
      },
      {
        diagnosisId: 'social-anxiety-disorder',
        distinguishingFeature:
          'Situations are feared because of scrutiny and negative evaluation, not because escape would be hard.',
      },
      {
        diagnosisId: 'separation-anxiety-disorder',
        distinguishingFeature:
          'Staying home is about remaining close to attachment figures, not about being trapped without help.',
      },
    ],
    layCues: [
      "I can't go to the supermarket on my own",
      "I haven't left the house in weeks",
      'what if I panic and can\u2019t get out',
      'I only go out if my partner comes with me',
      "I can't get on the bus anymore",
      'my world has got smaller',
    ],
    treatments: [
      'panic-focused-cbt',
      'exposure-therapy-phobia',
      'ssri',
      'ssri-plus-cbt',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'social-anxiety-disorder',
    name: 'Social anxiety disorder',
    icd10cm: ['F40.10', 'F40.11'],
    group: 'anxiety',
    overview:
      'Intense fear of social or performance situations in which the person could be watched and judged, driven by the expectation of acting in a way that will be embarrassing or humiliating. Such situations are avoided or endured with marked distress, the fear is out of proportion to the real threat, and it has lasted six months or more.',
    criteria: [
      {
        kind: 'all',
        id: 'social-fear',
        label: 'Fear of scrutiny in social situations',
        items: [
          {
            id: 'situations',
            description:
              'Marked fear in social interactions, being observed, or performing in front of others',
            concepts: ['social-situation-fear', 'performance-fear'],
          },
          {
            id: 'evaluation',
            description:
              'Fear of showing anxiety or acting in a way that will be judged negatively, humiliate or offend',
            concepts: ['social-evaluation-fear'],
          },
          {
            id: 'avoidance',
            description: 'The situations are avoided or endured with intense fear',
            concepts: ['social-situation-avoidance', 'avoidance'],
          },
        ],
      },
      impactGroup,
    ],
    duration: { minDays: 180, description: 'Typically lasting 6 months or more.' },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      {
        description:
          'If a medical condition is present (stammer, disfigurement, tremor), the fear is unrelated to it or clearly excessive.',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'Not better explained by panic disorder, body dysmorphic concerns about appearance, or autism-related social difficulties.',
        betterExplainedBy: [
          'panic-disorder',
          'body-dysmorphic-disorder',
          'autism-spectrum-disorder',
          'agoraphobia',
        ],
      },
    ],
    specifiers: ['Performance only (fear restricted to speaking or performing in public)'],
    differentials: [
      {
        diagnosisId: 'avoidant-personality-disorder',
        distinguishingFeature:
          'A pervasive, lifelong pattern of inadequacy and avoidance across almost all relationships; often co-occurs.',
      },
      {
        diagnosisId: 'agoraphobia',
        distinguishingFeature:
          'Situations are feared because escape would be difficult, and can be feared even when alone.',
      },
      {
        diagnosisId: 'autism-spectrum-disorder',
        distinguishingFeature:
          'Social difficulty stems from differences in social communication and restricted interests rather than fear of judgement.',
      },
      {
        diagnosisId: 'body-dysmorphic-disorder',
        distinguishingFeature:
          'Social avoidance is driven by a preoccupation with a perceived flaw in appearance.',
      },
    ],
    layCues: [
      "I'm terrified people will judge me",
      'I go bright red when I have to speak',
      'I avoid parties and work events',
      'I replay conversations for hours afterwards',
      'presentations make me feel sick',
      "I'm scared I'll say something stupid",
    ],
    treatments: [
      'cbt-social-anxiety',
      'ssri',
      'ssri-plus-cbt',
      'snri',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'specific-phobia',
    name: 'Specific phobia',
    icd10cm: [
      'F40.298',
      'F40.218',
      'F40.210',
      'F40.228',
      'F40.220',
      'F40.230',
      'F40.231',
      'F40.232',
      'F40.233',
      'F40.248',
      'F40.240',
      'F40.241',
      'F40.242',
      'F40.243',
    ],
    group: 'anxiety',
    overview:
      'Strong, immediate fear of a particular object or situation (animals, heights, flying, needles, blood, storms, enclosed spaces) that is out of proportion to the actual danger. The trigger is actively avoided or endured with intense fear, and the pattern has persisted for six months or more.',
    criteria: [
      {
        kind: 'all',
        id: 'phobic-response',
        label: 'Focused fear and avoidance',
        items: [
          {
            id: 'fear',
            description:
              'Marked fear of a specific object or situation, provoked almost every time and out of proportion to the danger',
            concepts: ['phobic-fear'],
          },
          {
            id: 'avoidance',
            description: 'The object or situation is avoided or endured with intense fear',
            concepts: ['phobic-avoidance', 'avoidance'],
          },
        ],
      },
      impactGroup,
    ],
    duration: { minDays: 180, description: 'Typically lasting 6 months or more.' },
    exclusions: [
      {
        description:
          'Not better explained by agoraphobic, social, obsessional, trauma-related or separation fears.',
        betterExplainedBy: [
          'agoraphobia',
          'social-anxiety-disorder',
          'ocd',
          'ptsd',
          'separation-anxiety-disorder',
        ],
      },
    ],
    specifiers: [
      'Animal type (F40.218; arachnophobia F40.210)',
      'Natural environment type (F40.228; thunderstorms F40.220)',
      'Blood-injection-injury type (blood F40.230, injections and transfusions F40.231, other medical care F40.232, injury F40.233)',
      'Situational type (F40.248; claustrophobia F40.240, heights F40.241, bridges F40.242, flying F40.243)',
      'Other type (F40.298), e.g. fear of vomiting or choking',
    ],
    differentials: [
      {
        diagnosisId: 'agoraphobia',
        distinguishingFeature: 'Fear spans two or more situation types and centres on difficulty escaping.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature: 'Attacks also occur unexpectedly, outside the feared situation.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Avoidance (e.g. of dirt) follows obsessional fears of contamination and is accompanied by rituals.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Fear of the situation began after a traumatic event in it and comes with intrusions and hyperarousal.',
      },
    ],
    layCues: [
      "I'm terrified of flying",
      'I faint when I see blood',
      "I haven't been to the dentist in years",
      "I can't even look at a picture of a spider",
      'I always take the stairs, never the lift',
      'needles make me panic',
    ],
    treatments: ['exposure-therapy-phobia', 'psychoeducation', 'cbt-anxiety', 'measurement-based-follow-up'],
  },
  {
    id: 'separation-anxiety-disorder',
    name: 'Separation anxiety disorder',
    icd10cm: ['F93.0'],
    group: 'anxiety',
    overview:
      'Fear or anxiety about separation from the people one is most attached to (a partner, parent or children) that is excessive for the person\u2019s developmental stage. It shows as distress when apart, persistent worry that harm will come to them, reluctance to go out or sleep away, and sometimes nightmares or physical complaints; it can begin in adulthood.',
    criteria: [
      {
        kind: 'at-least',
        id: 'separation-symptoms',
        label: 'Separation-related symptoms (at least 3 of 8)',
        min: 3,
        items: [
          {
            id: 'separation-distress',
            description: 'Recurrent excessive distress when separation happens or is anticipated',
            concepts: ['separation-distress'],
          },
          {
            id: 'harm-worry',
            description: 'Persistent worry about losing attachment figures or harm befalling them',
            concepts: ['attachment-figure-harm-worry'],
          },
          {
            id: 'event-worry',
            description:
              'Persistent worry that an event (getting lost, illness, accident) will cause separation',
            concepts: ['separation-event-worry'],
          },
          {
            id: 'reluctance-out',
            description:
              'Reluctance or refusal to go out or away (work, school, travel) because of separation fear',
            concepts: ['reluctance-to-leave-attachment'],
          },
          { id: 'alone', description: 'Persistent fear of being alone', concepts: ['fear-of-being-alone'] },
          {
            id: 'sleep-away',
            description: 'Reluctance to sleep away from home or without the attachment figure nearby',
            concepts: ['sleep-away-reluctance'],
          },
          {
            id: 'nightmares',
            description: 'Repeated nightmares about separation',
            concepts: ['separation-nightmares'],
          },
          {
            id: 'physical',
            description:
              'Physical complaints (headaches, stomach aches, nausea) when separation occurs or is expected',
            concepts: ['headaches-stomach-aches', 'nausea'],
          },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 180,
      description: 'At least 6 months in adults (at least 4 weeks in children and adolescents).',
    },
    exclusions: [
      {
        description:
          'Not better explained by autism (resistance to change), psychotic beliefs about separation, agoraphobic avoidance, generalized worry about health, or illness anxiety.',
        betterExplainedBy: [
          'autism-spectrum-disorder',
          'delusional-disorder',
          'agoraphobia',
          'generalized-anxiety-disorder',
          'illness-anxiety-disorder',
        ],
      },
    ],
    specifiers: ['Onset in childhood persisting into adulthood, or adult onset'],
    differentials: [
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Worries span many topics rather than centring on separation from attachment figures.',
      },
      {
        diagnosisId: 'agoraphobia',
        distinguishingFeature:
          'Staying home is driven by fear of being trapped or without help, not by separation.',
      },
      {
        diagnosisId: 'dependent-personality-disorder',
        distinguishingFeature:
          'A pervasive need to be taken care of across relationships rather than fear for the safety of specific people.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Abandonment fears sit within unstable relationships, identity and emotions, and impulsive behaviour.',
      },
    ],
    layCues: [
      'I panic when my husband travels for work',
      "I'm convinced something will happen to my kids",
      "I can't sleep unless he's home",
      'I text her constantly to check she\u2019s okay',
      'I turned down the job because I\u2019d be away from home',
      "I can't stand being on my own",
    ],
    treatments: ['cbt-anxiety', 'psychoeducation', 'ssri', 'measurement-based-follow-up'],
  },

  // ═════════════ Depressive disorders ═════════════
  {
    id: 'mdd-single-episode',
    name: 'Major depressive disorder, single episode',
    icd10cm: ['F32.1', 'F32.0', 'F32.2', 'F32.3', 'F32.4', 'F32.5', 'F32.9'],
    group: 'depressive',
    overview:
      'A first period of at least two weeks in which low mood or loss of interest dominates, together with other changes in sleep, appetite, energy, concentration, self-worth or thoughts of death, amounting to five or more symptoms and a clear change from usual functioning. There has never been a manic or hypomanic episode.',
    criteria: [
      {
        kind: 'at-least',
        id: 'core',
        label: 'Depressed mood or loss of interest',
        min: 1,
        items: DEPRESSIVE_CORE_ITEMS,
      },
      {
        kind: 'at-least',
        id: 'episode-symptoms',
        label: 'Depressive episode symptoms (at least 5 of 9)',
        min: 5,
        items: DEPRESSIVE_EPISODE_ITEMS,
      },
      impactGroup,
    ],
    duration: {
      minDays: 14,
      description: 'Symptoms present most of the day, nearly every day, for at least 2 weeks.',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description: 'There has never been a manic or hypomanic episode.',
        concepts: ['elevated-mood', 'decreased-need-for-sleep'],
        betterExplainedBy: ['bipolar-i', 'bipolar-ii', 'cyclothymic-disorder'],
      },
      {
        description: 'Not better explained by a psychotic disorder.',
        betterExplainedBy: ['schizoaffective-disorder', 'schizophrenia', 'delusional-disorder'],
      },
      {
        description: 'A previous depressive episode makes this recurrent rather than single.',
        concepts: ['previous-depressive-episode'],
        betterExplainedBy: ['mdd-recurrent'],
      },
    ],
    specifiers: [
      'Severity: mild (F32.0), moderate (F32.1), severe without psychotic features (F32.2)',
      'With psychotic features (F32.3)',
      'In partial remission (F32.4) / in full remission (F32.5)',
      'With anxious distress',
      'With mixed features',
      'With melancholic features',
      'With atypical features',
      'With peripartum onset',
      'With catatonia',
    ],
    differentials: [
      {
        diagnosisId: 'persistent-depressive-disorder',
        distinguishingFeature:
          'Milder but chronic low mood lasting at least 2 years, usually without a clear onset.',
      },
      {
        diagnosisId: 'adjustment-disorder-depressed',
        distinguishingFeature: 'Low mood follows a stressor but falls short of five symptoms for two weeks.',
      },
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature:
          'History of at least one hypomanic episode; always ask about past highs before settling on unipolar depression.',
      },
      {
        diagnosisId: 'uncomplicated-bereavement',
        distinguishingFeature:
          'Grief comes in waves tied to reminders of the deceased with self-esteem preserved, rather than pervasive misery and self-loathing.',
      },
    ],
    layCues: [
      "I've lost interest in everything",
      'I feel empty and flat every day',
      "I can't get out of bed",
      'nothing feels worth doing anymore',
      "I'm not eating and I barely sleep",
      'I feel like a burden',
      'everything feels grey',
    ],
    treatments: [
      'cbt-depression',
      'behavioural-activation',
      'ssri-plus-cbt',
      'ssri',
      'interpersonal-therapy',
      'problem-solving-therapy',
      'snri',
      'mirtazapine',
      'bupropion',
      'mbct',
      'supportive-counselling',
      'couples-therapy',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'mdd-recurrent',
    name: 'Major depressive disorder, recurrent',
    icd10cm: ['F33.1', 'F33.0', 'F33.2', 'F33.3', 'F33.41', 'F33.42', 'F33.9'],
    group: 'depressive',
    overview:
      'Major depressive episodes that have happened more than once, separated by at least two months of substantially better mood. The current or most recent episode shows two weeks or more of pervasive low mood or loss of interest with five or more depressive symptoms; there has never been a manic or hypomanic episode.',
    criteria: [
      {
        kind: 'all',
        id: 'history',
        label: 'A previous depressive episode',
        items: [
          {
            id: 'previous-episode',
            description:
              'At least one earlier major depressive episode, with a gap of two months or more between episodes',
            concepts: ['previous-depressive-episode'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'core',
        label: 'Depressed mood or loss of interest',
        min: 1,
        items: DEPRESSIVE_CORE_ITEMS,
      },
      {
        kind: 'at-least',
        id: 'episode-symptoms',
        label: 'Depressive episode symptoms (at least 5 of 9)',
        min: 5,
        items: DEPRESSIVE_EPISODE_ITEMS,
      },
      impactGroup,
    ],
    duration: {
      minDays: 14,
      description: 'Current episode: symptoms nearly every day for at least 2 weeks.',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description: 'There has never been a manic or hypomanic episode.',
        concepts: ['elevated-mood', 'decreased-need-for-sleep'],
        betterExplainedBy: ['bipolar-i', 'bipolar-ii', 'cyclothymic-disorder'],
      },
      {
        description: 'Not better explained by a psychotic disorder.',
        betterExplainedBy: ['schizoaffective-disorder', 'schizophrenia', 'delusional-disorder'],
      },
    ],
    specifiers: [
      'Severity: mild (F33.0), moderate (F33.1), severe without psychotic features (F33.2)',
      'With psychotic features (F33.3)',
      'In partial remission (F33.41) / in full remission (F33.42)',
      'With anxious distress',
      'With mixed features',
      'With melancholic features',
      'With atypical features',
      'With seasonal pattern',
      'With peripartum onset',
      'With catatonia',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature:
          'Recurrent depressions punctuated by at least one hypomanic period of four days or more.',
      },
      {
        diagnosisId: 'persistent-depressive-disorder',
        distinguishingFeature:
          'Low mood never lifts for two months or more across two years, rather than discrete episodes with recovery.',
      },
      {
        diagnosisId: 'pmdd',
        distinguishingFeature:
          'Mood symptoms appear only in the premenstrual week and lift within days of menstruation.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Mood shifts last hours to days and are reactive to interpersonal events, within chronic instability.',
      },
    ],
    layCues: [
      "it's back again, like last time",
      "I've been here before",
      'this is my third time being this low',
      'the depression has come back',
      "I'm scared it'll never stop coming back",
      'I stopped my antidepressants and it returned',
    ],
    treatments: [
      'ssri-plus-cbt',
      'cbt-depression',
      'ssri',
      'mbct',
      'behavioural-activation',
      'interpersonal-therapy',
      'snri',
      'mirtazapine',
      'bupropion',
      'psychiatric-referral',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'persistent-depressive-disorder',
    name: 'Persistent depressive disorder (dysthymia)',
    icd10cm: ['F34.1'],
    group: 'depressive',
    overview:
      'Low mood on more days than not for at least two years, often experienced by the person as simply how they are. It is accompanied by at least two further symptoms such as appetite or sleep change, low energy, low self-esteem, poor concentration or hopelessness, and the person has not been free of symptoms for more than two months at a time; full depressive episodes may occur within it.',
    criteria: [
      {
        kind: 'all',
        id: 'chronic-mood',
        label: 'Chronic depressed mood',
        items: [
          {
            id: 'mood',
            description: 'Depressed mood for most of the day, on more days than not, reported or observed',
            concepts: ['depressed-mood', 'long-standing-low-mood', 'sadness'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'associated',
        label: 'Associated symptoms (at least 2 of 6)',
        min: 2,
        items: [
          {
            id: 'appetite',
            description: 'Poor appetite or overeating',
            concepts: ['appetite-decrease', 'appetite-increase'],
          },
          {
            id: 'sleep',
            description: 'Insomnia or sleeping too much',
            concepts: [
              'insomnia',
              'hypersomnia',
              'sleep-onset-difficulty',
              'sleep-maintenance-difficulty',
              'early-waking',
            ],
          },
          { id: 'energy', description: 'Low energy or fatigue', concepts: ['fatigue'] },
          {
            id: 'self-esteem',
            description: 'Low self-esteem',
            concepts: ['low-self-esteem', 'worthlessness'],
          },
          {
            id: 'concentration',
            description: 'Poor concentration or difficulty making decisions',
            concepts: ['poor-concentration', 'indecisiveness'],
          },
          { id: 'hopelessness', description: 'Feelings of hopelessness', concepts: ['hopelessness'] },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 730,
      description:
        'At least 2 years (1 year in children and adolescents), never symptom-free for more than 2 months at a time.',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description:
          'There has never been a manic or hypomanic episode, and cyclothymic criteria have never been met.',
        concepts: ['elevated-mood'],
        betterExplainedBy: ['bipolar-i', 'bipolar-ii', 'cyclothymic-disorder'],
      },
      {
        description: 'Not better explained by a chronic psychotic disorder.',
        betterExplainedBy: ['schizoaffective-disorder', 'schizophrenia', 'delusional-disorder'],
      },
    ],
    specifiers: [
      'Early onset (before age 21) or late onset',
      'With pure dysthymic syndrome',
      'With persistent major depressive episode',
      'With intermittent major depressive episodes, with or without current episode',
      'With anxious distress',
      'With atypical features',
      'Severity: mild, moderate, severe',
    ],
    differentials: [
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'A distinct episode of two weeks or more with five symptoms and a clear onset, rather than years of lower-grade symptoms.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature: 'Full episodes separated by periods of good mood lasting two months or more.',
      },
      {
        diagnosisId: 'cyclothymic-disorder',
        distinguishingFeature: 'Low periods alternate with periods of hypomanic-type symptoms.',
      },
      {
        diagnosisId: 'avoidant-personality-disorder',
        distinguishingFeature:
          'Long-standing inadequacy and social inhibition rather than chronic low mood; they often co-occur.',
      },
    ],
    layCues: [
      "I've been low for as long as I can remember",
      "it's just how I am",
      "I can't remember the last time I was properly happy",
      "it's not terrible, it's just always there",
      'a grey cloud that never really lifts',
      'I get by but nothing feels good',
    ],
    treatments: [
      'ssri-plus-cbt',
      'ssri',
      'cbt-depression',
      'interpersonal-therapy',
      'behavioural-activation',
      'snri',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'pmdd',
    name: 'Premenstrual dysphoric disorder',
    icd10cm: ['F32.81'],
    group: 'depressive',
    overview:
      'Marked mood symptoms (swings, irritability, low mood, tension) together with other physical and behavioural symptoms that appear in the final week before menstruation, begin to ease within a few days of bleeding starting, and are minimal or absent in the week after. The pattern recurs in most cycles over the past year and causes real distress or interference.',
    criteria: [
      {
        kind: 'all',
        id: 'timing',
        label: 'Premenstrual timing',
        essential: true,
        items: [
          {
            id: 'cycle-linked',
            description:
              'Symptoms appear in the week before menses, improve within days of onset and are minimal the week after',
            concepts: ['premenstrual-mood-change'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'affective',
        label: 'Core affective symptoms (at least 1 of 4)',
        min: 1,
        items: [
          {
            id: 'core-lability',
            description: 'Marked mood swings or sudden tearfulness',
            concepts: ['mood-swings', 'tearfulness'],
          },
          {
            id: 'core-irritability',
            description: 'Marked irritability, anger or increased conflict',
            concepts: ['irritability', 'anger-outbursts'],
          },
          {
            id: 'core-low-mood',
            description: 'Marked low mood, hopelessness or self-critical thoughts',
            concepts: ['depressed-mood', 'sadness', 'hopelessness', 'worthlessness', 'low-self-esteem'],
          },
          {
            id: 'core-tension',
            description: 'Marked anxiety, tension or feeling on edge',
            concepts: ['anxious-mood', 'restlessness', 'stress'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'all-symptoms',
        label: 'Total premenstrual symptoms (at least 5 of 11, including one affective)',
        min: 5,
        items: [
          {
            id: 'lability',
            description: 'Mood swings or sudden tearfulness',
            concepts: ['mood-swings', 'tearfulness'],
          },
          {
            id: 'irritability',
            description: 'Irritability or anger',
            concepts: ['irritability', 'anger-outbursts'],
          },
          {
            id: 'low-mood',
            description: 'Low mood, hopelessness or self-deprecation',
            concepts: ['depressed-mood', 'sadness', 'hopelessness', 'worthlessness', 'low-self-esteem'],
          },
          {
            id: 'tension',
            description: 'Anxiety or tension',
            concepts: ['anxious-mood', 'restlessness', 'stress'],
          },
          { id: 'interest', description: 'Reduced interest in usual activities', concepts: ['anhedonia'] },
          { id: 'concentration', description: 'Difficulty concentrating', concepts: ['poor-concentration'] },
          { id: 'energy', description: 'Lethargy or lack of energy', concepts: ['fatigue'] },
          {
            id: 'appetite',
            description: 'Appetite change, overeating or food cravings',
            concepts: ['appetite-increase'],
          },
          {
            id: 'sleep',
            description: 'Sleeping too much or too little',
            concepts: ['hypersomnia', 'insomnia'],
          },
          {
            id: 'overwhelmed',
            description: 'Feeling overwhelmed or out of control',
            concepts: ['marked-distress'],
          },
          {
            id: 'physical',
            description: 'Physical symptoms: breast tenderness, bloating, joint or muscle pain, weight gain',
            concepts: ['premenstrual-physical-symptoms', 'muscle-tension'],
          },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 60,
      description:
        'Present in most cycles over the past year; confirm with prospective daily ratings across at least two cycles (provisional until then).',
    },
    exclusions: [
      {
        description:
          'Not caused by a substance (including hormonal treatment) or a medical condition such as thyroid disease.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description:
          'Not merely a premenstrual worsening of another disorder (depression, persistent depressive disorder, panic, a personality disorder).',
        betterExplainedBy: [
          'mdd-recurrent',
          'mdd-single-episode',
          'persistent-depressive-disorder',
          'borderline-personality-disorder',
        ],
      },
    ],
    specifiers: [
      'Provisional (before two cycles of prospective daily ratings)',
      'Confirmed by prospective daily ratings',
    ],
    differentials: [
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Symptoms persist through the follicular phase; premenstrual exacerbation of depression is not PMDD.',
      },
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature: 'Mood episodes with hypomania that are not tied to the menstrual cycle.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Affective instability throughout the month, triggered by interpersonal events rather than cycle phase.',
      },
      {
        diagnosisId: 'persistent-depressive-disorder',
        distinguishingFeature: 'Low mood is present most days for two years regardless of cycle phase.',
      },
    ],
    layCues: [
      'the week before my period I become a different person',
      'once my period starts it lifts',
      'I snap at everyone every month like clockwork',
      'I cry over nothing before my period',
      'my PMS is ruining my relationship',
      'I feel out of control every cycle',
    ],
    treatments: [
      'ssri',
      'cbt-depression',
      'psychoeducation',
      'medical-evaluation',
      'measurement-based-follow-up',
    ],
  },

  // ═════════════ Bipolar and related disorders ═════════════
  {
    id: 'bipolar-i',
    name: 'Bipolar I disorder',
    icd10cm: [
      'F31.9',
      'F31.11',
      'F31.12',
      'F31.13',
      'F31.2',
      'F31.0',
      'F31.31',
      'F31.32',
      'F31.4',
      'F31.5',
      'F31.73',
      'F31.74',
    ],
    group: 'bipolar',
    overview:
      'At least one manic episode: a distinct week or more (any length if hospitalised) of abnormally high, expansive or irritable mood with greatly increased energy, plus symptoms such as grandiosity, little need for sleep, pressured speech, racing thoughts, distractibility, a surge in activity and reckless behaviour. The episode markedly impairs functioning, needs hospital care or includes psychotic features; depressive episodes are common but not required.',
    criteria: [
      {
        kind: 'all',
        id: 'mood-energy',
        label: 'Abnormally elevated mood with increased energy',
        items: ELEVATED_MOOD_CORE,
      },
      {
        kind: 'at-least',
        id: 'manic-symptoms',
        label: 'Manic symptoms (at least 3 of 7; 4 if mood is only irritable)',
        min: 3,
        items: ELEVATED_EPISODE_ITEMS,
      },
      {
        kind: 'at-least',
        id: 'severity',
        label: 'Severity of a manic (not hypomanic) episode',
        min: 1,
        items: [
          {
            id: 'marked-impairment',
            description: 'Marked impairment in work, social life or relationships',
            concepts: ['impaired-functioning-work', 'impaired-functioning-relationships'],
          },
          {
            id: 'hospitalisation',
            description: 'Hospital admission needed to prevent harm to self or others',
            concepts: ['psychiatric-hospitalisation'],
          },
          { id: 'psychosis', description: 'Psychotic features', concepts: ['delusions', 'hallucinations'] },
        ],
      },
    ],
    duration: {
      minDays: 7,
      description:
        'Manic episode lasting at least 1 week, most of the day nearly every day (any duration if hospitalised).',
    },
    exclusions: [
      {
        description:
          'Not caused by a substance or medication; a full manic episode that emerges on antidepressant treatment and persists beyond the drug\u2019s physiological effect still counts.',
        concepts: ['substance-induced-cause'],
      },
      MEDICAL_EXCLUSION,
      {
        description: 'The mood episodes are not better explained by a psychotic disorder.',
        betterExplainedBy: ['schizoaffective-disorder', 'schizophrenia', 'delusional-disorder'],
      },
    ],
    specifiers: [
      'Current or most recent episode: manic, hypomanic, depressed or unspecified',
      'Severity: mild (F31.11), moderate (F31.12), severe (F31.13); with psychotic features (F31.2)',
      'Current episode depressed: mild (F31.31), moderate (F31.32), severe (F31.4), with psychotic features (F31.5)',
      'In partial (F31.73) or full (F31.74) remission, most recent episode manic',
      'With anxious distress',
      'With mixed features',
      'With rapid cycling',
      'With melancholic or atypical features',
      'With catatonia',
      'With peripartum onset',
      'With seasonal pattern',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature:
          'Elevated periods are hypomanic: shorter (4+ days), without marked impairment, psychosis or admission.',
      },
      {
        diagnosisId: 'schizoaffective-disorder',
        distinguishingFeature: 'Psychotic symptoms persist for two weeks or more without any mood episode.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Rapid, reactive mood shifts lasting hours, without sustained episodes of decreased need for sleep and increased energy.',
      },
      {
        diagnosisId: 'stimulant-use-disorder',
        distinguishingFeature:
          'Elevated states occur only during stimulant intoxication and settle with abstinence.',
      },
    ],
    layCues: [
      'I felt on top of the world and invincible',
      'I barely slept for a week and felt amazing',
      'I spent all our savings in a few days',
      'my thoughts were going a mile a minute',
      'I thought I had a special mission',
      'I ended up in hospital after I went high',
    ],
    treatments: [
      'psychiatric-referral',
      'lithium',
      'second-generation-antipsychotic',
      'anticonvulsant-mood-stabiliser',
      'psychoeducation',
      'interpersonal-therapy',
      'cbt-depression',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'bipolar-ii',
    name: 'Bipolar II disorder',
    icd10cm: ['F31.81'],
    group: 'bipolar',
    overview:
      'At least one hypomanic episode (four days or more of elevated or irritable mood with increased energy and manic-type symptoms, noticeable to others but not severely impairing) and at least one major depressive episode, with no history of full mania. The depressions usually bring the person to treatment, and the hypomanias may be remembered as simply good spells.',
    criteria: [
      {
        kind: 'all',
        id: 'mood-energy',
        label: 'Hypomanic mood with increased energy',
        items: ELEVATED_MOOD_CORE,
      },
      {
        kind: 'at-least',
        id: 'hypomanic-symptoms',
        label: 'Hypomanic symptoms (at least 3 of 7; 4 if mood is only irritable)',
        min: 3,
        items: ELEVATED_EPISODE_ITEMS,
      },
      {
        kind: 'all',
        id: 'depression',
        label: 'At least one major depressive episode',
        items: [
          {
            id: 'depressive-episode',
            description: 'A current or past major depressive episode',
            concepts: ['previous-depressive-episode', 'depressed-mood', 'anhedonia'],
          },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 4,
      description:
        'Hypomanic episode lasting at least 4 consecutive days; depressive episode at least 2 weeks.',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description:
          'There has never been a manic episode; an elevated episode with psychosis, admission or marked impairment is mania.',
        betterExplainedBy: ['bipolar-i'],
      },
      {
        description: 'Not better explained by a psychotic disorder.',
        betterExplainedBy: ['schizoaffective-disorder', 'schizophrenia', 'delusional-disorder'],
      },
    ],
    specifiers: [
      'Current or most recent episode: hypomanic or depressed',
      'With anxious distress',
      'With mixed features',
      'With rapid cycling',
      'With melancholic or atypical features',
      'With peripartum onset',
      'With seasonal pattern',
      'Severity of current depressive episode: mild, moderate, severe',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature:
          'At least one full manic episode: 7+ days, or marked impairment, psychosis or admission.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature: 'No hypomanic periods at any time, even on careful history with collateral.',
      },
      {
        diagnosisId: 'cyclothymic-disorder',
        distinguishingFeature:
          'Highs and lows both stay below full hypomanic and depressive thresholds for two years.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Mood shifts last hours, are reactive to relationships, and lack sustained reduced need for sleep.',
      },
    ],
    layCues: [
      'every so often I get these great spells where I need hardly any sleep',
      'I start loads of projects and then crash',
      'people tell me I talk too fast when I\u2019m up',
      'then I sink into a deep depression for weeks',
      'my highs are fun but my lows are awful',
      'I go from buzzing to bedbound',
    ],
    treatments: [
      'psychiatric-referral',
      'second-generation-antipsychotic',
      'anticonvulsant-mood-stabiliser',
      'lithium',
      'psychoeducation',
      'interpersonal-therapy',
      'cbt-depression',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'cyclothymic-disorder',
    name: 'Cyclothymic disorder',
    icd10cm: ['F34.0'],
    group: 'bipolar',
    overview:
      'For at least two years, numerous periods of hypomanic-type symptoms and numerous periods of depressive symptoms, none of which reach the threshold for a hypomanic or major depressive episode. The person is rarely stable for more than two months at a time, and the chronic ups and downs cause distress or interference.',
    criteria: [
      {
        kind: 'all',
        id: 'fluctuation',
        label: 'Chronic subthreshold highs and lows',
        items: [
          {
            id: 'highs',
            description:
              'Repeated periods with hypomanic-type symptoms that fall short of a hypomanic episode',
            concepts: ['elevated-mood', 'increased-energy'],
          },
          {
            id: 'lows',
            description:
              'Repeated periods with depressive symptoms that fall short of a major depressive episode',
            concepts: ['depressed-mood', 'sadness', 'hopelessness', 'fatigue'],
          },
          {
            id: 'instability',
            description:
              'Mood has swung up and down for at least half the time, without stable periods longer than 2 months',
            concepts: ['mood-swings'],
          },
        ],
      },
      impactGroup,
    ],
    duration: { minDays: 730, description: 'At least 2 years (1 year in children and adolescents).' },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description: 'Criteria for a major depressive, manic or hypomanic episode have never been met.',
        betterExplainedBy: ['bipolar-i', 'bipolar-ii', 'mdd-recurrent', 'mdd-single-episode'],
      },
      {
        description: 'Not better explained by a psychotic disorder.',
        betterExplainedBy: ['schizoaffective-disorder', 'schizophrenia', 'delusional-disorder'],
      },
    ],
    specifiers: ['With anxious distress'],
    differentials: [
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature: 'At least one full hypomanic episode and one major depressive episode.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Shifts are brief, reactive to interpersonal stress, and accompanied by identity disturbance and impulsivity.',
      },
      {
        diagnosisId: 'persistent-depressive-disorder',
        distinguishingFeature: 'Chronic low mood without periods of hypomanic-type symptoms.',
      },
    ],
    layCues: [
      'my moods are up and down all the time',
      "I'm either buzzing or flat, never in between",
      "it's been like a rollercoaster for years",
      'a few good days full of energy, then I crash',
      "I'm never stable for long",
    ],
    treatments: [
      'psychoeducation',
      'cbt-depression',
      'psychiatric-referral',
      'anticonvulsant-mood-stabiliser',
      'lithium',
      'measurement-based-follow-up',
    ],
  },

  // ═════════════ Trauma- and stressor-related disorders ═════════════
  {
    id: 'ptsd',
    name: 'Posttraumatic stress disorder',
    icd10cm: ['F43.10', 'F43.11', 'F43.12'],
    group: 'trauma-stressor',
    overview:
      'After exposure to actual or threatened death, serious injury or sexual violence, the person re-experiences the event (intrusive memories, nightmares, flashbacks, reactions to reminders), avoids reminders, develops negative changes in beliefs and mood, and stays physiologically on alert. The picture lasts more than a month and causes distress or impairment; it may begin long after the event.',
    criteria: [
      {
        kind: 'all',
        id: 'exposure',
        label: 'Traumatic exposure',
        items: [TRAUMA_EXPOSURE_ITEM],
      },
      {
        kind: 'at-least',
        id: 'intrusion',
        label: 'Intrusion symptoms (at least 1 of 5)',
        min: 1,
        items: [
          {
            id: 'memories',
            description: 'Unwanted, distressing memories of the event',
            concepts: ['intrusive-memories'],
          },
          { id: 'dreams', description: 'Distressing dreams related to the event', concepts: ['nightmares'] },
          {
            id: 'flashbacks',
            description: 'Flashbacks: feeling or acting as if it is happening again',
            concepts: ['flashbacks'],
          },
          {
            id: 'cue-distress',
            description: 'Intense distress at reminders',
            concepts: ['trauma-cue-distress'],
          },
          {
            id: 'cue-reactivity',
            description: 'Marked bodily reactions to reminders',
            concepts: ['trauma-cue-physical-reaction'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'avoidance',
        label: 'Avoidance (at least 1 of 2)',
        min: 1,
        items: [
          {
            id: 'internal',
            description: 'Effortful avoidance of memories, thoughts or feelings about the event',
            concepts: ['trauma-thought-suppression'],
          },
          {
            id: 'external',
            description: 'Avoidance of people, places, conversations or situations that bring it back',
            concepts: ['trauma-avoidance'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'cognition-mood',
        label: 'Negative changes in thinking and mood (at least 2 of 7)',
        min: 2,
        items: [
          {
            id: 'amnesia',
            description:
              'Inability to recall important parts of the event (not due to injury, alcohol or drugs)',
            concepts: ['trauma-memory-gaps'],
          },
          {
            id: 'beliefs',
            description: 'Persistent exaggerated negative beliefs about self, others or the world',
            concepts: ['negative-world-beliefs', 'worthlessness'],
          },
          {
            id: 'blame',
            description: 'Distorted blame of self or others for the event or its consequences',
            concepts: ['trauma-guilt'],
          },
          {
            id: 'negative-state',
            description: 'Persistent fear, horror, anger, guilt or shame',
            concepts: ['fear', 'shame', 'excessive-guilt'],
          },
          {
            id: 'interest',
            description: 'Markedly reduced interest in significant activities',
            concepts: ['anhedonia'],
          },
          {
            id: 'detachment',
            description: 'Feeling detached or estranged from others',
            concepts: ['detachment-from-others', 'social-withdrawal'],
          },
          {
            id: 'numbing',
            description: 'Persistent inability to feel positive emotions',
            concepts: ['emotional-numbness'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'arousal',
        label: 'Arousal and reactivity (at least 2 of 6)',
        min: 2,
        items: [
          {
            id: 'irritability',
            description: 'Irritable behaviour and angry outbursts',
            concepts: ['irritability', 'anger-outbursts'],
          },
          {
            id: 'reckless',
            description: 'Reckless or self-destructive behaviour',
            concepts: ['risky-behaviour', 'self-harm'],
          },
          { id: 'hypervigilance', description: 'Hypervigilance', concepts: ['hypervigilance'] },
          { id: 'startle', description: 'Exaggerated startle response', concepts: ['startle-response'] },
          {
            id: 'concentration',
            description: 'Problems with concentration',
            concepts: ['poor-concentration'],
          },
          {
            id: 'sleep',
            description: 'Sleep disturbance',
            concepts: ['insomnia', 'sleep-onset-difficulty', 'sleep-maintenance-difficulty'],
          },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 30,
      description:
        'Symptoms last more than 1 month (ICD-10-CM: acute F43.11 under 3 months, chronic F43.12 at 3 months or more).',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description: 'Within the first month after the event, acute stress disorder applies instead.',
        betterExplainedBy: ['acute-stress-disorder'],
      },
    ],
    specifiers: [
      'With dissociative symptoms (persistent depersonalisation or derealisation)',
      'With delayed expression (full criteria not met until 6 months or more after the event)',
      'Acute (F43.11, under 3 months) or chronic (F43.12, 3 months or more)',
    ],
    differentials: [
      {
        diagnosisId: 'acute-stress-disorder',
        distinguishingFeature: 'Same kind of symptoms but confined to 3 days to 1 month after the event.',
      },
      {
        diagnosisId: 'adjustment-disorder-mixed',
        distinguishingFeature:
          'The stressor does not meet the trauma definition, or the response lacks the full PTSD picture.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Low mood and withdrawal without intrusions and avoidance tied to a specific traumatic event.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature: 'Attacks come unexpectedly and are not cued by reminders of a trauma.',
      },
    ],
    layCues: [
      'I keep seeing it happen over and over',
      'I get flashbacks when I hear sirens',
      "I can't drive past that junction",
      'I jump out of my skin at every noise',
      "I haven't slept properly since the attack",
      "I'm always watching the door",
      'I feel like it was my fault',
    ],
    treatments: [
      'cognitive-processing-therapy',
      'prolonged-exposure',
      'trauma-focused-cbt',
      'emdr',
      'ssri',
      'snri',
      'imagery-rehearsal-therapy',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'acute-stress-disorder',
    name: 'Acute stress disorder',
    icd10cm: ['F43.0'],
    group: 'trauma-stressor',
    overview:
      'A marked reaction in the days and weeks after a traumatic event: intrusive memories, negative mood, dissociation, avoidance and heightened arousal, with nine or more such symptoms. It lasts from three days up to one month after the event; symptoms persisting beyond a month are reassessed as PTSD.',
    criteria: [
      {
        kind: 'all',
        id: 'exposure',
        label: 'Traumatic exposure',
        items: [TRAUMA_EXPOSURE_ITEM],
      },
      {
        kind: 'at-least',
        id: 'symptoms',
        label: 'Post-trauma symptoms across categories (at least 9 of 14)',
        min: 9,
        items: [
          {
            id: 'memories',
            description: 'Recurrent intrusive memories of the event',
            concepts: ['intrusive-memories'],
          },
          { id: 'dreams', description: 'Distressing dreams related to the event', concepts: ['nightmares'] },
          { id: 'flashbacks', description: 'Flashbacks or dissociative re-living', concepts: ['flashbacks'] },
          {
            id: 'cue-reactions',
            description: 'Intense distress or bodily reactions to reminders',
            concepts: ['trauma-cue-distress', 'trauma-cue-physical-reaction'],
          },
          {
            id: 'no-positive-emotion',
            description: 'Persistent inability to feel positive emotions',
            concepts: ['emotional-numbness'],
          },
          {
            id: 'altered-reality',
            description:
              'Altered sense of reality of oneself or one\u2019s surroundings (dazed, time slowing)',
            concepts: ['derealisation', 'depersonalisation'],
          },
          {
            id: 'amnesia',
            description: 'Inability to remember an important part of the event',
            concepts: ['trauma-memory-gaps'],
          },
          {
            id: 'avoid-thoughts',
            description: 'Efforts to avoid distressing memories, thoughts or feelings about it',
            concepts: ['trauma-thought-suppression'],
          },
          {
            id: 'avoid-reminders',
            description: 'Efforts to avoid external reminders',
            concepts: ['trauma-avoidance'],
          },
          {
            id: 'sleep',
            description: 'Sleep disturbance',
            concepts: ['insomnia', 'sleep-onset-difficulty', 'sleep-maintenance-difficulty'],
          },
          {
            id: 'irritability',
            description: 'Irritable behaviour or angry outbursts',
            concepts: ['irritability', 'anger-outbursts'],
          },
          { id: 'hypervigilance', description: 'Hypervigilance', concepts: ['hypervigilance'] },
          {
            id: 'concentration',
            description: 'Problems with concentration',
            concepts: ['poor-concentration'],
          },
          { id: 'startle', description: 'Exaggerated startle response', concepts: ['startle-response'] },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 3,
      maxDays: 30,
      description: 'From 3 days to 1 month after the traumatic event.',
    },
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description: 'Not better explained by a brief psychotic disorder.',
        betterExplainedBy: ['brief-psychotic-disorder'],
      },
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'ptsd',
        distinguishingFeature: 'The same picture persisting beyond one month after the event.',
      },
      {
        diagnosisId: 'adjustment-disorder-anxiety',
        distinguishingFeature:
          'The stressor is not a traumatic event, or the response does not reach nine symptoms.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature: 'Recurrent unexpected attacks not tied to reminders of a recent trauma.',
      },
      {
        diagnosisId: 'depersonalization-derealization-disorder',
        distinguishingFeature:
          'Persistent unreality without a recent traumatic trigger or the wider trauma picture.',
      },
    ],
    layCues: [
      'since the crash last week I keep reliving it',
      'everything has felt unreal since it happened',
      "I can't stop shaking and I can't sleep",
      "I can't remember parts of what happened",
      'I jump at every noise since the attack',
    ],
    treatments: [
      'trauma-focused-cbt',
      'prolonged-exposure',
      'psychoeducation',
      'watchful-waiting',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'adjustment-disorder-depressed',
    name: 'Adjustment disorder with depressed mood',
    icd10cm: ['F43.21'],
    group: 'trauma-stressor',
    overview:
      'Low mood, tearfulness or hopelessness that develops within three months of an identifiable stressor (a breakup, job loss, illness, move) and is out of proportion to it or clearly impairs functioning. It does not meet criteria for another disorder, is not ordinary grief, and usually settles within six months once the stressor or its consequences end.',
    criteria: [
      { kind: 'all', id: 'stressor', label: 'Identifiable stressor', items: [STRESSOR_ITEM] },
      {
        kind: 'at-least',
        id: 'depressive-response',
        label: 'Predominantly depressive response',
        min: 1,
        items: [
          { id: 'low-mood', description: 'Low or sad mood', concepts: ['depressed-mood', 'sadness'] },
          { id: 'tearfulness', description: 'Tearfulness', concepts: ['tearfulness'] },
          { id: 'hopelessness', description: 'Feelings of hopelessness', concepts: ['hopelessness'] },
        ],
      },
      impactGroup,
    ],
    duration: {
      maxDays: 180,
      description:
        'Onset within 3 months of the stressor; symptoms resolve within 6 months of the stressor or its consequences ending (persistent if the stressor is ongoing).',
    },
    exclusions: [
      ...ADJUSTMENT_EXCLUSIONS,
      {
        description: 'When anxiety is as prominent as low mood, the mixed subtype fits better.',
        betterExplainedBy: ['adjustment-disorder-mixed'],
      },
    ],
    specifiers: [
      'Acute (under 6 months)',
      'Persistent (chronic): 6 months or more, with an ongoing stressor',
    ],
    differentials: [
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Five or more depressive symptoms for two weeks: diagnose depression even when a stressor triggered it.',
      },
      {
        diagnosisId: 'uncomplicated-bereavement',
        distinguishingFeature: 'The stressor is a death and the reaction is within expected grief.',
      },
      {
        diagnosisId: 'no-diagnosable-disorder',
        distinguishingFeature: 'Proportionate distress that does not impair functioning.',
      },
    ],
    layCues: [
      "since the breakup I've been crying every day",
      "I haven't felt right since I lost my job",
      "it's all got on top of me since the move",
      "I know why I'm low, it's everything that's happened",
      "I can't see a way through this",
    ],
    treatments: [
      'problem-solving-therapy',
      'supportive-counselling',
      'cbt-depression',
      'behavioural-activation',
      'interpersonal-therapy',
      'psychoeducation',
      'watchful-waiting',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'adjustment-disorder-anxiety',
    name: 'Adjustment disorder with anxiety',
    icd10cm: ['F43.22'],
    group: 'trauma-stressor',
    overview:
      'Nervousness, worry, jitteriness or stress that develops within three months of an identifiable stressor and is out of proportion to it or clearly impairs functioning. It falls short of another anxiety or trauma disorder and usually settles within six months once the stressor or its consequences end.',
    criteria: [
      { kind: 'all', id: 'stressor', label: 'Identifiable stressor', items: [STRESSOR_ITEM] },
      {
        kind: 'at-least',
        id: 'anxious-response',
        label: 'Predominantly anxious response',
        min: 1,
        items: [
          {
            id: 'nervousness',
            description: 'Nervousness or anxious mood',
            concepts: ['anxious-mood', 'stress'],
          },
          { id: 'worry', description: 'Worry about the situation', concepts: ['excessive-worry'] },
          { id: 'jitteriness', description: 'Jitteriness or restlessness', concepts: ['restlessness'] },
        ],
      },
      impactGroup,
    ],
    duration: {
      maxDays: 180,
      description:
        'Onset within 3 months of the stressor; symptoms resolve within 6 months of the stressor or its consequences ending (persistent if the stressor is ongoing).',
    },
    exclusions: [
      ...ADJUSTMENT_EXCLUSIONS,
      {
        description: 'When low mood is as prominent as anxiety, the mixed subtype fits better.',
        betterExplainedBy: ['adjustment-disorder-mixed'],
      },
    ],
    specifiers: [
      'Acute (under 6 months)',
      'Persistent (chronic): 6 months or more, with an ongoing stressor',
    ],
    differentials: [
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Worry spreads across many domains for six months or more, not tied to one stressor.',
      },
      {
        diagnosisId: 'acute-stress-disorder',
        distinguishingFeature:
          'The trigger is a traumatic event and the reaction includes intrusions and dissociation.',
      },
      {
        diagnosisId: 'no-diagnosable-disorder',
        distinguishingFeature: 'Stress proportionate to the situation, without impairment.',
      },
    ],
    layCues: [
      "I've been on edge ever since the redundancy news",
      'the court case has me worried sick',
      "I haven't been able to relax since we moved",
      "I'm so stressed about the exams I can't think",
      'the money worries are eating me up',
    ],
    treatments: [
      'problem-solving-therapy',
      'supportive-counselling',
      'cbt-anxiety',
      'psychoeducation',
      'watchful-waiting',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'adjustment-disorder-mixed',
    name: 'Adjustment disorder with mixed anxiety and depressed mood',
    icd10cm: ['F43.23'],
    group: 'trauma-stressor',
    overview:
      'A combination of low mood and anxiety that develops within three months of an identifiable stressor and is out of proportion to it or impairs functioning, without meeting criteria for another disorder. It usually settles within six months once the stressor or its consequences end.',
    criteria: [
      { kind: 'all', id: 'stressor', label: 'Identifiable stressor', items: [STRESSOR_ITEM] },
      {
        kind: 'at-least',
        id: 'depressive-response',
        label: 'Depressive features',
        min: 1,
        items: [
          { id: 'low-mood', description: 'Low or sad mood', concepts: ['depressed-mood', 'sadness'] },
          { id: 'tearfulness', description: 'Tearfulness', concepts: ['tearfulness'] },
          { id: 'hopelessness', description: 'Feelings of hopelessness', concepts: ['hopelessness'] },
        ],
      },
      {
        kind: 'at-least',
        id: 'anxious-response',
        label: 'Anxious features',
        min: 1,
        items: [
          {
            id: 'nervousness',
            description: 'Nervousness or anxious mood',
            concepts: ['anxious-mood', 'stress'],
          },
          { id: 'worry', description: 'Worry about the situation', concepts: ['excessive-worry'] },
          { id: 'jitteriness', description: 'Jitteriness or restlessness', concepts: ['restlessness'] },
        ],
      },
      impactGroup,
    ],
    duration: {
      maxDays: 180,
      description:
        'Onset within 3 months of the stressor; symptoms resolve within 6 months of the stressor or its consequences ending (persistent if the stressor is ongoing).',
    },
    exclusions: ADJUSTMENT_EXCLUSIONS,
    specifiers: [
      'Acute (under 6 months)',
      'Persistent (chronic): 6 months or more, with an ongoing stressor',
    ],
    differentials: [
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature: 'Five or more depressive symptoms for two weeks, whatever the trigger.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature: 'Pervasive worry for six months or more, not anchored to one stressor.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'The stressor is a traumatic event and the picture includes intrusions, avoidance and hyperarousal.',
      },
      {
        diagnosisId: 'relationship-distress',
        distinguishingFeature:
          'Relationship difficulty is the focus without a disproportionate or impairing emotional reaction.',
      },
    ],
    layCues: [
      "since the divorce I'm anxious and low all the time",
      "I can't cope since I lost my job",
      "I'm stressed and tearful since the diagnosis",
      'everything fell apart after the move',
      'I feel overwhelmed and down since it happened',
    ],
    treatments: [
      'problem-solving-therapy',
      'supportive-counselling',
      'cbt-depression',
      'cbt-anxiety',
      'act',
      'psychoeducation',
      'watchful-waiting',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'prolonged-grief-disorder',
    name: 'Prolonged grief disorder',
    icd10cm: ['F43.81'],
    group: 'trauma-stressor',
    overview:
      'At least a year after the death of someone close (six months for children), grief remains intense and impairing: persistent yearning for or preoccupation with the deceased nearly every day, with symptoms such as identity disruption, disbelief, avoidance of reminders, intense emotional pain, difficulty re-engaging with life, numbness, meaninglessness or intense loneliness. The reaction clearly exceeds cultural and religious norms for mourning.',
    criteria: [
      {
        kind: 'all',
        id: 'loss',
        label: 'Death of a close person',
        items: [
          {
            id: 'death',
            description: 'The death of someone close at least 12 months ago',
            concepts: ['bereavement'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'grief-response',
        label: 'Persistent grief response (at least 1 of 2)',
        min: 1,
        items: [
          {
            id: 'yearning',
            description: 'Intense yearning or longing for the deceased',
            concepts: ['yearning-for-deceased'],
          },
          {
            id: 'preoccupation',
            description:
              'Preoccupation with thoughts or memories of the deceased or the circumstances of the death',
            concepts: ['preoccupation-with-deceased'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'grief-symptoms',
        label: 'Associated grief symptoms (at least 3 of 8)',
        min: 3,
        items: [
          {
            id: 'identity',
            description: 'Identity disruption, as if part of oneself has died',
            concepts: ['identity-disruption-grief'],
          },
          {
            id: 'disbelief',
            description: 'Marked sense of disbelief about the death',
            concepts: ['grief-disbelief'],
          },
          {
            id: 'avoidance',
            description: 'Avoidance of reminders that the person is dead',
            concepts: ['grief-avoidance'],
          },
          {
            id: 'pain',
            description: 'Intense emotional pain (anger, bitterness, sorrow) related to the death',
            concepts: ['grief-emotional-pain'],
          },
          {
            id: 'reintegration',
            description: 'Difficulty re-engaging with relationships, interests or plans',
            concepts: ['difficulty-moving-on'],
          },
          { id: 'numbness', description: 'Emotional numbness', concepts: ['emotional-numbness'] },
          {
            id: 'meaninglessness',
            description: 'Feeling that life is meaningless',
            concepts: ['grief-meaninglessness'],
          },
          {
            id: 'loneliness',
            description: 'Intense loneliness as a result of the death',
            concepts: ['loneliness'],
          },
        ],
      },
      impactGroup,
    ],
    duration: {
      minDays: 365,
      description:
        'At least 12 months since the death (6 months for children and adolescents), with symptoms nearly every day for at least the last month.',
    },
    exclusions: [
      {
        description:
          'The grief reaction clearly exceeds the social, cultural or religious norms of the person\u2019s context.',
      },
      {
        description:
          'Not better explained by major depression or PTSD (which may co-occur and be diagnosed alongside).',
        betterExplainedBy: ['mdd-single-episode', 'ptsd'],
      },
      SUBSTANCE_EXCLUSION,
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'uncomplicated-bereavement',
        distinguishingFeature:
          'Grief is painful but eases over time and does not keep the person from functioning.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature: 'Pervasive low mood and self-criticism not centred on the deceased.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'After a violent or sudden death, intrusions and avoidance focus on the event rather than on yearning for the person.',
      },
      {
        diagnosisId: 'adjustment-disorder-depressed',
        distinguishingFeature: 'The stressor is not a death, or the reaction is within the first year.',
      },
    ],
    layCues: [
      "it's been two years and it hurts like it was yesterday",
      'part of me died with her',
      'I still expect him to walk through the door',
      "I can't go into his room",
      "I don't know who I am without him",
      'life has no meaning since she died',
    ],
    treatments: [
      'prolonged-grief-therapy',
      'cbt-depression',
      'supportive-counselling',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },

  // ═════════════ Obsessive-compulsive and related disorders ═════════════
  {
    id: 'ocd',
    name: 'Obsessive-compulsive disorder',
    icd10cm: ['F42.2', 'F42.8', 'F42.9'],
    group: 'obsessive-compulsive',
    overview:
      'Obsessions (recurrent, unwanted, intrusive thoughts, urges or images that cause anxiety) and/or compulsions (repetitive behaviours or mental acts the person feels driven to perform to reduce that anxiety or prevent a feared outcome). The obsessions or compulsions take a lot of time (often more than an hour a day) or cause marked distress or impairment.',
    criteria: [
      {
        kind: 'at-least',
        id: 'obsessions-compulsions',
        label: 'Obsessions, compulsions, or both',
        min: 1,
        items: [
          {
            id: 'obsessions',
            description:
              'Recurrent, intrusive, unwanted thoughts, urges or images the person tries to ignore or neutralise',
            concepts: ['obsessions', 'taboo-intrusive-thoughts', 'contamination-fear', 'symmetry-ordering'],
          },
          {
            id: 'compulsions',
            description:
              'Repetitive behaviours or mental acts performed in response to an obsession or by rigid rules',
            concepts: [
              'compulsions',
              'checking',
              'excessive-washing',
              'mental-rituals',
              'reassurance-seeking',
            ],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'impact',
        label: 'Time-consuming or clinically significant',
        min: 1,
        items: [
          {
            id: 'time',
            description: 'The symptoms take up a lot of time (e.g. over an hour a day)',
            concepts: ['rituals-time-consuming'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    exclusions: [
      SUBSTANCE_EXCLUSION,
      MEDICAL_EXCLUSION,
      {
        description:
          'The content is not better explained by another disorder (appearance, hoarding, hair pulling, skin picking, illness fears, food and weight).',
        betterExplainedBy: [
          'body-dysmorphic-disorder',
          'hoarding-disorder',
          'trichotillomania',
          'excoriation-disorder',
          'illness-anxiety-disorder',
          'anorexia-nervosa',
        ],
      },
    ],
    specifiers: [
      'With good or fair insight',
      'With poor insight',
      'With absent insight / delusional beliefs',
      'Tic-related',
      'Severity by Y-BOCS',
    ],
    differentials: [
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Worries concern real-life problems, feel reasonable to the person, and are not neutralised by rituals.',
      },
      {
        diagnosisId: 'obsessive-compulsive-personality-disorder',
        distinguishingFeature:
          'A lifelong, ego-syntonic preoccupation with order and perfectionism without intrusive obsessions or rituals.',
      },
      {
        diagnosisId: 'illness-anxiety-disorder',
        distinguishingFeature:
          'Fears centre on having a serious illness, with checking of the body and reassurance seeking about health only.',
      },
      {
        diagnosisId: 'delusional-disorder',
        distinguishingFeature:
          'Beliefs held with full conviction without other OCD features; OCD with absent insight still has typical obsessions and rituals.',
      },
    ],
    layCues: [
      'I have to check the door ten times before I can leave',
      'I wash my hands until they bleed',
      'I get horrible thoughts that I might hurt someone',
      'it has to feel just right',
      "I know it's irrational but I can't stop",
      'I count in my head to stop something bad happening',
      'it takes me hours to leave the house',
    ],
    treatments: [
      'exposure-response-prevention',
      'ssri',
      'ssri-plus-cbt',
      'psychiatric-referral',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'body-dysmorphic-disorder',
    name: 'Body dysmorphic disorder',
    icd10cm: ['F45.22'],
    group: 'obsessive-compulsive',
    overview:
      'Preoccupation with one or more perceived defects in appearance that others cannot see or consider minor, leading to repetitive behaviours (mirror checking, grooming, skin picking, reassurance seeking) or mental comparing. It causes distress or impairment and is not better explained by concern with body fat or weight in an eating disorder.',
    criteria: [
      {
        kind: 'all',
        id: 'preoccupation',
        label: 'Appearance preoccupation with repetitive responses',
        items: [
          {
            id: 'perceived-flaw',
            description:
              'Preoccupation with perceived flaws in appearance that are not observable or appear slight to others',
            concepts: ['appearance-preoccupation'],
          },
          {
            id: 'repetitive',
            description:
              'Repetitive behaviours or mental acts in response (checking, grooming, comparing, seeking reassurance, picking)',
            concepts: ['appearance-checking', 'reassurance-seeking', 'skin-picking'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'impact',
        label: 'Clinically significant distress (including shame or loss of control) or impairment',
        min: 1,
        items: [
          {
            id: 'shame',
            description: 'Embarrassment, shame or a sense of loss of control about the behaviour',
            concepts: ['shame'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    exclusions: [
      {
        description:
          'Not better explained by concerns about body fat or weight in someone who meets criteria for an eating disorder.',
        betterExplainedBy: ['anorexia-nervosa', 'bulimia-nervosa'],
      },
    ],
    specifiers: [
      'With muscle dysmorphia',
      'With good or fair insight',
      'With poor insight',
      'With absent insight / delusional beliefs',
    ],
    differentials: [
      {
        diagnosisId: 'anorexia-nervosa',
        distinguishingFeature: 'Concern is about weight and shape with restriction of intake.',
      },
      {
        diagnosisId: 'social-anxiety-disorder',
        distinguishingFeature: 'Fear of negative evaluation is not tied to a perceived physical defect.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature: 'Obsessions and rituals are not focused on appearance.',
      },
      {
        diagnosisId: 'excoriation-disorder',
        distinguishingFeature: 'Picking is not aimed at correcting a perceived appearance flaw.',
      },
    ],
    layCues: [
      'my nose is hideous',
      'I check the mirror constantly',
      "I can't leave the house without covering my skin",
      'everyone can see how ugly my face is',
      'I want surgery to fix it',
      'I compare my body to everyone',
    ],
    treatments: [
      'exposure-response-prevention',
      'ssri',
      'ssri-plus-cbt',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'hoarding-disorder',
    name: 'Hoarding disorder',
    icd10cm: ['F42.3'],
    group: 'obsessive-compulsive',
    overview:
      'Persistent difficulty discarding or parting with possessions, whatever their value, because of a felt need to save them and distress at letting them go. Possessions accumulate until living areas are congested and can no longer be used as intended, causing distress, impairment or safety problems.',
    criteria: [
      {
        kind: 'all',
        id: 'saving-and-clutter',
        label: 'Difficulty discarding with resulting clutter',
        items: [
          {
            id: 'discarding',
            description:
              'Persistent difficulty discarding possessions because of a perceived need to save them',
            concepts: ['difficulty-discarding'],
          },
          {
            id: 'clutter',
            description: 'Accumulated possessions congest living areas and compromise their use',
            concepts: ['clutter'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'impact',
        label: 'Distress or impairment',
        min: 1,
        items: [
          {
            id: 'discard-distress',
            description: 'Marked distress at the prospect of discarding',
            concepts: ['discard-distress'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    exclusions: [
      {
        description:
          'Not attributable to a medical condition such as brain injury or cerebrovascular disease.',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'Not better explained by obsessions in OCD, low energy in depression, delusions, cognitive decline or restricted interests in autism.',
        betterExplainedBy: [
          'ocd',
          'major-neurocognitive-disorder',
          'autism-spectrum-disorder',
          'schizophrenia',
        ],
      },
    ],
    specifiers: [
      'With excessive acquisition',
      'With good or fair insight',
      'With poor insight',
      'With absent insight / delusional beliefs',
    ],
    differentials: [
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Saving driven by typical obsessions (e.g. fear of harm if discarded) with other OCD symptoms.',
      },
      {
        diagnosisId: 'major-neurocognitive-disorder',
        distinguishingFeature:
          'Accumulation follows cognitive decline and loss of organisation rather than attachment to items.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Clutter results from lack of energy to tidy during a depressive episode, without distress at discarding.',
      },
    ],
    layCues: [
      "I can't throw anything away",
      'I might need it one day',
      "we can't use the kitchen any more",
      "I won't let anyone in the house",
      'there are piles of papers everywhere',
      'I feel sick if someone moves my things',
    ],
    treatments: [
      'exposure-response-prevention',
      'motivational-interviewing',
      'psychoeducation',
      'ssri',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'trichotillomania',
    name: 'Trichotillomania (hair-pulling disorder)',
    icd10cm: ['F63.3'],
    group: 'obsessive-compulsive',
    overview:
      'Recurrent pulling out of one\u2019s own hair (scalp, eyebrows, eyelashes or elsewhere) resulting in hair loss, despite repeated attempts to reduce or stop. Pulling may be focused or automatic and often brings relief or gratification; it causes distress or impairment, frequently shame and concealment.',
    criteria: [
      {
        kind: 'all',
        id: 'pulling',
        label: 'Recurrent hair pulling with failed attempts to stop',
        items: [
          {
            id: 'pulling',
            description: 'Recurrent hair pulling resulting in hair loss',
            concepts: ['hair-pulling'],
          },
          {
            id: 'stop-attempts',
            description: 'Repeated attempts to decrease or stop pulling',
            concepts: ['bfrb-stop-attempts'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'impact',
        label: 'Clinically significant distress (including shame or loss of control) or impairment',
        min: 1,
        items: [
          {
            id: 'shame',
            description: 'Embarrassment, shame or a sense of loss of control about the behaviour',
            concepts: ['shame'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    exclusions: [
      {
        description: 'Not attributable to a dermatological or other medical condition.',
        concepts: ['medical-condition-cause'],
      },
      {
        description: 'Not better explained by attempts to fix a perceived appearance flaw.',
        betterExplainedBy: ['body-dysmorphic-disorder'],
      },
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'body-dysmorphic-disorder',
        distinguishingFeature: 'Hair is removed to correct a perceived defect in appearance.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Pulling is a ritual in response to obsessions (e.g. symmetry) rather than a habit with tension relief.',
      },
      {
        diagnosisId: 'excoriation-disorder',
        distinguishingFeature: 'The body-focused behaviour is skin picking; the two often co-occur.',
      },
    ],
    layCues: [
      'I pull my eyelashes out without noticing',
      'I have bald patches from pulling',
      'I wear a hat to hide it',
      "I've tried so many times to stop",
      'it calms me down when I pull',
    ],
    treatments: ['habit-reversal-training', 'act', 'psychoeducation', 'measurement-based-follow-up', 'ssri'],
  },
  {
    id: 'excoriation-disorder',
    name: 'Excoriation (skin-picking) disorder',
    icd10cm: ['F42.4'],
    group: 'obsessive-compulsive',
    overview:
      'Recurrent picking at one\u2019s own skin that causes lesions, despite repeated attempts to reduce or stop. It causes distress or impairment, often with embarrassment and concealment, and is not explained by a substance, a skin condition or another mental disorder.',
    criteria: [
      {
        kind: 'all',
        id: 'picking',
        label: 'Recurrent skin picking with failed attempts to stop',
        items: [
          {
            id: 'picking',
            description: 'Recurrent skin picking resulting in lesions',
            concepts: ['skin-picking'],
          },
          {
            id: 'stop-attempts',
            description: 'Repeated attempts to decrease or stop picking',
            concepts: ['bfrb-stop-attempts'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'impact',
        label: 'Clinically significant distress (including shame or loss of control) or impairment',
        min: 1,
        items: [
          {
            id: 'shame',
            description: 'Embarrassment, shame or a sense of loss of control about the behaviour',
            concepts: ['shame'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    exclusions: [
      {
        description: 'Not caused by a substance (e.g. stimulant-related crawling sensations).',
        concepts: ['substance-induced-cause'],
      },
      {
        description: 'Not caused by a skin or other medical condition (e.g. scabies).',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'Not better explained by appearance concerns, psychotic beliefs about infestation, or self-harm intent.',
        betterExplainedBy: ['body-dysmorphic-disorder', 'delusional-disorder'],
      },
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'body-dysmorphic-disorder',
        distinguishingFeature: 'Picking aims to fix a perceived flaw in appearance.',
      },
      {
        diagnosisId: 'delusional-disorder',
        distinguishingFeature: 'Picking is driven by a fixed belief of infestation.',
      },
      {
        diagnosisId: 'trichotillomania',
        distinguishingFeature: 'The body-focused behaviour is hair pulling; they often co-occur.',
      },
    ],
    layCues: [
      'I pick my skin until it bleeds',
      'I go into a trance picking at my face',
      'I cover the scabs so nobody sees',
      "I've tried gloves to stop myself",
      "I can't leave my spots alone",
    ],
    treatments: ['habit-reversal-training', 'act', 'ssri', 'psychoeducation', 'measurement-based-follow-up'],
  },

  // ═════════════ Sleep-wake disorders ═════════════
  {
    id: 'insomnia-disorder',
    name: 'Insomnia disorder',
    icd10cm: ['F51.01', 'F51.02', 'F51.05', 'F51.09'],
    group: 'sleep-wake',
    overview:
      'Dissatisfaction with sleep quantity or quality (trouble falling asleep, staying asleep, or waking too early) at least three nights a week for at least three months, despite adequate opportunity to sleep. It causes daytime distress or impairment and is not fully explained by another sleep disorder, a substance or a coexisting condition.',
    criteria: [
      {
        kind: 'at-least',
        id: 'sleep-complaint',
        label: 'Sleep complaint (at least 1 of 3)',
        min: 1,
        items: [
          {
            id: 'onset',
            description: 'Difficulty initiating sleep',
            concepts: ['sleep-onset-difficulty', 'insomnia'],
          },
          {
            id: 'maintenance',
            description: 'Difficulty staying asleep, with trouble getting back to sleep',
            concepts: ['sleep-maintenance-difficulty'],
          },
          {
            id: 'early-waking',
            description: 'Waking too early and being unable to return to sleep',
            concepts: ['early-waking'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'daytime',
        label: 'Daytime consequences',
        min: 1,
        items: [
          {
            id: 'daytime-impairment',
            description:
              'Daytime tiredness, poor concentration, irritability or errors attributed to poor sleep',
            concepts: ['daytime-impairment-sleep', 'fatigue', 'poor-concentration', 'irritability'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    duration: {
      minDays: 90,
      description: 'At least 3 nights per week for at least 3 months (episodic: 1 to 3 months).',
    },
    exclusions: [
      {
        description:
          'Occurs despite adequate opportunity for sleep (not shift work, a newborn, or a noisy environment alone).',
        concepts: ['limited-sleep-opportunity'],
      },
      {
        description:
          'Not attributable to the effects of a substance (caffeine, alcohol, stimulants, medication).',
        concepts: ['substance-induced-cause'],
      },
      {
        description:
          'Not adequately explained by a coexisting mental disorder: when poor sleep is one symptom of depression, generalized anxiety or PTSD, that disorder is primary unless the insomnia needs separate attention.',
        betterExplainedBy: [
          'mdd-single-episode',
          'mdd-recurrent',
          'generalized-anxiety-disorder',
          'ptsd',
          'bipolar-i',
        ],
      },
      {
        description:
          'Not better explained by another sleep-wake disorder or a medical condition (e.g. sleep apnoea, pain).',
        concepts: ['medical-condition-cause'],
        betterExplainedBy: ['nightmare-disorder'],
      },
    ],
    specifiers: [
      'Episodic (1\u20133 months), persistent (3 months or more) or recurrent',
      'With non-sleep disorder mental comorbidity (consider F51.05)',
      'With medical comorbidity',
      'With another sleep disorder',
    ],
    differentials: [
      {
        diagnosisId: 'nightmare-disorder',
        distinguishingFeature: 'Awakenings are caused by vivid, frightening dreams that are well remembered.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Sleep loss is one of several depressive symptoms with pervasive low mood; both can be diagnosed if insomnia is a separate focus.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Sleep difficulty is driven by worry that persists across the day about many topics.',
      },
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature: 'Reduced sleep without tiredness or complaint, with elevated mood and energy.',
      },
    ],
    layCues: [
      'it takes me hours to fall asleep',
      'I wake at 3am every night and lie there',
      "I'm exhausted all day because I can't sleep",
      'I dread going to bed',
      "I haven't had a decent night's sleep in months",
    ],
    treatments: ['cbt-insomnia', 'psychoeducation', 'measurement-based-follow-up', 'medical-evaluation'],
  },
  {
    id: 'nightmare-disorder',
    name: 'Nightmare disorder',
    icd10cm: ['F51.5'],
    group: 'sleep-wake',
    overview:
      'Repeated, long, vivid and well-remembered dreams that are intensely frightening or distressing, usually about threats to survival, security or physical integrity. On waking the person quickly becomes alert and oriented, and the nightmares cause distress or impairment, such as dread of sleep or daytime exhaustion.',
    criteria: [
      {
        kind: 'all',
        id: 'nightmares',
        label: 'Repeated dysphoric dreams',
        items: [
          {
            id: 'dreams',
            description: 'Repeated, extended, well-remembered frightening dreams',
            concepts: ['nightmares', 'separation-nightmares'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'impact',
        label: 'Distress or impairment',
        min: 1,
        items: [
          {
            id: 'sleep-dread',
            description: 'Fear of going to sleep or delaying bedtime',
            concepts: ['sleep-dread'],
          },
          {
            id: 'daytime',
            description: 'Daytime tiredness or impairment from disturbed sleep',
            concepts: ['daytime-impairment-sleep', 'fatigue'],
          },
          ...IMPACT_ITEMS,
        ],
      },
    ],
    exclusions: [
      {
        description:
          'Not attributable to a substance or medication (e.g. beta-blockers, withdrawal from alcohol).',
        concepts: ['substance-induced-cause'],
      },
      {
        description: 'Not adequately explained by coexisting PTSD or acute stress disorder.',
        betterExplainedBy: ['ptsd', 'acute-stress-disorder'],
      },
    ],
    specifiers: [
      'During sleep onset',
      'With associated non-sleep disorder, medical condition or other sleep disorder',
      'Acute (1 month or less), subacute (1\u20136 months) or persistent (6 months or more)',
      'Severity by frequency: mild (under one a week), moderate (one or more a week), severe (nightly)',
    ],
    differentials: [
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Nightmares replay a traumatic event and come with intrusions, avoidance and hyperarousal.',
      },
      {
        diagnosisId: 'insomnia-disorder',
        distinguishingFeature: 'Sleep complaints without frightening dream content.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature:
          'Nocturnal panic wakes the person with surges of fear but without dream recall.',
      },
    ],
    layCues: [
      'I have nightmares almost every night',
      'I wake up terrified and drenched in sweat',
      "I'm scared to go to sleep",
      'the same awful dream keeps coming back',
      "I'm shattered from the bad dreams",
    ],
    treatments: [
      'imagery-rehearsal-therapy',
      'cbt-insomnia',
      'trauma-focused-cbt',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },

  // ═════════════ Outcomes that are not mental disorders ═════════════
  {
    id: 'no-diagnosable-disorder',
    name: 'No diagnosable mental disorder (concern below threshold)',
    icd10cm: ['Z03.89'],
    group: 'other',
    overview:
      'The person describes a real concern (stress, worry, sadness, a life problem) but it falls below the threshold of any mental disorder: symptoms are few, proportionate to circumstances or short-lived, and day-to-day functioning or coping is largely preserved. Its criteria are deliberately easy to meet, so it should rank highly only when no disorder\u2019s criteria are met; it records that a condition was considered and ruled out (Z03.89).',
    criteria: [
      {
        kind: 'at-least',
        id: 'concern',
        label: 'A presenting concern',
        min: 1,
        items: [
          { id: 'stress', description: 'Everyday stress or pressure', concepts: ['stress'] },
          { id: 'worry', description: 'Some anxiety or worry', concepts: ['anxious-mood'] },
          { id: 'sadness', description: 'Some sadness or low spirits', concepts: ['sadness'] },
          {
            id: 'life-problem',
            description: 'A life problem or transition',
            concepts: [
              'work-stress',
              'financial-stress',
              'academic-stress',
              'relationship-breakup',
              'partner-conflict',
              'job-loss',
              'relocation',
              'health-problem',
              'caregiver-burden',
            ],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'coping',
        label: 'Functioning or coping largely preserved',
        min: 1,
        items: [
          {
            id: 'functioning',
            description: 'Work, study, sleep or daily routines largely intact',
            concepts: ['functioning-preserved'],
          },
          { id: 'coping', description: 'Uses effective coping strategies', concepts: ['coping-skills'] },
          { id: 'support', description: 'Has supportive relationships', concepts: ['social-support'] },
        ],
      },
    ],
    exclusions: [
      {
        description:
          'Suicidal planning or intent, psychotic experiences or manic features need full assessment and cannot support a no-disorder conclusion.',
        concepts: ['suicide-plan', 'suicide-intent', 'hallucinations', 'delusions', 'elevated-mood'],
      },
      {
        description: 'Any disorder or problem whose criteria are met takes precedence.',
        betterExplainedBy: [
          'generalized-anxiety-disorder',
          'panic-disorder',
          'social-anxiety-disorder',
          'mdd-single-episode',
          'mdd-recurrent',
          'persistent-depressive-disorder',
          'adjustment-disorder-depressed',
          'adjustment-disorder-anxiety',
          'adjustment-disorder-mixed',
          'ptsd',
          'insomnia-disorder',
          'uncomplicated-bereavement',
          'relationship-distress',
          'alcohol-use-disorder',
        ],
      },
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'adjustment-disorder-mixed',
        distinguishingFeature:
          'The reaction to a stressor is disproportionate or clearly impairs functioning.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Worry is excessive, hard to control and present most days for six months with physical symptoms.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature: 'Five or more depressive symptoms for two weeks with a change in functioning.',
      },
    ],
    layCues: [
      "it's been a stressful few weeks but I'm managing",
      "I'm still going to work and sleeping okay",
      'I just wanted someone to talk it through with',
      "I'm a bit down but I'm coping",
      'my friends have been really supportive',
    ],
    treatments: [
      'watchful-waiting',
      'psychoeducation',
      'supportive-counselling',
      'problem-solving-therapy',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'uncomplicated-bereavement',
    name: 'Uncomplicated bereavement',
    icd10cm: ['Z63.4'],
    group: 'other',
    overview:
      'A normal grief reaction to the death of someone close: sadness, tearfulness, longing and thoughts of the person, often in waves triggered by reminders, with self-esteem preserved and gradual return to functioning. It is a focus of clinical attention rather than a mental disorder (Z63.4); persistent, impairing grief beyond a year or a full depressive syndrome point elsewhere.',
    criteria: [
      {
        kind: 'all',
        id: 'loss',
        label: 'Death of a close person',
        items: [
          { id: 'death', description: 'A recent or past death of someone close', concepts: ['bereavement'] },
        ],
      },
      {
        kind: 'at-least',
        id: 'grief',
        label: 'Expected grief response',
        min: 1,
        items: [
          {
            id: 'sadness',
            description: 'Sadness, tearfulness or waves of low mood linked to the loss',
            concepts: ['sadness', 'tearfulness', 'depressed-mood'],
          },
          { id: 'longing', description: 'Longing for the person', concepts: ['yearning-for-deceased'] },
          {
            id: 'thoughts',
            description: 'Thoughts and memories of the person',
            concepts: ['preoccupation-with-deceased'],
          },
        ],
      },
    ],
    duration: {
      description:
        'Grief typically softens over months; intense, impairing grief persisting 12 months or more suggests prolonged grief disorder.',
    },
    exclusions: [
      {
        description:
          'Pervasive worthlessness or self-loathing, or suicidal planning or intent, point away from ordinary grief and need fuller assessment.',
        concepts: ['worthlessness', 'suicide-plan', 'suicide-intent'],
      },
      {
        description: 'A full depressive syndrome, prolonged grief or trauma response takes precedence.',
        betterExplainedBy: ['prolonged-grief-disorder', 'mdd-single-episode', 'mdd-recurrent', 'ptsd'],
      },
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'prolonged-grief-disorder',
        distinguishingFeature:
          'Intense yearning or preoccupation with impairment persisting 12 months or more.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Pervasive low mood and anhedonia not tied to reminders, with worthlessness and self-criticism.',
      },
      {
        diagnosisId: 'adjustment-disorder-depressed',
        distinguishingFeature: 'A disproportionate reaction to a non-death stressor.',
      },
    ],
    layCues: [
      'my mum died in the spring',
      'it comes in waves',
      'I miss him but I\u2019m getting through the days',
      'some days are fine, then something reminds me',
      'I cry when I see her photo',
    ],
    treatments: [
      'supportive-counselling',
      'watchful-waiting',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'relationship-distress',
    name: 'Relationship distress with spouse or intimate partner',
    icd10cm: ['Z63.0'],
    group: 'other',
    overview:
      'Conflict, disconnection or dissatisfaction in the intimate relationship is the main focus of clinical attention and causes emotional distress (anger, sadness, loneliness) without, on its own, amounting to a mental disorder (Z63.0). If violence or coercive control is disclosed, safety assessment comes first and partner-violence codes apply.',
    criteria: [
      {
        kind: 'all',
        id: 'relationship',
        label: 'Intimate relationship problem',
        items: [
          {
            id: 'conflict',
            description: 'Persistent conflict, disconnection or dissatisfaction with a spouse or partner',
            concepts: ['partner-conflict'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'effect',
        label: 'Emotional or functional effect',
        min: 1,
        items: [
          {
            id: 'distress',
            description: 'Emotional distress about the relationship',
            concepts: ['stress', 'sadness', 'anxious-mood', 'marked-distress'],
          },
          {
            id: 'anger',
            description: 'Anger or irritability in the relationship',
            concepts: ['anger-outbursts', 'irritability'],
          },
          { id: 'loneliness', description: 'Loneliness within the relationship', concepts: ['loneliness'] },
          {
            id: 'functioning',
            description: 'Effects on family or social functioning',
            concepts: ['impaired-functioning-relationships'],
          },
        ],
      },
    ],
    exclusions: [
      {
        description:
          'Disclosed intimate partner violence or coercive control changes the focus to safety assessment and planning.',
        concepts: ['domestic-violence'],
      },
      {
        description: 'An individual disorder that meets criteria is diagnosed in its own right.',
        betterExplainedBy: [
          'adjustment-disorder-mixed',
          'adjustment-disorder-depressed',
          'mdd-single-episode',
        ],
      },
    ],
    specifiers: [],
    differentials: [
      {
        diagnosisId: 'adjustment-disorder-mixed',
        distinguishingFeature:
          'The emotional reaction to the relationship stress is disproportionate or impairing in its own right.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'A full depressive syndrome is present, whether cause or consequence of the conflict.',
      },
      {
        diagnosisId: 'alcohol-use-disorder',
        distinguishingFeature: 'Conflict revolves around one partner\u2019s drinking and its consequences.',
      },
    ],
    layCues: [
      'we argue all the time',
      'we feel more like flatmates than partners',
      'he never listens to me',
      'I think our marriage is falling apart',
      "we've stopped talking to each other",
    ],
    treatments: ['couples-therapy', 'supportive-counselling', 'problem-solving-therapy', 'psychoeducation'],
  },
];
