/**
 * The PHQ-9 and GAD-7 as published (Spitzer, Williams, Kroenke and colleagues; public domain): their items,
 * response options and severity bands, and the scoring both the server and the forms use. Pure data and
 * functions, so the score a client sees on the form is the score the server stores.
 */

export const INSTRUMENTS = ['phq9', 'gad7'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

export const INSTRUMENT_CREDIT =
  'PHQ-9 and GAD-7 were developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission is required to reproduce, translate, display or distribute them.';

/** The four answers every item takes, scored 0 to 3. */
export const RESPONSE_OPTIONS = [
  'Not at all',
  'Several days',
  'More than half the days',
  'Nearly every day',
] as const;
export const ITEM_SCORE_MAX = RESPONSE_OPTIONS.length - 1;

/** The optional closing question of both forms; it is recorded but never scored. */
export const DIFFICULTY_QUESTION =
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';
export const DIFFICULTY_OPTIONS = [
  'Not difficult at all',
  'Somewhat difficult',
  'Very difficult',
  'Extremely difficult',
] as const;

export const SEVERITIES = ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = {
  minimal: 'Minimal',
  mild: 'Mild',
  moderate: 'Moderate',
  moderately_severe: 'Moderately severe',
  severe: 'Severe',
};

export type SeverityBand = { severity: Severity; min: number; max: number };

export type InstrumentDefinition = {
  id: Instrument;
  name: string;
  title: string;
  stem: string;
  items: readonly string[];
  maxTotal: number;
  bands: readonly SeverityBand[];
};

/** PHQ-9 item 9, whose answer above 0 is a disclosure of suicidal thoughts to be acted on. */
export const PHQ9_SUICIDAL_ITEM_INDEX = 8;

export const PHQ9: InstrumentDefinition = {
  id: 'phq9',
  name: 'PHQ-9',
  title: 'Patient Health Questionnaire (PHQ-9)',
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead, or of hurting yourself in some way',
  ],
  maxTotal: 27,
  bands: [
    { severity: 'minimal', min: 0, max: 4 },
    { severity: 'mild', min: 5, max: 9 },
    { severity: 'moderate', min: 10, max: 14 },
    { severity: 'moderately_severe', min: 15, max: 19 },
    { severity: 'severe', min: 20, max: 27 },
  ],
};

export const GAD7: InstrumentDefinition = {
  id: 'gad7',
  name: 'GAD-7',
  title: 'Generalized Anxiety Disorder scale (GAD-7)',
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: [
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid, as if something awful might happen',
  ],
  maxTotal: 21,
  bands: [
    { severity: 'minimal', min: 0, max: 4 },
    { severity: 'mild', min: 5, max: 9 },
    { severity: 'moderate', min: 10, max: 14 },
    { severity: 'severe', min: 15, max: 21 },
  ],
};

export const INSTRUMENT_DEFINITIONS: Record<Instrument, InstrumentDefinition> = { phq9: PHQ9, gad7: GAD7 };

/** The band a total falls in; undefined for a total the instrument cannot produce. */
export function severityOf(instrument: Instrument, total: number): Severity | undefined {
  if (!Number.isInteger(total)) return undefined;
  return INSTRUMENT_DEFINITIONS[instrument].bands.find((band) => total >= band.min && total <= band.max)
    ?.severity;
}

export type InstrumentScore = { total: number; severity: Severity };

/**
 * What is wrong with a set of answers, in words for the person filling the form, or null when every item has
 * one answer from 0 to 3.
 */
export function answersProblem(instrument: Instrument, answers: readonly (number | null)[]): string | null {
  const definition = INSTRUMENT_DEFINITIONS[instrument];
  const count = definition.items.length;
  if (answers.length > count)
    return `The ${definition.name} has ${count} items; ${answers.length} answers were given`;
  const invalid = answers.findIndex(
    (answer) => answer !== null && !(Number.isInteger(answer) && answer >= 0 && answer <= ITEM_SCORE_MAX),
  );
  if (invalid >= 0) return `Item ${invalid + 1} of the ${definition.name} must be answered with 0, 1, 2 or 3`;
  const missing: number[] = [];
  for (let index = 0; index < count; index++) if (answers[index] == null) missing.push(index + 1);
  if (missing.length > 0)
    return `Answer every item of the ${definition.name}: ${
      missing.length === 1 ? `item ${missing[0]} is` : `items ${missing.join(', ')} are`
    } unanswered`;
  return null;
}

/** The published scoring: the sum of the item scores, and the band the sum falls in. Refuses incomplete forms. */
export function scoreInstrument(
  instrument: Instrument,
  answers: readonly (number | null)[],
): InstrumentScore {
  const problem = answersProblem(instrument, answers);
  if (problem) throw new RangeError(problem);
  const total = answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0);
  const severity = severityOf(instrument, total);
  if (!severity) throw new RangeError(`No severity band holds a total of ${total}`);
  return { total, severity };
}

/** "Thoughts that you would be better off dead, or of hurting yourself in some way: Several days". */
export function suicidalItemQuote(answer: number): string {
  return `${PHQ9.items[PHQ9_SUICIDAL_ITEM_INDEX] ?? ''}: ${RESPONSE_OPTIONS[answer] ?? String(answer)}`;
}

/** The answer to PHQ-9 item 9 when it is above 0 (a disclosure), otherwise null. */
export function suicidalItemAnswer(instrument: Instrument, items: readonly number[] | null): number | null {
  if (instrument !== 'phq9' || !items) return null;
  const answer = items[PHQ9_SUICIDAL_ITEM_INDEX];
  return answer !== undefined && answer > 0 ? answer : null;
}
