import { describe, expect, it } from 'vitest';
import {
  GAD7,
  PHQ9,
  RESPONSE_OPTIONS,
  answersProblem,
  scoreInstrument,
  severityOf,
  suicidalItemAnswer,
  suicidalItemQuote,
  type Instrument,
  type Severity,
} from './instruments';

/** The published severity of every possible total, written out once by hand rather than derived from the bands. */
const PHQ9_PUBLISHED: Severity[] = [
  ...Array<Severity>(5).fill('minimal'), // 0–4
  ...Array<Severity>(5).fill('mild'), // 5–9
  ...Array<Severity>(5).fill('moderate'), // 10–14
  ...Array<Severity>(5).fill('moderately_severe'), // 15–19
  ...Array<Severity>(8).fill('severe'), // 20–27
];
const GAD7_PUBLISHED: Severity[] = [
  ...Array<Severity>(5).fill('minimal'), // 0–4
  ...Array<Severity>(5).fill('mild'), // 5–9
  ...Array<Severity>(5).fill('moderate'), // 10–14
  ...Array<Severity>(7).fill('severe'), // 15–21
];

/** Every way to answer `itemCount` items 0–3. */
function* allAnswers(itemCount: number): Generator<number[]> {
  const answers = Array<number>(itemCount).fill(0);
  for (;;) {
    yield [...answers];
    let index = 0;
    while (index < itemCount && answers[index] === 3) answers[index++] = 0;
    if (index === itemCount) return;
    answers[index] = (answers[index] ?? 0) + 1;
  }
}

describe('instruments as published', () => {
  it('has the PHQ-9 stem, nine items and the four response options', () => {
    expect(PHQ9.stem).toBe(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    );
    expect(PHQ9.items).toHaveLength(9);
    expect(PHQ9.items[0]).toBe('Little interest or pleasure in doing things');
    expect(PHQ9.items[8]).toBe(
      'Thoughts that you would be better off dead, or of hurting yourself in some way',
    );
    expect(RESPONSE_OPTIONS).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
  });

  it('has the GAD-7 stem and seven items', () => {
    expect(GAD7.stem).toBe(
      'Over the last 2 weeks, how often have you been bothered by the following problems?',
    );
    expect(GAD7.items).toHaveLength(7);
    expect(GAD7.items[6]).toBe('Feeling afraid, as if something awful might happen');
  });
});

describe.each([
  ['phq9', 9, PHQ9_PUBLISHED],
  ['gad7', 7, GAD7_PUBLISHED],
] as const)('%s scoring', (instrument, itemCount, published) => {
  it('matches the published total and band for every possible set of answers', () => {
    let combinations = 0;
    const crossing = new Set<number>();
    for (const answers of allAnswers(itemCount)) {
      let expected = 0;
      for (const answer of answers) expected += answer;
      const score = scoreInstrument(instrument, answers);
      // One expectation per mismatch only, so the quarter of a million matches stay fast.
      if (score.total !== expected || score.severity !== published[expected])
        expect({ answers, ...score }).toEqual({ answers, total: expected, severity: published[expected] });
      if (published[expected] !== published[expected - 1]) crossing.add(expected);
      combinations++;
    }
    expect(combinations).toBe(4 ** itemCount);
    // The totals at which a band starts were all reached by some combination.
    expect([...crossing].sort((a, b) => a - b)).toEqual(
      itemCount === 9 ? [0, 5, 10, 15, 20] : [0, 5, 10, 15],
    );
  });

  it('refuses an incomplete form, naming the unanswered items', () => {
    const answers: (number | null)[] = Array<number | null>(itemCount).fill(1);
    answers[2] = null;
    expect(answersProblem(instrument, answers)).toMatch(/item 3 is unanswered/);
    expect(() => scoreInstrument(instrument, answers)).toThrow(/item 3 is unanswered/);
    expect(answersProblem(instrument, [1, 2])).toMatch(/items 3, 4, 5, 6, 7(, 8, 9)? are unanswered/);
    expect(answersProblem(instrument, [])).not.toBeNull();
  });

  it('refuses answers outside 0 to 3 and too many answers', () => {
    expect(answersProblem(instrument, [...Array<number>(itemCount - 1).fill(0), 4])).toMatch(
      new RegExp(`Item ${itemCount} .* must be answered with 0, 1, 2 or 3`),
    );
    expect(answersProblem(instrument, [...Array<number>(itemCount - 1).fill(0), 1.5])).not.toBeNull();
    expect(answersProblem(instrument, [...Array<number>(itemCount - 1).fill(0), -1])).not.toBeNull();
    expect(answersProblem(instrument, Array<number>(itemCount + 1).fill(0))).toMatch(/answers were given/);
    expect(answersProblem(instrument, Array<number>(itemCount).fill(3))).toBeNull();
  });
});

