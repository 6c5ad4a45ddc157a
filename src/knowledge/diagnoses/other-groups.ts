import type { Diagnosis } from '../types';

/**
 * Neurodevelopmental, feeding and eating, substance-related and addictive, psychotic, personality, somatic
 * symptom, dissociative, neurocognitive and impulse-control diagnoses. Criteria are our own plain-English
 * summaries; only facts such as symptom counts and durations follow the published criteria (DSM-5-TR), never
 * its wording.
 *
 * ICD-10-CM codes come from ../shared/datasets/icd10cm/icd10cm_F01-F99_FY2026.csv (column code_dotted); every
 * code below was checked against that file. The first code is the default; variants follow.
 *
 * Concept ids come from ../concepts/core.ts and ../concepts/other-groups.ts.
 */
export const OTHER_GROUP_DIAGNOSES: Diagnosis[] = [
  // ════════════════════════════════ Neurodevelopmental ════════════════════════════════
  {
    id: 'adhd',
    name: 'Attention-deficit/hyperactivity disorder',
    // F90.2 (combined) is the default because it is the most common presentation among adults seen clinically;
    // F90.0 / F90.1 apply when only one symptom domain reaches threshold. F90.9 is kept for a presentation
    // that causes impairment but does not meet full criteria.
    icd10cm: ['F90.2', 'F90.0', 'F90.1', 'F90.8', 'F90.9'],
    group: 'neurodevelopmental',
    overview:
      'A long-standing pattern of inattention and/or hyperactivity-impulsivity that began in childhood and gets in the way of work, study, relationships or daily life. In adults it often shows up as disorganisation, unfinished tasks, lateness, restlessness and acting on impulse rather than overt overactivity.',
    criteria: [
      {
        // The published rule is five or more symptoms in EITHER domain (for adults, 17+), sustained six months.
        // Groups here are all-of, so the two nine-item lists are pooled with a threshold of five; the
        // presentation specifier records which domain carries the picture. This pooling is slightly more
        // permissive than the real rule and is deliberate for a screening engine.
        kind: 'at-least',
        id: 'core-symptoms',
        label: 'At least five inattentive or hyperactive-impulsive symptoms (adult threshold)',
        min: 5,
        items: [
          {
            id: 'careless-mistakes',
            description: 'Overlooks details and makes careless mistakes in work or other tasks.',
            concepts: ['careless-mistakes'],
          },
          {
            id: 'sustaining-attention',
            description: 'Struggles to keep attention on tasks, reading, meetings or conversations.',
            concepts: ['inattention'],
          },
          {
            id: 'not-listening',
            description: 'Seems not to be listening when spoken to directly; mind elsewhere.',
            concepts: ['not-listening'],
          },
          {
            id: 'follow-through',
            description: 'Starts tasks but loses focus and does not finish them.',
            concepts: ['poor-follow-through'],
          },
          {
            id: 'organisation',
            description: 'Difficulty organising tasks, belongings and time; misses deadlines.',
            concepts: ['disorganisation'],
          },
          {
            id: 'sustained-effort',
            description:
              'Avoids or puts off tasks that need prolonged mental effort (forms, reports, long reading).',
            concepts: ['avoids-sustained-effort'],
          },
          {
            id: 'losing-things',
            description: 'Often loses things needed for daily life (keys, phone, wallet, documents).',
            concepts: ['losing-things'],
          },
          {
            id: 'distractibility',
            description: 'Easily pulled off task by outside events or unrelated thoughts.',
            concepts: ['distractibility'],
          },
          {
            id: 'forgetfulness',
            description: 'Forgetful in daily activities (appointments, bills, returning calls).',
            concepts: ['daily-forgetfulness'],
          },
          { id: 'fidgeting', description: 'Fidgets, taps or squirms.', concepts: ['fidgeting'] },
          {
            id: 'leaving-seat',
            description: 'Leaves their seat when staying seated is expected (meetings, films, class).',
            concepts: ['cannot-stay-seated'],
          },
          {
            id: 'restless',
            description: 'Feels restless (in adults this replaces running or climbing about).',
            concepts: ['restlessness'],
          },
          {
            id: 'quiet-leisure',
            description: 'Cannot take part in leisure activities quietly; always has to be doing something.',
            concepts: ['difficulty-relaxing-quietly'],
          },
          {
            id: 'on-the-go',
            description: 'Constantly on the go, as if driven by a motor.',
            concepts: ['hyperactivity'],
          },
          { id: 'talks-excessively', description: 'Talks excessively.', concepts: ['excessive-talking'] },
          {
            id: 'blurts-out',
            description:
              'Blurts out answers or comments before questions are finished; finishes others’ sentences.',
            concepts: ['blurting-out'],
          },
          { id: 'waiting', description: 'Has trouble waiting their turn.', concepts: ['difficulty-waiting'] },
          {
            id: 'interrupts',
            description: 'Interrupts or intrudes on others’ conversations or activities.',
            concepts: ['interrupting-others', 'impulsivity'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'context',
        label: 'Childhood onset and impact across settings',
        items: [
          {
            id: 'childhood-onset',
            description:
              'Several symptoms were present before age 12 (school reports, teachers’ or parents’ comments).',
            concepts: ['childhood-onset-symptoms', 'longstanding-pattern'],
          },
          {
            id: 'impairment',
            description:
              'Symptoms show up in two or more settings and clearly reduce the quality of work, study, social or home life.',
            concepts: [
              'impaired-functioning-work',
              'impaired-functioning-relationships',
              'impaired-self-care',
            ],
          },
        ],
      },
    ],
    duration: {
      minDays: 180,
      description:
        'Symptoms persistent for at least six months, with onset of several symptoms before age 12.',
    },
    exclusions: [
      {
        description:
          'Not explained by a substance (intoxication, withdrawal, stimulant or sedative effects) or by a medical condition such as thyroid disease or sleep apnoea.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description: 'Does not occur only during a psychotic disorder.',
        betterExplainedBy: ['schizophrenia', 'schizoaffective-disorder'],
      },
      {
        description:
          'Distractibility and restlessness confined to mood episodes are better explained by the mood disorder.',
        betterExplainedBy: ['bipolar-i', 'bipolar-ii', 'mdd-recurrent'],
      },
      {
        description:
          'Poor concentration driven by worry or fear, without a childhood history, is better explained by an anxiety disorder.',
        betterExplainedBy: ['generalized-anxiety-disorder'],
      },
    ],
    specifiers: [
      'Combined presentation (F90.2): thresholds met for both domains',
      'Predominantly inattentive presentation (F90.0)',
      'Predominantly hyperactive-impulsive presentation (F90.1)',
      'In partial remission',
      'Current severity: mild, moderate or severe',
    ],
    differentials: [
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Concentration problems come from worry and tension and lack a childhood onset; attention improves when worry settles.',
      },
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature:
          'Distractibility and restlessness come in discrete episodes with changed mood and sleep, rather than being constant since childhood.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Poor focus and procrastination appear with low mood and anhedonia and lift between episodes.',
      },
      {
        diagnosisId: 'autism-spectrum-disorder',
        distinguishingFeature:
          'Social difficulty stems from differences in social communication and a need for sameness rather than inattention or impulsivity; the two often co-occur.',
      },
    ],
    layCues: [
      'my mind is all over the place',
      'i never finish anything i start',
      'i lose my keys every single day',
      "i've been like this since school",
      "i can't sit through a meeting",
      'i zone out when people are talking to me',
      'i leave everything to the last minute',
    ],
    treatments: [
      'stimulant-medication',
      'non-stimulant-adhd-medication',
      'cbt-adhd',
      'bupropion',
      'psychoeducation',
      'psychiatric-referral',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'autism-spectrum-disorder',
    name: 'Autism spectrum disorder',
    // F84.0 is the code used for autism spectrum disorder; F84.5 (Asperger's) is a legacy label and not used.
    icd10cm: ['F84.0'],
    group: 'neurodevelopmental',
    overview:
      'Lifelong differences in social communication and interaction, together with restricted or repetitive behaviours, interests or sensory responses. Adults are often diagnosed late, after years of masking, exhaustion, social confusion or burnout, and the presentation varies widely in support needs.',
    criteria: [
      {
        kind: 'all',
        id: 'social-communication',
        label: 'Persistent differences in social communication and interaction (all three)',
        items: [
          {
            id: 'reciprocity',
            description:
              'Difficulty with the back-and-forth of social exchange: small talk, sharing interests or feelings, starting or responding to interaction (including effortful masking of this).',
            concepts: ['social-reciprocity-difficulty', 'literal-interpretation', 'social-masking'],
          },
          {
            id: 'nonverbal',
            description:
              'Difficulty using or reading non-verbal communication such as eye contact, facial expression, gesture and tone.',
            concepts: ['nonverbal-communication-difficulty'],
          },
          {
            id: 'relationships',
            description:
              'Difficulty developing, keeping and understanding relationships or adjusting behaviour to social context.',
            concepts: ['relationship-understanding-difficulty'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'restricted-repetitive',
        label: 'At least two restricted or repetitive patterns',
        min: 2,
        items: [
          {
            id: 'repetitive-movements',
            description:
              'Repetitive movements, use of objects or speech (stimming, lining up, echoing phrases).',
            concepts: ['repetitive-behaviour'],
          },
          {
            id: 'sameness',
            description: 'Insistence on sameness, fixed routines or rituals, with marked distress at change.',
            concepts: ['routine-insistence'],
          },
          {
            id: 'interests',
            description: 'Highly restricted interests that are unusual in intensity or focus.',
            concepts: ['restricted-interests'],
          },
          {
            id: 'sensory',
            description:
              'Over- or under-reaction to sensory input (noise, light, texture, smell) or unusual sensory interests.',
            concepts: ['sensory-sensitivity', 'meltdown-shutdown'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'onset-and-impact',
        label: 'Early developmental onset and clinically significant impact',
        items: [
          {
            id: 'early-onset',
            description:
              'Features were present from early childhood, even if only recognised later or hidden by learned strategies.',
            concepts: ['childhood-onset-symptoms', 'longstanding-pattern'],
          },
          {
            id: 'impairment',
            description:
              'Features cause meaningful difficulty in social, work or other important areas of life.',
            concepts: [
              'impaired-functioning-work',
              'impaired-functioning-relationships',
              'impaired-self-care',
              'social-withdrawal',
            ],
          },
        ],
      },
    ],
    duration: {
      description:
        'Present from the early developmental period; may only become obvious when social demands exceed capacity. No minimum duration.',
    },
    exclusions: [
      {
        description:
          'Not better explained by intellectual disability or global developmental delay alone (social communication is below what general developmental level predicts).',
      },
      {
        description:
          'Social avoidance driven by fear of judgement, with intact social understanding and no childhood pattern, points to social anxiety instead.',
        betterExplainedBy: ['social-anxiety-disorder', 'avoidant-personality-disorder'],
      },
    ],
    specifiers: [
      'With or without accompanying intellectual impairment',
      'With or without accompanying language impairment',
      'Associated with a known genetic or medical condition or environmental factor',
      'Associated with a neurodevelopmental, mental or behavioural problem',
      'With catatonia',
      'Support needed for social communication: level 1, 2 or 3',
      'Support needed for restricted, repetitive behaviours: level 1, 2 or 3',
    ],
    differentials: [
      {
        diagnosisId: 'social-anxiety-disorder',
        distinguishingFeature:
          'Social skills and understanding are intact; avoidance comes from fear of negative evaluation, and there are no restricted interests or sensory differences.',
      },
      {
        diagnosisId: 'adhd',
        distinguishingFeature:
          'Social problems come from impulsivity and inattention (interrupting, missing details) rather than difficulty reading social cues; routines are not sought.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Repetitive acts are driven by intrusive, unwanted thoughts and relieve anxiety, rather than being soothing, enjoyable or interest-driven.',
      },
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Social withdrawal follows a period of typical development and is accompanied by hallucinations or delusions.',
      },
    ],
    layCues: [
      "i've never understood the unwritten rules",
      "i'm exhausted from pretending to be normal",
      'eye contact feels really uncomfortable',
      'i need my routine or i fall apart',
      'noise and bright lights overwhelm me',
      'people say i take things too literally',
      'small talk makes no sense to me',
    ],
    treatments: [
      'psychoeducation',
      'psychiatric-referral',
      'cbt-anxiety',
      'supportive-counselling',
      'measurement-based-follow-up',
    ],
  },
  // ════════════════════════════════ Feeding and eating ════════════════════════════════
  {
    id: 'anorexia-nervosa',
    name: 'Anorexia nervosa',
    // Default F50.019 (restricting type, severity unspecified): restricting is the more common subtype. Use the
    // F50.02x family when binge eating or purging occurred in the last three months, and the fifth character for
    // severity (0 mild, 1 moderate, 2 severe, 3 extreme, 4 in remission). F50.00 when the type is unknown.
    icd10cm: [
      'F50.019',
      'F50.029',
      'F50.00',
      'F50.010',
      'F50.011',
      'F50.012',
      'F50.013',
      'F50.014',
      'F50.020',
      'F50.021',
      'F50.022',
      'F50.023',
      'F50.024',
    ],
    group: 'feeding-eating',
    overview:
      'Persistent restriction of food intake leading to a significantly low body weight, driven by an intense fear of gaining weight and a disturbed experience of body shape or size. It carries the highest mortality of the psychiatric disorders, so medical risk must be assessed alongside the psychological picture.',
    criteria: [
      {
        kind: 'all',
        id: 'core-features',
        label: 'Restriction, low weight, weight-gain fear and body-image disturbance (all required)',
        items: [
          {
            id: 'restriction',
            description:
              'Restricts energy intake relative to need (dieting, skipping meals, calorie limits).',
            concepts: ['food-restriction'],
          },
          {
            id: 'low-weight',
            description:
              'Significantly low body weight for age, sex, development and health (or marked loss).',
            concepts: ['low-body-weight', 'weight-loss'],
          },
          {
            id: 'weight-fear',
            description:
              'Intense fear of gaining weight or becoming fat, or persistent behaviour that blocks weight gain despite low weight.',
            concepts: ['fear-of-weight-gain', 'compensatory-behaviour'],
          },
          {
            id: 'body-image',
            description:
              'Disturbed experience of own shape or weight, self-worth dominated by shape and weight, or not recognising how serious the low weight is.',
            concepts: ['body-image-distortion', 'overvaluation-of-shape-weight', 'weight-checking'],
          },
        ],
      },
    ],
    duration: {
      description:
        'No minimum duration; the subtype (restricting vs binge-eating/purging) describes the last three months.',
    },
    exclusions: [
      {
        description:
          'Weight loss explained by a medical condition (hyperthyroidism, inflammatory bowel disease, malignancy, diabetes) rather than deliberate restriction.',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'Restriction without fear of weight gain or body-image disturbance (sensory aversion, fear of choking, low interest) is better explained by ARFID.',
        betterExplainedBy: ['arfid'],
      },
      {
        description:
          'Appetite and weight loss occurring only with depressed mood and without weight or shape concerns is better explained by depression.',
        betterExplainedBy: ['mdd-single-episode', 'mdd-recurrent'],
      },
    ],
    specifiers: [
      'Restricting type: no recurrent binge eating or purging in the last 3 months (F50.01x)',
      'Binge-eating/purging type: recurrent binge eating or purging in the last 3 months (F50.02x)',
      'Severity by BMI (adults): mild ≥17, moderate 16–16.99, severe 15–15.99, extreme <15',
      'In partial remission',
      'In full remission',
    ],
    differentials: [
      {
        diagnosisId: 'arfid',
        distinguishingFeature:
          'Restriction is driven by sensory aversion, fear of choking or vomiting, or low interest in food, with no fear of weight gain or body-image disturbance.',
      },
      {
        diagnosisId: 'bulimia-nervosa',
        distinguishingFeature:
          'Binge-purge cycles occur at normal or above-normal weight; significantly low weight points to anorexia, binge-purge type.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Appetite loss is part of low mood and anhedonia, without a wish to be thinner or fear of weight gain.',
      },
      {
        diagnosisId: 'body-dysmorphic-disorder',
        distinguishingFeature:
          'Preoccupation centres on a specific feature (skin, nose, hair) rather than overall weight and shape.',
      },
    ],
    layCues: [
      "i'm terrified of putting on weight",
      'i only let myself eat one meal a day',
      "everyone says i'm too thin but i still feel fat",
      'i count every calorie',
      'my periods have stopped',
      'the number on the scale decides my whole day',
    ],
    treatments: [
      'cbt-eating-disorders',
      'family-based-treatment',
      'medical-evaluation',
      'psychiatric-referral',
      'supportive-counselling',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'bulimia-nervosa',
    name: 'Bulimia nervosa',
    // F50.20 is bulimia with severity unspecified; F50.21–F50.24 record mild to extreme, F50.25 remission.
    icd10cm: ['F50.20', 'F50.21', 'F50.22', 'F50.23', 'F50.24', 'F50.25'],
    group: 'feeding-eating',
    overview:
      'Recurrent episodes of binge eating with a sense of lost control, followed by behaviours meant to undo the calories, such as vomiting, laxatives, fasting or driven exercise. Self-worth is heavily tied to shape and weight, and weight is usually in or above the normal range.',
    criteria: [
      {
        kind: 'all',
        id: 'binge-compensate-cycle',
        label: 'Binge eating, loss of control, compensation and shape/weight-based self-worth (all required)',
        items: [
          {
            id: 'binge',
            description:
              'Recurrent episodes of eating a clearly larger amount than most people would in a similar period and setting.',
            concepts: ['binge-eating'],
          },
          {
            id: 'loss-of-control',
            description:
              'A sense of being unable to stop or control what or how much is eaten during the episode.',
            concepts: ['loss-of-control-eating'],
          },
          {
            id: 'compensation',
            description:
              'Recurrent compensatory behaviour to prevent weight gain: self-induced vomiting, laxatives or diuretics, fasting, or excessive exercise.',
            concepts: ['compensatory-behaviour'],
          },
          {
            id: 'self-evaluation',
            description: 'Self-evaluation unduly influenced by body shape and weight.',
            concepts: ['overvaluation-of-shape-weight', 'body-image-distortion', 'fear-of-weight-gain'],
          },
        ],
      },
    ],
    duration: {
      minDays: 90,
      description:
        'Binge eating and compensatory behaviour both occur, on average, at least once a week for three months.',
    },
    exclusions: [
      {
        description:
          'Not occurring only during episodes of anorexia nervosa: with significantly low weight the diagnosis is anorexia nervosa, binge-eating/purging type.',
        concepts: ['low-body-weight'],
        betterExplainedBy: ['anorexia-nervosa'],
      },
      {
        description:
          'Vomiting or weight change due to a gastrointestinal, endocrine or neurological condition.',
        concepts: ['medical-condition-cause'],
      },
    ],
    specifiers: [
      'Severity by compensatory episodes per week: mild 1–3, moderate 4–7, severe 8–13, extreme 14 or more',
      'In partial remission',
      'In full remission',
    ],
    differentials: [
      {
        diagnosisId: 'binge-eating-disorder',
        distinguishingFeature:
          'Binges are not followed by regular compensatory behaviour such as vomiting, laxatives or fasting.',
      },
      {
        diagnosisId: 'anorexia-nervosa',
        distinguishingFeature: 'Binge-purge behaviour occurs at a significantly low body weight.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Overeating occurs with low mood but without compensatory behaviour or overvaluation of shape and weight.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Binge eating is one of several impulsive, self-damaging behaviours within pervasive instability of mood, identity and relationships.',
      },
    ],
    layCues: [
      'i binge and then make myself sick',
      "once i start eating i can't stop",
      'i use laxatives after i eat too much',
      'i exercise for hours to burn it off',
      'i feel disgusted with myself after a binge',
      'how i feel about myself depends on my weight',
    ],
    treatments: [
      'cbt-eating-disorders',
      'family-based-treatment',
      'ssri',
      'interpersonal-therapy',
      'medical-evaluation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'binge-eating-disorder',
    name: 'Binge-eating disorder',
    // F50.819 is binge-eating disorder with severity unspecified; F50.810–F50.813 mild to extreme, F50.814 remission.
    icd10cm: ['F50.819', 'F50.810', 'F50.811', 'F50.812', 'F50.813', 'F50.814'],
    group: 'feeding-eating',
    overview:
      'Recurrent binge-eating episodes with a sense of lost control that cause marked distress, without the regular compensatory behaviours seen in bulimia. Episodes often happen alone and in secret, are eaten quickly past fullness, and are followed by guilt, shame or low mood.',
    criteria: [
      {
        kind: 'all',
        id: 'binge-episodes',
        label: 'Recurrent binge eating with loss of control and marked distress',
        items: [
          {
            id: 'binge',
            description:
              'Recurrent episodes of eating a clearly larger amount than most people would in a similar period.',
            concepts: ['binge-eating'],
          },
          {
            id: 'loss-of-control',
            description: 'A sense of lost control over eating during the episode.',
            concepts: ['loss-of-control-eating'],
          },
          {
            id: 'distress',
            description: 'Marked distress about the binge eating.',
            concepts: ['post-binge-guilt', 'shame', 'stress'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'binge-features',
        label: 'At least three features of the binge episodes',
        min: 3,
        items: [
          { id: 'rapid', description: 'Eating much more rapidly than normal.', concepts: ['eating-rapidly'] },
          {
            id: 'uncomfortably-full',
            description: 'Eating until uncomfortably full.',
            concepts: ['eating-until-uncomfortably-full'],
          },
          {
            id: 'not-hungry',
            description: 'Eating large amounts when not physically hungry.',
            concepts: ['eating-when-not-hungry'],
          },
          {
            id: 'alone',
            description: 'Eating alone because of embarrassment about how much is eaten.',
            concepts: ['secretive-eating'],
          },
          {
            id: 'after-feelings',
            description: 'Feeling disgusted with oneself, depressed or very guilty afterwards.',
            concepts: ['post-binge-guilt', 'excessive-guilt'],
          },
        ],
      },
    ],
    duration: {
      minDays: 90,
      description: 'Binge eating occurs, on average, at least once a week for three months.',
    },
    exclusions: [
      {
        description:
          'Regular compensatory behaviour (vomiting, laxatives, fasting, driven exercise) points to bulimia nervosa; binges only during anorexia point to anorexia nervosa.',
        concepts: ['compensatory-behaviour'],
        betterExplainedBy: ['bulimia-nervosa', 'anorexia-nervosa'],
      },
      {
        description:
          'Increased appetite caused by medication (for example some antipsychotics or steroids) or a medical condition rather than discrete binges.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
    ],
    specifiers: [
      'Severity by binges per week: mild 1–3, moderate 4–7, severe 8–13, extreme 14 or more',
      'In partial remission',
      'In full remission',
    ],
    differentials: [
      {
        diagnosisId: 'bulimia-nervosa',
        distinguishingFeature:
          'Binges are regularly followed by vomiting, laxatives, fasting or excessive exercise.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Increased appetite and weight gain are part of a depressive episode, without discrete binges or loss of control.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Binge eating is one of several impulsive behaviours within broader instability of mood, identity and relationships.',
      },
    ],
    layCues: [
      'i eat until i feel sick',
      'i hide the wrappers so nobody knows',
      "i can't stop once i start eating",
      "i eat when i'm not even hungry",
      'i feel so ashamed after a binge',
      'i eat a whole family size bag in one go',
    ],
    treatments: [
      'cbt-eating-disorders',
      'interpersonal-therapy',
      'stimulant-medication',
      'ssri',
      'dbt',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'arfid',
    name: 'Avoidant/restrictive food intake disorder',
    icd10cm: ['F50.82'],
    group: 'feeding-eating',
    overview:
      'Persistent avoidance or restriction of food driven by sensory aversion, fear of an unpleasant consequence such as choking or vomiting, or simple lack of interest in eating, without any concern about body shape or weight. It leads to weight loss, nutritional deficiency, reliance on supplements or marked social impact.',
    criteria: [
      {
        kind: 'at-least',
        id: 'avoidance-driver',
        label: 'Avoidance or restriction driven by at least one non-weight reason',
        min: 1,
        items: [
          {
            id: 'sensory',
            description:
              'Avoids foods because of their texture, smell, taste, look or temperature; eats a narrow range of accepted foods.',
            concepts: ['food-avoidance-sensory'],
          },
          {
            id: 'aversive-consequence',
            description: 'Avoids eating for fear of choking, vomiting, pain or another aversive consequence.',
            concepts: ['fear-of-aversive-eating'],
          },
          {
            id: 'low-interest',
            description: 'Shows little interest in eating or food.',
            concepts: ['low-interest-in-food'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'consequences',
        label: 'At least one significant consequence',
        min: 1,
        items: [
          {
            id: 'weight',
            description: 'Significant weight loss, or failure to gain weight as expected.',
            concepts: ['weight-loss', 'low-body-weight'],
          },
          {
            id: 'nutrition',
            description:
              'Significant nutritional deficiency or dependence on nutritional supplements or tube feeding.',
            concepts: ['nutritional-deficiency'],
          },
          {
            id: 'psychosocial',
            description: 'Marked interference with social life, such as being unable to eat with others.',
            concepts: ['social-eating-avoidance'],
          },
        ],
      },
    ],
    duration: { description: 'Persistent pattern; no minimum duration is specified.' },
    exclusions: [
      {
        description:
          'Any fear of weight gain or disturbance in how body shape or weight is experienced points to anorexia or bulimia nervosa instead.',
        concepts: ['fear-of-weight-gain', 'body-image-distortion', 'overvaluation-of-shape-weight'],
        betterExplainedBy: ['anorexia-nervosa', 'bulimia-nervosa'],
      },
      {
        description:
          'Not explained by lack of available food or by a culturally sanctioned practice such as religious fasting.',
      },
      {
        description:
          'Not fully explained by a medical condition (for example a swallowing or gastrointestinal disorder); if one co-occurs, the eating problem goes beyond what it usually causes.',
        concepts: ['medical-condition-cause'],
      },
    ],
    specifiers: [
      'In remission',
      'Predominant driver (descriptive): sensory sensitivity, fear of aversive consequences, or low interest in eating',
    ],
    differentials: [
      {
        diagnosisId: 'anorexia-nervosa',
        distinguishingFeature: 'Restriction is driven by fear of weight gain and body-image disturbance.',
      },
      {
        diagnosisId: 'specific-phobia',
        distinguishingFeature:
          'Fear of choking or vomiting is confined to a specific situation and does not produce nutritional or weight consequences.',
      },
      {
        diagnosisId: 'autism-spectrum-disorder',
        distinguishingFeature:
          'Selective eating is part of broader sensory sensitivity and sameness; ARFID is added only when the eating problem itself needs clinical attention.',
      },
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature: 'Loss of appetite arises within a depressive episode and resolves with mood.',
      },
    ],
    layCues: [
      'i only eat about five safe foods',
      'the texture of most food makes me gag',
      "ever since i choked i can't eat solid food",
      "i just forget to eat and food doesn't interest me",
      'i live on nutrition shakes',
      'i avoid eating out with friends',
    ],
    treatments: [
      'cbt-eating-disorders',
      'family-based-treatment',
      'exposure-therapy-phobia',
      'medical-evaluation',
      'psychoeducation',
    ],
  },
  // ════════════════════════════════ Substance-related and addictive ════════════════════════════════
  // All six substance use disorders share the same eleven problem areas. The substance-neutral problem concepts
  // are tied to one substance by the required anchor item (alcohol-use, cannabis-use...). Threshold: two or more
  // problems within the same 12-month period; there is no minimum duration beyond that, so no minDays is set.
  //
  // Coding (DSM-5-TR crosswalk): mild (2–3 problems) uses the "abuse, uncomplicated" code (Fx.10); moderate or
  // severe (4+) uses the "dependence, uncomplicated" code (Fx.20). Because the criteria here are met at the mild
  // threshold, the mild code is the default and the moderate/severe code follows; remission codes come last.
  {
    id: 'alcohol-use-disorder',
    name: 'Alcohol use disorder',
    icd10cm: ['F10.10', 'F10.20', 'F10.11', 'F10.21'],
    group: 'substance-addictive',
    overview:
      'A problematic pattern of drinking that leads to loss of control over alcohol, harm to health, work or relationships, and in more severe cases physical dependence with tolerance and withdrawal. Severity is graded by how many problem areas are present.',
    criteria: [
      {
        kind: 'all',
        id: 'substance',
        label: 'The pattern concerns alcohol',
        items: [
          {
            id: 'alcohol',
            description: 'Drinks alcohol; the problems below relate to drinking.',
            concepts: ['alcohol-use'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least two problems within a 12-month period',
        min: 2,
        items: [
          {
            id: 'larger-longer',
            description: 'Drinks more, or for longer, than intended.',
            concepts: ['using-more-than-intended'],
          },
          {
            id: 'cut-down',
            description: 'Persistent wish or unsuccessful efforts to cut down or control drinking.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'time-spent',
            description:
              'A great deal of time spent obtaining alcohol, drinking or recovering from its effects.',
            concepts: ['time-spent-using'],
          },
          { id: 'craving', description: 'Craving or strong urges to drink.', concepts: ['craving'] },
          {
            id: 'role-failure',
            description: 'Drinking repeatedly leads to failing obligations at work, school or home.',
            concepts: ['use-interfering-with-obligations'],
          },
          {
            id: 'social-problems',
            description:
              'Keeps drinking despite recurring social or relationship problems caused or worsened by it.',
            concepts: ['use-causing-relationship-conflict'],
          },
          {
            id: 'activities-given-up',
            description:
              'Important social, work or leisure activities given up or reduced because of drinking.',
            concepts: ['activities-given-up-for-use'],
          },
          {
            id: 'hazardous-use',
            description: 'Repeated drinking in physically hazardous situations (for example driving).',
            concepts: ['hazardous-use'],
          },
          {
            id: 'despite-harm',
            description:
              'Keeps drinking despite knowing it causes or worsens a physical or psychological problem (including blackouts).',
            concepts: ['use-despite-harm', 'alcohol-blackouts'],
          },
          {
            id: 'tolerance',
            description:
              'Needs markedly more alcohol for the same effect, or the same amount has much less effect.',
            concepts: ['tolerance'],
          },
          {
            id: 'withdrawal',
            description:
              'Withdrawal symptoms (shakes, sweats, nausea, anxiety, insomnia, in severe cases seizures or hallucinations), or drinks to relieve or avoid them.',
            concepts: ['withdrawal'],
          },
        ],
      },
    ],
    duration: {
      description:
        'At least two problem areas occurring within the same 12-month period; no further minimum duration.',
    },
    exclusions: [
      {
        description:
          'Low mood, anxiety or sleep problems that appear only during intoxication or withdrawal are alcohol-induced and do not add a separate diagnosis; they do not rule out this one.',
      },
      {
        description:
          'Harmful or heavy drinking with fewer than two problem areas does not meet the threshold; document as hazardous use and monitor.',
      },
    ],
    specifiers: [
      'Mild: 2–3 problem areas (F10.10)',
      'Moderate: 4–5 problem areas (F10.20)',
      'Severe: 6 or more problem areas (F10.20)',
      'In early remission: no problem areas except craving for 3 to 12 months (F10.11 / F10.21)',
      'In sustained remission: no problem areas except craving for 12 months or more',
      'In a controlled environment',
    ],
    differentials: [
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Depression that started before heavy drinking or persists after about four weeks of abstinence is an independent mood disorder rather than alcohol-induced.',
      },
      {
        diagnosisId: 'social-anxiety-disorder',
        distinguishingFeature:
          'Drinking is mainly used to get through feared social situations; the anxiety predates the drinking and needs treatment in its own right.',
      },
      {
        diagnosisId: 'sedative-use-disorder',
        distinguishingFeature:
          'Benzodiazepines or sleeping tablets produce a similar picture of tolerance and withdrawal; clarify which substance drives the problems.',
      },
    ],
    layCues: [
      'i only meant to have one drink',
      "i've tried to cut down so many times",
      'my wife says i drink too much',
      "i get the shakes if i don't have a drink",
      'i need a drink first thing in the morning',
      "i can't remember how i got home",
      'it takes a lot more to get me drunk now',
    ],
    treatments: [
      'motivational-interviewing',
      'alcohol-relapse-prevention-medication',
      'couples-therapy',
      'contingency-management',
      'medical-evaluation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'cannabis-use-disorder',
    name: 'Cannabis use disorder',
    icd10cm: ['F12.10', 'F12.20', 'F12.11', 'F12.21'],
    group: 'substance-addictive',
    overview:
      'A problematic pattern of cannabis use with loss of control, craving and harm to motivation, study, work or mental health. Regular heavy users often develop tolerance and a withdrawal syndrome of irritability, poor sleep, low appetite and restlessness.',
    criteria: [
      {
        kind: 'all',
        id: 'substance',
        label: 'The pattern concerns cannabis',
        items: [
          {
            id: 'cannabis',
            description: 'Uses cannabis; the problems below relate to that use.',
            concepts: ['cannabis-use'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least two problems within a 12-month period',
        min: 2,
        items: [
          {
            id: 'larger-longer',
            description: 'Uses more, or for longer, than intended.',
            concepts: ['using-more-than-intended'],
          },
          {
            id: 'cut-down',
            description: 'Persistent wish or unsuccessful efforts to cut down or stop.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'time-spent',
            description: 'A great deal of time spent getting, using or recovering from cannabis.',
            concepts: ['time-spent-using'],
          },
          { id: 'craving', description: 'Craving or strong urges to use.', concepts: ['craving'] },
          {
            id: 'role-failure',
            description: 'Use repeatedly leads to failing obligations at work, school or home.',
            concepts: ['use-interfering-with-obligations'],
          },
          {
            id: 'social-problems',
            description:
              'Keeps using despite recurring relationship or social problems caused or worsened by it.',
            concepts: ['use-causing-relationship-conflict'],
          },
          {
            id: 'activities-given-up',
            description: 'Important activities given up or reduced because of use.',
            concepts: ['activities-given-up-for-use'],
          },
          {
            id: 'hazardous-use',
            description: 'Repeated use in physically hazardous situations (for example driving while high).',
            concepts: ['hazardous-use'],
          },
          {
            id: 'despite-harm',
            description:
              'Keeps using despite knowing it causes or worsens a physical or psychological problem (for example paranoia, low mood, cough).',
            concepts: ['use-despite-harm'],
          },
          {
            id: 'tolerance',
            description: 'Needs markedly more for the same effect, or the same amount has much less effect.',
            concepts: ['tolerance'],
          },
          {
            id: 'withdrawal',
            description:
              'Withdrawal symptoms (irritability, anxiety, poor sleep, low appetite, restlessness, low mood) within days of stopping, or uses to avoid them.',
            concepts: ['withdrawal'],
          },
        ],
      },
    ],
    duration: {
      description:
        'At least two problem areas occurring within the same 12-month period; no further minimum duration.',
    },
    exclusions: [
      {
        description:
          'Psychotic or anxiety symptoms that occur only during intoxication or withdrawal are cannabis-induced and are recorded separately; they do not rule this diagnosis out.',
      },
      {
        description:
          'Use of cannabis only as prescribed for a medical condition does not count tolerance or withdrawal towards the threshold.',
      },
    ],
    specifiers: [
      'Mild: 2–3 problem areas (F12.10)',
      'Moderate: 4–5 problem areas (F12.20)',
      'Severe: 6 or more problem areas (F12.20)',
      'In early remission (3–12 months) / in sustained remission (12 months or more) (F12.11 / F12.21)',
      'In a controlled environment',
    ],
    differentials: [
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Cannabis is used to dampen worry that predates use; anxiety continues during sustained abstinence.',
      },
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Psychotic symptoms persist for weeks after stopping cannabis and meet the full criteria independently.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Low mood and amotivation persist after the withdrawal period ends and predate regular use.',
      },
    ],
    layCues: [
      'i smoke weed every day just to feel normal',
      "i can't sleep when i don't smoke",
      "i've tried to quit weed loads of times",
      'i spend the whole weekend stoned',
      'it makes my paranoia worse but i keep smoking',
      'i need more to get high these days',
    ],
    treatments: [
      'motivational-interviewing',
      'contingency-management',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'opioid-use-disorder',
    name: 'Opioid use disorder',
    icd10cm: ['F11.10', 'F11.20', 'F11.11', 'F11.21'],
    group: 'substance-addictive',
    overview:
      'A problematic pattern of opioid use (heroin, fentanyl, or prescription painkillers taken other than as prescribed) with loss of control, craving, tolerance and a marked withdrawal syndrome. Overdose risk is high, especially after a period of reduced tolerance or when mixed with sedatives or alcohol.',
    criteria: [
      {
        kind: 'all',
        id: 'substance',
        label: 'The pattern concerns opioids',
        items: [
          {
            id: 'opioid',
            description: 'Uses opioids; the problems below relate to that use.',
            concepts: ['opioid-use'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least two problems within a 12-month period',
        min: 2,
        items: [
          {
            id: 'larger-longer',
            description: 'Takes more, or for longer, than intended.',
            concepts: ['using-more-than-intended'],
          },
          {
            id: 'cut-down',
            description: 'Persistent wish or unsuccessful efforts to cut down or stop.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'time-spent',
            description: 'A great deal of time spent obtaining, using or recovering from opioids.',
            concepts: ['time-spent-using'],
          },
          { id: 'craving', description: 'Craving or strong urges to use.', concepts: ['craving'] },
          {
            id: 'role-failure',
            description: 'Use repeatedly leads to failing obligations at work, school or home.',
            concepts: ['use-interfering-with-obligations'],
          },
          {
            id: 'social-problems',
            description:
              'Keeps using despite recurring relationship or social problems caused or worsened by it.',
            concepts: ['use-causing-relationship-conflict'],
          },
          {
            id: 'activities-given-up',
            description: 'Important activities given up or reduced because of use.',
            concepts: ['activities-given-up-for-use'],
          },
          {
            id: 'hazardous-use',
            description:
              'Repeated use in physically hazardous situations (using alone, mixing with sedatives, sharing equipment, driving).',
            concepts: ['hazardous-use', 'overdose-history'],
          },
          {
            id: 'despite-harm',
            description:
              'Keeps using despite knowing it causes or worsens a physical or psychological problem.',
            concepts: ['use-despite-harm'],
          },
          {
            id: 'tolerance',
            description:
              'Needs markedly more for the same effect (not counted when taken only as prescribed).',
            concepts: ['tolerance'],
          },
          {
            id: 'withdrawal',
            description:
              'Withdrawal symptoms (aches, sweats, yawning, gooseflesh, diarrhoea, restlessness, dysphoria) or uses to avoid them (not counted when taken only as prescribed).',
            concepts: ['withdrawal'],
          },
        ],
      },
    ],
    duration: {
      description:
        'At least two problem areas occurring within the same 12-month period; no further minimum duration.',
    },
    exclusions: [
      {
        description:
          'Tolerance and withdrawal do not count towards the threshold when opioids are taken solely as prescribed under medical supervision.',
      },
      {
        description:
          'Mood or sleep disturbance occurring only during intoxication or withdrawal is opioid-induced and recorded separately; it does not rule this diagnosis out.',
      },
    ],
    specifiers: [
      'Mild: 2–3 problem areas (F11.10)',
      'Moderate: 4–5 problem areas (F11.20)',
      'Severe: 6 or more problem areas (F11.20)',
      'In early remission / in sustained remission (F11.11 / F11.21)',
      'On maintenance therapy (methadone, buprenorphine, naltrexone)',
      'In a controlled environment',
    ],
    differentials: [
      {
        diagnosisId: 'sedative-use-disorder',
        distinguishingFeature:
          'Benzodiazepines or hypnotics drive the problems; sedative and opioid use frequently co-occur and both need recording.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature: 'Depression predates use or persists after withdrawal settles.',
      },
      {
        diagnosisId: 'somatic-symptom-disorder',
        distinguishingFeature:
          'Preoccupation with pain drives medical help-seeking without loss of control over prescribed opioids.',
      },
    ],
    layCues: [
      "i'm dopesick if i don't use",
      "the painkillers don't work like they used to",
      "i'm on methadone now",
      'i overdosed last year and they gave me narcan',
      'all i think about is getting my next fix',
      'i started on prescribed pills and it got out of hand',
    ],
    treatments: [
      'opioid-agonist-treatment',
      'contingency-management',
      'motivational-interviewing',
      'safety-planning',
      'medical-evaluation',
      'psychiatric-referral',
    ],
  },
  {
    id: 'stimulant-use-disorder',
    name: 'Stimulant use disorder',
    // Default F15.10 covers amphetamine-type and other stimulants (mild); cocaine is coded in F14 (F14.10 mild,
    // F14.20 moderate/severe). The engine's stimulant-use concept does not separate the two, so both are listed.
    icd10cm: ['F15.10', 'F15.20', 'F14.10', 'F14.20', 'F15.11', 'F15.21', 'F14.11', 'F14.21'],
    group: 'substance-addictive',
    overview:
      'A problematic pattern of using amphetamine-type stimulants, cocaine or misused prescription stimulants, often in binges, with craving, loss of control and harm to health, finances and relationships. Crashes bring exhaustion, low mood and sometimes suicidal thinking; heavy use can cause paranoia or psychosis.',
    criteria: [
      {
        kind: 'all',
        id: 'substance',
        label: 'The pattern concerns stimulants (amphetamine-type, cocaine or other)',
        items: [
          {
            id: 'stimulant',
            description: 'Uses stimulants; the problems below relate to that use.',
            concepts: ['stimulant-use'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least two problems within a 12-month period',
        min: 2,
        items: [
          {
            id: 'larger-longer',
            description: 'Uses more, or for longer (binges), than intended.',
            concepts: ['using-more-than-intended'],
          },
          {
            id: 'cut-down',
            description: 'Persistent wish or unsuccessful efforts to cut down or stop.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'time-spent',
            description: 'A great deal of time spent obtaining, using or recovering (comedowns).',
            concepts: ['time-spent-using'],
          },
          { id: 'craving', description: 'Craving or strong urges to use.', concepts: ['craving'] },
          {
            id: 'role-failure',
            description: 'Use repeatedly leads to failing obligations at work, school or home.',
            concepts: ['use-interfering-with-obligations'],
          },
          {
            id: 'social-problems',
            description:
              'Keeps using despite recurring relationship or social problems caused or worsened by it.',
            concepts: ['use-causing-relationship-conflict'],
          },
          {
            id: 'activities-given-up',
            description: 'Important activities given up or reduced because of use.',
            concepts: ['activities-given-up-for-use'],
          },
          {
            id: 'hazardous-use',
            description: 'Repeated use in physically hazardous situations.',
            concepts: ['hazardous-use'],
          },
          {
            id: 'despite-harm',
            description:
              'Keeps using despite knowing it causes or worsens a physical or psychological problem (for example paranoia, chest pain, low mood).',
            concepts: ['use-despite-harm'],
          },
          {
            id: 'tolerance',
            description:
              'Needs markedly more for the same effect (not counted when taken only as prescribed).',
            concepts: ['tolerance'],
          },
          {
            id: 'withdrawal',
            description:
              'Crash or withdrawal (exhaustion, vivid dreams, oversleeping, increased appetite, low mood, slowing) or uses to avoid it (not counted when taken only as prescribed).',
            concepts: ['withdrawal'],
          },
        ],
      },
    ],
    duration: {
      description:
        'At least two problem areas occurring within the same 12-month period; no further minimum duration.',
    },
    exclusions: [
      {
        description:
          'Tolerance and withdrawal do not count towards the threshold when a prescribed stimulant (for example for ADHD) is taken as directed.',
      },
      {
        description:
          'Paranoia, elevated mood or low mood that occurs only during intoxication or comedown is stimulant-induced and recorded separately.',
      },
    ],
    specifiers: [
      'Mild: 2–3 problem areas (F15.10 or F14.10 for cocaine)',
      'Moderate: 4–5 problem areas (F15.20 or F14.20)',
      'Severe: 6 or more problem areas (F15.20 or F14.20)',
      'Specify the stimulant: amphetamine-type, cocaine, or other/unspecified',
      'In early remission / in sustained remission',
      'In a controlled environment',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature:
          'Elevated mood, reduced sleep and grandiosity persist well beyond the period of intoxication.',
      },
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Psychotic symptoms continue after weeks of abstinence and meet full criteria independently.',
      },
      {
        diagnosisId: 'adhd',
        distinguishingFeature:
          'Inattention and restlessness date from childhood and predate any stimulant use; misuse of prescribed stimulants needs to be distinguished from treatment.',
      },
    ],
    layCues: [
      'i go on coke benders all weekend',
      'the comedown makes me want to die',
      "i can't stop once i've had a line",
      "i'm spending all my money on speed",
      'meth made me paranoid but i kept using',
      'i crave it the second i wake up',
    ],
    treatments: [
      'contingency-management',
      'motivational-interviewing',
      'psychoeducation',
      'medical-evaluation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'tobacco-use-disorder',
    name: 'Tobacco use disorder',
    // In the DSM-5-TR crosswalk mild tobacco use disorder maps to Z72.0, which is outside the F-code file and is
    // reserved here for "no disorder" outcomes, so the F17 nicotine dependence codes are used for all severities.
    // F17.210 (cigarettes, uncomplicated) is the default as cigarettes are the most common product; F17.290 covers
    // vapes and other products, F17.220 chewing tobacco, F17.200 product unspecified.
    icd10cm: ['F17.210', 'F17.200', 'F17.290', 'F17.220', 'F17.211', 'F17.213'],
    group: 'substance-addictive',
    overview:
      'A problematic pattern of smoking, vaping or other tobacco and nicotine use with craving, repeated failed quit attempts and continued use despite harm. Withdrawal brings irritability, restlessness, poor concentration, increased appetite and low mood, which often drives relapse.',
    criteria: [
      {
        kind: 'all',
        id: 'substance',
        label: 'The pattern concerns tobacco or nicotine',
        items: [
          {
            id: 'tobacco',
            description:
              'Smokes, vapes or uses other tobacco or nicotine products; the problems below relate to that use.',
            concepts: ['tobacco-use'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least two problems within a 12-month period',
        min: 2,
        items: [
          {
            id: 'larger-longer',
            description: 'Uses more, or for longer, than intended.',
            concepts: ['using-more-than-intended'],
          },
          {
            id: 'cut-down',
            description: 'Persistent wish or unsuccessful efforts to cut down or quit.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'time-spent',
            description: 'A great deal of time spent obtaining or using tobacco.',
            concepts: ['time-spent-using'],
          },
          { id: 'craving', description: 'Craving or strong urges to smoke or vape.', concepts: ['craving'] },
          {
            id: 'role-failure',
            description:
              'Use repeatedly interferes with obligations (for example frequent smoking breaks causing problems at work).',
            concepts: ['use-interfering-with-obligations'],
          },
          {
            id: 'social-problems',
            description: 'Keeps using despite recurring arguments or social problems caused by it.',
            concepts: ['use-causing-relationship-conflict'],
          },
          {
            id: 'activities-given-up',
            description:
              'Activities given up or reduced because of use (for example avoiding places where smoking is not allowed).',
            concepts: ['activities-given-up-for-use'],
          },
          {
            id: 'hazardous-use',
            description: 'Repeated use in hazardous situations (for example smoking in bed or near oxygen).',
            concepts: ['hazardous-use'],
          },
          {
            id: 'despite-harm',
            description:
              'Keeps using despite knowing it causes or worsens a health problem (cough, breathlessness, heart or lung disease).',
            concepts: ['use-despite-harm'],
          },
          {
            id: 'tolerance',
            description: 'Needs markedly more nicotine for the same effect.',
            concepts: ['tolerance'],
          },
          {
            id: 'withdrawal',
            description:
              'Withdrawal symptoms (irritability, restlessness, poor concentration, increased appetite, low mood, poor sleep) or uses to avoid them.',
            concepts: ['withdrawal'],
          },
        ],
      },
    ],
    duration: {
      description:
        'At least two problem areas occurring within the same 12-month period; no further minimum duration.',
    },
    exclusions: [
      {
        description:
          'Nicotine replacement used as part of a quit attempt does not count towards tolerance or withdrawal.',
      },
    ],
    specifiers: [
      'Mild: 2–3 problem areas (DSM-5-TR maps this to Z72.0; recorded here with F17.2x)',
      'Moderate: 4–5 problem areas',
      'Severe: 6 or more problem areas',
      'Product: cigarettes (F17.21x), chewing tobacco (F17.22x), other including vaping (F17.29x)',
      'In early remission / in sustained remission (F17.211)',
      'On maintenance therapy (nicotine replacement, varenicline)',
      'In a controlled environment',
    ],
    differentials: [
      {
        diagnosisId: 'mdd-single-episode',
        distinguishingFeature:
          'Low mood and poor sleep that continue beyond the first weeks of quitting suggest depression rather than nicotine withdrawal.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Restlessness and irritability that predate smoking and persist after withdrawal settles suggest an anxiety disorder.',
      },
    ],
    layCues: [
      "i've tried to quit smoking so many times",
      "i'm dying for a cigarette",
      "i'm snappy when i can't smoke",
      "my doctor told me to quit smoking but i can't",
      'i vape from the moment i wake up',
    ],
    treatments: [
      'smoking-cessation-pharmacotherapy',
      'motivational-interviewing',
      'bupropion',
      'contingency-management',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'sedative-use-disorder',
    name: 'Sedative, hypnotic or anxiolytic use disorder',
    icd10cm: ['F13.10', 'F13.20', 'F13.11', 'F13.21'],
    group: 'substance-addictive',
    overview:
      'A problematic pattern of using benzodiazepines, "Z-drug" sleeping tablets or other sedatives beyond what is prescribed or intended, with loss of control, tolerance and withdrawal. Withdrawal can be dangerous (seizures, delirium), so stopping needs a supervised taper.',
    criteria: [
      {
        kind: 'all',
        id: 'substance',
        label: 'The pattern concerns sedatives, hypnotics or anxiolytics',
        items: [
          {
            id: 'sedative',
            description: 'Uses sedatives, hypnotics or anxiolytics; the problems below relate to that use.',
            concepts: ['sedative-use'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least two problems within a 12-month period',
        min: 2,
        items: [
          {
            id: 'larger-longer',
            description: 'Takes more, or for longer, than intended or prescribed.',
            concepts: ['using-more-than-intended'],
          },
          {
            id: 'cut-down',
            description: 'Persistent wish or unsuccessful efforts to cut down or stop.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'time-spent',
            description:
              'A great deal of time spent obtaining (for example from several prescribers), using or recovering.',
            concepts: ['time-spent-using'],
          },
          { id: 'craving', description: 'Craving or strong urges to take them.', concepts: ['craving'] },
          {
            id: 'role-failure',
            description: 'Use repeatedly leads to failing obligations at work, school or home.',
            concepts: ['use-interfering-with-obligations'],
          },
          {
            id: 'social-problems',
            description:
              'Keeps using despite recurring relationship or social problems caused or worsened by it.',
            concepts: ['use-causing-relationship-conflict'],
          },
          {
            id: 'activities-given-up',
            description: 'Important activities given up or reduced because of use.',
            concepts: ['activities-given-up-for-use'],
          },
          {
            id: 'hazardous-use',
            description:
              'Repeated use in hazardous situations (driving while sedated, combining with alcohol or opioids).',
            concepts: ['hazardous-use'],
          },
          {
            id: 'despite-harm',
            description:
              'Keeps using despite knowing it causes or worsens a physical or psychological problem (memory problems, falls, low mood).',
            concepts: ['use-despite-harm'],
          },
          {
            id: 'tolerance',
            description:
              'Needs markedly more for the same effect (not counted when taken only as prescribed).',
            concepts: ['tolerance'],
          },
          {
            id: 'withdrawal',
            description:
              'Withdrawal symptoms (rebound anxiety, insomnia, tremor, sweating, in severe cases seizures) or uses to avoid them (not counted when taken only as prescribed).',
            concepts: ['withdrawal'],
          },
        ],
      },
    ],
    duration: {
      description:
        'At least two problem areas occurring within the same 12-month period; no further minimum duration.',
    },
    exclusions: [
      {
        description:
          'Tolerance and withdrawal alone do not count when the medication is taken exactly as prescribed under medical supervision.',
      },
      {
        description:
          'Anxiety or insomnia that returns only during withdrawal is rebound, not evidence of a new anxiety or sleep disorder.',
      },
    ],
    specifiers: [
      'Mild: 2–3 problem areas (F13.10)',
      'Moderate: 4–5 problem areas (F13.20)',
      'Severe: 6 or more problem areas (F13.20)',
      'In early remission / in sustained remission (F13.11 / F13.21)',
      'In a controlled environment',
    ],
    differentials: [
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature:
          'Anxiety predates sedative use and persists after a completed taper; sedatives are taken as prescribed without loss of control.',
      },
      {
        diagnosisId: 'insomnia-disorder',
        distinguishingFeature:
          'Sleep difficulty is the primary problem and hypnotics are used as directed without escalation or loss of control.',
      },
      {
        diagnosisId: 'alcohol-use-disorder',
        distinguishingFeature:
          'Alcohol, not prescribed sedatives, drives tolerance and withdrawal; the two are often combined.',
      },
    ],
    layCues: [
      'i run out of my diazepam early every month',
      "i can't sleep without my sleeping tablets",
      'i get two doctors to prescribe xanax',
      'when i try to come off the benzos the anxiety is unbearable',
      'i take more than the doctor said',
    ],
    treatments: [
      'medical-evaluation',
      'cbt-insomnia',
      'cbt-anxiety',
      'motivational-interviewing',
      'psychiatric-referral',
    ],
  },
  {
    id: 'gambling-disorder',
    name: 'Gambling disorder',
    icd10cm: ['F63.0'],
    group: 'substance-addictive',
    overview:
      'Persistent, recurrent problem gambling that escalates, resists attempts to control it and causes serious financial, relational and emotional harm. Chasing losses, hiding the extent of gambling and relying on others for money are typical, and suicide risk is elevated.',
    criteria: [
      {
        kind: 'all',
        id: 'behaviour',
        label: 'The pattern concerns gambling',
        items: [
          {
            id: 'gambling',
            description:
              'Gambles (betting, casino, machines, online or sports betting); the problems below relate to it.',
            concepts: ['gambling'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'problem-pattern',
        label: 'At least four problems within a 12-month period',
        min: 4,
        items: [
          {
            id: 'escalation',
            description: 'Needs to gamble with increasing amounts to get the desired excitement.',
            concepts: ['gambling-escalation', 'tolerance'],
          },
          {
            id: 'restless-when-stopping',
            description: 'Restless or irritable when trying to cut down or stop.',
            concepts: ['withdrawal'],
          },
          {
            id: 'failed-control',
            description: 'Repeated unsuccessful efforts to control, cut back or stop.',
            concepts: ['failed-attempts-to-cut-down'],
          },
          {
            id: 'preoccupation',
            description:
              'Often preoccupied with gambling: reliving past bets, planning the next, thinking of ways to get money.',
            concepts: ['gambling-preoccupation', 'craving'],
          },
          {
            id: 'escape',
            description: 'Often gambles when feeling distressed (helpless, guilty, anxious, low).',
            concepts: ['gambling-to-escape'],
          },
          {
            id: 'chasing',
            description: 'After losing, often returns another day to get even.',
            concepts: ['chasing-losses'],
          },
          {
            id: 'lying',
            description: 'Lies to conceal how much they gamble.',
            concepts: ['lying-about-gambling'],
          },
          {
            id: 'jeopardised',
            description:
              'Has jeopardised or lost a significant relationship, job, or educational or career opportunity because of gambling.',
            concepts: ['use-causing-relationship-conflict', 'use-interfering-with-obligations'],
          },
          {
            id: 'bailout',
            description:
              'Relies on others to provide money to relieve a desperate financial situation caused by gambling.',
            concepts: ['financial-bailout'],
          },
        ],
      },
    ],
    duration: { description: 'At least four problem areas occurring within the same 12-month period.' },
    exclusions: [
      {
        description:
          'Gambling that occurs only during a manic episode is better explained by the bipolar disorder.',
        betterExplainedBy: ['bipolar-i'],
      },
    ],
    specifiers: [
      'Episodic (meets criteria at more than one point, with months of remission between) or persistent (continuous for multiple years)',
      'Mild: 4–5 problem areas; moderate: 6–7; severe: 8–9',
      'In early remission (3–12 months) / in sustained remission (12 months or more)',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature:
          'Excessive betting occurs only during periods of elevated mood, reduced need for sleep and grandiosity.',
      },
      {
        diagnosisId: 'antisocial-personality-disorder',
        distinguishingFeature:
          'Deceit and financial irresponsibility are pervasive since adolescence, not confined to concealing gambling.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Gambling is a secondary escape from depression; low mood is primary and predates the gambling.',
      },
    ],
    layCues: [
      'i keep chasing my losses',
      "i'm hiding my betting from my wife",
      'my parents had to bail me out again',
      'i bet bigger to get the same buzz',
      "i gamble when i'm stressed to switch off",
      "i've tried to stop betting so many times",
    ],
    treatments: [
      'motivational-interviewing',
      'psychoeducation',
      'problem-solving-therapy',
      'couples-therapy',
      'safety-planning',
      'measurement-based-follow-up',
    ],
  },
  // ════════════════════════════════ Schizophrenia spectrum and other psychotic ════════════════════════════════
  {
    id: 'schizophrenia',
    name: 'Schizophrenia',
    // F20.9 is the code used for schizophrenia; the older ICD subtypes (F20.0–F20.5) are not part of current
    // criteria. A picture lasting one to six months is schizophreniform disorder (F20.81), not listed here.
    icd10cm: ['F20.9'],
    group: 'psychotic',
    overview:
      'A psychotic disorder with delusions, hallucinations, disorganised speech or behaviour and negative symptoms, lasting at least six months and bringing a clear decline in work, relationships or self-care. Insight is often limited, and early specialist assessment improves outcomes.',
    criteria: [
      {
        kind: 'at-least',
        id: 'active-symptoms',
        label: 'At least two characteristic symptoms for a significant part of a month',
        min: 2,
        items: [
          {
            id: 'delusions',
            description:
              'Delusions: fixed beliefs held despite clear contrary evidence (persecution, reference, control, broadcasting and others).',
            concepts: [
              'delusions',
              'paranoia',
              'ideas-of-reference',
              'thought-broadcasting',
              'somatic-delusion',
              'delusional-jealousy',
              'erotomanic-belief',
            ],
          },
          {
            id: 'hallucinations',
            description: 'Hallucinations, most often voices.',
            concepts: ['hallucinations', 'command-hallucinations'],
          },
          {
            id: 'disorganised-speech',
            description: 'Disorganised speech (derailment, incoherence).',
            concepts: ['disorganised-speech'],
          },
          {
            id: 'disorganised-behaviour',
            description: 'Grossly disorganised or catatonic behaviour.',
            concepts: ['disorganised-behaviour', 'catatonia'],
          },
          {
            id: 'negative-symptoms',
            description:
              'Negative symptoms: reduced emotional expression, motivation, speech or social drive.',
            concepts: ['negative-symptoms'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'core-positive',
        label: 'At least one of delusions, hallucinations or disorganised speech',
        min: 1,
        items: [
          {
            id: 'core-delusions',
            description: 'Delusions are among the active symptoms.',
            concepts: [
              'delusions',
              'paranoia',
              'ideas-of-reference',
              'thought-broadcasting',
              'somatic-delusion',
              'delusional-jealousy',
              'erotomanic-belief',
            ],
          },
          {
            id: 'core-hallucinations',
            description: 'Hallucinations are among the active symptoms.',
            concepts: ['hallucinations', 'command-hallucinations'],
          },
          {
            id: 'core-speech',
            description: 'Disorganised speech is among the active symptoms.',
            concepts: ['disorganised-speech'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'functional-decline',
        label: 'Marked decline in at least one major area of functioning',
        min: 1,
        items: [
          {
            id: 'work-decline',
            description: 'Work or study well below the previous level.',
            concepts: ['impaired-functioning-work'],
          },
          {
            id: 'relationship-decline',
            description: 'Relationships and social life well below the previous level.',
            concepts: ['impaired-functioning-relationships', 'social-withdrawal'],
          },
          {
            id: 'self-care-decline',
            description: 'Self-care well below the previous level.',
            concepts: ['impaired-self-care'],
          },
        ],
      },
    ],
    duration: {
      minDays: 180,
      description:
        'Continuous signs for at least six months, including at least one month of active symptoms (less if successfully treated); prodromal or residual periods may show only negative or milder symptoms.',
    },
    exclusions: [
      {
        description:
          'Not attributable to a substance (intoxication, withdrawal, medication) or a medical condition (for example epilepsy, brain tumour, autoimmune encephalitis).',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description:
          'Mood episodes either absent during the active phase or present only briefly relative to the whole illness; otherwise schizoaffective or a mood disorder with psychotic features.',
        betterExplainedBy: ['schizoaffective-disorder', 'bipolar-i', 'mdd-recurrent', 'mdd-single-episode'],
      },
      {
        description:
          'With a history of autism or a childhood communication disorder, prominent delusions or hallucinations for at least a month are also required.',
        betterExplainedBy: ['autism-spectrum-disorder'],
      },
      {
        description: 'Psychosis lasting under a month with full recovery is a brief psychotic disorder.',
        betterExplainedBy: ['brief-psychotic-disorder'],
      },
    ],
    specifiers: [
      'First episode, currently in acute episode / in partial remission / in full remission',
      'Multiple episodes, currently in acute episode / in partial remission / in full remission',
      'Continuous',
      'With catatonia',
      'Current severity of each core symptom rated 0–4',
      'Duration 1–6 months: schizophreniform disorder (F20.81) instead',
    ],
    differentials: [
      {
        diagnosisId: 'schizoaffective-disorder',
        distinguishingFeature:
          'Major mood episodes are present for most of the total illness, with at least two weeks of psychosis without mood symptoms.',
      },
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature: 'Psychotic symptoms occur only during manic or depressive episodes.',
      },
      {
        diagnosisId: 'delusional-disorder',
        distinguishingFeature:
          'Non-bizarre delusions without prominent hallucinations, disorganisation or negative symptoms, and functioning largely preserved.',
      },
      {
        diagnosisId: 'brief-psychotic-disorder',
        distinguishingFeature: 'Psychosis lasts less than a month with full return to previous functioning.',
      },
    ],
    layCues: [
      "i hear voices that other people can't hear",
      "they're watching me through the tv",
      'people can read my thoughts',
      'someone is putting thoughts in my head',
      'i stopped going to work and just stay in my room',
      'the voices comment on everything i do',
    ],
    treatments: [
      'second-generation-antipsychotic',
      'cbt-psychosis',
      'family-intervention-psychosis',
      'clozapine',
      'psychoeducation',
      'psychiatric-referral',
      'crisis-referral',
    ],
  },
  {
    id: 'schizoaffective-disorder',
    name: 'Schizoaffective disorder',
    // The type depends on whether manic episodes occur (F25.0 bipolar type) or only depressive ones (F25.1);
    // F25.9 is the default until the mood history is established.
    icd10cm: ['F25.9', 'F25.0', 'F25.1'],
    group: 'psychotic',
    overview:
      'An illness in which schizophrenia-type psychosis overlaps with major depressive or manic episodes, the mood episodes are present for most of the illness, and psychotic symptoms also occur for at least two weeks without any mood episode. It needs both antipsychotic and mood-focused treatment.',
    criteria: [
      {
        kind: 'at-least',
        id: 'psychotic-symptoms',
        label: 'At least two characteristic psychotic symptoms',
        min: 2,
        items: [
          {
            id: 'delusions',
            description: 'Delusions.',
            concepts: [
              'delusions',
              'paranoia',
              'ideas-of-reference',
              'thought-broadcasting',
              'somatic-delusion',
              'delusional-jealousy',
              'erotomanic-belief',
            ],
          },
          {
            id: 'hallucinations',
            description: 'Hallucinations.',
            concepts: ['hallucinations', 'command-hallucinations'],
          },
          {
            id: 'disorganised-speech',
            description: 'Disorganised speech.',
            concepts: ['disorganised-speech'],
          },
          {
            id: 'disorganised-behaviour',
            description: 'Grossly disorganised or catatonic behaviour.',
            concepts: ['disorganised-behaviour', 'catatonia'],
          },
          { id: 'negative-symptoms', description: 'Negative symptoms.', concepts: ['negative-symptoms'] },
        ],
      },
      {
        kind: 'at-least',
        id: 'core-positive',
        label: 'At least one of delusions, hallucinations or disorganised speech',
        min: 1,
        items: [
          {
            id: 'core-delusions',
            description: 'Delusions are among the psychotic symptoms.',
            concepts: [
              'delusions',
              'paranoia',
              'ideas-of-reference',
              'thought-broadcasting',
              'somatic-delusion',
              'delusional-jealousy',
              'erotomanic-belief',
            ],
          },
          {
            id: 'core-hallucinations',
            description: 'Hallucinations are among the psychotic symptoms.',
            concepts: ['hallucinations', 'command-hallucinations'],
          },
          {
            id: 'core-speech',
            description: 'Disorganised speech is among the psychotic symptoms.',
            concepts: ['disorganised-speech'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'mood-episode',
        label: 'A major mood episode concurrent with the psychosis',
        min: 1,
        items: [
          {
            id: 'depressive-episode',
            description: 'Major depressive episode (must include depressed mood, not only loss of interest).',
            concepts: ['depressed-mood'],
          },
          {
            id: 'manic-episode',
            description:
              'Manic episode: elevated or irritable mood with increased energy, reduced need for sleep, grandiosity or pressured speech.',
            concepts: [
              'elevated-mood',
              'decreased-need-for-sleep',
              'pressured-speech',
              'increased-goal-activity',
            ],
          },
        ],
      },
    ],
    duration: {
      minDays: 14,
      description:
        'Delusions or hallucinations for at least two weeks without a major mood episode at some point in the lifetime illness; mood episodes present for the majority of the total active and residual illness.',
    },
    exclusions: [
      {
        description: 'Not attributable to a substance or a medical condition.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description:
          'If psychotic symptoms occur only during mood episodes, the diagnosis is a mood disorder with psychotic features.',
        betterExplainedBy: ['bipolar-i', 'mdd-recurrent', 'mdd-single-episode'],
      },
      {
        description:
          'If mood episodes are brief relative to the whole illness, the diagnosis is schizophrenia.',
        betterExplainedBy: ['schizophrenia'],
      },
    ],
    specifiers: [
      'Bipolar type: a manic episode is part of the presentation (F25.0)',
      'Depressive type: only major depressive episodes (F25.1)',
      'With catatonia',
      'First episode or multiple episodes; acute, partial or full remission; continuous',
      'Current severity of each core symptom rated 0–4',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature: 'Psychotic symptoms never occur outside manic or depressive episodes.',
      },
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Mood episodes are absent or present for only a small part of the total illness.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature: 'Psychotic features are confined to severe depressive episodes.',
      },
    ],
    layCues: [
      'the voices got worse when i was really depressed',
      'i still hear voices even when my mood is okay',
      'i felt on top of the world and then the paranoia started',
      "i've been hearing voices for weeks and i can't stop crying",
      "i haven't slept for days and i know they're watching me",
    ],
    treatments: [
      'second-generation-antipsychotic',
      'lithium',
      'anticonvulsant-mood-stabiliser',
      'cbt-psychosis',
      'family-intervention-psychosis',
      'clozapine',
      'psychiatric-referral',
    ],
  },
  {
    id: 'brief-psychotic-disorder',
    name: 'Brief psychotic disorder',
    icd10cm: ['F23'],
    group: 'psychotic',
    overview:
      'A sudden episode of psychosis lasting at least a day but less than a month, followed by a full return to the previous level of functioning. It often follows a major stressor or childbirth, and safety and medical causes need urgent assessment.',
    criteria: [
      {
        kind: 'at-least',
        id: 'psychotic-symptoms',
        label: 'At least one psychotic symptom',
        min: 1,
        items: [
          {
            id: 'delusions',
            description: 'Delusions.',
            concepts: [
              'delusions',
              'paranoia',
              'ideas-of-reference',
              'thought-broadcasting',
              'somatic-delusion',
            ],
          },
          {
            id: 'hallucinations',
            description: 'Hallucinations.',
            concepts: ['hallucinations', 'command-hallucinations'],
          },
          {
            id: 'disorganised-speech',
            description: 'Disorganised speech.',
            concepts: ['disorganised-speech'],
          },
          {
            id: 'disorganised-behaviour',
            description: 'Grossly disorganised or catatonic behaviour.',
            concepts: ['disorganised-behaviour', 'catatonia'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'core-positive',
        label: 'At least one of delusions, hallucinations or disorganised speech',
        min: 1,
        items: [
          {
            id: 'core-delusions',
            description: 'Delusions are present.',
            concepts: [
              'delusions',
              'paranoia',
              'ideas-of-reference',
              'thought-broadcasting',
              'somatic-delusion',
            ],
          },
          {
            id: 'core-hallucinations',
            description: 'Hallucinations are present.',
            concepts: ['hallucinations', 'command-hallucinations'],
          },
          {
            id: 'core-speech',
            description: 'Disorganised speech is present.',
            concepts: ['disorganised-speech'],
          },
        ],
      },
    ],
    duration: {
      minDays: 1,
      maxDays: 30,
      description:
        'At least one day but less than one month, with eventual full return to the previous level of functioning.',
    },
    exclusions: [
      {
        description:
          'Not attributable to a substance (intoxication, withdrawal, medication) or a medical condition (delirium, infection, seizures).',
        concepts: ['substance-induced-cause', 'medical-condition-cause', 'acute-confusion'],
      },
      {
        description:
          'Not better explained by a depressive or bipolar disorder with psychotic features, or by schizophrenia or schizoaffective disorder.',
        betterExplainedBy: ['bipolar-i', 'mdd-single-episode', 'schizophrenia', 'schizoaffective-disorder'],
      },
    ],
    specifiers: [
      'With marked stressor(s): in response to events that would be markedly stressful to almost anyone in that culture',
      'Without marked stressor(s)',
      'With peripartum onset: during pregnancy or within four weeks after delivery',
      'With catatonia',
      'Current severity of each core symptom rated 0–4',
    ],
    differentials: [
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Symptoms persist beyond a month, or signs of illness continue for six months.',
      },
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature:
          'Psychosis occurs within a manic episode with elevated mood and reduced need for sleep.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Flashbacks and trauma-related perceptual experiences are tied to trauma reminders, with intact reality testing between them.',
      },
      {
        diagnosisId: 'acute-stress-disorder',
        distinguishingFeature:
          'Dissociation and intrusions follow trauma without delusions, hallucinations or disorganisation.',
      },
    ],
    layCues: [
      'after my dad died i suddenly became convinced people were plotting against me',
      'for a couple of weeks i was hearing voices',
      'i was convinced everyone was plotting against me',
      "after the baby came i was seeing things that weren't there",
      "i'm back to normal now but it was terrifying",
    ],
    treatments: [
      'psychiatric-referral',
      'crisis-referral',
      'second-generation-antipsychotic',
      'medical-evaluation',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'delusional-disorder',
    name: 'Delusional disorder',
    icd10cm: ['F22'],
    group: 'psychotic',
    overview:
      'One or more fixed false beliefs held for at least a month, often about persecution, infidelity, someone being in love with the person, bodily illness or special importance, without the broader features of schizophrenia. Apart from the impact of the belief itself, daily functioning and behaviour are usually not obviously odd.',
    criteria: [
      {
        kind: 'at-least',
        id: 'delusions',
        label: 'At least one delusion',
        min: 1,
        items: [
          {
            id: 'persecutory',
            description: 'Persecutory: being conspired against, spied on, poisoned or harassed.',
            concepts: ['paranoia'],
          },
          {
            id: 'jealous',
            description: 'Jealous: partner is unfaithful, despite no real evidence.',
            concepts: ['delusional-jealousy'],
          },
          {
            id: 'erotomanic',
            description: 'Erotomanic: another person, often of higher status, is in love with them.',
            concepts: ['erotomanic-belief'],
          },
          {
            id: 'somatic',
            description:
              'Somatic: concerning bodily functions or sensations (infestation, odour, a malfunctioning organ).',
            concepts: ['somatic-delusion'],
          },
          {
            id: 'grandiose',
            description: 'Grandiose: great unrecognised talent, insight, identity or discovery.',
            concepts: ['grandiosity'],
          },
          {
            id: 'other-delusion',
            description: 'Other or mixed delusional themes, including reference.',
            concepts: ['delusions', 'ideas-of-reference'],
          },
        ],
      },
    ],
    duration: { minDays: 30, description: 'Delusion(s) present for at least one month.' },
    exclusions: [
      {
        description:
          'Schizophrenia-type features (prominent hallucinations, disorganisation, negative symptoms) point to schizophrenia; hallucinations, if present, are not prominent and fit the delusional theme.',
        concepts: ['disorganised-speech', 'negative-symptoms', 'catatonia'],
        betterExplainedBy: ['schizophrenia'],
      },
      {
        description:
          'Not attributable to a substance or medical condition, and not better explained by body dysmorphic disorder or OCD with absent insight.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
        betterExplainedBy: ['body-dysmorphic-disorder', 'ocd'],
      },
      {
        description: 'If mood episodes have occurred, they are brief relative to the delusional periods.',
        betterExplainedBy: ['bipolar-i', 'mdd-recurrent'],
      },
    ],
    specifiers: [
      'Erotomanic type',
      'Grandiose type',
      'Jealous type',
      'Persecutory type',
      'Somatic type',
      'Mixed type',
      'Unspecified type',
      'With bizarre content',
      'First episode or multiple episodes; acute, partial or full remission; continuous',
    ],
    differentials: [
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Hallucinations, disorganisation or negative symptoms are prominent and functioning declines markedly.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Beliefs are experienced as intrusive doubts and usually recognised, at least at times, as excessive.',
      },
      {
        diagnosisId: 'body-dysmorphic-disorder',
        distinguishingFeature:
          'The fixed belief is about a flaw in appearance, with mirror checking and camouflaging.',
      },
      {
        diagnosisId: 'illness-anxiety-disorder',
        distinguishingFeature:
          'Fear of illness can be temporarily reassured and is held with some doubt, unlike a fixed somatic delusion.',
      },
    ],
    layCues: [
      "i know my wife is cheating, i don't need proof",
      'my neighbours have been poisoning my water',
      'there are parasites under my skin',
      "he's secretly in love with me but can't admit it",
      "i've been followed for months",
    ],
    treatments: [
      'second-generation-antipsychotic',
      'cbt-psychosis',
      'psychiatric-referral',
      'medical-evaluation',
      'supportive-counselling',
    ],
  },
  // ════════════════════════════════ Personality disorders ════════════════════════════════
  // Each personality disorder needs an enduring, pervasive pattern traceable to adolescence or early adulthood.
  // minDays 365 is a conservative proxy (one year is the explicit floor for diagnosing a personality disorder
  // before 18); a single session rarely establishes this, so the engine should treat these as hypotheses.
  {
    id: 'borderline-personality-disorder',
    name: 'Borderline personality disorder',
    icd10cm: ['F60.3'],
    group: 'personality',
    overview:
      'A pervasive pattern of instability in relationships, self-image and emotions, with marked impulsivity, intense fear of abandonment and often recurrent self-harm or suicidal behaviour. Emotions shift quickly in response to interpersonal events, and chronic emptiness and intense anger are common.',
    criteria: [
      {
        kind: 'at-least',
        id: 'features',
        label: 'At least five of nine features',
        min: 5,
        items: [
          {
            id: 'abandonment',
            description: 'Frantic efforts to avoid real or imagined abandonment.',
            concepts: ['fear-of-abandonment'],
          },
          {
            id: 'unstable-relationships',
            description:
              'Unstable, intense relationships swinging between idealising and devaluing the other person.',
            concepts: ['unstable-relationships'],
          },
          {
            id: 'identity',
            description: 'Markedly and persistently unstable self-image or sense of self.',
            concepts: ['identity-disturbance'],
          },
          {
            id: 'impulsivity',
            description:
              'Impulsivity in at least two potentially self-damaging areas (spending, sex, substances, reckless driving, binge eating).',
            concepts: ['impulsive-self-damage', 'risky-behaviour'],
          },
          {
            id: 'suicidal-self-harm',
            description: 'Recurrent suicidal behaviour, gestures or threats, or self-harm.',
            concepts: ['self-harm', 'suicide-attempt-history', 'suicidal-ideation'],
          },
          {
            id: 'affective-instability',
            description:
              'Marked mood reactivity: intense low, irritable or anxious states usually lasting hours, rarely days.',
            concepts: ['affective-instability'],
          },
          { id: 'emptiness', description: 'Chronic feelings of emptiness.', concepts: ['chronic-emptiness'] },
          {
            id: 'anger',
            description: 'Inappropriate, intense anger or difficulty controlling anger.',
            concepts: ['anger-outbursts', 'explosive-outbursts'],
          },
          {
            id: 'stress-paranoia-dissociation',
            description: 'Transient, stress-related paranoid ideas or severe dissociation.',
            concepts: ['paranoia', 'dissociative-episodes', 'depersonalisation', 'derealisation'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'enduring-pattern',
        label: 'Enduring, pervasive pattern with distress or impairment',
        items: [
          {
            id: 'enduring',
            description:
              'Pattern is long-standing, traceable to adolescence or early adulthood, and shows across many situations.',
            concepts: ['longstanding-pattern', 'childhood-onset-symptoms'],
          },
          {
            id: 'impairment',
            description: 'Causes significant distress or impairment in relationships, work or other areas.',
            concepts: [
              'impaired-functioning-relationships',
              'impaired-functioning-work',
              'stress',
              'loneliness',
            ],
          },
        ],
      },
    ],
    duration: {
      minDays: 365,
      description:
        'Enduring pattern beginning by early adulthood; not confined to a single episode of illness.',
    },
    exclusions: [
      {
        description:
          'Not attributable to a substance or to a medical condition such as a head injury (personality change due to a medical condition).',
        concepts: ['substance-induced-cause', 'medical-condition-cause', 'head-injury'],
      },
      {
        description:
          'Mood instability that occurs only in discrete episodes lasting days to weeks is better explained by a bipolar spectrum disorder.',
        betterExplainedBy: ['bipolar-ii', 'cyclothymic-disorder'],
      },
    ],
    specifiers: [
      'No formal specifiers; document prominent features (self-harm, dissociation, substance misuse) and overall severity of personality dysfunction',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature:
          'Mood changes form distinct hypomanic and depressive episodes lasting days to weeks, not hours-long reactions to interpersonal events.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Emotional dysregulation is tied to trauma reminders, with intrusions and avoidance, rather than a pervasive pattern since adolescence.',
      },
      {
        diagnosisId: 'dependent-personality-disorder',
        distinguishingFeature:
          'Fear of abandonment leads to appeasement and submissiveness rather than rage, emptiness and chaotic relationships.',
      },
      {
        diagnosisId: 'cyclothymic-disorder',
        distinguishingFeature:
          'Mood swings between hypomanic and depressive periods are less tied to relationship triggers and lack identity disturbance and self-harm.',
      },
    ],
    layCues: [
      "i'm terrified people will leave me",
      'one minute i love them, the next i hate them',
      "i don't know who i really am",
      'i feel empty inside all the time',
      'my moods change from one minute to the next',
      'i cut myself when it gets too much',
      'all my relationships blow up',
    ],
    treatments: [
      'dbt',
      'mentalization-based-treatment',
      'schema-therapy',
      'safety-planning',
      'psychoeducation',
    ],
  },
  {
    id: 'antisocial-personality-disorder',
    name: 'Antisocial personality disorder',
    icd10cm: ['F60.2'],
    group: 'personality',
    overview:
      'A pervasive pattern of disregarding and violating the rights of others since age 15, shown by law-breaking, deceit, impulsivity, aggression, recklessness, irresponsibility and lack of remorse, in an adult who had conduct problems before 15. It is diagnosed only from age 18.',
    criteria: [
      {
        kind: 'at-least',
        id: 'features',
        label: 'At least three of seven features since age 15',
        min: 3,
        items: [
          {
            id: 'unlawful',
            description: 'Repeatedly acts in ways that are grounds for arrest.',
            concepts: ['rule-breaking', 'legal-problems'],
          },
          {
            id: 'deceitful',
            description: 'Deceitfulness: repeated lying, aliases or conning others for profit or pleasure.',
            concepts: ['deceitfulness'],
          },
          {
            id: 'impulsive',
            description: 'Impulsivity or failure to plan ahead.',
            concepts: ['impulsivity'],
          },
          {
            id: 'aggressive',
            description: 'Irritability and aggressiveness, shown by repeated fights or assaults.',
            concepts: ['physical-aggression'],
          },
          {
            id: 'reckless',
            description: 'Reckless disregard for their own or others’ safety.',
            concepts: ['risky-behaviour', 'hazardous-use'],
          },
          {
            id: 'irresponsible',
            description: 'Consistent irresponsibility: cannot sustain work or honour financial obligations.',
            concepts: ['irresponsibility'],
          },
          {
            id: 'no-remorse',
            description:
              'Lack of remorse: indifferent to or rationalising having hurt, mistreated or stolen from others.',
            concepts: ['lack-of-remorse'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'developmental-history',
        label: 'Conduct problems before 15 and an enduring adult pattern',
        items: [
          {
            id: 'conduct-before-15',
            description:
              'Evidence of conduct disorder starting before age 15 (fighting, cruelty, theft, fire-setting, truancy, running away).',
            concepts: ['childhood-conduct-problems'],
          },
          {
            id: 'enduring',
            description: 'Pattern continues into adulthood across situations.',
            concepts: ['longstanding-pattern', 'rule-breaking', 'legal-problems'],
          },
        ],
      },
    ],
    duration: {
      minDays: 365,
      description:
        'Pattern present since age 15 in a person aged at least 18, with conduct problems before 15.',
    },
    exclusions: [
      {
        description:
          'Antisocial behaviour that occurs only during schizophrenia or bipolar episodes does not count.',
        betterExplainedBy: ['schizophrenia', 'bipolar-i'],
      },
      {
        description:
          'Behaviour confined to obtaining a substance, in someone without a childhood conduct history, is better explained by the substance use disorder.',
        betterExplainedBy: ['opioid-use-disorder', 'stimulant-use-disorder'],
      },
    ],
    specifiers: [
      'No formal specifiers; record risk to others, psychopathic traits if assessed, and co-occurring substance use',
    ],
    differentials: [
      {
        diagnosisId: 'narcissistic-personality-disorder',
        distinguishingFeature:
          'Exploitation serves the need for admiration and status, usually without aggression, criminality or childhood conduct problems.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Manipulation aims to secure care and avoid abandonment; emotional instability and self-harm are prominent.',
      },
      {
        diagnosisId: 'intermittent-explosive-disorder',
        distinguishingFeature:
          'Aggression is impulsive and out of proportion, followed by remorse, without wider deceit, exploitation or law-breaking.',
      },
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature: 'Reckless or aggressive behaviour is confined to manic episodes.',
      },
    ],
    layCues: [
      "i've been in trouble with the police since i was a kid",
      'i can talk my way out of anything',
      'they had it coming',
      "i can't hold down a job",
      'i got into fights all the time',
      "rules don't apply to me",
    ],
    treatments: [
      'mentalization-based-treatment',
      'schema-therapy',
      'problem-solving-therapy',
      'contingency-management',
      'motivational-interviewing',
      'psychiatric-referral',
    ],
  },
  {
    id: 'avoidant-personality-disorder',
    name: 'Avoidant personality disorder',
    icd10cm: ['F60.6'],
    group: 'personality',
    overview:
      'A pervasive pattern of social inhibition, feelings of inadequacy and hypersensitivity to criticism or rejection, beginning by early adulthood. The person wants connection but avoids jobs, relationships and new activities unless certain of acceptance.',
    criteria: [
      {
        kind: 'at-least',
        id: 'features',
        label: 'At least four of seven features',
        min: 4,
        items: [
          {
            id: 'work-avoidance',
            description:
              'Avoids work activities involving significant contact with others for fear of criticism or rejection.',
            concepts: ['work-social-avoidance'],
          },
          {
            id: 'certain-of-liking',
            description: 'Unwilling to get involved with people unless certain of being liked.',
            concepts: ['needs-certainty-of-acceptance'],
          },
          {
            id: 'intimacy-restraint',
            description: 'Holds back in intimate relationships for fear of being shamed or ridiculed.',
            concepts: ['intimacy-restraint'],
          },
          {
            id: 'criticism-preoccupation',
            description: 'Preoccupied with being criticised or rejected in social situations.',
            concepts: ['fear-of-criticism'],
          },
          {
            id: 'inhibited-new',
            description: 'Inhibited in new interpersonal situations because of feeling inadequate.',
            concepts: ['social-inhibition'],
          },
          {
            id: 'inferior',
            description: 'Sees self as socially inept, unappealing or inferior to others.',
            concepts: ['social-inadequacy', 'low-self-esteem'],
          },
          {
            id: 'risk-averse',
            description:
              'Unusually reluctant to take personal risks or try new activities in case they prove embarrassing.',
            concepts: ['avoids-new-activities'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'enduring-pattern',
        label: 'Enduring, pervasive pattern with distress or impairment',
        items: [
          {
            id: 'enduring',
            description:
              'Pattern is long-standing, traceable to adolescence or early adulthood, across many situations.',
            concepts: ['longstanding-pattern', 'childhood-onset-symptoms'],
          },
          {
            id: 'impairment',
            description: 'Causes significant distress or impairment (isolation, under-employment).',
            concepts: [
              'impaired-functioning-relationships',
              'impaired-functioning-work',
              'loneliness',
              'social-withdrawal',
            ],
          },
        ],
      },
    ],
    duration: { minDays: 365, description: 'Enduring pattern beginning by early adulthood.' },
    exclusions: [
      {
        description: 'Not attributable to a substance or a medical condition.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description:
          'Social avoidance arising from difficulty understanding social interaction rather than fear of rejection points to autism.',
        betterExplainedBy: ['autism-spectrum-disorder'],
      },
    ],
    specifiers: [
      'No formal specifiers; note overlap with social anxiety disorder, which is frequently diagnosed alongside',
    ],
    differentials: [
      {
        diagnosisId: 'social-anxiety-disorder',
        distinguishingFeature:
          'Fear is tied to performance or social situations rather than a pervasive sense of inadequacy shaping identity and relationships; the two overlap heavily and can both be given.',
      },
      {
        diagnosisId: 'dependent-personality-disorder',
        distinguishingFeature:
          'Focus is on being cared for and avoiding separation, rather than avoiding contact for fear of humiliation.',
      },
      {
        diagnosisId: 'autism-spectrum-disorder',
        distinguishingFeature:
          'Social difficulty stems from differences in social communication, with restricted interests and sensory features.',
      },
      {
        diagnosisId: 'agoraphobia',
        distinguishingFeature:
          'Avoidance concerns places where escape is hard, not fear of personal rejection.',
      },
    ],
    layCues: [
      "i turned down the promotion because i'd have to present",
      "i only open up if i'm sure they like me",
      "i'm convinced everyone is judging me",
      'i feel inferior to everyone',
      'i never try anything new in case i make a fool of myself',
      "i've always been like this",
    ],
    treatments: ['schema-therapy', 'cbt-social-anxiety', 'ssri', 'supportive-counselling'],
  },
  {
    id: 'obsessive-compulsive-personality-disorder',
    name: 'Obsessive-compulsive personality disorder',
    icd10cm: ['F60.5'],
    group: 'personality',
    overview:
      'A pervasive preoccupation with orderliness, perfectionism and control at the expense of flexibility, openness and efficiency. Unlike OCD, the traits usually feel justified rather than intrusive, and the cost falls on relationships, leisure and getting things finished.',
    criteria: [
      {
        kind: 'at-least',
        id: 'features',
        label: 'At least four of eight features',
        min: 4,
        items: [
          {
            id: 'order-details',
            description:
              'So preoccupied with details, rules, lists, order or schedules that the point of the activity is lost.',
            concepts: ['orderliness-preoccupation'],
          },
          {
            id: 'perfectionism',
            description: 'Perfectionism that gets in the way of finishing tasks.',
            concepts: ['perfectionism'],
          },
          {
            id: 'work-devotion',
            description:
              'Excessively devoted to work and productivity, excluding leisure and friendships (not from financial necessity).',
            concepts: ['work-devotion'],
          },
          {
            id: 'moral-rigidity',
            description: 'Overconscientious, scrupulous and inflexible about morality, ethics or values.',
            concepts: ['moral-rigidity'],
          },
          {
            id: 'discard',
            description: 'Unable to discard worn-out or worthless objects even without sentimental value.',
            concepts: ['reluctance-to-discard'],
          },
          {
            id: 'delegate',
            description: 'Reluctant to delegate or work with others unless they do things exactly their way.',
            concepts: ['reluctance-to-delegate'],
          },
          {
            id: 'miserly',
            description: 'Miserly spending style; money is hoarded for future catastrophes.',
            concepts: ['miserliness'],
          },
          { id: 'rigid', description: 'Shows rigidity and stubbornness.', concepts: ['rigidity'] },
        ],
      },
      {
        kind: 'all',
        id: 'enduring-pattern',
        label: 'Enduring, pervasive pattern with distress or impairment',
        items: [
          {
            id: 'enduring',
            description:
              'Pattern is long-standing, traceable to adolescence or early adulthood, across many situations.',
            concepts: ['longstanding-pattern', 'childhood-onset-symptoms'],
          },
          {
            id: 'impairment',
            description:
              'Causes significant distress or impairment (relationship conflict, missed deadlines, burnout).',
            concepts: [
              'impaired-functioning-relationships',
              'impaired-functioning-work',
              'stress',
              'work-stress',
            ],
          },
        ],
      },
    ],
    duration: { minDays: 365, description: 'Enduring pattern beginning by early adulthood.' },
    exclusions: [
      {
        description: 'Not attributable to a substance or a medical condition.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description:
          'Conscientiousness that fits the demands of the person’s job or culture and causes no impairment is not a disorder.',
      },
    ],
    specifiers: ['No formal specifiers; note co-occurring OCD or hoarding if present'],
    differentials: [
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'True obsessions and compulsions are experienced as intrusive and unwanted; OCPD traits feel reasonable to the person. Both can co-occur.',
      },
      {
        diagnosisId: 'hoarding-disorder',
        distinguishingFeature:
          'Accumulation clutters living spaces and discarding causes marked distress; in OCPD keeping worthless items is one trait among many.',
      },
      {
        diagnosisId: 'autism-spectrum-disorder',
        distinguishingFeature:
          'Need for sameness and routines comes with social communication differences and sensory features.',
      },
      {
        diagnosisId: 'narcissistic-personality-disorder',
        distinguishingFeature:
          'High standards serve admiration and status rather than self-critical perfectionism and control.',
      },
    ],
    layCues: [
      'if you want it done right, do it yourself',
      'nothing i do is ever good enough',
      "i haven't taken a holiday in years",
      "i can't throw anything away, it might come in handy",
      "i redo my work over and over until it's perfect",
      'rules are rules',
    ],
    treatments: ['schema-therapy', 'act', 'supportive-counselling', 'psychoeducation'],
  },
  {
    id: 'narcissistic-personality-disorder',
    name: 'Narcissistic personality disorder',
    icd10cm: ['F60.81'],
    group: 'personality',
    overview:
      'A pervasive pattern of grandiosity (in fantasy or behaviour), need for admiration and limited empathy, beginning by early adulthood. Beneath the confident surface, self-esteem is often fragile, and criticism can trigger rage, shame or depression.',
    criteria: [
      {
        kind: 'at-least',
        id: 'features',
        label: 'At least five of nine features',
        min: 5,
        items: [
          {
            id: 'self-importance',
            description:
              'Grandiose sense of self-importance; expects to be recognised as superior without matching achievements.',
            concepts: ['grandiose-self-image'],
          },
          {
            id: 'fantasies',
            description:
              'Preoccupied with fantasies of unlimited success, power, brilliance, beauty or ideal love.',
            concepts: ['success-fantasies'],
          },
          {
            id: 'special',
            description:
              'Believes they are special and can only be understood by, or should associate with, special or high-status people.',
            concepts: ['sense-of-specialness'],
          },
          {
            id: 'admiration',
            description: 'Requires excessive admiration.',
            concepts: ['need-for-admiration'],
          },
          {
            id: 'entitlement',
            description:
              'Sense of entitlement: expects especially favourable treatment or automatic compliance.',
            concepts: ['entitlement'],
          },
          {
            id: 'exploitative',
            description: 'Takes advantage of others to achieve their own ends.',
            concepts: ['exploitativeness'],
          },
          {
            id: 'empathy',
            description: 'Lacks empathy: unwilling to recognise or identify with others’ feelings and needs.',
            concepts: ['lack-of-empathy'],
          },
          {
            id: 'envy',
            description: 'Often envious of others or believes others are envious of them.',
            concepts: ['envy'],
          },
          {
            id: 'arrogance',
            description: 'Arrogant, haughty behaviour or attitudes.',
            concepts: ['arrogance'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'enduring-pattern',
        label: 'Enduring, pervasive pattern with distress or impairment',
        items: [
          {
            id: 'enduring',
            description:
              'Pattern is long-standing, traceable to adolescence or early adulthood, across many situations.',
            concepts: ['longstanding-pattern', 'childhood-onset-symptoms'],
          },
          {
            id: 'impairment',
            description: 'Causes significant distress or impairment (relationship breakdown, work conflict).',
            concepts: [
              'impaired-functioning-relationships',
              'impaired-functioning-work',
              'relationship-breakup',
              'work-stress',
            ],
          },
        ],
      },
    ],
    duration: { minDays: 365, description: 'Enduring pattern beginning by early adulthood.' },
    exclusions: [
      {
        description:
          'Grandiosity that occurs only during manic or hypomanic episodes is better explained by the mood disorder.',
        betterExplainedBy: ['bipolar-i', 'bipolar-ii'],
      },
      {
        description:
          'Not attributable to a substance (for example grandiosity during stimulant intoxication) or a medical condition.',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
    ],
    specifiers: [
      'No formal specifiers; note whether the presentation is predominantly overt (grandiose) or covert (vulnerable)',
    ],
    differentials: [
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature:
          'Grandiosity is episodic and accompanied by elevated mood, reduced sleep and increased activity.',
      },
      {
        diagnosisId: 'antisocial-personality-disorder',
        distinguishingFeature:
          'Exploitation is driven by material gain or thrill, with law-breaking, aggression and childhood conduct problems.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Self-image is unstable rather than grandiose, with fear of abandonment and self-harm.',
      },
      {
        diagnosisId: 'obsessive-compulsive-personality-disorder',
        distinguishingFeature:
          'Perfectionism is self-critical and aimed at getting things right, not at admiration.',
      },
    ],
    layCues: [
      "i'm smarter than everyone at work",
      'nobody appreciates how talented i am',
      "they're just jealous of me",
      'i deserve special treatment',
      'my wife says i have no empathy',
      'i only want to see the best therapist',
    ],
    treatments: [
      'schema-therapy',
      'mentalization-based-treatment',
      'supportive-counselling',
      'psychoeducation',
    ],
  },
  {
    id: 'dependent-personality-disorder',
    name: 'Dependent personality disorder',
    icd10cm: ['F60.7'],
    group: 'personality',
    overview:
      'A pervasive, excessive need to be taken care of that leads to submissive, clinging behaviour and fear of separation, beginning by early adulthood. The person struggles to make everyday decisions alone, avoids disagreement and quickly seeks a new source of support when a relationship ends.',
    criteria: [
      {
        kind: 'at-least',
        id: 'features',
        label: 'At least five of eight features',
        min: 5,
        items: [
          {
            id: 'decisions',
            description:
              'Difficulty making everyday decisions without a great deal of advice and reassurance.',
            concepts: ['decision-dependence', 'indecisiveness'],
          },
          {
            id: 'responsibility',
            description: 'Needs others to assume responsibility for most major areas of life.',
            concepts: ['responsibility-deferral'],
          },
          {
            id: 'disagreement',
            description: 'Difficulty expressing disagreement for fear of losing support or approval.',
            concepts: ['fear-of-disagreeing'],
          },
          {
            id: 'initiative',
            description:
              'Difficulty starting projects or doing things alone, from lack of confidence in own judgement or abilities.',
            concepts: ['initiative-difficulty'],
          },
          {
            id: 'appeasement',
            description:
              'Goes to excessive lengths to obtain nurturance and support, even volunteering for unpleasant things.',
            concepts: ['excessive-appeasement'],
          },
          {
            id: 'alone',
            description: 'Uncomfortable or helpless when alone because of fears of being unable to cope.',
            concepts: ['discomfort-alone'],
          },
          {
            id: 'new-relationship',
            description: 'Urgently seeks another relationship as a source of care when a close one ends.',
            concepts: ['urgent-relationship-seeking'],
          },
          {
            id: 'left-to-cope',
            description: 'Unrealistically preoccupied with fears of being left to take care of themselves.',
            concepts: ['need-to-be-cared-for'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'enduring-pattern',
        label: 'Enduring, pervasive pattern with distress or impairment',
        items: [
          {
            id: 'enduring',
            description:
              'Pattern is long-standing, traceable to adolescence or early adulthood, across many situations.',
            concepts: ['longstanding-pattern', 'childhood-onset-symptoms'],
          },
          {
            id: 'impairment',
            description: 'Causes significant distress or impairment.',
            concepts: [
              'impaired-functioning-relationships',
              'impaired-functioning-work',
              'anxious-mood',
              'low-self-esteem',
            ],
          },
        ],
      },
    ],
    duration: { minDays: 365, description: 'Enduring pattern beginning by early adulthood.' },
    exclusions: [
      {
        description:
          'Submissive or compliant behaviour that is a safety response within a coercive or abusive relationship should not be read as personality pathology.',
        concepts: ['domestic-violence', 'abuse-victim'],
      },
      {
        description:
          'Dependence that reflects real limitations from a medical condition or disability, or age- and culture-appropriate reliance on others, does not count.',
        concepts: ['medical-condition-cause'],
      },
    ],
    specifiers: ['No formal specifiers'],
    differentials: [
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Fear of abandonment brings rage, emptiness and unstable relationships rather than appeasement and submissiveness.',
      },
      {
        diagnosisId: 'avoidant-personality-disorder',
        distinguishingFeature:
          'Avoids relationships until sure of acceptance, rather than seeking and clinging to them.',
      },
      {
        diagnosisId: 'separation-anxiety-disorder',
        distinguishingFeature:
          'Fear centres on harm coming to or losing specific attachment figures rather than on needing others to make decisions and take care.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Indecisiveness and reliance on others arise within depressive episodes and resolve with mood.',
      },
    ],
    layCues: [
      "i can't make a decision without asking my husband",
      "i'd do anything to keep them happy",
      "i can't stand being on my own",
      'i went straight into a new relationship',
      'i never disagree with anyone',
      "i couldn't cope without her",
    ],
    treatments: [
      'schema-therapy',
      'problem-solving-therapy',
      'act',
      'supportive-counselling',
      'psychoeducation',
    ],
  },
  // ════════════════════════════════ Somatic symptom and related ════════════════════════════════
  {
    id: 'somatic-symptom-disorder',
    name: 'Somatic symptom disorder',
    // F45.1 is the code used for somatic symptom disorder (including the "with predominant pain" specifier).
    icd10cm: ['F45.1'],
    group: 'somatic',
    overview:
      'One or more distressing bodily symptoms accompanied by excessive thoughts, feelings or behaviours about them: persistent fear that they signal something serious, high health anxiety, or a great deal of time and energy spent on them. The symptoms may or may not have a medical explanation; the disproportionate response is what defines the disorder.',
    criteria: [
      {
        kind: 'all',
        id: 'somatic-symptoms',
        label: 'Distressing or disruptive somatic symptoms',
        items: [
          {
            id: 'symptom',
            description:
              'One or more bodily symptoms (pain, fatigue, gastrointestinal or other) that are distressing; a medical condition may or may not be present.',
            concepts: ['persistent-pain', 'unexplained-physical-symptoms', 'health-problem'],
          },
          {
            id: 'disruption',
            description: 'The symptoms significantly disrupt daily life.',
            concepts: [
              'impaired-functioning-work',
              'impaired-functioning-relationships',
              'impaired-self-care',
              'somatic-preoccupation',
            ],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'excessive-response',
        label: 'At least one excessive thought, feeling or behaviour about the symptoms',
        min: 1,
        items: [
          {
            id: 'seriousness',
            description: 'Disproportionate and persistent thoughts about how serious the symptoms are.',
            concepts: ['symptom-catastrophising'],
          },
          {
            id: 'health-anxiety',
            description: 'Persistently high anxiety about health or symptoms.',
            concepts: ['health-anxiety'],
          },
          {
            id: 'time-energy',
            description:
              'Excessive time and energy devoted to the symptoms or health concerns (research, appointments, checking).',
            concepts: ['somatic-preoccupation', 'health-reassurance-seeking', 'health-checking'],
          },
        ],
      },
    ],
    duration: {
      minDays: 180,
      description:
        'The state of being symptomatic persists for more than six months, although any single symptom may come and go.',
    },
    exclusions: [
      {
        description:
          'Bodily symptoms occurring only during panic attacks are better explained by panic disorder; a fixed, unshakeable bodily belief suggests delusional disorder, somatic type.',
        concepts: ['somatic-delusion'],
        betterExplainedBy: ['panic-disorder', 'delusional-disorder'],
      },
      {
        description:
          'Fatigue, pain and poor sleep occurring only within depressive episodes are better explained by depression.',
        betterExplainedBy: ['mdd-single-episode', 'mdd-recurrent'],
      },
    ],
    specifiers: [
      'With predominant pain',
      'Persistent: severe symptoms, marked impairment and duration over 6 months',
      'Severity: mild (one excessive response), moderate (two or more), severe (two or more plus multiple complaints or one very severe symptom)',
    ],
    differentials: [
      {
        diagnosisId: 'illness-anxiety-disorder',
        distinguishingFeature:
          'Worry is about having or getting an illness, with minimal or no bodily symptoms.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature:
          'Bodily symptoms come in discrete surges of fear and are interpreted as an immediate catastrophe.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Physical complaints accompany low mood and anhedonia and improve as depression lifts.',
      },
      {
        diagnosisId: 'conversion-disorder',
        distinguishingFeature:
          'The symptom is a neurological deficit (weakness, seizures, sensory loss) incompatible with neurological disease; distress about it may be low.',
      },
    ],
    layCues: [
      "the doctors can't find anything wrong but i'm in pain every day",
      'all the tests came back normal',
      'my symptoms have taken over my life',
      "i'm sure it's something serious they've missed",
      'i spend hours googling my symptoms',
      "they say it's all in my head",
    ],
    treatments: [
      'cbt-anxiety',
      'act',
      'psychoeducation',
      'snri',
      'ssri',
      'medical-evaluation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'illness-anxiety-disorder',
    name: 'Illness anxiety disorder',
    // F45.21 (hypochondriasis) is the code used for illness anxiety disorder.
    icd10cm: ['F45.21'],
    group: 'somatic',
    overview:
      'Preoccupation with having or developing a serious illness, with high health anxiety, when bodily symptoms are absent or mild. The person either checks and seeks reassurance excessively or avoids doctors and tests altogether; reassurance brings only brief relief.',
    criteria: [
      {
        kind: 'all',
        id: 'illness-preoccupation',
        label: 'Preoccupation with serious illness and easily triggered health alarm',
        items: [
          {
            id: 'preoccupation',
            description: 'Preoccupied with having or acquiring a serious illness.',
            concepts: ['health-anxiety', 'symptom-catastrophising'],
          },
          {
            id: 'alarm',
            description: 'High anxiety about health; easily alarmed by health news or minor sensations.',
            concepts: ['health-anxiety', 'somatic-preoccupation', 'anxious-mood'],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'health-behaviour',
        label: 'Excessive health behaviour or maladaptive avoidance',
        min: 1,
        items: [
          {
            id: 'checking',
            description: 'Repeatedly checks the body for signs of illness.',
            concepts: ['health-checking'],
          },
          {
            id: 'reassurance',
            description: 'Seeks reassurance, tests or information excessively.',
            concepts: ['health-reassurance-seeking'],
          },
          {
            id: 'avoidance',
            description: 'Avoids doctors, hospitals or health information out of fear.',
            concepts: ['doctor-avoidance'],
          },
        ],
      },
    ],
    duration: {
      minDays: 180,
      description:
        'Illness preoccupation present for at least six months, although the feared illness may change.',
    },
    exclusions: [
      {
        description:
          'Prominent or multiple bodily symptoms point to somatic symptom disorder; if a medical condition or high risk is present, the preoccupation is clearly excessive.',
        concepts: ['persistent-pain', 'unexplained-physical-symptoms'],
        betterExplainedBy: ['somatic-symptom-disorder'],
      },
      {
        description:
          'Not better explained by panic, generalised anxiety, OCD, body dysmorphic disorder or a somatic delusion.',
        concepts: ['somatic-delusion'],
        betterExplainedBy: [
          'panic-disorder',
          'generalized-anxiety-disorder',
          'ocd',
          'body-dysmorphic-disorder',
          'delusional-disorder',
        ],
      },
    ],
    specifiers: [
      'Care-seeking type: medical care is frequently used',
      'Care-avoidant type: medical care is rarely used',
    ],
    differentials: [
      {
        diagnosisId: 'somatic-symptom-disorder',
        distinguishingFeature: 'Distressing bodily symptoms are prominent, not absent or mild.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature: 'Health is one of many worry topics rather than the dominant preoccupation.',
      },
      {
        diagnosisId: 'ocd',
        distinguishingFeature:
          'Intrusive thoughts about illness are accompanied by other obsessions and compulsions (contamination, checking unrelated to health).',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature:
          'Fear of dying is confined to panic attacks rather than ongoing preoccupation with disease.',
      },
    ],
    layCues: [
      'every headache has to be a brain tumour',
      'i check my body for lumps every day',
      "i'm terrified i've got cancer",
      'the reassurance only lasts a day',
      "i'm too scared to go to the doctor in case they find something",
      'i google every symptom',
    ],
    treatments: ['cbt-anxiety', 'ssri', 'exposure-response-prevention', 'mbct', 'psychoeducation'],
  },
  {
    id: 'conversion-disorder',
    name: 'Conversion disorder (functional neurological symptom disorder)',
    // F44.4 motor symptoms (weakness, abnormal movement, swallowing, speech); F44.5 attacks or seizures;
    // F44.6 sensory loss or special-sense symptoms; F44.7 mixed. Motor presentations are the most common default.
    icd10cm: ['F44.4', 'F44.5', 'F44.6', 'F44.7'],
    group: 'somatic',
    overview:
      'Genuine neurological symptoms, such as weakness, abnormal movements, seizure-like attacks, loss of sensation or loss of voice, whose examination findings show they do not fit a recognised neurological disease. The symptoms are not faked; a clear, positive explanation of the diagnosis is itself an important part of treatment.',
    criteria: [
      {
        kind: 'at-least',
        id: 'neurological-symptom',
        label: 'At least one altered motor or sensory function',
        min: 1,
        items: [
          { id: 'weakness', description: 'Weakness or paralysis.', concepts: ['functional-weakness'] },
          {
            id: 'movement',
            description: 'Abnormal movement such as tremor, jerks, dystonia or gait disturbance.',
            concepts: ['functional-movement-symptoms'],
          },
          {
            id: 'attacks',
            description: 'Attacks or seizures that are not epileptic.',
            concepts: ['non-epileptic-seizures'],
          },
          {
            id: 'sensory',
            description: 'Loss of sensation, or visual or hearing loss.',
            concepts: ['functional-sensory-loss'],
          },
          {
            id: 'speech',
            description: 'Loss of voice, slurred speech or swallowing difficulty.',
            concepts: ['functional-speech-loss'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'incompatibility-and-impact',
        label: 'Findings incompatible with neurological disease, with significant impact',
        items: [
          {
            id: 'incompatible',
            description:
              'Clinical findings show the symptom is incompatible with recognised neurological or medical conditions (positive signs, normal investigations).',
            concepts: ['neurological-tests-normal', 'unexplained-physical-symptoms'],
          },
          {
            id: 'impact',
            description: 'Causes significant distress or impairment, or warrants medical evaluation.',
            concepts: [
              'impaired-functioning-work',
              'impaired-functioning-relationships',
              'impaired-self-care',
              'stress',
            ],
          },
        ],
      },
    ],
    duration: {
      description: 'Acute episode: under six months; persistent: six months or more. No minimum duration.',
    },
    exclusions: [
      {
        description: 'A neurological or other medical disease fully explains the symptom.',
        concepts: ['medical-condition-cause'],
      },
      {
        description:
          'Symptoms that are deliberately produced point to factitious disorder or malingering rather than this diagnosis.',
      },
      {
        description:
          'Not better explained by another mental disorder (for example dissociative amnesia or panic attacks with numbness).',
        betterExplainedBy: ['panic-disorder', 'dissociative-identity-disorder'],
      },
    ],
    specifiers: [
      'Symptom type: weakness or paralysis, abnormal movement, swallowing, speech (F44.4); attacks or seizures (F44.5); anaesthesia or sensory loss, special sensory symptom (F44.6); mixed (F44.7)',
      'Acute episode (under 6 months) or persistent (6 months or more)',
      'With psychological stressor (specify) or without psychological stressor',
    ],
    differentials: [
      {
        diagnosisId: 'somatic-symptom-disorder',
        distinguishingFeature:
          'The focus is on excessive thoughts and behaviours about symptoms, not on a neurological deficit with positive incompatible signs.',
      },
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature:
          'Numbness, tingling or collapse occur only during surges of fear and resolve with them.',
      },
      {
        diagnosisId: 'dissociative-identity-disorder',
        distinguishingFeature:
          'Functional symptoms occur alongside identity switching and recurrent memory gaps.',
      },
      {
        diagnosisId: 'depersonalization-derealization-disorder',
        distinguishingFeature:
          'Altered experience of self or surroundings without loss of motor or sensory function.',
      },
    ],
    layCues: [
      'my legs just gave way and the scans were normal',
      "the neurologist said it's functional",
      "i have seizures but it isn't epilepsy",
      'i lost all feeling down one side',
      'my voice just disappeared after the accident',
      "i couldn't move my arm for hours",
    ],
    treatments: [
      'medical-evaluation',
      'psychoeducation',
      'cbt-anxiety',
      'supportive-counselling',
      'psychiatric-referral',
      'measurement-based-follow-up',
    ],
  },
  // ════════════════════════════════ Dissociative ════════════════════════════════
  {
    id: 'dissociative-identity-disorder',
    name: 'Dissociative identity disorder',
    icd10cm: ['F44.81'],
    group: 'dissociative',
    overview:
      'A disruption of identity with two or more distinct personality states, each with its own sense of self and agency, together with recurrent gaps in memory for everyday events, personal information or trauma. It is strongly associated with severe, early and repeated trauma, and switching may be observed or reported by others.',
    criteria: [
      {
        kind: 'all',
        id: 'core-features',
        label: 'Identity disruption and recurrent amnesia with distress or impairment',
        items: [
          {
            id: 'identity-states',
            description:
              'Two or more distinct personality states (or an experience of possession), with discontinuity in sense of self and agency, reported by the person or observed by others.',
            concepts: ['identity-switching'],
          },
          {
            id: 'amnesia',
            description:
              'Recurrent gaps in recall of everyday events, important personal information or traumatic events, beyond ordinary forgetting.',
            concepts: ['amnesia-gaps'],
          },
          {
            id: 'impact',
            description: 'Causes significant distress or impairment.',
            concepts: [
              'impaired-functioning-work',
              'impaired-functioning-relationships',
              'impaired-self-care',
              'stress',
              'anxious-mood',
            ],
          },
        ],
      },
    ],
    duration: { description: 'No minimum duration; recurrent and usually long-standing.' },
    exclusions: [
      {
        description:
          'Not attributable to a substance (for example alcohol blackouts or chaotic behaviour during intoxication) or a medical condition (for example complex partial seizures).',
        concepts: ['substance-induced-cause', 'alcohol-blackouts', 'medical-condition-cause'],
      },
      {
        description:
          'Not part of a broadly accepted cultural or religious practice; in children, not better explained by imaginary playmates or fantasy play.',
      },
    ],
    specifiers: [
      'No formal specifiers; note possession-form presentations and co-occurring functional seizures',
    ],
    differentials: [
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Amnesia is limited to parts of the trauma and there are no distinct identity states.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Rapid shifts in mood and self-image occur without amnesia or distinct identities with separate agency.',
      },
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'Voices are experienced as external and accompanied by delusions or disorganisation, not as internal parts of the self.',
      },
      {
        diagnosisId: 'bipolar-ii',
        distinguishingFeature: 'Mood shifts last days to weeks and the person remembers what they did.',
      },
    ],
    layCues: [
      "i lose time and don't know where i've been",
      'another part of me takes over',
      "people tell me i did things i don't remember",
      "i find things i don't remember buying",
      'my handwriting changes',
      'there are others inside me',
    ],
    treatments: ['psychiatric-referral', 'trauma-focused-cbt', 'dbt', 'safety-planning', 'psychoeducation'],
  },
  {
    id: 'depersonalization-derealization-disorder',
    name: 'Depersonalisation/derealisation disorder',
    // ICD-10-CM F48.1 "Depersonalization-derealization syndrome" is the code used for this disorder.
    icd10cm: ['F48.1'],
    group: 'dissociative',
    overview:
      'Persistent or recurrent experiences of detachment from oneself (depersonalisation), from one’s surroundings (derealisation), or both, while reality testing stays intact. People describe feeling unreal, robotic, behind glass or in a dream, and often fear they are going mad.',
    criteria: [
      {
        kind: 'all',
        id: 'core-features',
        label: 'Persistent or recurrent detachment with distress or impairment',
        items: [
          {
            id: 'detachment',
            description:
              'Persistent or recurrent depersonalisation (unreal, detached, outside observer of oneself) and/or derealisation (surroundings unreal, dreamlike, foggy, lifeless).',
            concepts: ['depersonalisation', 'derealisation'],
          },
          {
            id: 'impact',
            description: 'Causes significant distress or impairment.',
            concepts: [
              'impaired-functioning-work',
              'impaired-functioning-relationships',
              'anxious-mood',
              'fear',
              'stress',
            ],
          },
        ],
      },
    ],
    duration: {
      description:
        'Persistent or recurrent; no minimum duration is specified, but brief episodes during panic or intoxication do not count.',
    },
    exclusions: [
      {
        description:
          'Reality testing stays intact; delusions or hallucinations point to a psychotic disorder.',
        concepts: ['delusions', 'hallucinations'],
        betterExplainedBy: ['schizophrenia'],
      },
      {
        description:
          'Not attributable to a substance (cannabis, hallucinogens, ketamine, medication) or a medical condition (seizures).',
        concepts: ['substance-induced-cause', 'medical-condition-cause'],
      },
      {
        description:
          'Not occurring only during panic attacks, PTSD, acute stress, depression or another dissociative disorder.',
        betterExplainedBy: [
          'panic-disorder',
          'ptsd',
          'acute-stress-disorder',
          'mdd-recurrent',
          'dissociative-identity-disorder',
        ],
      },
    ],
    specifiers: ['Predominantly depersonalisation, predominantly derealisation, or both (descriptive)'],
    differentials: [
      {
        diagnosisId: 'panic-disorder',
        distinguishingFeature: 'Detachment happens only during panic attacks and passes with them.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Detachment follows trauma and is accompanied by intrusions, avoidance and hyperarousal.',
      },
      {
        diagnosisId: 'schizophrenia',
        distinguishingFeature:
          'The person believes the experience is literally true (for example that they are dead or the world has been replaced).',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature: 'Numbness and detachment occur only within depressive episodes.',
      },
    ],
    layCues: [
      "i feel like i'm watching myself from outside",
      'everything feels like a dream',
      "it's like there's a glass wall between me and the world",
      "i know it's not real but i feel unreal",
      "i'm scared i'm going crazy",
    ],
    treatments: [
      'cbt-anxiety',
      'psychoeducation',
      'ssri',
      'psychiatric-referral',
      'measurement-based-follow-up',
    ],
  },
  // ════════════════════════════════ Neurocognitive ════════════════════════════════
  {
    id: 'major-neurocognitive-disorder',
    name: 'Major neurocognitive disorder (dementia)',
    // Default F03.90: unspecified dementia, unspecified severity, no behavioural disturbance (the cause is rarely
    // established in a therapy setting). F02.80 applies when due to another condition coded first (for example
    // Alzheimer's disease G30.x) and F01.50 for vascular dementia. Severity letters: A mild, B moderate, C severe;
    // suffixes .11 agitation, .18 other behavioural, .2 psychotic, .3 mood, .4 anxiety.
    icd10cm: [
      'F03.90',
      'F02.80',
      'F01.50',
      'F03.A0',
      'F03.B0',
      'F03.C0',
      'F03.911',
      'F03.918',
      'F03.92',
      'F03.93',
      'F03.94',
    ],
    group: 'neurocognitive',
    overview:
      'A significant decline from a previous level in one or more cognitive domains (memory and learning, attention, executive function, language, perceptual-motor or social cognition) that is serious enough to take away independence in everyday activities such as managing money or medication. The cause (Alzheimer’s, vascular, Lewy body, frontotemporal and others) should be specified where known.',
    criteria: [
      {
        kind: 'at-least',
        id: 'cognitive-domains',
        label: 'Significant decline in at least one cognitive domain',
        min: 1,
        items: [
          {
            id: 'memory',
            description: 'Learning and memory: forgets recent events and conversations, repeats questions.',
            concepts: ['memory-problems', 'repetitive-questioning'],
          },
          {
            id: 'language',
            description: 'Language: word-finding difficulty, naming errors, reduced understanding.',
            concepts: ['word-finding-difficulty'],
          },
          {
            id: 'executive',
            description: 'Executive function: planning, multitasking, following steps and instructions.',
            concepts: ['executive-dysfunction'],
          },
          {
            id: 'attention',
            description: 'Complex attention: slowed processing, difficulty following conversations.',
            concepts: ['slowed-thinking'],
          },
          {
            id: 'perceptual-motor',
            description: 'Perceptual-motor: getting lost in familiar places, misjudging space.',
            concepts: ['disorientation'],
          },
          {
            id: 'social-cognition',
            description: 'Social cognition: personality change, disinhibition, reduced empathy or insight.',
            concepts: ['personality-change'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'decline-and-independence',
        label: 'Documented decline that removes independence',
        items: [
          {
            id: 'decline',
            description:
              'Concern from the person, an informant or the clinician about a significant decline from a previous level, ideally confirmed by testing.',
            concepts: ['cognitive-decline-concern'],
          },
          {
            id: 'independence',
            description:
              'The deficits interfere with independence in everyday activities (at minimum needing help with bills, medication or similar complex tasks).',
            concepts: ['decline-in-daily-functioning'],
          },
        ],
      },
    ],
    duration: {
      minDays: 180,
      description:
        'Gradual decline over months to years. DSM-5-TR sets no minimum; ICD-10 research criteria look for about six months before a confident dementia diagnosis, which is used here to separate it from acute causes.',
    },
    exclusions: [
      {
        description:
          'Deficits do not occur only during delirium (acute, fluctuating confusion, often with infection, surgery or new medication).',
        concepts: ['acute-confusion'],
      },
      {
        description: 'Not better explained by depression ("pseudodementia") or schizophrenia.',
        betterExplainedBy: ['mdd-single-episode', 'mdd-recurrent', 'schizophrenia'],
      },
      {
        description:
          'A medical cause does not rule this out: most dementias are due to a medical condition, which is recorded as the etiological subtype (and coded first with F02).',
      },
    ],
    specifiers: [
      'Etiology: Alzheimer’s disease, frontotemporal, Lewy body, vascular, traumatic brain injury, substance/medication-induced, HIV, prion, Parkinson’s, Huntington’s, another medical condition, multiple etiologies, unknown',
      'Severity: mild (difficulty with instrumental activities such as housework, money), moderate (difficulty with basic activities such as dressing, eating), severe (fully dependent)',
      'Without behavioural disturbance, or with agitation, psychotic disturbance, mood symptoms, anxiety, or other behavioural disturbance (apathy, sleep disturbance)',
    ],
    differentials: [
      {
        diagnosisId: 'mild-neurocognitive-disorder',
        distinguishingFeature:
          'Decline is modest and the person stays independent, though with more effort or compensatory strategies.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Poor concentration and memory complaints come with low mood, onset is more abrupt, and cognition improves as depression is treated.',
      },
      {
        diagnosisId: 'adhd',
        distinguishingFeature:
          'Forgetfulness and disorganisation are lifelong rather than a decline from a previously higher level.',
      },
    ],
    layCues: [
      'i keep asking the same questions',
      'my daughter has taken over my finances',
      "i got lost driving somewhere i've been a hundred times",
      "i can't find the right words anymore",
      'i left the stove on again',
      "i'm worried it's dementia",
    ],
    treatments: [
      'medical-evaluation',
      'cholinesterase-inhibitor',
      'cognitive-stimulation-therapy',
      'psychoeducation',
      'measurement-based-follow-up',
    ],
  },
  {
    id: 'mild-neurocognitive-disorder',
    name: 'Mild neurocognitive disorder',
    // F06.70 / F06.71: mild neurocognitive disorder due to a known physiological condition, without / with
    // behavioural disturbance. DSM-5-TR codes mild NCD of unknown or possible Alzheimer's etiology as G31.84, which
    // is outside the F-code file, so F06.70 is the default here.
    icd10cm: ['F06.70', 'F06.71'],
    group: 'neurocognitive',
    overview:
      'A modest but real decline from a previous level in one or more cognitive domains, noticed by the person or others and ideally confirmed on testing, that does not take away independence: everyday activities are still managed, though with more effort or compensatory strategies. It warrants medical work-up and monitoring because some cases progress.',
    criteria: [
      {
        kind: 'at-least',
        id: 'cognitive-domains',
        label: 'Modest decline in at least one cognitive domain',
        min: 1,
        items: [
          {
            id: 'memory',
            description: 'Learning and memory: more forgetful of recent events or conversations.',
            concepts: ['memory-problems', 'repetitive-questioning'],
          },
          {
            id: 'language',
            description: 'Language: noticeable word-finding pauses or substitutions.',
            concepts: ['word-finding-difficulty'],
          },
          {
            id: 'executive',
            description: 'Executive function: planning or multitasking needs more effort.',
            concepts: ['executive-dysfunction'],
          },
          {
            id: 'attention',
            description: 'Complex attention: slower thinking, harder to follow conversations.',
            concepts: ['slowed-thinking'],
          },
          {
            id: 'perceptual-motor',
            description: 'Perceptual-motor: more reliance on maps or directions.',
            concepts: ['disorientation'],
          },
          {
            id: 'social-cognition',
            description: 'Social cognition: subtle changes in behaviour or attitude.',
            concepts: ['personality-change'],
          },
        ],
      },
      {
        kind: 'all',
        id: 'modest-decline',
        label: 'Noticed decline with independence preserved',
        items: [
          {
            id: 'decline',
            description:
              'Concern from the person, an informant or the clinician about a mild decline, with or without compensating strategies.',
            concepts: ['cognitive-decline-concern', 'compensatory-cognitive-strategies'],
          },
        ],
      },
    ],
    duration: {
      minDays: 180,
      description:
        'Decline develops over months; a six-month window is used to separate it from acute causes such as delirium, medication effects or a depressive episode.',
    },
    exclusions: [
      {
        description: 'Loss of independence in everyday activities indicates major neurocognitive disorder.',
        concepts: ['decline-in-daily-functioning'],
        betterExplainedBy: ['major-neurocognitive-disorder'],
      },
      { description: 'Deficits do not occur only during delirium.', concepts: ['acute-confusion'] },
      {
        description: 'Not better explained by depression, anxiety or ADHD.',
        betterExplainedBy: ['mdd-single-episode', 'mdd-recurrent', 'generalized-anxiety-disorder', 'adhd'],
      },
    ],
    specifiers: [
      'Etiology: Alzheimer’s disease, frontotemporal, Lewy body, vascular, traumatic brain injury, substance/medication-induced, HIV, prion, Parkinson’s, Huntington’s, another medical condition, multiple etiologies, unknown',
      'Without behavioural disturbance (F06.70) or with behavioural disturbance (F06.71)',
    ],
    differentials: [
      {
        diagnosisId: 'major-neurocognitive-disorder',
        distinguishingFeature:
          'Deficits have progressed to the point of needing help with everyday activities.',
      },
      {
        diagnosisId: 'mdd-recurrent',
        distinguishingFeature:
          'Memory and concentration complaints occur with low mood and improve as mood improves.',
      },
      {
        diagnosisId: 'generalized-anxiety-disorder',
        distinguishingFeature: 'Forgetfulness reflects preoccupation with worry; testing is usually normal.',
      },
      {
        diagnosisId: 'adhd',
        distinguishingFeature:
          'Attention and organisation problems are lifelong, not a change from a previous level.',
      },
    ],
    layCues: [
      "i'm not as sharp as i used to be",
      'i have to write everything down now or i forget',
      'names escape me mid sentence',
      'it takes me longer to follow conversations',
      "my family have noticed i'm more forgetful",
    ],
    treatments: ['medical-evaluation', 'measurement-based-follow-up', 'psychoeducation', 'watchful-waiting'],
  },
  // ════════════════════════════════ Impulse control ════════════════════════════════
  {
    id: 'intermittent-explosive-disorder',
    name: 'Intermittent explosive disorder',
    icd10cm: ['F63.81'],
    group: 'other',
    overview:
      'Recurrent impulsive outbursts of verbal or physical aggression that are grossly out of proportion to the provocation, are not planned, and cause distress, harm to relationships or legal and work consequences. Outbursts build quickly, last minutes, and are often followed by remorse.',
    criteria: [
      {
        kind: 'all',
        id: 'outbursts',
        label: 'Recurrent impulsive, disproportionate outbursts with consequences',
        items: [
          {
            id: 'impulsive-outbursts',
            description:
              'Recurrent outbursts reflecting a failure to control aggressive impulses; not premeditated and not aimed at a tangible gain.',
            concepts: [
              'explosive-outbursts',
              'anger-outbursts',
              'property-destruction',
              'physical-aggression',
            ],
          },
          {
            id: 'disproportionate',
            description: 'The aggression is grossly out of proportion to the provocation or stressor.',
            concepts: ['disproportionate-anger'],
          },
          {
            id: 'consequences',
            description:
              'Outbursts cause marked distress or harm to work, relationships, finances or legal standing.',
            concepts: [
              'post-outburst-remorse',
              'impaired-functioning-relationships',
              'impaired-functioning-work',
              'legal-problems',
              'shame',
            ],
          },
        ],
      },
      {
        kind: 'at-least',
        id: 'frequency-pattern',
        label: 'Either the frequent pattern or the damaging pattern',
        min: 1,
        items: [
          {
            id: 'frequent-verbal',
            description:
              'Verbal aggression or non-damaging physical aggression about twice a week on average for three months.',
            concepts: ['anger-outbursts', 'explosive-outbursts'],
          },
          {
            id: 'damaging',
            description:
              'Three outbursts within 12 months involving damage to property or physical assault causing injury.',
            concepts: ['property-destruction', 'physical-aggression'],
          },
        ],
      },
    ],
    duration: {
      minDays: 90,
      description:
        'Frequent pattern: about twice weekly for three months; damaging pattern: three outbursts within twelve months. Age at least six.',
    },
    exclusions: [
      {
        description:
          'Not attributable to a medical condition (for example head injury, dementia) or to a substance.',
        concepts: ['medical-condition-cause', 'head-injury', 'substance-induced-cause'],
      },
      {
        description: 'Not better explained by another mental disorder in which aggression is a feature.',
        betterExplainedBy: [
          'borderline-personality-disorder',
          'antisocial-personality-disorder',
          'bipolar-i',
          'ptsd',
        ],
      },
    ],
    specifiers: [
      'No formal specifiers; record the pattern (frequent low-damage outbursts vs infrequent damaging outbursts) and risk to others',
    ],
    differentials: [
      {
        diagnosisId: 'antisocial-personality-disorder',
        distinguishingFeature:
          'Aggression is often instrumental and accompanied by deceit, law-breaking and lack of remorse.',
      },
      {
        diagnosisId: 'borderline-personality-disorder',
        distinguishingFeature:
          'Anger is one part of pervasive instability of mood, identity and relationships, often with self-harm.',
      },
      {
        diagnosisId: 'bipolar-i',
        distinguishingFeature: 'Irritability and aggression occur only within manic episodes.',
      },
      {
        diagnosisId: 'ptsd',
        distinguishingFeature:
          'Angry outbursts occur within hyperarousal after trauma, alongside intrusions and avoidance.',
      },
    ],
    layCues: [
      'i just see red and lose it',
      'i punched a hole in the wall over nothing',
      'little things set me off',
      'i feel terrible once i calm down',
      "i fly into a rage and can't stop myself",
      'my temper has cost me my job',
    ],
    treatments: ['ssri', 'dbt', 'problem-solving-therapy', 'psychoeducation', 'safety-planning'],
  },
];
