import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import {
  measuresLine,
  raiseRiskForMeasurements,
  riskTextWithMeasurements,
  withMeasures,
} from './measure-findings';
import { assessRisk } from './risk';
import { runEngine, writeSessionNote } from './writers';

const ITEM9_SEVERAL_DAYS = [1, 1, 2, 2, 1, 1, 0, 0, 1];
const ITEM9_ZERO = [3, 3, 3, 3, 3, 3, 3, 3, 0];
const QUOTE =
  'PHQ-9 item 9 — Thoughts that you would be better off dead, or of hurting yourself in some way: Several days';

describe('PHQ-9 item 9 and the risk screen', () => {
  it('makes suicidal risk present, at least moderate, with the item quoted', () => {
    const risk = assessRisk(analyse("Client: Work has been stressful and I can't sleep."));
    expect(risk.suicidal).toBe('not_assessed');
    const raised = raiseRiskForMeasurements(risk, [{ instrument: 'phq9', items: ITEM9_SEVERAL_DAYS }]);
    expect(raised).toMatchObject({ suicidal: 'present', level: 'moderate' });
    expect(raised.factors).toContain(QUOTE);
  });

  it('never lowers a risk the session disclosed', () => {
    const risk = assessRisk(
      analyse('Client: I have a plan to kill myself. I was going to take all my pills on Friday.'),
    );
    expect(risk.level).toBe('high');
    expect(raiseRiskForMeasurements(risk, [{ instrument: 'phq9', items: ITEM9_SEVERAL_DAYS }])).toMatchObject(
      {
        suicidal: 'present',
        level: 'high',
      },
    );
    // A PHQ-9 with item 9 at 0, or a GAD-7, changes nothing.
    expect(raiseRiskForMeasurements(risk, [{ instrument: 'phq9', items: ITEM9_ZERO }])).toBe(risk);
    expect(raiseRiskForMeasurements(risk, [{ instrument: 'gad7', items: [3, 3, 3, 3, 3, 3, 3] }])).toBe(risk);
  });

  it('keeps a denial of the session from hiding the disclosure on the form', () => {
    const risk = assessRisk(analyse('Therapist: Any thoughts of suicide?\nClient: No, never.'));
    expect(risk.suicidal).toBe('denied');
    const raised = raiseRiskForMeasurements(risk, [{ instrument: 'phq9', items: ITEM9_SEVERAL_DAYS }]);
    expect(raised.suicidal).toBe('present');
  });

  it('quotes the item once in the risk paragraph', () => {
    const scores = [{ instrument: 'phq9' as const, items: ITEM9_SEVERAL_DAYS }];
    const once = riskTextWithMeasurements('Suicidal ideation: not assessed.', scores);
    expect(once).toBe(`Suicidal ideation: not assessed. ${QUOTE}.`);
    expect(riskTextWithMeasurements(once, scores)).toBe(once);
  });
});

describe('scores in the note', () => {
  const scores = [
    {
      instrument: 'phq9' as const,
      items: null,
      total: 11,
      severity: 'moderate' as const,
      administeredAt: '2026-10-01T10:00:00Z',
    },
    {
      instrument: 'phq9' as const,
      items: null,
      total: 18,
      severity: 'moderately_severe' as const,
      administeredAt: '2026-11-20T10:00:00Z',
    },
    {
      instrument: 'gad7' as const,
      items: null,
      total: 12,
      severity: 'moderate' as const,
      administeredAt: '2026-11-20T10:00:00Z',
    },
  ];

  it('states the latest of each instrument', () => {
    expect(measuresLine(scores)).toBe(
      'Measures: PHQ-9: 18/27 (Moderately severe), Nov 20, 2026; GAD-7: 12/21 (Moderate), Nov 20, 2026.',
    );
    expect(measuresLine([])).toBe('');
  });

  it("goes in a SOAP note's Objective section, and in Clinical Observations otherwise", () => {
    const output = runEngine(analyse('Client: I have felt low and tired for about two months.'));
    const soap = withMeasures(
      writeSessionNote(output, ['Subjective', 'Objective', 'Assessment', 'Plan']),
      scores,
    );
    expect(soap.sections.find((s) => s.title === 'Objective')?.content).toContain(measuresLine(scores));
    expect(soap.clinicalObservations).not.toContain('PHQ-9');

    const plain = withMeasures(writeSessionNote(output, []), scores);
    expect(plain.clinicalObservations).toContain(measuresLine(scores));
    expect(withMeasures(plain, scores).clinicalObservations).toBe(plain.clinicalObservations);
    expect(withMeasures(writeSessionNote(output, []), [])).toEqual(writeSessionNote(output, []));
  });
});
