/**
 * Treatment evidence table: therapies, medication classes, combinations and follow-up actions.
 * Written in our own words; no text is copied from any guideline or manual.
 *
 * HOW EVIDENCE LEVELS WERE ASSIGNED (per indication, not per treatment):
 *   high      A major guideline (NICE, APA, VA/DoD, CANMAT, AASM, SAMHSA) recommends it as a first-line option for
 *             that condition AND the recommendation rests on several consistent randomised trials or meta-analyses.
 *   moderate  Good randomised-trial support that is less consistent or smaller, OR a guideline recommends it as a
 *             second-line / adjunct / "consider" option, OR the evidence comes mainly from a closely related
 *             population (e.g. adolescents rather than adults).
 *   emerging  Promising but limited evidence (few or small trials, open studies, expert consensus only), or an
 *             adaptation of a treatment proven elsewhere.
 * Where in doubt we chose the lower level. For follow-up actions (safety planning, referrals, monitoring,
 * watchful waiting) the level reflects the strength and consistency of guideline consensus, since these are
 * rarely tested as stand-alone treatments in trials.
 * Outcome figures are quoted only where they are broadly supported across trials or routine-care data
 * (e.g. NHS Talking Therapies reliable-improvement thresholds: PHQ-9 fall of 6 or more, GAD-7 fall of 4 or more);
 * otherwise outcomes are stated qualitatively. `source` names only guidelines and trials known to exist.
 * Contraindication `concepts` use core lexicon ids plus four ids proposed for the lexicon owners:
 * seizure-history, pregnancy, cardiac-condition, active-psychosis.
 */
import type { Treatment } from '../types';

