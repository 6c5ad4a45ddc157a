import type { EvidenceSpan, RiskStatus, SessionNote, SessionSummary } from '../contract/generation';
import { INSTRUMENT_DEFINITIONS, SEVERITY_LABELS } from '../contract/instruments';
import { TREATMENTS_BY_ID } from '../knowledge/index';
import type { Analysis, Finding } from './analyse';
import { span } from './analyse';
import { rankDiagnoses, type DiagnosisScore } from './diagnose';
import { describeDays } from './durations';
import { findStatedScores } from './measure-capture';
import { rankDurations } from './episode-duration';
import { AREA_LABELS, assessRisk, RISK_AREAS, type RiskResult } from './risk';
import type { Speaker } from './text';
import { sessionWordThemes } from './themes';

export const ENGINE_PROVIDER = 'local-engine';

const SYMPTOM_CATEGORIES = new Set(['symptom', 'emotion', 'behaviour', 'functioning']);

function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Present findings grouped by concept, most often mentioned first. */
function rankedConcepts(analysis: Analysis, filter: (finding: Finding) => boolean): Finding[][] {
  return [...analysis.present.values()]
    .map((findings) => findings.filter(filter))
    .filter((findings) => findings.length > 0)
    .sort((a, b) => b.length - a.length || (a[0]?.mention.start ?? 0) - (b[0]?.mention.start ?? 0));
}

const firstEvidence = (groups: Finding[][], count: number): EvidenceSpan[] =>
  groups.slice(0, count).flatMap((g) => g[0]?.evidence.slice(-1) ?? []);

/**
 * The complaints that make up the working impressions lead the presenting problem, in the order the impressions
 * rank; the rest follow by how often they came up. A complaint said once in passing no longer displaces the
 * picture the session is about.
 */
function leadWithImpression(groups: Finding[][], diagnoses: DiagnosisScore[]): Finding[][] {
  const rank = new Map<string, number>();
  diagnoses
    .filter((d) => d.confidence >= SUGGESTION_CONFIDENCE)
    .slice(0, 3)
    .forEach((d, order) => {
      for (const group of d.groups)
        for (const met of group.met)
          for (const finding of met.findings)
            if (!rank.has(finding.conceptId)) rank.set(finding.conceptId, order);
    });
  const place = (g: Finding[]) => rank.get(g[0]?.conceptId ?? '') ?? Number.POSITIVE_INFINITY;
  // A stable sort keeps the mention order within each rank.
  return [...groups].sort((a, b) => place(a) - place(b));
}

