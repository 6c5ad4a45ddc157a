import { describe, expect, it } from 'vitest';
import type { TreatmentSuggestion } from '#contract/generation';
import { CLINICIAN_SOURCE, mergeRegenerated, newClinicianItem, planProblem } from './plan-items';

const CBT: TreatmentSuggestion = {
  id: 'cbt-anxiety',
  treatment: 'Cognitive behavioural therapy',
  type: 'therapy',
  description: 'Structured sessions targeting worry.',
  evidenceLevel: 'high',
  rationale: 'Indicated for generalized anxiety disorder.',
  source: 'NICE CG113',
};
const SSRI: TreatmentSuggestion = { ...CBT, id: 'ssri', treatment: 'SSRI', type: 'medication' };

describe('mergeRegenerated', () => {
  it('replaces generated items with fresh ones and keeps the clinician’s own after them', () => {
    const mine = { ...newClinicianItem('clinician-1'), treatment: 'Weekly walking group' };
    expect(mergeRegenerated([SSRI], [CBT, mine])).toEqual([SSRI, mine]);
  });

  it('keeps no clinician item twice when the fresh list already has its id', () => {
    const mine = { ...newClinicianItem('ssri'), treatment: 'SSRI' };
    expect(mergeRegenerated([SSRI], [mine])).toEqual([SSRI]);
  });
});

describe('clinician items', () => {
  it('are marked with the Clinician source and start blank', () => {
    const item = newClinicianItem('clinician-2');
    expect(item.source).toBe(CLINICIAN_SOURCE);
    expect(item.treatment).toBe('');
  });

  it('cannot be saved without a treatment name', () => {
    expect(planProblem([CBT, newClinicianItem('clinician-3')])).toBe('Every item needs a treatment name');
    expect(planProblem([CBT])).toBeNull();
  });
});