export const TREATMENTS: Treatment[] = [
  // ───────────────────────────── Anxiety-focused psychological therapies ─────────────────────────────
  {
    id: 'cbt-anxiety',
    name: 'Cognitive behavioural therapy for anxiety',
    type: 'therapy',
    description:
      'A structured, time-limited therapy in which the client learns to spot and test anxious predictions, cut down worry, reassurance-seeking and other safety behaviours, and gradually face what they avoid. For generalised anxiety it usually combines worry awareness, tolerance of uncertainty, applied relaxation and behavioural experiments; adapted versions target health anxiety, separation fears and depersonalisation.',
    indications: [
      { diagnosisId: 'generalized-anxiety-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'illness-anxiety-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'separation-anxiety-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'somatic-symptom-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-anxiety', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
      { diagnosisId: 'depersonalization-derealization-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'autism-spectrum-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–15 sessions over 3–4 months',
    frequency: 'Weekly 60-minute sessions, with between-session practice',
    expectedOutcomes: [
      'Reliable improvement on the GAD-7 (a fall of 4 points or more) for a majority of completers',
      'About half of completers move below the GAD-7 clinical cut-off (recovery) in routine-care data',
      'Less time spent worrying and fewer reassurance and safety behaviours',
      'Return to avoided activities, with better work and social functioning on the WSAS',
    ],
    contraindications: [
      {
        description:
          'Imminent suicide risk takes priority: complete a safety plan and manage risk before structured anxiety work.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Current psychosis or mania: stabilise first; standard anxiety protocols are not designed for these states.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
      {
        description:
          'Harmful drinking or sedative use can keep anxiety going and blunt new learning; NICE advises treating harmful alcohol use first or alongside.',
        concepts: ['alcohol-use', 'sedative-use'],
      },
    ],
    implementation: [
      'Assess and build a shared formulation: triggers, worry themes, safety behaviours, avoidance; record baseline GAD-7 and WSAS.',
      'Explain the anxiety cycle and how avoidance, checking and reassurance keep it going.',
      'Teach worry awareness, worry postponement and applied relaxation, practised daily between sessions.',
      'Use cognitive restructuring and behavioural experiments to test feared predictions and build tolerance of uncertainty.',
      'Work through graded exposure to avoided situations or sensations.',
      'Close with a written relapse-prevention plan and optional booster sessions.',
    ],
    monitoring: [
      'GAD-7 every session',
      'PHQ-9 at start and monthly for co-occurring depression',
      'WSAS at start, mid-point and end',
      'Homework completion reviewed each session',
    ],
    source: 'NICE CG113 (2011, updated 2020); Canadian anxiety guidelines (Katzman et al., 2014)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'panic-focused-cbt',
    name: 'Panic-focused cognitive behavioural therapy',
    type: 'therapy',
    description:
      'CBT tailored to panic: the client learns that the bodily sensations of panic are uncomfortable but harmless, drops safety behaviours, and deliberately brings on feared sensations (interoceptive exposure) before re-entering avoided places. It breaks the cycle in which catastrophic readings of a racing heart or dizziness fuel further attacks and avoidance.',
    indications: [
      { diagnosisId: 'panic-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'agoraphobia', evidenceLevel: 'high' },
    ],
    typicalDuration: '7–14 therapist hours in total, completed within about 4 months',
    frequency: 'Weekly sessions of 1–2 hours',
    expectedOutcomes: [
      'Marked fall in panic-attack frequency, with many completers becoming panic-free',
      'Panic Disorder Severity Scale (PDSS) score reduced to the mild range or below',
      'Re-entry into previously avoided places such as public transport, shops or being alone',
      'Fewer emergency visits and less reassurance-seeking about physical health',
      'Gains usually maintained at follow-up without ongoing treatment',
    ],
    contraindications: [
      {
        description:
          'Unexplained chest pain, fainting or breathlessness that has not been medically assessed: rule out cardiac and respiratory causes before interoceptive exercises.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Vigorous interoceptive exercises (over-breathing, running on the spot) need adapting in pregnancy, asthma or epilepsy; over-breathing can provoke seizures.',
        concepts: ['pregnancy', 'seizure-history'],
      },
      {
        description: 'Imminent suicide risk or active psychosis: stabilise and plan for safety first.',
        concepts: ['suicide-plan', 'suicide-intent', 'active-psychosis'],
      },
      {
        description:
          'Regular benzodiazepine or alcohol use to damp down panic works as a safety behaviour and can limit gains; plan a supervised reduction alongside therapy.',
        concepts: ['sedative-use', 'alcohol-use'],
      },
    ],
    implementation: [
      'Assess panic frequency and avoidance; start a panic diary; confirm that physical causes have been checked.',
      'Explain the fight-or-flight response and the vicious circle of sensations, catastrophic thoughts and more anxiety.',
      'Challenge catastrophic interpretations with evidence and behavioural experiments.',
      'Run interoceptive exposure (spinning, over-breathing, breathing through a straw) to show sensations are safe.',
      'Build an in-vivo exposure hierarchy for agoraphobic avoidance and drop safety behaviours step by step.',
      'Agree a relapse-prevention plan for future surges of anxiety.',
    ],
    monitoring: [
      'PDSS every 2 weeks',
      'Panic diary (frequency, intensity, situation) reviewed weekly',
      'Mobility Inventory or an avoidance hierarchy rating at start and end when agoraphobia is present',
      'PHQ-9 monthly',
    ],
    source: 'NICE CG113 (2011, updated 2020); Canadian anxiety guidelines (Katzman et al., 2014)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'cbt-social-anxiety',
    name: 'Cognitive behavioural therapy for social anxiety',
    type: 'therapy',
    description:
      'Individual CBT built on a cognitive model of social anxiety (such as the Clark and Wells model): the client shifts attention away from self-monitoring, drops safety behaviours, and tests feared social predictions through behavioural experiments, with video feedback to correct a distorted self-image. NICE recommends it ahead of medication.',
    indications: [
      { diagnosisId: 'social-anxiety-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'avoidant-personality-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'Up to 14 sessions over about 4 months',
    frequency: 'Weekly sessions of up to 90 minutes',
    expectedOutcomes: [
      'Lower SPIN or LSAS scores, with many completers moving below the clinical range',
      'Less anticipatory worry before, and rumination after, social events',
      'Fewer safety behaviours such as avoiding eye contact, over-rehearsing or hiding',
      'More participation in work, study and social life',
    ],
    contraindications: [
      {
        description: 'Imminent suicide risk: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Drinking to get through social situations acts as a safety behaviour; address it alongside therapy, and first if dependent.',
        concepts: ['alcohol-use'],
      },
      {
        description:
          'Social fears driven by persecutory beliefs in active psychosis need psychosis-focused care instead.',
        concepts: ['active-psychosis'],
      },
    ],
    implementation: [
      'Assess feared situations, self-image and safety behaviours; record baseline SPIN or LSAS.',
      'Build an individual version of the cognitive model together.',
      'Run a self-focus versus external-focus experiment and give video feedback on how the client actually comes across.',
      'Carry out graded behavioural experiments in real social situations, dropping safety behaviours.',
      'Target anticipatory and post-event processing and underlying beliefs about self-worth.',
      'Plan relapse prevention and continued self-directed experiments.',
    ],
    monitoring: [
      'SPIN or LSAS every 2 weeks',
      'Behavioural experiment records reviewed each session',
      'PHQ-9 and AUDIT-C at start and end',
    ],
    source: 'NICE CG159 (2013)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'exposure-therapy-phobia',
    name: 'Exposure therapy for phobias',
    type: 'therapy',
    description:
      'Graded, repeated and sufficiently long contact with the feared object or situation — in real life, in imagination or in virtual reality — until fear falls and new safety learning takes hold. For many specific phobias a single extended session (one-session treatment) is enough.',
    indications: [
      { diagnosisId: 'specific-phobia', evidenceLevel: 'high' },
      { diagnosisId: 'agoraphobia', evidenceLevel: 'moderate' },
    ],
    typicalDuration: 'One 2–3-hour session up to about 5 sessions',
    frequency: 'A single extended session or weekly sessions, plus self-directed practice',
    expectedOutcomes: [
      'Most completers clinically improved after even one extended session, with gains maintained at follow-up',
      'Can approach and stay with the feared object on a behavioural approach test',
      'Fear ratings (0–100 SUDS) fall within and across exposures',
      'Less avoidance interfering with daily life, for example attending medical appointments despite needle fear',
    ],
    contraindications: [
      {
        description:
          'Blood-injection-injury phobia carries a fainting risk: teach applied tension before exposure.',
      },
      {
        description:
          'Significant heart disease or pregnancy: check that intense short-term arousal is medically acceptable.',
        concepts: ['cardiac-condition', 'pregnancy'],
      },
      {
        description:
          'Taking benzodiazepines or alcohol around exposure sessions can undermine new learning; plan doses with the prescriber.',
        concepts: ['sedative-use', 'alcohol-use'],
      },
      {
        description: 'Imminent suicide risk or active psychosis: stabilise first.',
        concepts: ['suicide-plan', 'suicide-intent', 'active-psychosis'],
      },
    ],
    implementation: [
      'Assess the feared object or situation, feared consequences and avoidance; rate baseline fear.',
      'Explain how avoidance maintains fear and how exposure works; agree a fear hierarchy.',
      'Start exposure at a manageable step and stay until the feared outcome is disconfirmed, without safety behaviours.',
      'Move up the hierarchy within the session or week by week; use applied tension for blood-injection-injury phobia.',
      'Set daily self-directed practice and plan for occasional relapse.',
    ],
    monitoring: [
      'SUDS ratings before, during and after each exposure',
      'Behavioural approach test at start and end',
      'Fear Questionnaire or a phobia-specific questionnaire at start and end',
    ],
    source: 'Canadian anxiety guidelines (Katzman et al., 2014)',
    formats: ['individual', 'group', 'medication-free', 'short-term', 'skills-based'],
  },

  // ─────────────────────────────── Depression-focused psychological therapies ───────────────────────────────
  {
    id: 'cbt-depression',
    name: 'Cognitive behavioural therapy for depression',
    type: 'therapy',
    description:
      'A structured therapy that links thoughts, behaviour and mood: the client schedules rewarding and valued activity, learns to catch and test negative automatic thoughts and the beliefs beneath them, and builds skills to prevent relapse. It can be delivered individually, in groups or as guided self-help.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'high' },
      { diagnosisId: 'persistent-depressive-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
      { diagnosisId: 'pmdd', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–20 sessions over 3–4 months',
    frequency: 'Weekly 50–60-minute sessions (twice weekly in the first weeks for more severe depression)',
    expectedOutcomes: [
      'Reliable improvement on the PHQ-9 (a fall of 6 points or more) for a majority of completers',
      'Response (PHQ-9 halved) in roughly half of completers, comparable to antidepressants for moderate depression',
      'Lower relapse risk after ending therapy than after stopping antidepressants',
      'Return to work, study and valued activities',
    ],
    contraindications: [
      {
        description:
          'Current suicide plan or intent: put a safety plan or crisis care in place first, then review risk at every session.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Psychotic depression or mania: needs medication and specialist care first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
      {
        description:
          'Marked memory or concentration problems may require a simpler, more behavioural adaptation.',
        concepts: ['memory-problems'],
      },
    ],
    implementation: [
      'Assess, screen for bipolarity and risk, and agree problem list and goals; record baseline PHQ-9.',
      'Begin with activity monitoring and scheduling to restore routine and pleasure.',
      'Teach identification and testing of negative automatic thoughts with thought records and behavioural experiments.',
      'Work on underlying beliefs (for example "I am a failure") and rumination once mood begins to lift.',
      'Finish with a relapse-prevention blueprint of warning signs and helpful strategies.',
    ],
    monitoring: [
      'PHQ-9 every session',
      'Suicidal ideation checked each session (C-SSRS screener when present)',
      'WSAS at start, mid-point and end',
    ],
    source:
      'NICE NG222 (2022); APA Clinical Practice Guideline for the Treatment of Depression (2019); CANMAT 2023 depression',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'behavioural-activation',
    name: 'Behavioural activation',
    type: 'therapy',
    description:
      'A focused behavioural therapy that targets the withdrawal, inactivity and avoidance that keep depression going. Client and therapist track activity and mood, then schedule small, achievable activities linked to personal values and solve the barriers; it is simpler to deliver than full CBT and has shown comparable results.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'persistent-depressive-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–16 sessions over about 3–4 months',
    frequency: 'Weekly 50–60-minute sessions, individually or in a group',
    expectedOutcomes: [
      'Reliable improvement on the PHQ-9 (a fall of 6 points or more) for a majority of completers',
      'Outcomes similar to CBT when delivered by trained non-specialist therapists (COBRA trial)',
      'More time in rewarding and valued activities, and less avoidance and rumination',
      'Improved daily functioning on the WSAS',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Psychotic depression or mania needs medication and specialist care first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
    ],
    implementation: [
      'Explain the depression–inactivity cycle and agree goals; record baseline PHQ-9.',
      'Keep an activity and mood diary for a week to find patterns.',
      'Identify values and build a graded list of activities across routine, pleasure and necessity.',
      'Schedule activities week by week and troubleshoot avoidance with problem-solving.',
      'Target rumination as a behaviour (notice it, then redirect to action).',
      'Consolidate gains into a personal plan for future low mood.',
    ],
    monitoring: ['PHQ-9 every session', 'Activity diary reviewed weekly', 'Risk check each session'],
    source: 'NICE NG222 (2022); APA Clinical Practice Guideline for the Treatment of Depression (2019)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'interpersonal-therapy',
    name: 'Interpersonal psychotherapy (IPT)',
    type: 'therapy',
    description:
      'A time-limited therapy that links mood to what is happening in the person’s relationships and life roles. It focuses on one or two areas — grief, a dispute, a role transition, or isolation — and helps the person communicate needs, resolve the conflict or adapt to the change, and draw on social support.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'binge-eating-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'bulimia-nervosa', evidenceLevel: 'emerging' },
      { diagnosisId: 'persistent-depressive-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–16 sessions over 3–4 months',
    frequency: 'Weekly 50-minute sessions',
    expectedOutcomes: [
      'Reduction in depressive symptoms comparable to CBT for mild to moderate depression (PHQ-9)',
      'Resolution or better handling of the focal interpersonal problem',
      'Wider and more reliable social support',
      'Reduced binge-eating frequency, with gains that tend to hold at long-term follow-up',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Active psychosis or mania: stabilise first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
      {
        description:
          'Where the focal dispute involves ongoing partner violence, safety planning comes before work on the relationship.',
        concepts: ['domestic-violence'],
      },
    ],
    implementation: [
      'Take an interpersonal inventory of key relationships and link symptom onset to life events.',
      'Give the “sick role” and a clear formulation naming one or two problem areas.',
      'Work on the focal area with communication analysis, role-play and decision analysis.',
      'Encourage new or renewed sources of support.',
      'Prepare for ending by reviewing gains and warning signs; consider maintenance sessions for recurrent depression.',
    ],
    monitoring: [
      'PHQ-9 every session',
      'Binge-frequency log when treating eating disorders',
      'Risk check each session',
    ],
    source: 'NICE NG222 (2022); APA Clinical Practice Guideline for the Treatment of Depression (2019)',
    formats: ['individual', 'group', 'medication-free', 'short-term', 'insight-oriented'],
  },
  {
    id: 'mbct',
    name: 'Mindfulness-based cognitive therapy (MBCT)',
    type: 'therapy',
    description:
      'An 8-week group programme that combines mindfulness meditation with elements of CBT, aimed mainly at people who are currently well after repeated episodes of depression. Participants learn to recognise early warning signs and step out of ruminative thinking, which lowers the chance of relapse.',
    indications: [
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'emerging' },
      { diagnosisId: 'generalized-anxiety-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '8 weekly sessions, with follow-up sessions over the next 12 months',
    frequency: 'Weekly 2-hour group sessions plus daily home practice of about 40 minutes',
    expectedOutcomes: [
      'Roughly a third lower risk of depressive relapse over about a year compared with usual care (individual-patient meta-analysis)',
      'Protection against relapse similar to continuing maintenance antidepressants',
      'Less rumination and greater ability to notice early warning signs',
      'Improved quality of life and self-compassion',
    ],
    contraindications: [
      {
        description:
          'Designed for people between episodes; during a severe current episode or with active suicidal plans, treat the episode and manage risk first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Meditation can bring up intrusive trauma memories or dissociation; adapt or choose trauma-focused care first.',
        concepts: ['depersonalisation', 'derealisation'],
      },
      { description: 'Active psychosis: not suitable.', concepts: ['active-psychosis'] },
    ],
    implementation: [
      'Hold an individual orientation session to check suitability and explain the commitment to home practice.',
      'Run the 8-session curriculum: body scan, mindful movement, sitting practice, the 3-minute breathing space.',
      'Link practice to cognitive ideas: thoughts are not facts, noticing the pull of rumination.',
      'Have each participant write a relapse-signature and action plan.',
      'Offer follow-up reunion sessions across the following year.',
    ],
    monitoring: [
      'PHQ-9 at start, end and each follow-up session',
      'Home-practice log reviewed weekly',
      'Relapse (return of a depressive episode) tracked over 12 months',
    ],
    source: 'NICE NG222 (2022)',
    formats: ['group', 'online', 'medication-free', 'skills-based'],
  },
  {
    id: 'problem-solving-therapy',
    name: 'Problem-solving therapy',
    type: 'therapy',
    description:
      'A brief, structured approach that teaches a step-by-step method for tackling practical problems: define the problem, generate options, weigh them, act, and review the result. It suits distress tied to concrete life difficulties and is widely used in primary care, with older adults and in low-intensity programmes.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-anxiety', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
      { diagnosisId: 'no-diagnosable-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '4–8 sessions over 1–3 months',
    frequency: 'Weekly or fortnightly 30–60-minute sessions',
    expectedOutcomes: [
      'Reduction in depressive symptoms for mild to moderate depression (PHQ-9)',
      'Concrete progress on the named stressors (for example a debt plan, a return-to-work agreement)',
      'Greater sense of control and confidence in handling future problems',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Severe depression or psychosis usually needs a more intensive treatment; problem-solving alone is unlikely to be enough.',
        concepts: ['active-psychosis'],
      },
    ],
    implementation: [
      'List current problems and link them to mood; agree which to tackle first.',
      'Define the chosen problem clearly and set a realistic goal.',
      'Brainstorm solutions, weigh pros and cons, and choose one.',
      'Plan concrete steps, carry them out between sessions, and review what happened.',
      'Repeat the cycle with new problems until the client can run it independently.',
    ],
    monitoring: [
      'PHQ-9 and GAD-7 each session',
      'Problem list and action-plan completion reviewed each session',
    ],
    source:
      'No first-line guideline endorsement; supported by meta-analyses of randomised trials and used in WHO Problem Management Plus (2016)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'act',
    name: 'Acceptance and commitment therapy (ACT)',
    type: 'therapy',
    description:
      'A therapy that helps the client relate differently to painful thoughts, feelings and sensations — noticing them without fighting or obeying them — and commit to actions guided by personal values. The goal is a fuller life alongside symptoms rather than their removal.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'generalized-anxiety-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'somatic-symptom-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'ocd', evidenceLevel: 'emerging' },
      { diagnosisId: 'trichotillomania', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '8–16 sessions',
    frequency: 'Weekly 50–60-minute sessions, individually or in a group',
    expectedOutcomes: [
      'Reduced symptom distress on PHQ-9 or GAD-7, broadly comparable to CBT in several trials',
      'Greater psychological flexibility (for example on the AAQ-II)',
      'More time spent in values-based activity despite symptoms',
      'Less struggle with and interference from bodily symptoms or pain',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Active psychosis or mania: stabilise first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
    ],
    implementation: [
      'Explore what the client has tried to control symptoms and what it has cost (creative hopelessness).',
      'Teach acceptance and defusion skills for difficult thoughts and feelings.',
      'Build present-moment awareness and a sense of self as observer.',
      'Clarify values and set committed-action goals.',
      'Review barriers and rehearse willingness to carry discomfort while acting on values.',
    ],
    monitoring: [
      'PHQ-9 or GAD-7 each session',
      'AAQ-II at start, middle and end',
      'Values-based goal completion',
    ],
    source:
      'APA Division 12 (Society of Clinical Psychology) research-supported treatments list; not a first-line option in NICE NG222 or CG113',
    formats: ['individual', 'group', 'online', 'medication-free', 'skills-based'],
  },

  // ─────────────────────────────── Sleep ───────────────────────────────
  {
    id: 'cbt-insomnia',
    name: 'Cognitive behavioural therapy for insomnia (CBT-I)',
    type: 'therapy',
    description:
      'A multi-component treatment for chronic insomnia: sleep restriction and stimulus control rebuild a strong link between bed and sleep, cognitive work loosens unhelpful beliefs and worry about sleep, and sleep-hygiene and relaxation advice round it off. It is recommended ahead of sleeping tablets and works in person or digitally.',
    indications: [
      { diagnosisId: 'insomnia-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'sedative-use-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '4–8 sessions over 6–8 weeks',
    frequency: 'Weekly or fortnightly sessions, with a daily sleep diary',
    expectedOutcomes: [
      'Insomnia Severity Index (ISI) falls by 8 points or more (moderate improvement), and many reach an ISI below 8 (no clinically significant insomnia)',
      'Shorter time to fall asleep and less time awake at night; diary sleep efficiency of about 85% or more',
      'Benefits maintained at 6–12 months, unlike hypnotics',
      'Reduced reliance on sleeping tablets',
    ],
    contraindications: [
      {
        description:
          'Sleep restriction can trigger mania in bipolar disorder; use a milder schedule and monitor mood closely.',
        concepts: ['elevated-mood', 'decreased-need-for-sleep'],
      },
      {
        description: 'Sleep loss lowers the seizure threshold: modify sleep restriction in epilepsy.',
        concepts: ['seizure-history'],
      },
      {
        description:
          'Suspected sleep apnoea, restless legs or another sleep disorder should be assessed first; people who drive or operate machinery must be warned about temporary daytime sleepiness during sleep restriction.',
      },
    ],
    implementation: [
      'Assess sleep pattern, other sleep disorders and medical or substance contributors; start a 1–2-week sleep diary and baseline ISI.',
      'Set a fixed rise time and a time-in-bed window matched to actual sleep (sleep restriction).',
      'Introduce stimulus control: bed only for sleep, get up if awake for a long time, no clock-watching.',
      'Address worry and beliefs about sleep with cognitive techniques and a wind-down routine.',
      'Extend the sleep window gradually as sleep efficiency improves; plan a taper of hypnotics if used.',
      'Close with a plan for handling future bad nights.',
    ],
    monitoring: [
      'Sleep diary daily, with sleep efficiency calculated weekly',
      'ISI every 2 weeks',
      'Daytime sleepiness (Epworth) during sleep restriction',
    ],
    source:
      'AASM 2021 insomnia behavioural guideline (Edinger et al.); American College of Physicians insomnia guideline (Qaseem et al., 2016)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'imagery-rehearsal-therapy',
    name: 'Imagery rehearsal therapy for nightmares',
    type: 'therapy',
    description:
      'The client picks a recurring nightmare, rewrites its storyline into a new, less distressing version while awake, and rehearses the new imagery for a few minutes every day. Over several weeks, nightmare frequency and distress usually fall and sleep improves.',
    indications: [
      { diagnosisId: 'nightmare-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'ptsd', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '3–6 sessions',
    frequency: 'Weekly sessions plus 10–20 minutes of daily rehearsal',
    expectedOutcomes: [
      'Fewer nightmares per week on a nightmare log',
      'Lower nightmare distress and fear of going to sleep',
      'Better sleep quality (ISI or PSQI)',
      'Some reduction in wider PTSD symptoms when nightmares are trauma-related',
    ],
    contraindications: [
      {
        description:
          'When nightmares are part of untreated PTSD, trauma-focused therapy remains the main treatment; IRT is an add-on.',
      },
      {
        description: 'Active psychosis or imminent suicide risk: stabilise first.',
        concepts: ['active-psychosis', 'suicide-plan', 'suicide-intent'],
      },
    ],
    implementation: [
      'Assess nightmare frequency, content and impact; start a nightmare log.',
      'Explain nightmares as a learned habit that can be changed.',
      'Choose a less intense nightmare first and rewrite it in any way the client wishes.',
      'Rehearse the new version in imagery daily and review progress weekly.',
      'Move on to other nightmares and combine with sleep-hygiene or CBT-I elements as needed.',
    ],
    monitoring: [
      'Nightmare log (frequency and intensity) weekly',
      'ISI at start and end',
      'PCL-5 monthly when PTSD is present',
    ],
    source:
      'AASM position paper on the treatment of nightmare disorder in adults (Morgenthaler et al., 2018)',
    formats: ['individual', 'group', 'medication-free', 'short-term', 'skills-based'],
  },

  // ─────────────────────────────── Trauma and grief ───────────────────────────────
  {
    id: 'cognitive-processing-therapy',
    name: 'Cognitive processing therapy (CPT)',
    type: 'therapy',
    description:
      'A trauma-focused cognitive therapy in which the client examines how the trauma has changed beliefs about safety, trust, power, esteem and intimacy, and works through “stuck points” such as self-blame. Writing a detailed account of the trauma is optional.',
    indications: [{ diagnosisId: 'ptsd', evidenceLevel: 'high' }],
    typicalDuration: '12 sessions, usually over 6–12 weeks',
    frequency: 'Weekly or twice-weekly 50–60-minute sessions',
    expectedOutcomes: [
      'PCL-5 reduction of 10 points or more (clinically meaningful change)',
      'Loss of the PTSD diagnosis in roughly half of completers in trials',
      'Less self-blame, guilt and shame about the trauma',
      'Improved depressive symptoms (PHQ-9)',
    ],
    contraindications: [
      {
        description:
          'Current suicide plan or intent, or very recent attempt: stabilise and plan for safety first; suicidal thoughts alone do not rule it out.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Ongoing danger (for example still living with a violent partner): address safety before trauma processing.',
        concepts: ['domestic-violence'],
      },
      {
        description:
          'Heavy, unstable substance dependence may need stabilisation or an integrated approach first; co-occurring use on its own is not a bar.',
        concepts: ['alcohol-use', 'opioid-use', 'stimulant-use', 'sedative-use'],
      },
      {
        description: 'Active psychosis or mania: stabilise first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
    ],
    implementation: [
      'Assess trauma history, PTSD symptoms and risk; record baseline PCL-5 and PHQ-9.',
      'Explain PTSD as a natural recovery that got stuck; client writes an impact statement.',
      'Identify stuck points and use Socratic questioning and worksheets to examine them.',
      'Work through themes of safety, trust, power and control, esteem and intimacy.',
      'Re-read the impact statement at the end and plan for continued practice.',
    ],
    monitoring: ['PCL-5 every session or weekly', 'PHQ-9 every 2 weeks', 'Suicide risk check each session'],
    source:
      'VA/DoD PTSD CPG (2023); APA Clinical Practice Guideline for the Treatment of PTSD (2017); NICE NG116 (2018)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'prolonged-exposure',
    name: 'Prolonged exposure therapy (PE)',
    type: 'therapy',
    description:
      'A trauma-focused therapy with two core parts: repeatedly revisiting the traumatic memory in detail (imaginal exposure, recorded for listening between sessions) and gradually approaching safe situations avoided since the trauma (in-vivo exposure). It reduces fear and avoidance by showing that the memory and its reminders are not dangerous.',
    indications: [
      { diagnosisId: 'ptsd', evidenceLevel: 'high' },
      { diagnosisId: 'acute-stress-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '8–15 sessions',
    frequency: 'Weekly or twice-weekly 90-minute sessions',
    expectedOutcomes: [
      'PCL-5 reduction of 10 points or more (clinically meaningful change)',
      'Loss of the PTSD diagnosis in roughly half of completers in trials',
      'Return to situations avoided since the trauma',
      'Improved sleep, concentration and depressive symptoms',
    ],
    contraindications: [
      {
        description:
          'Current suicide plan or intent, or very recent attempt: stabilise and plan for safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Ongoing danger or contact with the perpetrator: establish safety before exposure.',
        concepts: ['domestic-violence'],
      },
      {
        description:
          'Heavy, unstable substance dependence may need stabilisation or an integrated approach (such as COPE) first; co-occurring use on its own is not a bar.',
        concepts: ['alcohol-use', 'opioid-use', 'stimulant-use', 'sedative-use'],
      },
      {
        description:
          'Frequent severe dissociation during recall: teach grounding skills before imaginal exposure.',
        concepts: ['depersonalisation', 'derealisation'],
      },
      {
        description: 'Active psychosis or mania: stabilise first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
    ],
    implementation: [
      'Assess trauma history, PTSD symptoms, safety and risk; record baseline PCL-5.',
      'Explain how avoidance maintains PTSD; teach a slow-breathing skill.',
      'Build an in-vivo hierarchy of safe but avoided situations and start daily practice.',
      'Begin imaginal exposure to the index trauma from session 3, with processing afterwards; record for daily listening.',
      'Focus imaginal work on the most distressing moments (hot spots) as sessions progress.',
      'Review progress and plan continued exposure practice at the end.',
    ],
    monitoring: [
      'PCL-5 every session or weekly',
      'SUDS during imaginal and in-vivo exposure',
      'PHQ-9 every 2 weeks and suicide risk check each session',
    ],
    source:
      'VA/DoD PTSD CPG (2023); APA Clinical Practice Guideline for the Treatment of PTSD (2017); NICE NG116 (2018)',
    formats: ['individual', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'emdr',
    name: 'Eye movement desensitisation and reprocessing (EMDR)',
    type: 'therapy',
    description:
      'A structured 8-phase trauma therapy in which the client briefly holds a traumatic memory in mind while following bilateral stimulation, usually side-to-side eye movements, and then strengthens a more adaptive belief. It involves less homework and less detailed spoken recounting than other trauma-focused therapies.',
    indications: [{ diagnosisId: 'ptsd', evidenceLevel: 'high' }],
    typicalDuration: '8–12 sessions (more for multiple traumas)',
    frequency: 'Weekly 60–90-minute sessions',
    expectedOutcomes: [
      'PCL-5 reduction of 10 points or more (clinically meaningful change)',
      'Loss of the PTSD diagnosis in a substantial share of completers, similar to other trauma-focused therapies',
      'Less distress when recalling the trauma (SUDS) and stronger positive self-beliefs (VOC)',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: stabilise and plan for safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Ongoing danger from a perpetrator: establish safety before processing.',
        concepts: ['domestic-violence'],
      },
      {
        description:
          'Severe dissociation or a possible dissociative disorder needs careful preparation and specialist input before memory processing.',
        concepts: ['depersonalisation', 'derealisation'],
      },
      {
        description: 'Heavy, unstable substance use or active psychosis: stabilise first.',
        concepts: ['active-psychosis', 'alcohol-use', 'sedative-use'],
      },
    ],
    implementation: [
      'Take history, assess readiness and dissociation, and select target memories.',
      'Prepare the client with stabilisation and a calm-place resource.',
      'Assess the target: image, negative belief, preferred belief, emotion and body sensation.',
      'Desensitise with sets of bilateral stimulation until distress is low, then install the preferred belief and check the body.',
      'Close each session safely and re-evaluate at the next; address present triggers and future templates.',
    ],
    monitoring: [
      'PCL-5 every 1–2 weeks',
      'SUDS and VOC ratings for each target',
      'Dissociation and risk check each session',
    ],
    source:
      'VA/DoD PTSD CPG (2023); NICE NG116 (2018); APA Clinical Practice Guideline for the Treatment of PTSD (2017, conditional recommendation)',
    formats: ['individual', 'medication-free', 'short-term'],
  },
  {
    id: 'trauma-focused-cbt',
    name: 'Trauma-focused cognitive behavioural therapy',
    type: 'therapy',
    description:
      'An umbrella for trauma-focused CBT approaches (for example cognitive therapy for PTSD and narrative exposure therapy) that combine work on the trauma memory with changing the meanings taken from it and reducing avoidance. NICE recommends it for adults with PTSD and for those with marked stress reactions within the first month after a trauma.',
    indications: [
      { diagnosisId: 'ptsd', evidenceLevel: 'high' },
      { diagnosisId: 'acute-stress-disorder', evidenceLevel: 'moderate' },
    ],
    typicalDuration: '8–12 sessions (more for multiple or complex trauma)',
    frequency: 'Weekly 60–90-minute sessions',
    expectedOutcomes: [
      'PCL-5 reduction of 10 points or more (clinically meaningful change)',
      'Fewer intrusive memories, flashbacks and nightmares',
      'Reduced avoidance and hyper-vigilance, and fewer trauma-related negative beliefs',
      'Lower chance of persistent PTSD when started early for acute stress disorder',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: stabilise and plan for safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Ongoing danger from a perpetrator: establish safety first.',
        concepts: ['domestic-violence'],
      },
      {
        description:
          'Heavy, unstable substance dependence may need stabilisation or an integrated approach first; co-occurring use on its own is not a bar.',
        concepts: ['alcohol-use', 'opioid-use', 'stimulant-use', 'sedative-use'],
      },
      {
        description: 'Active psychosis or mania: stabilise first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
    ],
    implementation: [
      'Assess trauma, symptoms, safety and risk; record baseline PCL-5.',
      'Explain normal and stuck trauma reactions and how avoidance maintains them.',
      'Work on the trauma memory (imaginal reliving or narrative) to update it with what is known now.',
      'Identify and change problematic appraisals such as ongoing threat or self-blame.',
      'Drop safety behaviours, reclaim avoided activities and practise trigger discrimination.',
      'Consolidate with a relapse-prevention plan.',
    ],
    monitoring: ['PCL-5 every session or weekly', 'PHQ-9 every 2 weeks', 'Risk check each session'],
    source:
      'NICE NG116 (2018); APA Clinical Practice Guideline for the Treatment of PTSD (2017); VA/DoD PTSD CPG (2023)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'prolonged-grief-therapy',
    name: 'Prolonged grief therapy (complicated grief treatment)',
    type: 'therapy',
    description:
      'A targeted therapy for grief that has become stuck and disabling, such as Complicated Grief Treatment or grief-focused CBT. It combines coming to terms with the reality of the death — revisiting the story of the loss and approaching avoided reminders — with rebuilding personal goals and a healthier continuing bond with the person who died.',
    indications: [{ diagnosisId: 'prolonged-grief-disorder', evidenceLevel: 'moderate' }],
    typicalDuration: 'About 16 sessions over 4–5 months',
    frequency: 'Weekly 45–60-minute sessions',
    expectedOutcomes: [
      'Clinically meaningful response in around half or more of completers in trials, ahead of standard depression-focused therapy',
      'Lower grief severity on the PG-13-R or Inventory of Complicated Grief',
      'Less avoidance of reminders and more engagement in life and relationships',
      'Improved sleep and depressive symptoms',
    ],
    contraindications: [
      {
        description:
          'Not for normal grief, which usually eases without treatment; consider only when grief remains intense and disabling well beyond the expected period (about 12 months for adults).',
      },
      {
        description:
          'Bereaved people carry raised suicide risk: assess and plan for safety before and during therapy.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Heavy drinking or sedative use to blunt grief needs addressing alongside the grief work.',
        concepts: ['alcohol-use', 'sedative-use'],
      },
    ],
    implementation: [
      'Assess the loss, grief symptoms, depression, PTSD and risk; record baseline PG-13-R.',
      'Explain how grief normally adapts and what is getting in the way.',
      'Guide revisiting of the story of the death and gradual approach to avoided places and reminders.',
      'Work on personal goals and restoring roles and relationships.',
      'Use memories and imaginal conversations to build a comfortable continuing bond.',
      'Plan for anniversaries and other difficult dates.',
    ],
    monitoring: [
      'PG-13-R or Inventory of Complicated Grief monthly',
      'PHQ-9 every 2 weeks',
      'Suicide risk check each session',
    ],
    source:
      'No major guideline yet; supported by randomised trials of Complicated Grief Treatment (Shear et al., 2005, 2014, 2016) and grief-focused CBT (Boelen et al., 2007)',
    formats: ['individual', 'group', 'medication-free', 'short-term'],
  },

  // ─────────────────────────────── Obsessive-compulsive and related ───────────────────────────────
  {
    id: 'exposure-response-prevention',
    name: 'Exposure and response prevention (ERP)',
    type: 'therapy',
    description:
      'The core behavioural treatment for OCD: the client gradually and repeatedly faces situations that trigger obsessions while refraining from compulsions, checking, neutralising or reassurance-seeking, and learns that distress subsides and feared outcomes do not happen. Adapted versions address mirror-checking and grooming rituals in body dysmorphic disorder, and discarding and non-acquiring in hoarding.',
    indications: [
      { diagnosisId: 'ocd', evidenceLevel: 'high' },
      { diagnosisId: 'body-dysmorphic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'hoarding-disorder', evidenceLevel: 'moderate' },
    ],
    typicalDuration: 'Around 12–20 sessions (more than 10 therapist hours for moderate or severe OCD)',
    frequency:
      'Weekly 60–90-minute sessions, or daily in intensive formats, with daily self-directed exposure',
    expectedOutcomes: [
      'Y-BOCS reduction of 35% or more (a common response threshold) in about half or more of completers',
      'Much less time spent on rituals and avoidance',
      'Better work, home and social functioning',
      'For hoarding, lower Saving Inventory-Revised scores and more usable living space',
    ],
    contraindications: [
      {
        description: 'Current suicide plan or intent: stabilise and plan for safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description:
          'Severe depression can block engagement; treat it first or alongside (often with an SSRI).',
      },
      {
        description:
          'Active psychosis needs treating first; poor insight into OCD beliefs alone is not a bar.',
        concepts: ['active-psychosis'],
      },
      {
        description: 'Heavy alcohol or sedative use to damp anxiety undermines exposure learning.',
        concepts: ['alcohol-use', 'sedative-use'],
      },
    ],
    implementation: [
      'Assess obsessions, compulsions, avoidance and insight; record baseline Y-BOCS (or BDD-YBOCS, SI-R).',
      'Explain the obsession–anxiety–compulsion cycle and the rationale for response prevention.',
      'Build an exposure hierarchy with the client and agree response-prevention rules, including reassurance.',
      'Carry out therapist-guided exposures in session, then daily self-directed practice; involve family to reduce accommodation.',
      'Target cognitive features (over-responsibility, threat over-estimation, need for certainty) as needed.',
      'Plan relapse prevention and how to handle new obsessions.',
    ],
    monitoring: [
      'Y-BOCS monthly (BDD-YBOCS for BDD, SI-R for hoarding)',
      'OCI-R every 2 weeks',
      'PHQ-9 monthly',
      'Exposure practice log reviewed each session',
    ],
    source:
      'NICE CG31 (2005); APA Practice Guideline for the Treatment of Patients With Obsessive-Compulsive Disorder (2007)',
    formats: ['individual', 'group', 'online', 'medication-free', 'skills-based', 'family'],
  },
  {
    id: 'habit-reversal-training',
    name: 'Habit reversal training',
    type: 'therapy',
    description:
      'A behavioural treatment for body-focused repetitive behaviours such as hair-pulling and skin-picking. The client learns to notice urges and high-risk situations, hold a competing response (such as clenching the fists) for about a minute when an urge arises, change the environment to make the behaviour harder, and enlist support; it is often combined with acceptance or emotion-regulation skills.',
    indications: [
      { diagnosisId: 'trichotillomania', evidenceLevel: 'moderate' },
      { diagnosisId: 'excoriation-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '8–12 sessions',
    frequency: 'Weekly 45–60-minute sessions',
    expectedOutcomes: [
      'Fewer pulling or picking episodes and less time lost to them',
      'Lower severity on the MGH Hairpulling Scale or Skin Picking Scale',
      'Visible hair regrowth or skin healing',
      'Less shame and avoidance linked to appearance',
    ],
    contraindications: [
      {
        description:
          'Serious skin infection or medical complications (for example a hairball from swallowing hair) need medical treatment first.',
      },
      {
        description: 'Current suicide plan or intent: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
    ],
    implementation: [
      'Assess the behaviour, triggers, settings and consequences; start self-monitoring.',
      'Train awareness of urges, early movements and high-risk situations.',
      'Choose and practise a competing response to use whenever an urge or behaviour begins.',
      'Add stimulus control (gloves, covered mirrors, fidget items) and social support.',
      'Add acceptance or emotion-regulation strategies for urges driven by boredom, stress or tension.',
      'Plan relapse prevention for high-risk periods.',
    ],
    monitoring: [
      'Daily pulling or picking log reviewed weekly',
      'MGH Hairpulling Scale or Skin Picking Scale every 2–4 weeks',
      'Photographs of affected areas, with consent, at start and end',
    ],
    source:
      'No major guideline; supported by small randomised trials and a systematic review of behavioural and drug treatments for trichotillomania (Bloch et al., 2007)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term', 'skills-based'],
  },

  // ─────────────────────────────── Personality disorders ───────────────────────────────
  {
    id: 'dbt',
    name: 'Dialectical behaviour therapy (DBT)',
    type: 'therapy',
    description:
      'A comprehensive programme combining weekly individual therapy, group skills training (mindfulness, distress tolerance, emotion regulation, interpersonal effectiveness), between-session phone coaching and a consultation team for therapists. It first targets self-harm and suicidal behaviour, then behaviours that interfere with therapy and quality of life.',
    indications: [
      { diagnosisId: 'borderline-personality-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'binge-eating-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'bulimia-nervosa', evidenceLevel: 'emerging' },
      { diagnosisId: 'intermittent-explosive-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12 months standard; 6-month versions exist',
    frequency:
      'Weekly individual session (about 60 minutes) plus weekly skills group (about 2–2.5 hours) and phone coaching',
    expectedOutcomes: [
      'Fewer self-harm episodes and suicide attempts than treatment as usual',
      'Fewer emergency visits and inpatient days',
      'Lower borderline symptom severity (for example BSL-23)',
      'Better emotion regulation and interpersonal functioning',
    ],
    contraindications: [
      {
        description:
          'Self-harm and suicidal thoughts are core targets, not barriers; but imminent intent still needs crisis care alongside.',
        concepts: ['suicide-intent'],
      },
      {
        description: 'Active psychosis or mania: stabilise first.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
      {
        description:
          'Severe substance dependence may need a DBT adaptation for substance use or concurrent addiction treatment.',
        concepts: ['opioid-use', 'stimulant-use'],
      },
    ],
    implementation: [
      'Orient the client and obtain commitment to the programme and to reducing self-harm.',
      'Use daily diary cards and chain analysis of target behaviours in individual sessions.',
      'Run the four skills modules in the weekly group, with homework.',
      'Offer brief phone coaching to apply skills in real situations.',
      'Hold weekly therapist consultation team meetings.',
      'Plan the transition out of the programme, with ongoing skills practice.',
    ],
    monitoring: [
      'Diary card daily (self-harm, urges, skills use) reviewed weekly',
      'C-SSRS or structured risk review each session',
      'BSL-23 monthly',
      'DERS at start, 6 and 12 months',
    ],
    source:
      'NICE CG78 (2009); APA Practice Guideline for the Treatment of Patients With Borderline Personality Disorder (2024)',
    formats: ['individual', 'group', 'skills-based', 'medication-free'],
  },
  {
    id: 'mentalization-based-treatment',
    name: 'Mentalization-based treatment (MBT)',
    type: 'therapy',
    description:
      'A psychodynamically informed therapy that strengthens mentalizing — the ability to make sense of one’s own and others’ behaviour in terms of thoughts, feelings and intentions — especially under emotional pressure, when it tends to break down. It is delivered as combined individual and group therapy over roughly a year and a half.',
    indications: [
      { diagnosisId: 'borderline-personality-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'antisocial-personality-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'narcissistic-personality-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–18 months',
    frequency: 'Weekly individual session plus weekly group session',
    expectedOutcomes: [
      'Fewer suicide attempts, self-harm episodes and hospital admissions than usual care',
      'Better interpersonal and social functioning',
      'Gains sustained at long-term (8-year) follow-up in the original trial',
    ],
    contraindications: [
      {
        description: 'Imminent suicide intent needs crisis care alongside.',
        concepts: ['suicide-intent'],
      },
      {
        description: 'Active psychosis or current severe substance dependence: stabilise first.',
        concepts: ['active-psychosis', 'opioid-use'],
      },
    ],
    implementation: [
      'Assess and share a formulation focused on when mentalizing breaks down.',
      'Agree a crisis plan and treatment contract.',
      'In sessions, slow down and explore mental states around recent incidents; the therapist models curiosity and not-knowing.',
      'Use the group to practise understanding others’ minds in real time.',
      'Plan ending and follow-up support.',
    ],
    monitoring: [
      'Self-harm and crisis contacts monthly',
      'BSL-23 or ZAN-BPD every 3 months',
      'Social functioning at 6-month intervals',
    ],
    source:
      'APA Practice Guideline for the Treatment of Patients With Borderline Personality Disorder (2024) — structured psychotherapy recommended; randomised trials (Bateman & Fonagy, 1999, 2009)',
    formats: ['individual', 'group', 'insight-oriented', 'medication-free'],
  },
  {
    id: 'schema-therapy',
    name: 'Schema therapy',
    type: 'therapy',
    description:
      'An integrative therapy that combines cognitive, experiential and relationship-based methods to identify and change deep, long-standing life patterns (schemas) and emotional modes, often rooted in unmet childhood needs. It uses limited reparenting, imagery rescripting and chair work alongside behavioural pattern-breaking.',
    indications: [
      { diagnosisId: 'borderline-personality-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'avoidant-personality-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'dependent-personality-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'obsessive-compulsive-personality-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'narcissistic-personality-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'antisocial-personality-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '1–2 years typical (up to 3 years in early trials); group formats are shorter',
    frequency: 'Weekly (sometimes twice-weekly early on) 50-minute sessions',
    expectedOutcomes: [
      'Recovery from borderline personality disorder in a substantial share of long-term completers',
      'Fewer personality-disorder traits and better social functioning',
      'Reduced depressive and anxiety symptoms',
      'Low dropout compared with some other long-term therapies',
    ],
    contraindications: [
      {
        description: 'Imminent suicide intent needs crisis care alongside.',
        concepts: ['suicide-intent'],
      },
      {
        description: 'Active psychosis or severe substance dependence: stabilise first.',
        concepts: ['active-psychosis'],
      },
    ],
    implementation: [
      'Assess life patterns and childhood needs; use schema questionnaires; build a mode map together.',
      'Educate the client about schemas and modes in everyday language.',
      'Use imagery rescripting and chair work to meet unmet needs and weaken critical modes.',
      'Apply cognitive techniques and behavioural pattern-breaking in daily life.',
      'Use the therapy relationship (limited reparenting, empathic confrontation).',
      'Plan a gradual ending with booster sessions.',
    ],
    monitoring: [
      'Personality disorder severity (for example BSL-23) every 3 months',
      'Schema Mode Inventory at start and yearly',
      'PHQ-9 and GAD-7 monthly',
    ],
    source:
      'No NICE recommendation; randomised trials (Giesen-Bloo et al., 2006 for borderline PD; Bamelis et al., 2014 for cluster C and other personality disorders)',
    formats: ['individual', 'group', 'insight-oriented', 'medication-free'],
  },

  // ─────────────────────────────── Eating disorders ───────────────────────────────
  {
    id: 'cbt-eating-disorders',
    name: 'Cognitive behavioural therapy for eating disorders (CBT-E / CBT-ED)',
    type: 'therapy',
    description:
      'An eating-disorder-focused CBT that targets the shared maintaining processes: over-evaluation of shape and weight, strict dieting, binge–purge cycles and eating in response to mood. It starts with regular eating and self-monitoring, then tackles body checking, food rules and setbacks; guided self-help versions are first steps for bulimia and binge-eating disorder.',
    indications: [
      { diagnosisId: 'bulimia-nervosa', evidenceLevel: 'high' },
      { diagnosisId: 'binge-eating-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'anorexia-nervosa', evidenceLevel: 'moderate' },
      { diagnosisId: 'arfid', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      'Guided self-help over about 12–16 weeks; individual CBT-ED about 20 sessions over 20 weeks (up to 40 for anorexia)',
    frequency: 'Twice weekly for the first weeks, then weekly 50-minute sessions',
    expectedOutcomes: [
      'Abstinence from binge eating in around half of completers with bulimia or binge-eating disorder',
      'Fewer purging and other compensatory behaviours',
      'EDE-Q global score reduced towards community norms',
      'Weight restored towards a healthy BMI in adults with anorexia',
    ],
    contraindications: [
      {
        description:
          'Medical instability (very low BMI, rapid weight loss, electrolyte disturbance, fainting) needs medical assessment and possibly admission before outpatient therapy.',
        concepts: ['weight-loss'],
      },
      {
        description: 'Current suicide plan or intent: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Pregnancy: coordinate with obstetric care and monitor weight gain closely.',
        concepts: ['pregnancy'],
      },
    ],
    implementation: [
      'Assess eating pattern, weight history, compensatory behaviours and physical risk; record EDE-Q baseline.',
      'Build a personal formulation and start real-time self-monitoring of eating.',
      'Establish regular eating (three meals and planned snacks) and collaborative in-session weighing.',
      'Address shape and weight over-evaluation, body checking and avoidance, and dietary rules.',
      'Tackle mood-related eating and, where relevant, perfectionism or low self-esteem.',
      'Finish with a plan for setbacks and maintaining progress.',
    ],
    monitoring: [
      'Weekly in-session weight (collaborative)',
      'Binge and purge frequency from self-monitoring records, weekly',
      'EDE-Q monthly',
      'Electrolytes and physical observations when purging or underweight',
    ],
    source: 'NICE NG69 (2017, updated 2020)',
    formats: ['individual', 'group', 'online', 'medication-free', 'skills-based'],
  },
  {
    id: 'family-based-treatment',
    name: 'Family-based treatment for eating disorders',
    type: 'therapy',
    description:
      'A family therapy (Maudsley approach) in which parents take charge of restoring their young person’s nutrition and weight, with the therapist supporting rather than blaming the family. Control of eating is handed back gradually as eating and weight normalise, and the final phase turns to ordinary adolescent development.',
    indications: [
      { diagnosisId: 'anorexia-nervosa', evidenceLevel: 'high' },
      { diagnosisId: 'bulimia-nervosa', evidenceLevel: 'moderate' },
      { diagnosisId: 'arfid', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '6–12 months; about 18–20 sessions in the first year',
    frequency: 'Weekly at first, then fortnightly and monthly',
    expectedOutcomes: [
      'Full remission in around a third to a half of adolescents with anorexia by 12-month follow-up',
      'Weight restored to the expected range for age and height',
      'Fewer hospital admissions',
      'Normalised eating and reduced eating-disorder thinking (EDE)',
    ],
    contraindications: [
      {
        description:
          'Abuse or violence within the family makes a parent-led approach unsafe; protect the young person and choose another approach.',
        concepts: ['abuse-victim', 'domestic-violence'],
      },
      {
        description:
          'Severe medical instability needs admission or day-patient care first, with family work alongside.',
        concepts: ['weight-loss'],
      },
      {
        description:
          'Adults living independently are usually better served by individual CBT-ED or another adult therapy.',
      },
    ],
    implementation: [
      'Hold a family assessment, including physical risk; weigh the young person at each session.',
      'Phase 1: explain the seriousness of the illness and support parents to plan and supervise meals (including a family meal session).',
      'Phase 2: hand control of eating back to the young person step by step as weight recovers.',
      'Phase 3: address adolescent developmental issues and plan for the future.',
      'Coordinate with medical monitoring throughout.',
    ],
    monitoring: [
      'Weight and percentage of expected body weight at each session',
      'Physical risk (heart rate, blood pressure, electrolytes) per MEED guidance',
      'EDE or EDE-Q every 3 months',
    ],
    source: 'NICE NG69 (2017, updated 2020)',
    formats: ['family', 'medication-free'],
  },

  // ─────────────────────────────── Substance use and addictive behaviours ───────────────────────────────
  {
    id: 'motivational-interviewing',
    name: 'Motivational interviewing / motivational enhancement therapy',
    type: 'therapy',
    description:
      'A collaborative, non-confrontational way of talking that helps a person resolve mixed feelings about change and strengthen their own reasons and confidence to act. It is used as a brief intervention, as a structured programme (motivational enhancement therapy), or woven into CBT and contingency management for substance and gambling problems.',
    indications: [
      { diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'cannabis-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'tobacco-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'gambling-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'stimulant-use-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'opioid-use-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'sedative-use-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '1–4 sessions as a brief intervention or MET; used throughout longer treatment',
    frequency: 'Weekly 30–60-minute sessions, or opportunistic brief conversations',
    expectedOutcomes: [
      'Fewer drinking or using days and less heavy use (Timeline Follow-Back), with modest but consistent effects',
      'A clear change goal chosen by the client',
      'Greater engagement with further treatment',
      'Lower AUDIT or problem-gambling scores at follow-up',
    ],
    contraindications: [
      {
        description:
          'Significant physical dependence on alcohol or sedatives: talking alone is not enough; arrange medically managed withdrawal.',
        concepts: ['sedative-use'],
      },
      {
        description: 'Imminent suicide risk: manage safety first.',
        concepts: ['suicide-plan', 'suicide-intent'],
      },
      {
        description: 'Acute intoxication during a session: reschedule the conversation.',
      },
    ],
    implementation: [
      'Engage with open questions, affirmations, reflections and summaries.',
      'Explore the person’s own pros and cons of change and give personalised feedback (for example AUDIT score against norms).',
      'Evoke and reinforce change talk; roll with resistance rather than arguing.',
      'Build confidence using past successes and a readiness ruler.',
      'Agree a concrete change plan and next steps, including referral if needed.',
    ],
    monitoring: [
      'AUDIT (or DUDIT, PGSI for gambling) at start and 3 months',
      'Timeline Follow-Back weekly while in contact',
      'Readiness and confidence rulers each session',
    ],
    source: 'SAMHSA TIP 35 (2019); NICE CG115 (2011); NICE PH24 (2010)',
    formats: ['individual', 'group', 'online', 'medication-free', 'short-term'],
  },
  {
    id: 'contingency-management',
    name: 'Contingency management',
    type: 'therapy',
    description:
      'A behavioural treatment that gives immediate, tangible rewards (vouchers, prize draws or privileges) whenever objective tests confirm abstinence or agreed goals are met. Rewards grow with each consecutive success and reset after a positive test, making continued abstinence increasingly worthwhile.',
    indications: [
      { diagnosisId: 'stimulant-use-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'cannabis-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'opioid-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'tobacco-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–24 weeks',
    frequency: 'Testing 2–3 times a week, with rewards given at each visit',
    expectedOutcomes: [
      'Longer periods of continuous abstinence than counselling alone',
      'Higher share of negative drug tests during treatment',
      'Better attendance and retention',
    ],
    contraindications: [
      {
        description:
          'Stopping alcohol or sedatives abruptly can cause dangerous withdrawal; arrange medical management first.',
        concepts: ['sedative-use'],
      },
      {
        description:
          'Needs reliable, frequent testing and sustainable funding for incentives; rewards must not be exchangeable for cash or substances.',
      },
    ],
    implementation: [
      'Agree the target behaviour (for example stimulant-negative urine) and the testing schedule.',
      'Explain the escalating reward schedule and the reset rule clearly, in writing.',
      'Test and give rewards immediately at each visit, with praise.',
      'Combine with counselling or CBT and, for opioids, with opioid agonist treatment.',
      'Fade rewards gradually and plan relapse prevention.',
    ],
    monitoring: [
      'Urine or breath tests 2–3 times a week',
      'Longest continuous abstinence and share of negative samples',
      'Attendance and retention',
    ],
    source:
      'NICE CG51 (2007); network meta-analysis of treatments for cocaine and amphetamine use (De Crescenzo et al., 2018)',
    formats: ['individual', 'group', 'medication-free'],
  },

  // ─────────────────────────────── Psychosis ───────────────────────────────
  {
    id: 'cbt-psychosis',
    name: 'Cognitive behavioural therapy for psychosis (CBTp)',
    type: 'therapy',
    description:
      'CBT adapted for psychosis: client and therapist build a shared understanding of experiences such as voices or unusual beliefs, reduce distress and preoccupation, gently examine beliefs, and develop coping and relapse-prevention strategies. For most people it is offered alongside, not instead of, antipsychotic medication.',
    indications: [
      { diagnosisId: 'schizophrenia', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'delusional-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'brief-psychotic-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'At least 16 planned sessions, often over 6–9 months',
    frequency: 'Weekly or fortnightly 60-minute sessions',
    expectedOutcomes: [
      'Less distress and preoccupation with voices and beliefs (PSYRATS)',
      'Small-to-moderate reduction in positive symptoms',
      'Better coping and daily functioning',
      'A written relapse-prevention plan with early warning signs',
    ],
    contraindications: [
      {
        description:
          'Too acutely unwell or disorganised to engage: start when the person can follow a conversation, usually after initial medication.',
        concepts: ['disorganised-speech'],
      },
      {
        description: 'Imminent risk to self or others: crisis care and safety planning first.',
        concepts: ['suicide-intent', 'harm-to-others'],
      },
    ],
    implementation: [
      'Engage at the person’s pace and assess experiences, distress and goals.',
      'Build a shared, normalising formulation linking events, appraisals and distress.',
      'Develop coping strategies for voices and distressing beliefs.',
      'Examine beliefs collaboratively and test them through behavioural experiments.',
      'Address self-esteem, social anxiety or trauma where relevant.',
      'Write a relapse-prevention plan and share it (with consent) with carers and the care team.',
    ],
    monitoring: [
      'PSYRATS or a brief positive-symptom measure monthly',
      'Suicide and violence risk review each session',
      'Functioning (for example goal attainment) every 3 months',
    ],
    source: 'NICE CG178 (2014)',
    formats: ['individual', 'skills-based'],
  },
  {
    id: 'family-intervention-psychosis',
    name: 'Family intervention for psychosis',
    type: 'therapy',
    description:
      'Structured sessions with the person and their family or carers that share information about psychosis, improve communication and problem-solving, ease high expressed emotion (criticism, hostility, over-involvement) and agree a relapse plan. It reduces relapse and readmission.',
    indications: [
      { diagnosisId: 'schizophrenia', evidenceLevel: 'high' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'brief-psychotic-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'At least 10 planned sessions over 3 months to 1 year',
    frequency: 'Fortnightly to monthly sessions, including the person where possible',
    expectedOutcomes: [
      'Lower relapse and readmission rates than usual care',
      'Reduced carer stress and burden',
      'Better medication adherence and family communication',
    ],
    contraindications: [
      {
        description:
          'Violence or abuse in the family: assess safety and do not bring members together until it is safe.',
        concepts: ['domestic-violence', 'abuse-victim'],
      },
      {
        description:
          'The person declines family involvement: respect this, and offer carers separate support.',
      },
    ],
    implementation: [
      'Engage the person and family; agree who attends and the goals.',
      'Share information about psychosis, treatment and recovery.',
      'Teach communication and structured problem-solving skills.',
      'Work on stress and expressed emotion in the household.',
      'Agree an early-warning-signs and crisis plan.',
    ],
    monitoring: [
      'Relapse and admissions over 12 months',
      'Carer burden measure every 3 months',
      'Attendance',
    ],
    source: 'NICE CG178 (2014)',
    formats: ['family', 'group', 'skills-based'],
  },

  // ─────────────────────────────── Neurodevelopmental and neurocognitive ───────────────────────────────
  {
    id: 'cbt-adhd',
    name: 'Cognitive behavioural therapy for adult ADHD',
    type: 'therapy',
    description:
      'A skills-focused CBT for adults with ADHD that teaches organisation, planning and prioritising, strategies for distractibility and procrastination, and ways to challenge self-critical thinking built up over years of difficulties. It works best alongside medication, or for people who prefer not to take it.',
    indications: [{ diagnosisId: 'adhd', evidenceLevel: 'moderate' }],
    typicalDuration: '10–15 sessions',
    frequency: 'Weekly 50–60-minute individual or 2-hour group sessions',
    expectedOutcomes: [
      'Lower ADHD symptom ratings (for example ASRS), especially for inattention',
      'Better organisation, time management and follow-through on tasks',
      'Fewer missed deadlines and appointments',
      'Improved self-esteem and mood',
    ],
    contraindications: [
      {
        description: 'Heavy, unstable substance use limits gains; address it alongside.',
        concepts: ['stimulant-use', 'cannabis-use', 'alcohol-use'],
      },
      {
        description: 'Imminent suicide risk or active psychosis: stabilise first.',
        concepts: ['suicide-intent', 'active-psychosis'],
      },
    ],
    implementation: [
      'Assess ADHD impact on work, home and relationships; agree goals and record baseline ASRS.',
      'Explain ADHD and how skills compensate for executive difficulties.',
      'Set up a single calendar and task-list system and a daily planning routine.',
      'Teach strategies for distractibility (breaking tasks down, timers, environmental changes).',
      'Address procrastination and negative self-beliefs with cognitive techniques.',
      'Review gains and plan how to keep systems going.',
    ],
    monitoring: ['ASRS monthly', 'Goal attainment each session', 'PHQ-9 and GAD-7 monthly'],
    source: 'NICE NG87 (2018)',
    formats: ['individual', 'group', 'medication-free', 'short-term', 'skills-based'],
  },
  {
    id: 'cognitive-stimulation-therapy',
    name: 'Cognitive stimulation therapy',
    type: 'therapy',
    description:
      'A group programme of themed, enjoyable activities (current events, word and number games, categorising, reminiscence) that stimulate thinking, memory and social interaction for people with mild to moderate dementia. The standard course is 14 sessions twice weekly, and maintenance sessions can follow.',
    indications: [
      { diagnosisId: 'major-neurocognitive-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'mild-neurocognitive-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '14 sessions over 7 weeks, optionally followed by weekly maintenance sessions',
    frequency: 'Twice-weekly 45-minute group sessions',
    expectedOutcomes: [
      'Small-to-moderate benefit on cognitive tests (for example MMSE or ADAS-Cog) relative to usual activities',
      'Improved self-reported quality of life (QoL-AD)',
      'Better communication and social interaction',
    ],
    contraindications: [
      {
        description:
          'Severe dementia, uncorrected hearing or vision loss, or delirium limit participation; assess and treat delirium first.',
      },
      {
        description: 'Marked agitation or psychosis may make group work distressing.',
        concepts: ['active-psychosis', 'psychomotor-agitation'],
      },
    ],
    implementation: [
      'Confirm diagnosis and stage; check hearing, vision and mood.',
      'Form a small group (about 5–8 people) with trained facilitators.',
      'Run themed sessions with a consistent opening routine, orientation and opinion-focused activities.',
      'Involve carers in home activities where possible.',
      'Offer maintenance sessions after the core course.',
    ],
    monitoring: [
      'MMSE or MoCA at start and end of the course',
      'QoL-AD at start and end',
      'Mood and behaviour changes each session',
    ],
    source: 'NICE NG97 (2018); Cochrane review of cognitive stimulation (Woods et al.)',
    formats: ['group', 'medication-free', 'skills-based'],
  },

  // ─────────────────────────────── Relationships, counselling, information ───────────────────────────────
  {
    id: 'couples-therapy',
    name: 'Couples therapy',
    type: 'therapy',
    description:
      'Joint therapy with both partners — for example behavioural couples therapy, integrative behavioural couple therapy or emotionally focused therapy — targeting communication, conflict cycles, acceptance and emotional connection. Behavioural couples therapy also supports recovery when one partner has a drinking problem or depression linked to the relationship.',
    indications: [
      { diagnosisId: 'relationship-distress', evidenceLevel: 'moderate' },
      { diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '12–20 sessions',
    frequency: 'Weekly 60–90-minute joint sessions',
    expectedOutcomes: [
      'Improved relationship satisfaction (for example Couples Satisfaction Index) for a majority of couples',
      'Fewer and less escalating conflicts',
      'Fewer heavy-drinking days when behavioural couples therapy is used for alcohol problems',
      'Lower depressive symptoms where relationship distress is maintaining low mood',
    ],
    contraindications: [
      {
        description:
          'Ongoing partner violence or coercive control: joint sessions can increase danger; see partners separately, assess risk and prioritise safety planning.',
        concepts: ['domestic-violence', 'abuse-victim'],
      },
      {
        description: 'Imminent suicide risk or active psychosis in either partner: stabilise first.',
        concepts: ['suicide-intent', 'active-psychosis'],
      },
    ],
    implementation: [
      'Assess each partner, including a separate private screen for violence.',
      'Build a shared formulation of the couple’s conflict cycle and strengths.',
      'Teach communication and problem-solving skills; increase positive exchanges.',
      'Work on acceptance and emotional responsiveness around core sensitivities.',
      'For alcohol problems, add a recovery contract and support for abstinence or reduced drinking.',
      'Plan maintenance of gains.',
    ],
    monitoring: [
      'Couples Satisfaction Index monthly',
      'Safety screen repeated if conflict escalates',
      'AUDIT or drinking diary when alcohol is a target; PHQ-9 when depression is a target',
    ],
    source:
      'NICE CG115 (2011) for behavioural couples therapy in alcohol misuse; randomised-trial and meta-analytic evidence for relationship distress (no dedicated major guideline)',
    formats: ['couples', 'medication-free', 'skills-based'],
  },
  {
    id: 'supportive-counselling',
    name: 'Supportive counselling',
    type: 'therapy',
    description:
      'Person-centred counselling that offers a warm, empathic space to talk through difficulties, make sense of feelings and draw on the person’s own resources. It suits milder or situational distress and is an option for less severe depression when the person prefers it.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-anxiety', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
      { diagnosisId: 'uncomplicated-bereavement', evidenceLevel: 'emerging' },
      { diagnosisId: 'relationship-distress', evidenceLevel: 'emerging' },
      { diagnosisId: 'no-diagnosable-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '6–12 sessions',
    frequency: 'Weekly 50-minute sessions',
    expectedOutcomes: [
      'Reduced distress on CORE-10 or PHQ-9/GAD-7',
      'Improved coping and sense of being understood',
      'Clearer decisions about the stressor or next steps',
    ],
    contraindications: [
      {
        description:
          'Not sufficient on its own for moderate to severe disorders, psychosis or high risk; choose a targeted treatment.',
        concepts: ['suicide-plan', 'suicide-intent', 'active-psychosis'],
      },
    ],
    implementation: [
      'Agree the focus and number of sessions; record baseline CORE-10 or PHQ-9/GAD-7.',
      'Listen actively and reflect feelings, helping the person make sense of their situation.',
      'Support the person to identify their own strengths, options and supports.',
      'Review progress at the mid-point and step up care if symptoms persist or worsen.',
    ],
    monitoring: ['CORE-10 or PHQ-9/GAD-7 each session', 'Risk check each session'],
    source: 'NICE NG222 (2022) — counselling listed as an option for less severe depression',
    formats: ['individual', 'online', 'medication-free', 'short-term', 'insight-oriented'],
  },
  {
    id: 'psychoeducation',
    name: 'Psychoeducation',
    type: 'therapy',
    description:
      'Structured information about the condition, its likely course, treatment options, early warning signs and self-management, given individually, in groups or with family. In bipolar disorder, group psychoeducation programmes reduce relapse; elsewhere it underpins shared decision-making and normalises expected reactions.',
    indications: [
      { diagnosisId: 'bipolar-i', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-ii', evidenceLevel: 'moderate' },
      { diagnosisId: 'adhd', evidenceLevel: 'moderate' },
      { diagnosisId: 'cyclothymic-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'schizophrenia', evidenceLevel: 'emerging' },
      { diagnosisId: 'autism-spectrum-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'conversion-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'depersonalization-derealization-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'dissociative-identity-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'acute-stress-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'uncomplicated-bereavement', evidenceLevel: 'emerging' },
      { diagnosisId: 'mild-neurocognitive-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'no-diagnosable-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      '1–3 sessions, or a structured group programme (about 12–21 sessions for bipolar disorder)',
    frequency: 'Weekly sessions, or as part of routine appointments',
    expectedOutcomes: [
      'Fewer and later relapses in bipolar disorder with structured group programmes',
      'Client can name the condition, treatment options and their personal early warning signs',
      'Better adherence to agreed treatment',
      'Less fear and self-blame about symptoms',
    ],
    contraindications: [
      {
        description:
          'During acute mania, psychosis or crisis, keep information brief and return to structured education once stable.',
        concepts: ['elevated-mood', 'active-psychosis'],
      },
    ],
    implementation: [
      'Check what the person already knows and believes about their difficulties.',
      'Explain the condition, its causes and course in plain language, with written material.',
      'Discuss treatment options and what to expect from each.',
      'Identify personal triggers and early warning signs; write a self-management plan.',
      'Involve family or carers with consent.',
    ],
    monitoring: [
      'Mood chart or symptom diary (daily for bipolar disorder)',
      'Relapses and hospital admissions over 12 months',
      'Adherence to the agreed plan at each review',
    ],
    source: 'NICE CG185 (2014, updated 2023); NICE NG87 (2018); NICE CG142 (2012)',
    formats: ['individual', 'group', 'family', 'online', 'medication-free', 'short-term'],
  },

  // ─────────────────────────────── Medications ───────────────────────────────
  {
    id: 'ssri',
    name: 'Selective serotonin reuptake inhibitor (SSRI)',
    type: 'medication',
    description:
      'SSRIs such as sertraline, escitalopram and fluoxetine are the usual first medication for depression and for most anxiety, obsessive-compulsive and trauma-related disorders. Benefit builds over 2–6 weeks (longer, and often at higher doses, for OCD), and treatment continues for at least 6 months after remission to prevent relapse.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'high' },
      { diagnosisId: 'generalized-anxiety-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'panic-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'social-anxiety-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'ocd', evidenceLevel: 'high' },
      { diagnosisId: 'pmdd', evidenceLevel: 'high' },
      { diagnosisId: 'ptsd', evidenceLevel: 'moderate' },
      { diagnosisId: 'persistent-depressive-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'agoraphobia', evidenceLevel: 'moderate' },
      { diagnosisId: 'body-dysmorphic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'bulimia-nervosa', evidenceLevel: 'moderate' },
      { diagnosisId: 'illness-anxiety-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'separation-anxiety-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'binge-eating-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'somatic-symptom-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'intermittent-explosive-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      'At least 6 months after remission; about 2 years or longer for recurrent depression at high relapse risk; 12 months or more for OCD',
    frequency:
      'Once-daily oral dose; review after 2 weeks (1 week if under 25 or at raised suicide risk), then every 2–4 weeks for the first 3 months',
    expectedOutcomes: [
      'Response (symptom score halved) in roughly half of people given an adequate 6–8-week trial; remission in about a third with the first drug tried',
      'Reliable improvement on PHQ-9, GAD-7 or Y-BOCS, usually visible by 4–6 weeks',
      'About half the relapse risk when continued after remission compared with stopping',
      'Premenstrual symptoms reduced within the first cycles for PMDD, including with luteal-phase dosing',
    ],
    contraindications: [
      {
        description:
          'Bipolar disorder or past mania/hypomania: an SSRI alone can trigger a switch into mania or rapid cycling; use only with a mood stabiliser and specialist advice.',
        concepts: ['elevated-mood', 'decreased-need-for-sleep', 'grandiosity'],
      },
      {
        description:
          'Suicidal thoughts, especially under 25: watch for early agitation or worsening suicidality, review within 1 week and limit quantities if overdose is a risk.',
        concepts: ['suicidal-ideation', 'suicide-plan', 'access-to-means'],
      },
      {
        description:
          'Pregnancy or breastfeeding: weigh risks and benefits with the person; sertraline is often preferred.',
        concepts: ['pregnancy'],
      },
      {
        description:
          'Heart rhythm problems: citalopram and escitalopram can prolong the QT interval; choose another SSRI or check an ECG.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Other serotonergic drugs (MAOIs, tramadol, triptans, lithium, St John’s wort) raise the risk of serotonin syndrome; anticoagulants, NSAIDs or aspirin raise bleeding risk; older adults are prone to low sodium.',
      },
    ],
    implementation: [
      'Screen for past mania or hypomania, medical conditions, interacting drugs and pregnancy plans; agree goals and baseline scores.',
      'Explain the delayed onset, common early side effects and the need to keep taking it after feeling better.',
      'Start at a low dose; review at 1–2 weeks for side effects and suicidality.',
      'If little improvement after about 4 weeks at a therapeutic dose, increase the dose or switch; allow longer (8–12 weeks) in OCD.',
      'Continue for at least 6 months after remission, then taper over at least 4 weeks to avoid discontinuation symptoms.',
    ],
    monitoring: [
      'PHQ-9, GAD-7 or Y-BOCS every 2–4 weeks until remission',
      'Suicidal ideation and agitation at each early review (C-SSRS screener)',
      'Side effects (sexual, gastrointestinal, sleep) at each review',
      'Sodium in older adults or with other risk factors',
    ],
    source:
      'NICE NG222 (2022); NICE CG113 (2011, updated 2020); NICE CG159 (2013); NICE CG31 (2005); NICE NG116 (2018); RCOG Green-top Guideline No. 48 (2016); CANMAT 2023 depression',
    formats: ['medication'],
  },
  {
    id: 'snri',
    name: 'Serotonin–noradrenaline reuptake inhibitor (SNRI)',
    type: 'medication',
    description:
      'SNRIs such as venlafaxine and duloxetine act on both serotonin and noradrenaline. They are first- or second-line options for depression and generalised anxiety, are used after an SSRI has not helped, and duloxetine also helps some chronic pain conditions.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'high' },
      { diagnosisId: 'generalized-anxiety-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'panic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'social-anxiety-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'ptsd', evidenceLevel: 'moderate' },
      { diagnosisId: 'somatic-symptom-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'At least 6 months after remission; longer for recurrent illness',
    frequency: 'Once-daily (modified-release) oral dose; review at 1–2 weeks, then every 2–4 weeks',
    expectedOutcomes: [
      'Response in roughly half of people given an adequate 6–8-week trial, similar to SSRIs',
      'Reliable improvement on GAD-7 or PHQ-9 within 4–6 weeks',
      'Reduced pain interference where chronic pain accompanies depression (duloxetine)',
    ],
    contraindications: [
      {
        description:
          'Uncontrolled high blood pressure or serious heart disease: venlafaxine can raise blood pressure and affect rhythm; avoid or monitor closely.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Bipolar disorder or past mania/hypomania: risk of switching; use only with a mood stabiliser.',
        concepts: ['elevated-mood', 'decreased-need-for-sleep'],
      },
      {
        description:
          'Suicidal thoughts: venlafaxine is more toxic in overdose than SSRIs; limit quantities and review early.',
        concepts: ['suicidal-ideation', 'suicide-plan', 'access-to-means'],
      },
      { description: 'Pregnancy: discuss risks and benefits.', concepts: ['pregnancy'] },
      {
        description:
          'Liver disease or heavy drinking (duloxetine); marked discontinuation symptoms if stopped abruptly (especially venlafaxine).',
        concepts: ['alcohol-use'],
      },
    ],
    implementation: [
      'Check blood pressure, heart history, liver function if indicated, bipolar history and interacting drugs.',
      'Start at a low dose and titrate according to response and tolerability.',
      'Review at 1–2 weeks for side effects, blood pressure and suicidality.',
      'Continue at least 6 months after remission; taper slowly when stopping.',
    ],
    monitoring: [
      'Blood pressure at baseline and after each dose increase',
      'PHQ-9 or GAD-7 every 2–4 weeks',
      'Side effects and discontinuation symptoms at each review',
    ],
    source:
      'NICE NG222 (2022); NICE CG113 (2011, updated 2020); VA/DoD PTSD CPG (2023); CANMAT 2023 depression; Canadian anxiety guidelines (Katzman et al., 2014)',
    formats: ['medication'],
  },
  {
    id: 'bupropion',
    name: 'Bupropion',
    type: 'medication',
    description:
      'A noradrenaline–dopamine reuptake inhibitor used as an antidepressant and as a smoking-cessation aid. It causes little sexual dysfunction or weight gain, but it lowers the seizure threshold and can worsen anxiety or insomnia.',
    indications: [
      { diagnosisId: 'tobacco-use-disorder', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'adhd', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      'Smoking cessation: 7–12 weeks, starting 1–2 weeks before the quit date; depression: at least 6 months after remission',
    frequency: 'Once or twice daily (modified-release) oral dose',
    expectedOutcomes: [
      'Higher long-term quit rates than placebo when combined with behavioural support',
      'Antidepressant response broadly similar to SSRIs in comparative trials',
      'Less sexual dysfunction and weight gain than many alternatives',
    ],
    contraindications: [
      {
        description: 'History of seizures or conditions lowering the seizure threshold: contraindicated.',
        concepts: ['seizure-history'],
      },
      {
        description: 'Current or past bulimia or anorexia nervosa: higher seizure risk; contraindicated.',
      },
      {
        description:
          'Stopping alcohol or sedatives abruptly raises seizure risk further; avoid until withdrawal is complete.',
        concepts: ['alcohol-use', 'sedative-use'],
      },
      {
        description: 'Bipolar disorder: risk of switching into mania; use only with a mood stabiliser.',
        concepts: ['elevated-mood'],
      },
      {
        description: 'Uncontrolled high blood pressure; concurrent MAOIs.',
        concepts: ['cardiac-condition'],
      },
    ],
    implementation: [
      'Screen for seizure risk, eating disorders, alcohol or sedative withdrawal, bipolar history and blood pressure.',
      'For smoking, set a quit date 1–2 weeks after starting and arrange behavioural support.',
      'Start at the lower dose and increase after about a week if tolerated.',
      'Review at 2 weeks for insomnia, agitation, blood pressure and mood.',
    ],
    monitoring: [
      'Blood pressure at baseline and periodically',
      'PHQ-9 every 2–4 weeks when used for depression',
      'Carbon-monoxide-verified abstinence and cigarettes per day when used for smoking',
    ],
    source: 'CANMAT 2023 depression; NICE NG209 (2021)',
    formats: ['medication'],
  },
  {
    id: 'mirtazapine',
    name: 'Mirtazapine',
    type: 'medication',
    description:
      'A sedating antidepressant taken at night that acts on noradrenaline and serotonin receptors and increases appetite, which can help when insomnia and poor appetite are prominent. It has few sexual side effects and is used as an alternative, or sometimes an add-on, to an SSRI or SNRI.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
    ],
    typicalDuration: 'At least 6 months after remission',
    frequency: 'Once daily at night',
    expectedOutcomes: [
      'Antidepressant response broadly similar to SSRIs, with earlier improvement in sleep and appetite',
      'Improved sleep continuity within the first 1–2 weeks',
      'Few sexual side effects',
    ],
    contraindications: [
      {
        description: 'Weight gain and metabolic concerns: discuss before starting and monitor weight.',
        concepts: ['weight-gain', 'appetite-increase'],
      },
      {
        description: 'Sedation adds to alcohol and sedative effects; older adults are at risk of falls.',
        concepts: ['alcohol-use', 'sedative-use'],
      },
      {
        description: 'Bipolar disorder: risk of switching into mania; use only with a mood stabiliser.',
        concepts: ['elevated-mood'],
      },
      {
        description: 'Rare low white-cell count: advise reporting fever or sore throat promptly.',
      },
    ],
    implementation: [
      'Check bipolar history, weight, and alcohol or sedative use.',
      'Start at a low to moderate dose at bedtime.',
      'Review at 1–2 weeks for sedation, appetite and mood; titrate as needed.',
      'Continue at least 6 months after remission; taper when stopping.',
    ],
    monitoring: [
      'PHQ-9 every 2–4 weeks',
      'Weight or BMI at baseline and every 1–3 months',
      'Daytime sedation at each review',
    ],
    source: 'CANMAT 2023 depression; NICE NG222 (2022)',
    formats: ['medication'],
  },
  {
    id: 'lithium',
    name: 'Lithium',
    type: 'medication',
    description:
      'The best-established long-term mood stabiliser: it prevents manic and depressive relapses in bipolar disorder and lowers suicide risk. It needs regular blood-level checks because the gap between an effective and a toxic level is narrow; it is also used to augment antidepressants in hard-to-treat depression.',
    indications: [
      { diagnosisId: 'bipolar-i', evidenceLevel: 'high' },
      { diagnosisId: 'bipolar-ii', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'cyclothymic-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'Long-term, usually years; if stopping, reduce gradually over at least 4 weeks',
    frequency: 'Once daily, usually at night; blood level taken 12 hours after the dose',
    expectedOutcomes: [
      'Fewer manic and depressive relapses in bipolar disorder, especially manic',
      'Lower risk of suicide and suicidal behaviour',
      'Stable serum level, usually in the 0.6–0.8 mmol/L range for maintenance',
      'Improved response when added to an antidepressant in treatment-resistant depression',
    ],
    contraindications: [
      {
        description:
          'Kidney disease, dehydration, low-salt diets, or drugs that raise lithium levels (NSAIDs, ACE inhibitors, diuretics): high toxicity risk.',
      },
      {
        description:
          'Pregnancy or planning pregnancy: raised risk of heart malformations and level swings; specialist advice needed.',
        concepts: ['pregnancy'],
      },
      {
        description: 'Heart rhythm disorders: check an ECG first.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Overdose is dangerous: where there is a suicide plan or easy access to stockpiled tablets, limit supplies and involve family.',
        concepts: ['suicide-plan', 'access-to-means'],
      },
    ],
    implementation: [
      'Check kidney function (eGFR), thyroid function, calcium, weight, and ECG if cardiac risk; discuss pregnancy plans.',
      'Start low and adjust to a target level, checking levels weekly until stable.',
      'Teach signs of toxicity (coarse tremor, vomiting, diarrhoea, unsteadiness, confusion) and the need for fluids during illness or heat.',
      'Provide written information and a lithium record book.',
      'Reduce gradually over at least 4 weeks if stopping, because abrupt stopping triggers relapse.',
    ],
    monitoring: [
      'Lithium level weekly after starting and each dose change until stable, then every 3 months for the first year and every 6 months after (3-monthly if at higher risk)',
      'eGFR and thyroid function every 6 months; calcium periodically',
      'Weight or BMI every 6 months',
      'Mood chart and relapse signs at each review',
    ],
    source:
      'NICE CG185 (2014, updated 2023); CANMAT/ISBD 2018 bipolar guidelines; NICE NG222 (2022) for augmentation',
    formats: ['medication'],
  },
  {
    id: 'anticonvulsant-mood-stabiliser',
    name: 'Anticonvulsant mood stabiliser (valproate, lamotrigine, carbamazepine)',
    type: 'medication',
    description:
      'Anticonvulsants used in bipolar disorder: valproate mainly for mania and maintenance, lamotrigine for preventing depressive episodes, and carbamazepine as a second-line option. Each has its own safety requirements — notably valproate’s serious harm in pregnancy and lamotrigine’s slow dose build-up to avoid serious rash.',
    indications: [
      { diagnosisId: 'bipolar-i', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-ii', evidenceLevel: 'moderate' },
      { diagnosisId: 'cyclothymic-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'Long-term maintenance, usually years',
    frequency: 'Once or twice daily; lamotrigine titrated over about 6 weeks',
    expectedOutcomes: [
      'Resolution of mania (valproate) and fewer relapses over time',
      'Fewer and milder depressive episodes (lamotrigine)',
      'Stable mood on a daily mood chart',
    ],
    contraindications: [
      {
        description:
          'Valproate must not be used in women or girls who could become pregnant unless a pregnancy prevention programme is in place, because of high risks of birth defects and developmental problems.',
        concepts: ['pregnancy'],
      },
      {
        description:
          'Lamotrigine: serious rash (including Stevens–Johnson syndrome) if the dose is raised too quickly or combined with valproate without adjustment; stop and seek help if a rash appears.',
      },
      {
        description:
          'Carbamazepine interacts with many drugs, including hormonal contraception; screen for HLA-B*1502 in people of Han Chinese or Thai ancestry before starting.',
      },
      { description: 'Liver disease (valproate) or blood disorders.' },
    ],
    implementation: [
      'Confirm diagnosis and discuss pregnancy potential and contraception before choosing an agent.',
      'Take baseline liver function, full blood count and weight.',
      'Titrate according to the agent (slowly for lamotrigine).',
      'Review side effects, rash, weight and mood regularly.',
    ],
    monitoring: [
      'Liver function and full blood count at baseline and 6 months (valproate, carbamazepine)',
      'Weight or BMI every 3–6 months',
      'Rash checks during lamotrigine titration',
      'Mood chart at each review',
    ],
    source:
      'NICE CG185 (2014, updated 2023); CANMAT/ISBD 2018 bipolar guidelines; MHRA valproate safety measures (Pregnancy Prevention Programme, 2018, updated 2024)',
    formats: ['medication'],
  },
  {
    id: 'second-generation-antipsychotic',
    name: 'Second-generation antipsychotic',
    type: 'medication',
    description:
      'Atypical antipsychotics such as aripiprazole, olanzapine, quetiapine, risperidone and lurasidone reduce psychotic symptoms and treat mania; some also treat bipolar depression or boost antidepressants in hard-to-treat depression. The choice is guided largely by side-effect profile, especially weight, metabolic and movement effects.',
    indications: [
      { diagnosisId: 'schizophrenia', evidenceLevel: 'high' },
      { diagnosisId: 'bipolar-i', evidenceLevel: 'high' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'brief-psychotic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-ii', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'delusional-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      'Long-term for schizophrenia (discuss relapse risk before stopping within 1–2 years); weeks to months for acute mania or brief psychosis',
    frequency: 'Once or twice daily oral dose, or long-acting injection every 2–12 weeks',
    expectedOutcomes: [
      'Reduction in positive psychotic symptoms over 2–6 weeks (PANSS or BPRS)',
      'Resolution of mania (YMRS)',
      'Much lower relapse rate with maintenance than after stopping (roughly a quarter versus two-thirds over a year in pooled trials)',
    ],
    contraindications: [
      {
        description:
          'Older people with dementia: higher risk of stroke and death; use only for severe distress or risk, at the lowest dose and for the shortest time.',
        concepts: ['memory-problems'],
      },
      {
        description: 'Heart disease or QT prolongation: check an ECG and choose a lower-risk agent.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Obesity, diabetes or high lipids: olanzapine and quetiapine carry the highest metabolic risk; choose and monitor accordingly.',
        concepts: ['weight-gain'],
      },
      { description: 'Pregnancy: discuss risks and benefits.', concepts: ['pregnancy'] },
      {
        description:
          'Parkinson’s disease or Lewy body dementia: severe sensitivity reactions; specialist advice needed.',
      },
    ],
    implementation: [
      'Take baseline weight, waist, blood pressure, pulse, glucose/HbA1c, lipids, prolactin and ECG if indicated.',
      'Choose an agent together, weighing metabolic, movement, sedation and prolactin effects.',
      'Start low and titrate; review at 1–2 weeks, then every 2–4 weeks.',
      'Allow 4–6 weeks at an adequate dose before judging response; consider a long-acting injection if adherence is difficult.',
      'Combine with psychosocial treatment and physical-health support.',
    ],
    monitoring: [
      'Weight weekly for the first 6 weeks, at 12 weeks, at 1 year, then yearly',
      'Blood pressure, pulse, fasting glucose/HbA1c and lipids at 12 weeks, 1 year, then yearly (metabolic monitoring)',
      'Movement side effects (akathisia, parkinsonism, tardive dyskinesia) at each review',
      'Prolactin if symptoms suggest it',
    ],
    source: 'NICE CG178 (2014); NICE CG185 (2014, updated 2023); NICE NG222 (2022) for augmentation',
    formats: ['medication'],
  },
  {
    id: 'clozapine',
    name: 'Clozapine',
    type: 'medication',
    description:
      'The antipsychotic of choice for schizophrenia that has not responded to at least two other antipsychotics given at adequate dose and duration (treatment-resistant schizophrenia). It also reduces suicidal behaviour, but needs mandatory blood monitoring for neutropenia and vigilance for myocarditis, constipation and seizures.',
    indications: [
      { diagnosisId: 'schizophrenia', evidenceLevel: 'high' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
    ],
    typicalDuration: 'A trial of at least 8–12 weeks at a therapeutic level; long-term if effective',
    frequency: 'Once or twice daily, titrated gradually over 2–3 weeks',
    expectedOutcomes: [
      'Meaningful improvement in about a third to a half of people whose illness did not respond to other antipsychotics',
      'Reduced suicidal behaviour in schizophrenia compared with olanzapine (InterSePT trial)',
      'Fewer hospital admissions',
    ],
    contraindications: [
      {
        description: 'History of clozapine-induced neutropenia or a bone-marrow disorder: contraindicated.',
      },
      {
        description: 'Uncontrolled epilepsy: clozapine lowers the seizure threshold in a dose-related way.',
        concepts: ['seizure-history'],
      },
      {
        description:
          'Severe heart disease or past myocarditis/cardiomyopathy: contraindicated; monitor for myocarditis in the first weeks.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Starting or stopping smoking changes clozapine levels substantially; recheck the level and dose.',
        concepts: ['tobacco-use'],
      },
      { description: 'Severe constipation or history of bowel obstruction.' },
    ],
    implementation: [
      'Confirm treatment resistance (two adequate trials, including one second-generation antipsychotic) and adherence.',
      'Register with the monitoring service and take baseline full blood count, ECG, weight, metabolic bloods and bowel history.',
      'Titrate slowly, watching for low blood pressure, fast heart rate, fever and sedation.',
      'Check a plasma level once at a stable dose; treat constipation proactively.',
      'Review response at 8–12 weeks at a therapeutic level.',
    ],
    monitoring: [
      'Full blood count with neutrophils per national schedule (typically weekly at first, then fortnightly and monthly)',
      'Myocarditis screening in the first 4 weeks (symptoms, pulse, temperature, troponin and CRP)',
      'Clozapine plasma level after dose or smoking changes',
      'Metabolic monitoring (weight, glucose/HbA1c, lipids) and bowel habit at each review',
    ],
    source: 'NICE CG178 (2014)',
    formats: ['medication'],
  },
  {
    id: 'stimulant-medication',
    name: 'Stimulant medication (methylphenidate, lisdexamfetamine)',
    type: 'medication',
    description:
      'Methylphenidate and amphetamine-based medicines such as lisdexamfetamine strengthen dopamine and noradrenaline signalling and are the most effective treatment for the core symptoms of ADHD in adults. Lisdexamfetamine is also licensed in some countries for moderate to severe binge-eating disorder.',
    indications: [
      { diagnosisId: 'adhd', evidenceLevel: 'high' },
      { diagnosisId: 'binge-eating-disorder', evidenceLevel: 'moderate' },
    ],
    typicalDuration: 'Long-term while beneficial, with a yearly review of ongoing need',
    frequency: 'Once or twice daily; dose titrated about weekly',
    expectedOutcomes: [
      'Clear reduction in inattention and hyperactivity-impulsivity for a majority of adults (ASRS or clinician rating)',
      'Better functioning at work, study and in driving',
      'Fewer binge-eating days (lisdexamfetamine for binge-eating disorder)',
    ],
    contraindications: [
      {
        description:
          'Current or past stimulant misuse or risk of diversion: prefer a non-stimulant or a long-acting prodrug with supervision.',
        concepts: ['stimulant-use'],
      },
      {
        description:
          'Structural heart disease, arrhythmia or uncontrolled high blood pressure: cardiology advice first.',
        concepts: ['cardiac-condition'],
      },
      {
        description: 'Active psychosis or untreated mania: contraindicated until stabilised.',
        concepts: ['active-psychosis', 'elevated-mood'],
      },
      {
        description: 'Anorexia nervosa or low weight: appetite suppression can worsen it.',
        concepts: ['weight-loss', 'appetite-decrease'],
      },
      { description: 'Pregnancy: discuss risks and benefits.', concepts: ['pregnancy'] },
    ],
    implementation: [
      'Confirm diagnosis by a specialist; take baseline blood pressure, pulse, weight, and cardiac history (ECG if indicated).',
      'Start at a low dose and titrate weekly to the best balance of benefit and side effects.',
      'Review sleep, appetite, mood and anxiety at each titration step.',
      'Agree a long-term plan and yearly review; discuss driving and safe storage.',
    ],
    monitoring: [
      'Blood pressure and pulse before and after each dose change, then every 6 months',
      'Weight every 6 months',
      'ASRS or symptom rating at each titration step',
      'Sleep and mood at each review',
    ],
    source: 'NICE NG87 (2018); US FDA approval of lisdexamfetamine for binge-eating disorder (2015)',
    formats: ['medication'],
  },
  {
    id: 'non-stimulant-adhd-medication',
    name: 'Non-stimulant ADHD medication (atomoxetine, guanfacine)',
    type: 'medication',
    description:
      'Non-stimulant options such as atomoxetine and extended-release guanfacine are used when stimulants are unsuitable, not tolerated or ineffective, or when misuse is a concern. Their effect builds more slowly, over several weeks, and is generally somewhat smaller than that of stimulants.',
    indications: [{ diagnosisId: 'adhd', evidenceLevel: 'moderate' }],
    typicalDuration: 'Long-term while beneficial; allow 6–12 weeks to judge response',
    frequency: 'Once or twice daily',
    expectedOutcomes: [
      'Reduced ADHD symptoms (ASRS) after several weeks, generally less than with stimulants',
      'No misuse potential, which suits people with substance-use histories',
      'Smoother day-long effect without wearing-off',
    ],
    contraindications: [
      {
        description: 'Atomoxetine carries a warning about suicidal thoughts; monitor closely when present.',
        concepts: ['suicidal-ideation'],
      },
      {
        description:
          'Heart disease or blood-pressure problems: atomoxetine can raise heart rate and blood pressure; guanfacine can lower them and must not be stopped abruptly.',
        concepts: ['cardiac-condition'],
      },
      { description: 'Liver disease (atomoxetine): rare liver injury; stop if jaundice appears.' },
    ],
    implementation: [
      'Take baseline blood pressure, pulse, weight and relevant history.',
      'Start at a low dose and titrate as directed.',
      'Review at 2–4 weeks and judge response over 6–12 weeks.',
      'Taper guanfacine gradually when stopping.',
    ],
    monitoring: [
      'Blood pressure and pulse at each dose change, then every 6 months',
      'ASRS every 4 weeks during titration',
      'Mood and suicidal thoughts at each review',
    ],
    source: 'NICE NG87 (2018)',
    formats: ['medication'],
  },
  {
    id: 'alcohol-relapse-prevention-medication',
    name: 'Alcohol relapse-prevention medication (acamprosate, naltrexone, disulfiram)',
    type: 'medication',
    description:
      'Acamprosate and oral naltrexone reduce relapse and heavy drinking after withdrawal; disulfiram is an aversive option for people committed to abstinence who have someone to supervise it. All work best combined with psychosocial support.',
    indications: [{ diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'high' }],
    typicalDuration: 'Usually up to 6 months for acamprosate or naltrexone, longer if benefiting',
    frequency: 'Daily oral dosing',
    expectedOutcomes: [
      'Fewer heavy-drinking days and longer time to relapse than placebo',
      'Lower AUDIT score and falling liver enzymes (GGT)',
      'Reduced craving (naltrexone)',
    ],
    contraindications: [
      {
        description:
          'Naltrexone blocks opioids: not for people using opioids, on opioid agonist treatment, or needing opioid pain relief.',
        concepts: ['opioid-use'],
      },
      {
        description:
          'Severe liver disease (naltrexone, disulfiram) or severe kidney impairment (acamprosate).',
      },
      {
        description:
          'Disulfiram: contraindicated with heart disease, psychosis, high suicide risk or pregnancy; drinking on it causes a dangerous reaction.',
        concepts: ['cardiac-condition', 'active-psychosis', 'suicide-plan', 'pregnancy'],
      },
    ],
    implementation: [
      'Complete assisted withdrawal if dependent; assess liver and kidney function.',
      'Choose the agent with the person according to goals (abstinence or reduced drinking) and health.',
      'Start as soon as possible after withdrawal (acamprosate, naltrexone).',
      'Combine with psychological support and review monthly.',
    ],
    monitoring: [
      'AUDIT or drinking diary monthly',
      'Liver function at baseline and periodically (naltrexone, disulfiram); kidney function for acamprosate',
      'Adherence and side effects at each review',
    ],
    source:
      'NICE CG115 (2011); APA Practice Guideline for the Pharmacological Treatment of Patients With Alcohol Use Disorder (2018)',
    formats: ['medication'],
  },
  {
    id: 'opioid-agonist-treatment',
    name: 'Opioid agonist treatment (methadone, buprenorphine)',
    type: 'medication',
    description:
      'Long-term treatment with methadone or buprenorphine (including long-acting injectable buprenorphine) replaces short-acting illicit opioids with a stable, supervised dose, ending withdrawal and craving and blunting the effect of other opioids. It is the most effective treatment for opioid use disorder and substantially lowers the risk of death.',
    indications: [{ diagnosisId: 'opioid-use-disorder', evidenceLevel: 'high' }],
    typicalDuration:
      'Long-term — at least a year and often indefinitely; early tapering raises overdose risk',
    frequency: 'Daily oral dosing (supervised at first), or weekly/monthly depot buprenorphine',
    expectedOutcomes: [
      'Substantially lower all-cause and overdose mortality while in treatment',
      'Less illicit opioid use (more negative urine tests)',
      'Better retention in treatment',
      'Lower HIV and hepatitis C transmission risk and less offending',
    ],
    contraindications: [
      {
        description:
          'Benzodiazepines, alcohol or other sedatives together with opioids increase the risk of fatal breathing suppression; assess and plan, but do not withhold treatment solely for this.',
        concepts: ['sedative-use', 'alcohol-use'],
      },
      {
        description: 'Methadone prolongs the QT interval: check an ECG with heart disease or higher doses.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Buprenorphine started too soon after other opioids can cause precipitated withdrawal; time induction carefully. Pregnancy is not a bar — treatment is recommended, with dose adjustment.',
      },
    ],
    implementation: [
      'Assess opioid use, other substances, physical health and overdose history; test urine.',
      'Choose methadone or buprenorphine with the person; start with careful induction and dose titration.',
      'Use supervised consumption at first, relaxing as stability grows.',
      'Provide naloxone and overdose-prevention education.',
      'Add psychosocial support, harm reduction and blood-borne virus testing.',
    ],
    monitoring: [
      'Urine drug tests regularly (for example monthly once stable)',
      'Withdrawal scale (COWS) during induction',
      'ECG for methadone at higher doses or with cardiac risk',
      'Retention, overdose events and naloxone supply at each review',
    ],
    source:
      'SAMHSA TIP 63 (Medications for Opioid Use Disorder); NICE TA114 (2007); WHO guidelines for psychosocially assisted pharmacological treatment of opioid dependence (2009)',
    formats: ['medication'],
  },
  {
    id: 'smoking-cessation-pharmacotherapy',
    name: 'Smoking-cessation pharmacotherapy (varenicline, combination NRT)',
    type: 'medication',
    description:
      'Varenicline, combination nicotine replacement (a patch plus a fast-acting form) or bupropion, started around a planned quit date and combined with behavioural support. Varenicline and combination NRT are the most effective single options.',
    indications: [{ diagnosisId: 'tobacco-use-disorder', evidenceLevel: 'high' }],
    typicalDuration: '12 weeks, extendable by another 12 weeks for people who have quit',
    frequency: 'Daily dosing; weekly behavioural support for the first month',
    expectedOutcomes: [
      'Roughly one-and-a-half to two-and-a-half times the chance of long-term quitting compared with placebo, depending on the agent',
      'Carbon-monoxide-verified abstinence at 4 weeks after the quit date',
      'Fewer withdrawal symptoms and cravings',
    ],
    contraindications: [
      {
        description:
          'Pregnancy: nicotine replacement with behavioural support is preferred; varenicline and bupropion are generally avoided.',
        concepts: ['pregnancy'],
      },
      {
        description: 'Bupropion is contraindicated with seizure history or eating disorders.',
        concepts: ['seizure-history'],
      },
      {
        description:
          'Recent heart attack or unstable heart disease: NRT is still safer than smoking but use under medical advice.',
        concepts: ['cardiac-condition'],
      },
      {
        description:
          'Stopping smoking raises levels of clozapine and olanzapine; review doses with the prescriber.',
      },
    ],
    implementation: [
      'Assess smoking history, past quit attempts and health; measure carbon monoxide.',
      'Set a quit date and choose medication with the person.',
      'Start varenicline 1–2 weeks before the quit date, or NRT on the quit date.',
      'Provide weekly behavioural support for at least 4 weeks after quitting.',
      'Review mood, side effects and interacting medicines.',
    ],
    monitoring: [
      'Carbon monoxide reading weekly for the first 4 weeks',
      'Cigarettes per day and cravings at each contact',
      'Mood and sleep at each review',
    ],
    source: 'NICE NG209 (2021); USPSTF recommendation on tobacco smoking cessation in adults (2021)',
    formats: ['medication', 'short-term'],
  },
  {
    id: 'cholinesterase-inhibitor',
    name: 'Acetylcholinesterase inhibitor (donepezil, rivastigmine, galantamine)',
    type: 'medication',
    description:
      'Medicines that boost acetylcholine signalling and give a modest, temporary benefit on cognition and daily function in mild to moderate Alzheimer’s disease, and in dementia with Lewy bodies or Parkinson’s disease. They are not effective in mild cognitive impairment or frontotemporal dementia.',
    indications: [{ diagnosisId: 'major-neurocognitive-disorder', evidenceLevel: 'moderate' }],
    typicalDuration: 'Long-term while benefit outweighs side effects; reviewed regularly',
    frequency: 'Once or twice daily (oral), or daily patch for rivastigmine',
    expectedOutcomes: [
      'Modest improvement or slower decline on cognitive scales (MMSE, ADAS-Cog) compared with placebo',
      'Small benefit in daily activities and global function',
      'Possible reduction in hallucinations and fluctuation in Lewy body dementia',
    ],
    contraindications: [
      {
        description:
          'Slow heart rate, heart block or unexplained fainting: can slow the heart further; check pulse and ECG.',
        concepts: ['cardiac-condition'],
      },
      { description: 'Active stomach ulcer, severe asthma or COPD: use with caution.' },
      {
        description: 'Not recommended for mild cognitive impairment (mild neurocognitive disorder).',
      },
    ],
    implementation: [
      'Confirm the dementia subtype after excluding reversible causes.',
      'Check pulse and consider an ECG if cardiac history.',
      'Start at a low dose and increase after 4 weeks if tolerated.',
      'Review benefit with the person and carer at about 3 months, then every 6 months.',
    ],
    monitoring: [
      'MMSE or MoCA every 6 months',
      'Pulse at each review',
      'Weight and gastrointestinal side effects',
    ],
    source: 'NICE TA217 (2011, updated 2018); NICE NG97 (2018)',
    formats: ['medication'],
  },

  // ─────────────────────────────── Combination ───────────────────────────────
  {
    id: 'ssri-plus-cbt',
    name: 'SSRI plus cognitive behavioural therapy',
    type: 'combination',
    description:
      'An SSRI given together with a structured psychological therapy (CBT, or ERP for OCD). It is recommended for more severe depression, for chronic depression, and for OCD or body dysmorphic disorder with severe impairment, and for people who have only partly responded to either treatment alone.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'high' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'high' },
      { diagnosisId: 'ocd', evidenceLevel: 'high' },
      { diagnosisId: 'persistent-depressive-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'body-dysmorphic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'panic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'ptsd', evidenceLevel: 'emerging' },
      { diagnosisId: 'social-anxiety-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'bulimia-nervosa', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      'Therapy course of 16–20 sessions; medication continued at least 6 months after remission',
    frequency:
      'Weekly therapy sessions plus daily medication, with prescriber reviews every 2–4 weeks at first',
    expectedOutcomes: [
      'Higher response and remission rates than either treatment alone for more severe or chronic depression',
      'Greater Y-BOCS reduction than medication alone for OCD with severe impairment',
      'Lower relapse after medication is stopped, because therapy skills persist',
    ],
    contraindications: [
      {
        description:
          'Bipolar disorder or past mania/hypomania: the SSRI needs a mood stabiliser; seek specialist advice.',
        concepts: ['elevated-mood', 'decreased-need-for-sleep'],
      },
      {
        description:
          'Current suicide plan or intent: manage safety first; review early and limit medication supplies.',
        concepts: ['suicide-plan', 'suicide-intent', 'access-to-means'],
      },
      { description: 'Pregnancy: weigh medication risks and benefits.', concepts: ['pregnancy'] },
      { description: 'Active psychosis: needs specialist treatment first.', concepts: ['active-psychosis'] },
    ],
    implementation: [
      'Agree the combined plan and who coordinates care; share a single formulation.',
      'Start the SSRI per the medication pathway and begin therapy at the same time or once side effects settle.',
      'Coordinate prescriber and therapist reviews and use the same outcome measures.',
      'Continue medication at least 6 months after remission and plan any taper with therapy relapse-prevention work.',
    ],
    monitoring: [
      'PHQ-9 (or Y-BOCS for OCD) every session',
      'Suicidal ideation at each early medication review',
      'Side effects every 2–4 weeks',
    ],
    source: 'NICE NG222 (2022); NICE CG31 (2005); CANMAT 2023 depression',
    formats: ['individual', 'medication', 'skills-based'],
  },

  // ─────────────────────────────── Follow-up actions ───────────────────────────────
  {
    id: 'safety-planning',
    name: 'Collaborative safety planning',
    type: 'followup',
    description:
      'A brief, collaborative intervention in which clinician and client write a personalised, step-by-step plan: warning signs, things the client can do alone to cope, people and places that distract, people to ask for help, professional and crisis contacts, and steps to make the surroundings safer (means safety). It is revisited whenever risk changes.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-i', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-ii', evidenceLevel: 'moderate' },
      { diagnosisId: 'borderline-personality-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'ptsd', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizophrenia', evidenceLevel: 'emerging' },
      { diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'opioid-use-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'prolonged-grief-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'dissociative-identity-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'One 20–45-minute session to build, then brief reviews while risk persists',
    frequency:
      'At first disclosure of suicidal thoughts or self-harm, then reviewed every session and after any crisis',
    expectedOutcomes: [
      'Fewer suicidal behaviours in the months after an emergency visit (about 45% fewer in the Stanley et al., 2018 study)',
      'Better attendance at follow-up care',
      'Client can name personal warning signs, at least two coping steps and who to contact',
      'Reduced access to lethal means at home',
    ],
    contraindications: [
      {
        description:
          'Not a substitute for urgent care: with current intent or a recent attempt, arrange crisis assessment first and build the plan as part of it.',
        concepts: ['suicide-intent'],
      },
      {
        description:
          'A “no-suicide contract” is not a safety plan and should not be used; means-safety steps must account for who else lives in the home, including an abusive partner.',
        concepts: ['domestic-violence'],
      },
    ],
    implementation: [
      'Ask directly about suicidal thoughts, plans, intent, past attempts and access to means.',
      'Write the plan in the client’s own words: warning signs, internal coping, social distraction, people to ask for help, professional and crisis contacts.',
      'Agree concrete means-safety steps (for example medicines locked away or held by someone else, firearms stored off-site).',
      'Check how likely the client is to use the plan and solve barriers; give a copy and keep one on file.',
      'Involve family or friends with consent and schedule follow-up contact.',
    ],
    monitoring: [
      'C-SSRS screener at each session while risk persists',
      'Plan reviewed and updated after any crisis or change in circumstances',
      'Means-safety steps confirmed at next contact',
    ],
    source:
      'NICE NG225 (2022); VA/DoD CPG for the Assessment and Management of Patients at Risk for Suicide (2019); Stanley–Brown Safety Planning Intervention',
    formats: ['individual', 'family', 'short-term', 'skills-based'],
  },
  {
    id: 'crisis-referral',
    name: 'Crisis referral',
    type: 'followup',
    description:
      'Same-day escalation to crisis or emergency services — a crisis resolution/home treatment team, the emergency department, or a national crisis line (such as 988 in the US) — when risk to self or others is imminent. It is also used when psychosis, mania, severe withdrawal or medical instability cannot be managed safely in outpatient care, and always includes a warm handover and planned follow-up.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-i', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizophrenia', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'brief-psychotic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'borderline-personality-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'anorexia-nervosa', evidenceLevel: 'moderate' },
      { diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'sedative-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'opioid-use-disorder', evidenceLevel: 'moderate' },
    ],
    typicalDuration: 'Immediate; until risk is reassessed as manageable',
    frequency: 'At the point of imminent risk, with follow-up contact within 72 hours of any discharge',
    expectedOutcomes: [
      'Immediate safety secured and same-day specialist assessment',
      'A documented warm handover to the crisis or emergency team',
      'Follow-up contact within 72 hours of discharge from crisis care',
    ],
    contraindications: [
      {
        description:
          'When risk is not imminent, prefer less restrictive options (safety planning, urgent appointment) and involve the client in decisions to protect trust.',
      },
    ],
    implementation: [
      'Stay with the client (or keep them on the line) and remove immediate means where safe to do so.',
      'Contact the crisis team, emergency department or emergency services; give a clear verbal and written handover.',
      'Share information with family or carers with consent, or without it where there is serious and imminent risk.',
      'Document the risk assessment, decisions and handover.',
      'Arrange follow-up contact and update the safety plan afterwards.',
    ],
    monitoring: [
      'C-SSRS or structured risk assessment at the point of contact',
      'Confirmation that the handover was received',
      'Follow-up contact within 72 hours of discharge',
    ],
    source:
      'NICE NG225 (2022); VA/DoD CPG for the Assessment and Management of Patients at Risk for Suicide (2019); NICE CG185 (2014, updated 2023); NICE CG100 (2010); RCPsych MEED guidance (CR233, 2022)',
    formats: ['individual', 'family'],
  },
  {
    id: 'medical-evaluation',
    name: 'Medical evaluation',
    type: 'followup',
    description:
      'Referral to primary care or a relevant specialist to look for physical causes, complications or contributors — for example thyroid disease, anaemia, vitamin B12 deficiency, medication effects, withdrawal states, neurological illness, and the physical effects of eating disorders. It also covers medication review and supervised tapering plans, such as for benzodiazepines.',
    indications: [
      { diagnosisId: 'major-neurocognitive-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'mild-neurocognitive-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'conversion-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'anorexia-nervosa', evidenceLevel: 'moderate' },
      { diagnosisId: 'arfid', evidenceLevel: 'moderate' },
      { diagnosisId: 'brief-psychotic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'sedative-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'alcohol-use-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'delusional-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'somatic-symptom-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'illness-anxiety-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'panic-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'One to a few appointments, plus any investigations',
    frequency: 'Once at assessment, then as clinically indicated',
    expectedOutcomes: [
      'Reversible physical causes identified or excluded',
      'Physical risk from eating disorders or withdrawal assessed and managed',
      'A coordinated, agreed plan that avoids repeated unnecessary tests',
    ],
    contraindications: [
      {
        description:
          'In somatic symptom and illness anxiety disorders, repeated or unnecessary tests can reinforce worry; agree one coordinated work-up and regular scheduled reviews.',
      },
    ],
    implementation: [
      'Summarise the concern and the specific questions for the medical clinician.',
      'Request relevant tests (for example blood count, kidney, liver and thyroid function, B12 and folate, glucose/HbA1c, calcium, ECG; neuroimaging if indicated).',
      'For eating disorders, assess physical risk with observations, bloods and ECG using MEED guidance.',
      'Review medicines for psychiatric side effects and plan any supervised taper (for example benzodiazepines).',
      'Agree who will follow up results and share them with the client.',
    ],
    monitoring: [
      'Results reviewed and acted on within an agreed time',
      'BMI and vital signs for eating disorders',
      'Cognitive screen (MoCA or ACE-III) for suspected cognitive decline',
    ],
    source:
      'NICE NG97 (2018); NICE NG69 (2017, updated 2020); RCPsych MEED guidance (CR233, 2022); NICE CG178 (2014)',
    formats: ['individual'],
  },
  {
    id: 'psychiatric-referral',
    name: 'Psychiatric referral',
    type: 'followup',
    description:
      'Referral to a psychiatrist or specialist mental-health service for diagnostic clarification, starting or reviewing medication, or specialist programmes such as early intervention in psychosis, eating-disorder, ADHD or autism assessment services. It is indicated when the picture is complex, severe or not responding to first-line care.',
    indications: [
      { diagnosisId: 'bipolar-i', evidenceLevel: 'moderate' },
      { diagnosisId: 'bipolar-ii', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizophrenia', evidenceLevel: 'moderate' },
      { diagnosisId: 'schizoaffective-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'brief-psychotic-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'delusional-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'adhd', evidenceLevel: 'moderate' },
      { diagnosisId: 'autism-spectrum-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'anorexia-nervosa', evidenceLevel: 'moderate' },
      { diagnosisId: 'dissociative-identity-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'antisocial-personality-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'depersonalization-derealization-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'conversion-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'emerging' },
    ],
    typicalDuration:
      'Assessment within weeks; urgent for suspected first-episode psychosis (treatment within about 2 weeks)',
    frequency: 'Once for assessment, then as the specialist advises',
    expectedOutcomes: [
      'Diagnosis clarified and a specialist treatment plan agreed',
      'Timely start of specialist medication or programmes (for example early intervention in psychosis)',
      'Shared care arrangements with primary care and the therapist',
    ],
    contraindications: [
      {
        description: 'When risk is imminent, use crisis referral rather than a routine referral.',
        concepts: ['suicide-intent', 'harm-to-others'],
      },
    ],
    implementation: [
      'Summarise the presentation, risk, history and specific questions for the specialist.',
      'Discuss the referral with the client and obtain consent.',
      'Mark urgency appropriately (for example suspected first-episode psychosis or mania).',
      'Maintain contact and support while waiting, with a safety plan if needed.',
      'Agree shared-care arrangements once the specialist has seen the client.',
    ],
    monitoring: [
      'Time from referral to assessment',
      'Symptom measures and risk reviewed while waiting',
      'Specialist recommendations incorporated into the care plan',
    ],
    source:
      'NICE CG178 (2014); NICE CG185 (2014, updated 2023); NICE NG87 (2018); NICE CG142 (2012); NICE NG69 (2017, updated 2020); ISSTD Guidelines for Treating Dissociative Identity Disorder in Adults (2011)',
    formats: ['individual'],
  },
  {
    id: 'measurement-based-follow-up',
    name: 'Measurement-based follow-up',
    type: 'followup',
    description:
      'Routine use of brief validated scales (such as PHQ-9, GAD-7, PCL-5, ISI or a daily symptom diary) at every or every other contact, reviewed with the client and used to change the plan when progress stalls. It also covers structured review of sub-threshold or improving presentations and prospective symptom charting to confirm a diagnosis.',
    indications: [
      { diagnosisId: 'mdd-single-episode', evidenceLevel: 'moderate' },
      { diagnosisId: 'mdd-recurrent', evidenceLevel: 'moderate' },
      { diagnosisId: 'pmdd', evidenceLevel: 'moderate' },
      { diagnosisId: 'generalized-anxiety-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'persistent-depressive-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'cyclothymic-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-anxiety', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
      { diagnosisId: 'mild-neurocognitive-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'no-diagnosable-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: 'Throughout treatment and for 6–12 months after improvement',
    frequency:
      'Scales at every or every other session; daily diaries over 2 menstrual cycles for suspected PMDD',
    expectedOutcomes: [
      'Earlier detection of non-response and timely changes to the treatment plan',
      'Higher remission rates than usual care in depression trials of measurement-based care',
      'Prospective confirmation (or not) of cyclical or fluctuating symptoms',
    ],
    contraindications: [
      {
        description:
          'Scores support clinical judgement but do not replace a risk assessment; any positive answer about self-harm needs direct follow-up.',
        concepts: ['suicidal-ideation', 'self-harm'],
      },
    ],
    implementation: [
      'Choose one or two validated measures matched to the presenting problem.',
      'Collect scores at each contact (online or on paper) and chart them over time.',
      'Review the chart with the client and agree what counts as meaningful change.',
      'Change the plan when there is no reliable improvement after about 4–6 weeks of adequate treatment.',
    ],
    monitoring: [
      'PHQ-9 and GAD-7 every 2 weeks (or the condition-specific scale)',
      'Daily Record of Severity of Problems over 2 cycles for suspected PMDD',
      'Mood chart for cyclothymia; cognitive screen every 6–12 months for mild neurocognitive disorder',
    ],
    source:
      'CANMAT 2023 depression (measurement-based care); NICE NG222 (2022); RCOG Green-top Guideline No. 48 (2016) for prospective symptom diaries',
    formats: ['individual', 'online'],
  },
  {
    id: 'watchful-waiting',
    name: 'Watchful waiting (active monitoring)',
    type: 'followup',
    description:
      'No formal treatment is started yet, but the clinician gives information and self-help advice, agrees what to watch for, and books a review within about 2–4 weeks. It suits mild, recent or expected reactions — normal grief, recent stress, early sub-threshold trauma symptoms — that often settle on their own.',
    indications: [
      { diagnosisId: 'no-diagnosable-disorder', evidenceLevel: 'moderate' },
      { diagnosisId: 'uncomplicated-bereavement', evidenceLevel: 'moderate' },
      { diagnosisId: 'adjustment-disorder-depressed', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-anxiety', evidenceLevel: 'emerging' },
      { diagnosisId: 'adjustment-disorder-mixed', evidenceLevel: 'emerging' },
      { diagnosisId: 'acute-stress-disorder', evidenceLevel: 'emerging' },
      { diagnosisId: 'mild-neurocognitive-disorder', evidenceLevel: 'emerging' },
    ],
    typicalDuration: '2–4 weeks before review, repeated if needed',
    frequency: 'Review appointment every 2–4 weeks',
    expectedOutcomes: [
      'Many mild or recent reactions improve without formal treatment',
      'Unnecessary treatment avoided, with a clear route to step up care',
      'Client knows what to watch for and how to get help sooner',
    ],
    contraindications: [
      {
        description:
          'Not appropriate with suicidal thoughts, self-harm, moderate to severe symptoms or marked decline in functioning; offer active treatment instead.',
        concepts: ['suicidal-ideation', 'suicide-plan', 'suicide-intent', 'self-harm'],
      },
      {
        description:
          'Psychological debriefing immediately after trauma is not recommended; watchful waiting should not become single-session debriefing.',
      },
    ],
    implementation: [
      'Explain the likely course and normal reactions in plain language.',
      'Give self-help information (sleep, activity, social contact, limiting alcohol).',
      'Agree warning signs that should prompt earlier contact.',
      'Book a review in 2–4 weeks and repeat brief measures then.',
      'Step up to active treatment if symptoms persist or worsen.',
    ],
    monitoring: [
      'PHQ-9 and GAD-7 (or PCL-5 after trauma) at each review',
      'Functioning and risk check at each review',
    ],
    source:
      'NICE CG113 (2011, updated 2020) step 1 active monitoring; NICE NG116 (2018) active monitoring for sub-threshold symptoms within 1 month of trauma',
    formats: ['individual', 'medication-free', 'short-term'],
  },
];
