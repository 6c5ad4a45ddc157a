import { describe, expect, it } from 'vitest';
import { findStatedScores } from './measure-capture';

const scores = (text: string) => findStatedScores(text).map(({ instrument, total }) => [instrument, total]);

describe('scores stated in a transcript', () => {
  it.each([
    ['Client: Honestly my PHQ-9 was 18 when I did it at the GP.', 'phq9', 18, 'moderately_severe'],
    ['Therapist: She scored 12 on the GAD-7 at intake.', 'gad7', 12, 'moderate'],
    ['GAD 7 of 9 today, down from last month.', 'gad7', 9, 'mild'],
    ['Her phq nine score was twenty at the start of treatment.', 'phq9', 20, 'severe'],
    ['PHQ-9: 4.', 'phq9', 4, 'minimal'],
    ['Her PHQ9 score today came in at 15.', 'phq9', 15, 'moderately_severe'],
    ['He got a 21 on his GAD-7 last week.', 'gad7', 21, 'severe'],
    ['The gad seven came back at twenty-one.', 'gad7', 21, 'severe'],
    ['My PHQ-9 was twenty seven, the worst it has been.', 'phq9', 27, 'severe'],
    ['PHQ-9 score of 0.', 'phq9', 0, 'minimal'],
  ])('captures %j', (text, instrument, total, severity) => {
    const [found, ...rest] = findStatedScores(text);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ instrument, total, severity });
    // The evidence is the stating sentence, verbatim, at its place in the transcript.
    expect(text.slice(found?.evidence.start, found?.evidence.end)).toBe(found?.evidence.text);
    expect(found?.evidence.text).toBe(text.replace(/^(Client|Therapist): /, ''));
  });

  it('keeps the whole sentence as evidence, inside a labelled transcript', () => {
    const text =
      'Therapist: How did the questionnaires go?\nClient: My PHQ-9 was 18 and the GAD-7 was 12. It felt high.';
    const found = findStatedScores(text);
    expect(found.map((s) => [s.instrument, s.total])).toEqual([
      ['phq9', 18],
      ['gad7', 12],
    ]);
    expect(found[0]?.evidence.text).toBe('My PHQ-9 was 18 and the GAD-7 was 12.');
    expect(text.slice(found[0]?.evidence.start, found[0]?.evidence.end)).toBe(found[0]?.evidence.text);
  });

  it.each([
    "We'll do a PHQ-9 next time.",
    'Therapist: Let us repeat the GAD-7 in 2 weeks.',
    'Her PHQ-9 was 35 apparently, which cannot be right.',
    'GAD-7 of 22 was written on the referral.',
    'PHQ-9 item 9 was 2.',
    'She answered question 9 of the PHQ-9 with several days.',
    'Her PHQ-2 was 4 at the GP.',
    'The GAD-2 was 5.',
    'I have been feeling nine out of ten anxious.',
    'We talked about the PHQ-9 and what it measures.',
  ])('captures nothing from %j', (text) => {
    expect(scores(text)).toEqual([]);
  });
});