/** The client's own sentence that says most about what was found: verbatim, first person, of a readable length. */
export function pickClientQuote(analysis: Analysis): EvidenceSpan | null {
  const scores = new Map<number, number>();
  for (const finding of analysis.findings) {
    if (finding.status !== 'present') continue;
    const sentence = analysis.document.sentences[finding.sentenceIndex];
    if (!sentence || sentence.speaker !== 'client') continue;
    scores.set(
      finding.sentenceIndex,
      (scores.get(finding.sentenceIndex) ?? 0) + (finding.concept.category === 'risk' ? 3 : 1),
    );
  }
  const candidates = [...scores.entries()]
    .map(([index, score]) => ({ sentence: analysis.document.sentences[index], score }))
    .filter(({ sentence }) => sentence && sentence.tokens.length >= 5 && sentence.tokens.length <= 45)
    .sort((a, b) => b.score - a.score || (a.sentence?.start ?? 0) - (b.sentence?.start ?? 0));
  const best = candidates[0]?.sentence;
  if (best) return span(analysis.document.text, best.start, best.end);
  // A dictated note has no client turns; what the clinician quoted in quotation marks is the client's own words.
  const quoted = [...analysis.document.text.matchAll(/["“]([^"”\n]{12,300})["”]/g)]
    .filter((match) => match[1] && match[1].trim().split(/\s+/).length >= 4)
    .sort((a, b) => (b[1]?.length ?? 0) - (a[1]?.length ?? 0))[0];
  if (quoted?.[1] !== undefined) {
    const start = quoted.index + 1;
    return span(analysis.document.text, start, start + quoted[1].length);
  }
  const anyClient = analysis.document.sentences.find((s) => s.speaker === 'client' && s.tokens.length >= 6);
  if (anyClient) return span(analysis.document.text, anyClient.start, anyClient.end);
  return firstPersonStretch(analysis);
}

/**
 * Speech to text without speakers or full stops: the words in which someone says "I" about something the session
 * found, cut from the run-on where that "I" starts, word for word. Never longer than a readable sentence.
 */
function firstPersonStretch(analysis: Analysis): EvidenceSpan | null {
  const { text, sentences } = analysis.document;
  const finding = analysis.findings.find((f) => {
    if (f.status !== 'present' || !SYMPTOM_CATEGORIES.has(f.concept.category)) return false;
    return sentences[f.sentenceIndex]?.speaker === 'narrator';
  });
  if (!finding) return null;
  const { start, end } = finding.mention;
  // The "I" (or "my") nearest before the finding, or the finding's own ("my voice goes").
  const windowStart = Math.max(0, start - 80);
  const firstPerson = [...text.slice(windowStart, start + 3).matchAll(/\b(?:i|i'm|i've|i'd|my)\b/gi)].at(-1);
  if (firstPerson?.index === undefined) return null;
  const from = windowStart + firstPerson.index;
  const stop = end + (/^(?:\s*\S+){0,10}/.exec(text.slice(end))?.[0].length ?? 0);
  // A question in the stretch is the clinician's; the quote ends before it.
  const question = text
    .slice(end, stop)
    .search(/\b(?:do|did|have|has|are|is|how|what|when|does|can|could|would)\s+you\b/i);
  const to = question >= 0 ? end + question : stop;
  // At most twenty words, ending on a word that can end a phrase ("…and my brain just deletes the answer").
  const words = /^(?:\s*\S+){0,20}/.exec(text.slice(from, to))?.[0] ?? '';
  const quote = words
    .replace(
      /(?:\s+(?:and|or|but|so|how|even|until|the|a|an|to|of|is|was|for|with|if|when|because))+\s*$/i,
      '',
    )
    .trimEnd();
  return quote.split(/\s+/).length >= 5 ? span(text, from, from + quote.length) : null;
}

/** The risk areas with a given status, in the risk block's order. */
const areasWith = (risk: RiskResult, status: RiskStatus) =>
  RISK_AREAS.filter((area) => risk.areas[area].status === status);

function riskLine(area: string, status: RiskStatus, conflict: boolean): string {
  if (status === 'present')
    return conflict
      ? `${area}: disclosed in session (a denial was also given)`
      : `${area}: disclosed in session`;
  if (status === 'denied') return `${area}: denied when discussed`;
  if (status === 'asked_not_answered') return `${area}: asked, not answered`;
  return `${area}: not assessed in this session`;
}

export function describeRisk(risk: RiskResult): string {
  const lines = RISK_AREAS.map((area) =>
    riskLine(AREA_LABELS[area], risk.areas[area].status, risk.areas[area].conflict),
  );
  const unanswered = areasWith(risk, 'asked_not_answered');
  const level =
    unanswered.length > 0 && risk.level === 'not_assessed'
      ? `Overall risk not rated: the question${unanswered.length > 1 ? 's' : ''} about ${listJoin(unanswered.map((area) => lower(AREA_LABELS[area])))} ${unanswered.length > 1 ? 'were' : 'was'} not answered and need${unanswered.length > 1 ? '' : 's'} following up.`
      : risk.level === 'not_assessed'
        ? 'Overall risk not assessed.'
        : risk.level === 'none_identified'
          ? 'No current risk identified.'
          : `Overall risk level: ${risk.level}.`;
  const factors = risk.factors.length > 0 ? ` Risk factors noted: ${listJoin(risk.factors.map(lower))}.` : '';
  const protective =
    risk.protectiveFactors.length > 0
      ? ` Protective factors: ${listJoin(risk.protectiveFactors.map(lower))}.`
      : '';
  const review = risk.review.filter((item) => item.area !== null || item.reason.startsWith('Possible'));
  const reviewText =
    review.length > 0
      ? ` Possible risk language — review: ${review
          .slice(0, 3)
          .map((item) => `"${clip(item.quote)}"`)
          .join('; ')}.`
      : '';
  return `${lines.join('; ')}. ${level}${factors}${protective}${reviewText}`;
}

/**
 * Risk in one sentence, for a section that weighs the whole picture (the assessment): the level and what stands
 * out. The full risk block, with its quotes, is the observations' and the safety section's.
 */
function riskInBrief(risk: RiskResult): string {
  const present = areasWith(risk, 'present');
  const unanswered = areasWith(risk, 'asked_not_answered');
  const level =
    risk.level === 'not_assessed'
      ? unanswered.length > 0
        ? 'Risk not rated'
        : 'Risk not assessed'
      : risk.level === 'none_identified'
        ? 'No current risk identified'
        : `Risk ${risk.level}`;
  const parts = [
    present.length > 0 ? `${listJoin(present.map((a) => lower(AREA_LABELS[a])))} disclosed` : '',
    unanswered.length > 0
      ? `${listJoin(unanswered.map((a) => lower(AREA_LABELS[a])))} asked, not answered`
      : '',
  ].filter(Boolean);
  return `${level}${parts.length > 0 ? ` (${parts.join('; ')})` : ''}.`;
}

/**
 * How confident the engine must be before a note or summary names a diagnosis: as a suggestion to confirm (its
 * treatments as options, the assessment section's list), and as the note's working impression.
 */
const SUGGESTION_CONFIDENCE = 0.3;
const IMPRESSION_CONFIDENCE = 0.35;

const clip = (quote: string) => (quote.length > 160 ? `${quote.slice(0, 157)}…` : quote);

const DURATION_NOT_STATED = { text: 'Not stated in the session.', evidence: [], isStated: false } as const;

function mainDuration(analysis: Analysis): { text: string; evidence: EvidenceSpan[]; isStated: boolean } {
  if (analysis.durations.length === 0) return { ...DURATION_NOT_STATED, evidence: [] };
  // The current episode's duration leads (episode-duration.ts); an onset tied to an event is reported as said.
  const ranked = rankDurations(analysis);
  const lead = ranked[0];
  if (!lead) return { ...DURATION_NOT_STATED, evidence: [] };
  // Only the current episode's duration: other spans said in the session (a past episode, someone else's
  // history) read as the problem's duration when listed beside it.
  const measured = lead.days === null ? '' : ` (${describeDays(lead.days)})`;
  return {
    text: `Reported as "${lead.text}"${measured}.`,
    evidence: [span(analysis.document.text, lead.start, lead.end)],
    isStated: true,
  };
}

export type EngineOutput = { analysis: Analysis; risk: RiskResult; diagnoses: DiagnosisScore[] };

export function runEngine(analysis: Analysis): EngineOutput {
  return { analysis, risk: assessRisk(analysis), diagnoses: rankDiagnoses(analysis) };
}

/** SPEC §3 session note from what the session contained; sections follow the template when there is one. */
export function writeSessionNote(
  { analysis, risk, diagnoses }: EngineOutput,
  templateSections: string[] = [],
): SessionNote {
  const symptoms = leadWithImpression(
    rankedConcepts(analysis, (f) => SYMPTOM_CATEGORIES.has(f.concept.category)),
    diagnoses,
  );
  const stressors = rankedConcepts(analysis, (f) => f.concept.category === 'stressor');
  // Risk is the risk block's to state; a concept also present somewhere is never listed as denied.
  const denied = [...analysis.denied.values()]
    .map((findings) => findings[0])
    .filter(
      (f): f is Finding =>
        f !== undefined && f.concept.category !== 'risk' && !analysis.present.has(f.conceptId),
    );

  const concernLabels = symptoms.slice(0, 5).map((g) => lower(g[0]?.concept.label ?? ''));
  const stressorLabels = stressors.slice(0, 3).map((g) => lower(g[0]?.concept.label ?? ''));
  const presentingProblem =
    concernLabels.length > 0
      ? `Presents with ${listJoin(concernLabels)}${stressorLabels.length > 0 ? `, in the context of ${listJoin(stressorLabels)}` : ''}.`
      : 'No specific symptoms were identified in the session text.';

  const duration = mainDuration(analysis);
  const emotions = rankedConcepts(analysis, (f) => f.concept.category === 'emotion').slice(0, 4);
  const described = new Set(emotions.map((g) => g[0]?.conceptId));
  const further = symptoms
    .slice(5)
    .filter((g) => !described.has(g[0]?.conceptId))
    .slice(0, 4);
  const observationParts = [
    emotions.length > 0
      ? `Client described ${listJoin(emotions.map((g) => lower(g[0]?.concept.label ?? '')))}.`
      : '',
    further.length > 0
      ? `Further reported: ${listJoin(further.map((g) => lower(g[0]?.concept.label ?? '')))}.`
      : '',
    denied.length > 0
      ? `Denied: ${listJoin([...new Set(denied.map((f) => lower(f.concept.label)))].slice(0, 6))}.`
      : '',
    describeRisk(risk),
  ];
  const quote = pickClientQuote(analysis);
  const top = diagnoses[0];
  // What a colleague reading only the summary needs besides the complaints: scores said, what was agreed.
  const scores = findStatedScores(analysis.document.text);
  const plan = agreedPlan(analysis);
  const unansweredRisk = areasWith(risk, 'asked_not_answered').length > 0;
  const summary = [
    concernLabels.length > 0
      ? `Session focused on ${listJoin(concernLabels.slice(0, 3))}.`
      : 'Session content did not identify specific symptoms.',
    duration.evidence.length > 0 ? `Duration: ${duration.text}` : '',
    top && top.confidence >= IMPRESSION_CONFIDENCE
      ? `Working impression for clinician review: ${top.diagnosis.name} (${top.code}).`
      : '',
    scores.length > 0
      ? `Scores stated: ${listJoin(scores.map((s) => `${INSTRUMENT_DEFINITIONS[s.instrument].name} ${String(s.total)} (${lower(SEVERITY_LABELS[s.severity])})`))}.`
      : '',
    `Risk: ${risk.level === 'not_assessed' ? (unansweredRisk ? 'not rated, a risk question went unanswered' : 'not assessed') : risk.level.replace('_', ' ')}.`,
    plan[0] ? `Agreed: ${asSaid(plan[0])}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const evidence = {
    presentingProblem: [...firstEvidence(symptoms, 5), ...firstEvidence(stressors, 3)],
    duration: duration.evidence,
    clinicalObservations: [
      ...firstEvidence(emotions, 4),
      ...denied.slice(0, 6).flatMap((f) => f.evidence),
      ...risk.evidence,
    ].slice(0, 16),
    clientQuote: quote ? [quote] : [],
    summary: [
      ...firstEvidence(symptoms, 3),
      ...duration.evidence.slice(0, 1),
      ...scores.map((s) => s.evidence),
      ...plan.slice(0, 1).map((s) => span(analysis.document.text, s.start, s.end)),
    ],
  };
  return {
    presentingProblem,
    duration: duration.text,
    clinicalObservations: observationParts.filter(Boolean).join(' '),
    clientQuote: quote?.text ?? 'No direct client quote was recorded in this session.',
    summary,
    sections: templateSections.map((title) =>
      writeSection(title, { analysis, risk, diagnoses }, { presentingProblem, symptoms, duration, evidence }),
    ),
    evidence,
    provider: ENGINE_PROVIDER,
  };
}

type Written = {
  presentingProblem: string;
  /** The complaints found, the working impression's first (leadWithImpression). */
  symptoms: Finding[][];
  duration: { text: string; evidence: EvidenceSpan[] };
  evidence: SessionNote['evidence'];
};

const SECTION_CONCEPTS: [RegExp, (f: Finding) => boolean][] = [
  [/sleep|appetite/i, (f) => /sleep|insomnia|appetite|weight|nightmare|tired|fatigue/.test(f.conceptId)],
  [/mood|affect/i, (f) => f.concept.category === 'emotion' || /mood|anhedonia|hopeless/.test(f.conceptId)],
  [/substance/i, (f) => f.concept.category === 'substance'],
  [
    /social|family|relationship/i,
    (f) => /relationship|family|social|partner|lonel|support/.test(f.conceptId),
  ],
  [/medication/i, (f) => /medication|side-effect/.test(f.conceptId)],
];

/**
 * Template sections about what happened in the session itself, filled with the sentences where it came up: a
 * title pattern, the words that mark such a sentence, and who says them (interventions are the clinician's).
 */
const SOMEONE_ELSE =
  /^\W*(?:(?:and|but|so|well)\W+)?(?:he|she|they|his|her|their|(?:my|our|your) (?:mum|mom|mother|dad|father|brother|sister|son|daughter|partner|wife|husband|friend|gran\w*|nan|aunt|uncle|cousin|nephew|niece|grandson|granddaughter|kid|child|flatmate|boss|colleague)\w*)\b/i;

const SESSION_TOPICS: {
  title: RegExp;
  words: RegExp;
  /** `narrator`: a clinician dictating, or the stage directions of a transcript. */
  speaker: 'clinician' | 'narrator' | 'any';
  /** Statements only: a question about mood is not an observation of it. */
  statementsOnly?: boolean;
  /** Sentences about another person belong elsewhere (a parent's admission is family history). */
  notAbout?: RegExp;
  max?: number;
}[] = [
  {
    // What a dictating clinician observed or measured: appearance, behaviour, speech, affect, thought, insight.
    title: /objective|mental status|\bmse\b|observation/i,
    words:
      /\b(?:affect|psychomotor|eye contact|groomed|dressed|kempt|unkempt|oriented|alert and|insight|judge?ment|thought (?:process|content|form)|linear|tangential|circumstantial|pressured|perceptual|hallucinat\w*|tearful|restless|fidget\w*|agitat\w*|cooperative|guarded|euthymic|blunted|constricted|speech (?:is|was|normal|slowed|rapid|soft|quiet)|mood (?:is|was|appears|low|described)|phq-?9|gad-?7|scored|\d{1,2}\s*(?:\/|out of)\s*10)\b/i,
    speaker: 'narrator',
    statementsOnly: true,
    max: 5,
  },
  {
    // In a dialogue, the clinician says what was measured, or what they notice.
    title: /objective|mental status|\bmse\b|observation/i,
    words:
      /\b(?:phq-?9|gad-?7|you scored|your score|scored (?:a |an )?\d{1,2}|\d{1,2}\s*(?:\/|out of)\s*10|i (?:can )?(?:notice|see) (?:that )?you(?:'re| are| seem))\b/i,
    speaker: 'clinician',
    statementsOnly: true,
    max: 5,
  },
  {
    // Who the client is, as the session says it: age, work, studies, home, the people they live with.
    title: /identifying|demographic|background/i,
    words:
      /\b(?:\d{1,2}\s*(?:yo|y\/o|-year-old|year-old|years old)|i'?m (?:\d{1,2}|a \d{1,2})\b|i work (?:as|at|in|for)|i'?m (?:a|an) (?:\w+ )?(?:teacher|nurse|student|driver|manager|engineer|carer|cleaner|builder|chef|accountant|doctor|lawyer|mechanic|electrician|barista|roofer|plumber|officer|developer|designer)\b|i'?m (?:retired|unemployed|at uni|at university|in college|self-employed|off work|on leave|married|divorced|separated|widowed|single)\b|i live (?:with|alone|on my own|by myself)|lives (?:with|alone)|works as|employed as)/i,
    speaker: 'any',
    statementsOnly: true,
    max: 3,
  },
  {
    // Earlier episodes and what was tried for them, as said.
    title: /psychiatric history|past (?:psychiatric )?history|previous treatment|treatment history/i,
    words:
      /\b(?:pphx|psych(?:iatric)? hx|past psychiatric|no (?:prior|previous|past) (?:psychiatric|mental health|episodes?|admissions?)|(?:previous|prior) (?:psychiatric|mental health) (?:contact|history|admissions?)|(?:i(?:'ve| have)) (?:been|felt) (?:depressed|like this|this low|this bad) before|(?:i|i've|i have) had (?:a )?(?:breakdown|depression|anxiety|panic attacks) (?:before|in the past|years ago|when i was)|(?:was|were|got|been) (?:diagnosed|admitted|sectioned|hospitali[sz]ed|referred)|(?:saw|seen|seeing|see) (?:a|the|my) (?:counsell?or|psychiatrist|psychologist|therapist)|(?:had|did|tried|done) (?:some )?(?:counsell?ing|therapy|cbt|emdr)|(?:was|been|went) on (?:an? )?(?:sertraline|fluoxetine|citalopram|escitalopram|mirtazapine|venlafaxine|duloxetine|paroxetine|lithium|quetiapine|olanzapine|aripiprazole|lamotrigine|antidepressants?|medication)|(?:first|last|previous|another) (?:episode|breakdown|admission)|(?:happened|had (?:this|it)|(?:felt|been) (?:like )?this(?: way)?) (?:before|once before)|(?:same|this) thing (?:happened )?before|overdose[ds]? (?:in|when|years|back)|(?:history|hx) of (?:depression|anxiety|self-harm|psychosis|mania|trauma|eating))/i,
    speaker: 'any',
    statementsOnly: true,
    notAbout: SOMEONE_ELSE,
    max: 3,
  },
  {
    // Physical health as said: conditions, operations, the medicines taken for them.
    title: /medical history|physical health/i,
    words:
      /\b(?:i(?:'ve| have)(?: got)?|i had|i'm on|i am on|i take|i've been on|my|pmh|past medical history|pt has|patient has|hx of|history of)\s+(?:\w+\s+){0,2}(?:diabet\w*|asthma|blood pressure|hypertension|thyroid|epilep\w*|seizures?|arthritis|surgery|operation|heart (?:condition|problem|attack|failure)|cancer|stroke|copd|migraines?|chronic pain|fibromyalgia|ibs|crohn'?s|colitis|kidney|liver|tablets|inhaler|insulin|metformin|statins?|levothyroxine|painkillers|blood thinners|allerg\w+|head injury|concussion)\b/i,
    speaker: 'any',
    statementsOnly: true,
    notAbout: SOMEONE_ELSE,
    max: 3,
  },
  {
    // Family history and the people around the client, as said.
    title: /social|family history/i,
    words:
      /\b(?:(?:my|his|her) (?:mum|mom|mother|dad|father|brother|sister|gran|grandmother|grandfather|nan|aunt|uncle)(?:'s)? (?:had|has|suffered|drank|drinks|struggled|was (?:the same|a|an|diagnosed|admitted|sectioned)|is (?:the same|a|an))|family history|fhx|runs in (?:the|my|our) family|in the (?:blood|genes|family)|i live (?:with|alone|on my own|by myself)|i'?m (?:married|divorced|separated|widowed|single))\b/i,
    speaker: 'any',
    statementsOnly: true,
    max: 3,
  },
  {
    title: /homework|assignment/i,
    words:
      /\b(homework|assignments?|worksheets?|diary|journal|log|practi[cs]ed|practi[cs]ing|between sessions|since (we )?last (spoke|met|session|week))\b/i,
    speaker: 'any',
  },
  {
    title: /goal|progress/i,
    words:
      /\b(goals?|progress|improv(e|ed|ing|ement)|getting better|feel better|want to|hope to|would like to)\b/i,
    speaker: 'any',
  },
];

/** Words that mark a statement of what happens next: a task, a referral, a medicine, a follow-up, a safety step. */
const PLAN_WORDS =
  /\b(?:the plan|plan is|we(?:'ll| will| can| could) (?:start|try|work|meet|see|talk|look|review|book|set|keep|check|follow|put|make|go)|let'?s (?:start|try|plan|book|meet|keep|see|set|make|aim|work)|next (?:session|week|time|appointment|visit)|follow[- ]?up|homework|(?:i'?d|i would) like you to|i want you to|(?:keep|start|try) (?:a |an |keeping|writing|using|tracking|logging)|diary|refer(?:ral|ring)?|prescri\w+|start(?:ing)? you on|increase (?:the|your)|(?:reduce|lower|taper) (?:the|your)|(?:book|schedule)(?:d)? (?:you|an|a|another)|see you (?:next|in|on)|safety plan|crisis (?:line|number|team)|\b988\b|samaritans|call (?:me|us|the|911|999|988)|in (?:one|two|three|four|six|1|2|3|4|6) weeks?|blood tests?|labs?)\b/i;

/** A sentence a section may quote: not an unpunctuated run-on that would carry half the session with it. */
const QUOTABLE_WORDS = 50;
const wordCount = (sentence: string) => sentence.split(/\s+/).length;

/**
 * What the session agreed for what comes next, in the words said: statements of the clinician (or of a dictating
 * clinician) in the last part of the session that name a task, a referral, a medicine, a follow-up or a safety
 * step. Never a question, never the client's own words; at most four, in the order said.
 */
function agreedPlan(analysis: Analysis): Analysis['document']['sentences'] {
  const { sentences, text } = analysis.document;
  const closingFrom = text.length * 0.5;
  return sentences
    .filter(
      (s) =>
        s.end >= closingFrom &&
        (s.speaker === 'clinician' || s.speaker === 'narrator') &&
        !s.isQuestion &&
        wordCount(s.text) >= 4 &&
        wordCount(s.text) <= QUOTABLE_WORDS &&
        PLAN_WORDS.test(s.text),
    )
    .slice(-4);
}

const isSpokenBy = (speaker: Speaker, wanted: 'clinician' | 'narrator' | 'any'): boolean =>
  wanted === 'any' || speaker === wanted;

/** What a clinician's statement does when it intervenes: explains, teaches, practises, plans for safety. */
const INTERVENTION_WORDS =
  /\b(?:breathing|reframe|reframing|thought records?|exposure|response prevention|relaxation|grounding|mindfulness|psychoeducation|behaviou?ral activation|activity schedul\w*|sleep (?:hygiene|diary|restriction)|worry (?:time|list)|safety plan|coping|strateg(?:y|ies)|skills?|let'?s (?:try|work|practi[cs]e|look|think)|we (?:could|can|will|'ll) (?:try|work|practi[cs]e|look)|(?:is|are) (?:really |very |so )?common|(?:it's|that's|this is) (?:called|what we call|known as|a normal|the body's|your body's|how anxiety)|what happens (?:is|when)|fight[- ]or[- ]flight|the (?:more|less) you (?:avoid|check|do)|(?:i|we) (?:suggest|recommend)|what would (?:it|happen)|how would it (?:be|feel))\b/i;

/** A dictating clinician's account of what they did ("Provided psychoeducation on…", "Reviewed the safety plan"). */
const DICTATED_INTERVENTION =
  /^\W*(?:provided|discussed|reviewed|explored|introduced|taught|practi[cs]ed|completed|administered|validated|developed|collaborated|encouraged|assessed|processed|psychoeducation|used|utili[sz]ed|modelled|modeled|rehearsed|challenged|normali[sz]ed|agreed)\b/i;

/** What the session asked about, so the note can say what was assessed, each with the question that asked it. */
const ASSESSED_TOPICS: [string, RegExp][] = [
  ['mood', /\b(?:mood|feeling (?:low|down|depressed)|how (?:have|are) you (?:been )?feeling|enjoy)/i],
  ['sleep', /\b(?:sleep\w*|nights?|wak(?:e|ing))\b/i],
  ['appetite', /\b(?:appetite|eating|weight|meals?)\b/i],
  ['anxiety', /\b(?:anxi\w+|worr\w+|panic\w*|nervous|on edge)\b/i],
  ['substance use', /\b(?:drink\w*|alcohol|drugs?|cannabis|weed|smok\w+|using)\b/i],
  ['concentration', /\b(?:concentrat\w+|focus\w*|memory)\b/i],
  ['daily functioning', /\b(?:work\w*|job|school|college|day[- ]to[- ]day|manag(?:e|ing))\b/i],
  ['relationships', /\b(?:partner|wife|husband|family|friends?|support|relationship\w*)\b/i],
  ['medication', /\b(?:medication|tablets|pills|dose|prescri\w+|side[- ]effects?)\b/i],
];

type QuotedSection = { content: string; evidence: EvidenceSpan[] };

/**
 * A sentence as the note gives it: the clinician's spoken words in quotation marks ("I'd like you to keep a
 * diary" reads as said, not as the note's own voice); a dictated note's sentences as they stand.
 */
const asSaid = (sentence: { text: string; speaker: Speaker }): string =>
  sentence.speaker === 'narrator' ? sentence.text : `"${sentence.text}"`;

/**
 * The Intervention section: what the clinician assessed (the topics their questions covered, each question cited)
 * and, word for word, what they explained, taught or planned. A dictated note's own account of its interventions
 * is quoted as it stands.
 */
function writeIntervention(analysis: Analysis, risk: RiskResult): QuotedSection | null {
  const { sentences, text } = analysis.document;
  const questions = sentences.filter((s) => s.speaker === 'clinician' && s.isQuestion);
  const assessed: { topic: string; sentence: (typeof sentences)[number] }[] = [];
  for (const [topic, words] of ASSESSED_TOPICS) {
    const asked = questions.find((q) => words.test(q.text));
    if (asked) assessed.push({ topic, sentence: asked });
  }
  const riskAsked = RISK_AREAS.filter(
    (area) => risk.areas[area].status !== 'not_assessed' && risk.areas[area].status !== 'present',
  )
    .concat(RISK_AREAS.filter((area) => risk.areas[area].status === 'present'))
    .filter((area) =>
      questions.some((q) => risk.areas[area].evidence.some((e) => e.start >= q.start && e.end <= q.end)),
    );
  const topics = [...assessed.map((a) => a.topic), ...riskAsked.map((area) => lower(AREA_LABELS[area]))];
  const statements = sentences
    .filter(
      (s) =>
        ((s.speaker === 'clinician' && !s.isQuestion && INTERVENTION_WORDS.test(s.text)) ||
          (s.speaker === 'narrator' && !s.isQuestion && DICTATED_INTERVENTION.test(s.text))) &&
        wordCount(s.text) >= 6 &&
        wordCount(s.text) <= QUOTABLE_WORDS,
    )
    .slice(0, 4);
  if (topics.length === 0 && statements.length === 0) return null;
  const riskEvidence = riskAsked.flatMap((area) => {
    const question = questions.find((q) =>
      risk.areas[area].evidence.some((e) => e.start >= q.start && e.end <= q.end),
    );
    return question ? [span(text, question.start, question.end)] : [];
  });
  return {
    content: [
      topics.length > 0 ? `Assessed ${listJoin(topics.slice(0, 8))}.` : '',
      statements.map(asSaid).join(' '),
    ]
      .filter(Boolean)
      .join(' '),
    evidence: [
      ...assessed.slice(0, 8).map((a) => span(text, a.sentence.start, a.sentence.end)),
      ...riskEvidence,
      ...statements.map((s) => span(text, s.start, s.end)),
    ],
  };
}

/** How the client took what was offered, in their words; or a dictating clinician's account of it. */
const RESPONSE_WORDS =
  /\b(?:(?<!\bif )that makes (?:sense|a lot of sense)|i (?:could|can|will|'ll|might|'d be willing to) (?:try|do|give)|give it a (?:go|try|shot)|worth a (?:try|go|shot)|that (?:helps|helped|sounds (?:good|ok|okay|doable|hard|scary))|i (?:like|liked) (?:that|the idea)|i(?:'m| am) (?:willing|up for|not sure about|worried about trying)|i never thought of it|i see what you mean|i (?:don't|do not) think (?:that|i) (?:would|could|can)|sounds (?:good|doable|fair|hard|scary))\b/i;
const DICTATED_RESPONSE =
  /\b(?:receptive|engaged (?:well|in)|responded (?:well|positively)|agreed to|was (?:able|willing) to|tolerated|expressed (?:understanding|motivation|ambivalence|interest)|verbali[sz]ed (?:understanding|agreement)|motivated|ambivalent)\b/i;

function writeResponse(analysis: Analysis): QuotedSection | null {
  const { sentences, text } = analysis.document;
  const said = sentences
    .filter(
      (s) =>
        !s.isQuestion &&
        wordCount(s.text) <= QUOTABLE_WORDS &&
        (((s.speaker === 'client' || s.speaker === 'informant') && RESPONSE_WORDS.test(s.text)) ||
          (s.speaker === 'narrator' && DICTATED_RESPONSE.test(s.text))),
    )
    .slice(0, 3);
  if (said.length === 0) return null;
  return {
    content: said.map((s) => s.text).join(' '),
    evidence: said.map((s) => span(text, s.start, s.end)),
  };
}

/**
 * The client's own sentences behind the leading complaints: one per complaint, at most three, each a statement of
 * readable length, in the order they were said.
 */
function clientAccount(analysis: Analysis, symptoms: Finding[][]): Analysis['document']['sentences'] {
  const { sentences } = analysis.document;
  const chosen = new Set<number>();
  for (const group of symptoms.slice(0, 6)) {
    const finding = group.find((f) => {
      const sentence = sentences[f.sentenceIndex];
      return (
        sentence?.speaker === 'client' &&
        !sentence.isQuestion &&
        // An answer that opens with a no is a denial, whatever the finding read in it.
        !/^\W*(?:no|not|never|nah|nope)\b/i.test(sentence.text) &&
        sentence.tokens.length >= 4 &&
        wordCount(sentence.text) <= 40
      );
    });
    if (finding) chosen.add(finding.sentenceIndex);
    if (chosen.size === 3) break;
  }
  return [...chosen].sort((a, b) => a - b).flatMap((i) => sentences[i] ?? []);
}

function writeSection(
  title: string,
  output: EngineOutput,
  written: Written,
): SessionNote['sections'][number] {
  const { analysis, risk, diagnoses } = output;
  const text = analysis.document.text;
  if (/presenting|problem|subjective|data|behavior|behaviour/i.test(title)) {
    // The presenting problem field already lists the complaints; the section gives the account they came from.
    const account = clientAccount(analysis, written.symptoms);
    if (account.length === 0)
      return { title, content: written.presentingProblem, evidence: written.evidence.presentingProblem };
    const duration = written.duration.evidence.length > 0 ? ` Duration: ${written.duration.text}` : '';
    return {
      title,
      content: `In the client's words: ${account.map((s) => `"${s.text}"`).join(' ')}${duration}`,
      evidence: [...account.map((s) => span(text, s.start, s.end)), ...written.duration.evidence],
    };
  }
  if (/safety|risk/i.test(title)) return { title, content: describeRisk(risk), evidence: risk.evidence };
  if (/intervention|technique|approach/i.test(title)) {
    const written = writeIntervention(analysis, risk);
    return written
      ? { title, ...written }
      : { title, content: 'Not discussed in this session.', evidence: [] };
  }
  // PIE's Evaluation is how the client responded; without a response it reads as the assessment below.
  if (/response|evaluation/i.test(title)) {
    const written = writeResponse(analysis);
    if (written) return { title, ...written };
    if (/response/i.test(title)) return { title, content: 'Not discussed in this session.', evidence: [] };
  }
  if (/assessment|impression|diagnos|evaluation/i.test(title)) {
    const top = diagnoses.filter((d) => d.confidence >= SUGGESTION_CONFIDENCE).slice(0, 3);
    return {
      title,
      content:
        top.length > 0
          ? `For clinician review: ${top.map((d) => `${d.diagnosis.name} (${d.code}, ${Math.round(d.confidence * 100)}%)`).join('; ')}. ${riskInBrief(risk)}`
          : `No diagnosis is supported by the session text. ${riskInBrief(risk)}`,
      evidence: top
        .flatMap((d) => d.groups.flatMap((g) => g.met.flatMap((m) => m.findings[0]?.evidence ?? [])))
        .slice(0, 8),
    };
  }
  const topics = SESSION_TOPICS.filter(({ title: pattern }) => pattern.test(title));
  if (topics.length > 0) {
    // Verbatim, where it was discussed; the engine does not write homework or goals nobody mentioned.
    const sentences = analysis.document.sentences
      .filter((s) =>
        topics.some(
          (topic) =>
            isSpokenBy(s.speaker, topic.speaker) &&
            !(topic.statementsOnly === true && s.isQuestion) &&
            !(topic.notAbout?.test(s.text) ?? false) &&
            wordCount(s.text) <= QUOTABLE_WORDS &&
            topic.words.test(s.text),
        ),
      )
      .slice(0, Math.max(...topics.map((topic) => topic.max ?? 3)));
    if (sentences.length > 0)
      return {
        title,
        content: sentences.map((s) => s.text).join(' '),
        evidence: sentences.map((s) => span(text, s.start, s.end)),
      };
    // Nothing said in so many words: a section with findings of its own (social life, substances) lists them.
    if (!SECTION_CONCEPTS.some(([pattern]) => pattern.test(title)))
      return { title, content: 'Not discussed in this session.', evidence: [] };
  }
  if (/plan|next|treatment/i.test(title)) {
    const top = diagnoses[0];
    const treatments = (top && top.confidence >= SUGGESTION_CONFIDENCE ? top.diagnosis.treatments : [])
      .slice(0, 3)
      .map((id) => TREATMENTS_BY_ID.get(id)?.name)
      .filter(Boolean);
    const agreed = agreedPlan(analysis);
    const parts = [
      agreed.length > 0 ? `Agreed in session: ${agreed.map(asSaid).join(' ')}` : '',
      treatments.length > 0
        ? `${agreed.length > 0 ? 'Further options' : 'Options'} to discuss: ${listJoin(treatments as string[])}.`
        : '',
      risk.suicidal === 'asked_not_answered'
        ? 'Return to the suicide risk question the client did not answer.'
        : '',
    ].filter(Boolean);
    return {
      title,
      content: parts.length > 0 ? parts.join(' ') : 'Not discussed in this session.',
      evidence: agreed.map((s) => span(text, s.start, s.end)),
    };
  }
  if (/duration|timeline|history of presenting/i.test(title))
    return { title, content: written.duration.text, evidence: written.duration.evidence };
  const matcher = SECTION_CONCEPTS.find(([pattern]) => pattern.test(title));
  if (matcher) {
    const findings = analysis.findings.filter(
      (f) => (f.status === 'present' || f.status === 'denied') && matcher[1](f),
    );
    if (findings.length === 0) return { title, content: 'Not discussed in this session.', evidence: [] };
    const labels = [
      ...new Set(findings.map((f) => `${f.status === 'denied' ? 'denies ' : ''}${lower(f.concept.label)}`)),
    ];
    return {
      title,
      content: `${labels.slice(0, 6).join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
      evidence: findings.slice(0, 6).flatMap((f) => f.evidence),
    };
  }
  // Otherwise: the client's sentences that share a word with the section title.
  const words = title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3);
  const sentences = analysis.document.sentences
    .filter((s) => s.speaker !== 'clinician' && words.some((w) => s.text.toLowerCase().includes(w)))
    .slice(0, 3);
  if (sentences.length === 0) return { title, content: 'Not discussed in this session.', evidence: [] };
  return {
    title,
    content: sentences.map((s) => s.text).join(' '),
    evidence: sentences.map((s) => span(text, s.start, s.end)),
  };
}

/** SPEC §3 session summary with the risk block. */
export function writeSessionSummary(
  output: EngineOutput,
  context: { clientName: string; sessionDate: string; sessionNotes: string },
): SessionSummary {
  const { analysis, risk, diagnoses } = output;
  const note = writeSessionNote(output);
  const conceptThemes = [
    ...new Set(
      rankedConcepts(analysis, () => true).map((g) => g[0]?.concept.theme ?? g[0]?.concept.label ?? ''),
    ),
  ]
    .filter(Boolean)
    .slice(0, 6);
  // A session the lexicon finds nothing in still has themes: the words the client kept coming back to.
  const wordThemes = conceptThemes.length > 0 ? [] : sessionWordThemes(analysis, 5);
  const themes = conceptThemes.length > 0 ? conceptThemes : wordThemes.map((w) => w.theme);
  const who = context.clientName.trim() || 'The client';
  const when = context.sessionDate.trim() ? ` on ${context.sessionDate.trim()}` : '';
  const top = diagnoses[0];
  const protective = risk.protectiveFactors;
  const goals = [
    ...(risk.suicidal === 'not_assessed' || risk.suicidal === 'asked_not_answered'
      ? ['Complete a suicide risk screen']
      : []),
    ...(risk.suicidal === 'present' || risk.selfHarm === 'present'
      ? ['Review and update the safety plan']
      : []),
    ...themes.slice(0, 3).map((theme) => `Explore ${theme.toLowerCase()} further`),
  ].slice(0, 4);
  const treatments =
    top && top.confidence >= SUGGESTION_CONFIDENCE
      ? top.diagnosis.treatments
          .slice(0, 3)
          .map((id) => TREATMENTS_BY_ID.get(id))
          .filter((t) => t !== undefined)
      : [];
  return {
    executiveSummary:
      `${who} attended a session${when}. ${note.presentingProblem} ${mainDuration(analysis).isStated ? `Duration: ${note.duration}` : 'Duration was not stated.'}`.trim(),
    keyThemes: themes,
    therapeuticProgress:
      protective.length > 0
        ? `Strengths noted in session: ${listJoin(protective.map(lower))}.`
        : 'Progress was not discussed explicitly in this session.',
    riskAssessment: describeRisk(risk),
    nextSessionGoals: goals,
    clinicalRecommendations: [
      ...treatments.map((t) => `Consider ${t.name} (${t.source})`),
      ...(top && top.confidence >= SUGGESTION_CONFIDENCE
        ? [`Confirm or rule out ${top.diagnosis.name}; the engine's suggestion needs clinician confirmation`]
        : []),
    ],
    risk: {
      level: risk.level,
      suicidal: risk.suicidal,
      selfHarm: risk.selfHarm,
      harmToOthers: risk.harmToOthers,
      factors: risk.factors,
      protectiveFactors: risk.protectiveFactors,
      review: risk.review,
    },
    evidence: {
      executiveSummary: note.evidence.presentingProblem,
      keyThemes: wordThemes.length > 0 ? wordThemes.map((w) => w.evidence) : note.evidence.summary,
      riskAssessment: risk.evidence,
    },
    provider: ENGINE_PROVIDER,
  };
}