describe('band boundaries from item combinations', () => {
  const score = (instrument: Instrument, answers: number[]) => scoreInstrument(instrument, answers);
  it.each([
    ['phq9', [1, 1, 1, 1, 0, 0, 0, 0, 0], 4, 'minimal'],
    ['phq9', [1, 1, 1, 1, 1, 0, 0, 0, 0], 5, 'mild'],
    ['phq9', [3, 3, 3, 0, 0, 0, 0, 0, 0], 9, 'mild'],
    ['phq9', [2, 2, 2, 2, 2, 0, 0, 0, 0], 10, 'moderate'],
    ['phq9', [2, 2, 2, 2, 2, 2, 2, 0, 0], 14, 'moderate'],
    ['phq9', [3, 3, 3, 3, 3, 0, 0, 0, 0], 15, 'moderately_severe'],
    ['phq9', [3, 3, 3, 2, 2, 2, 2, 2, 0], 19, 'moderately_severe'],
    ['phq9', [2, 2, 2, 2, 2, 2, 2, 3, 3], 20, 'severe'],
    ['phq9', [3, 3, 3, 3, 3, 3, 3, 3, 3], 27, 'severe'],
    ['gad7', [0, 0, 0, 0, 0, 0, 0], 0, 'minimal'],
    ['gad7', [0, 1, 0, 1, 0, 1, 1], 4, 'minimal'],
    ['gad7', [1, 1, 1, 1, 1, 0, 0], 5, 'mild'],
    ['gad7', [2, 2, 2, 1, 1, 1, 0], 9, 'mild'],
    ['gad7', [3, 3, 3, 1, 0, 0, 0], 10, 'moderate'],
    ['gad7', [2, 2, 2, 2, 2, 2, 2], 14, 'moderate'],
    ['gad7', [3, 3, 3, 3, 3, 0, 0], 15, 'severe'],
    ['gad7', [3, 3, 3, 3, 3, 3, 3], 21, 'severe'],
  ] as const)('%s %j scores %i, %s', (instrument, answers, total, severity) => {
    expect(score(instrument, [...answers])).toEqual({ total, severity });
  });

  it('has no band for a total the instrument cannot produce', () => {
    expect(severityOf('phq9', 28)).toBeUndefined();
    expect(severityOf('gad7', 22)).toBeUndefined();
    expect(severityOf('gad7', -1)).toBeUndefined();
    expect(severityOf('phq9', 4.5)).toBeUndefined();
  });
});

describe('PHQ-9 item 9', () => {
  it('is a disclosure above 0 only, quoted with its answer', () => {
    expect(suicidalItemAnswer('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 2])).toBe(2);
    expect(suicidalItemAnswer('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBeNull();
    expect(suicidalItemAnswer('gad7', [0, 0, 0, 0, 0, 0, 0, 0, 2])).toBeNull();
    expect(suicidalItemAnswer('phq9', null)).toBeNull();
    expect(suicidalItemQuote(1)).toBe(
      'Thoughts that you would be better off dead, or of hurting yourself in some way: Several days',
    );
  });
});
