import { describe, expect, it } from 'vitest';
import { ANALYSES_KEPT, ANALYSIS_TTL_MS, createAnalysisCache } from './analysis-cache';

const TRANSCRIPT =
  "Therapist: How have you been sleeping?\nClient: Badly, for about three months. I wake at four and can't get back to sleep.";

describe('the shared analysis of a transcript', () => {
  it('reads a text once for one clinician on one day, and again when the text changes', () => {
    let clock = new Date('2026-11-29T09:00:00Z');
    const analysisOf = createAnalysisCache(() => clock);
    const first = analysisOf('clinician-a', TRANSCRIPT);
    clock = new Date('2026-11-29T09:01:00Z');
    expect(analysisOf('clinician-a', TRANSCRIPT)).toBe(first);
    const edited = analysisOf('clinician-a', `${TRANSCRIPT} I also feel low most days.`);
    expect(edited).not.toBe(first);
    expect(edited.analysis.present.size).toBeGreaterThanOrEqual(first.analysis.present.size);
  });

  it("never answers one clinician's request with another's entry", () => {
    const analysisOf = createAnalysisCache(() => new Date('2026-11-29T09:00:00Z'));
    expect(analysisOf('clinician-b', TRANSCRIPT)).not.toBe(analysisOf('clinician-a', TRANSCRIPT));
  });

  it('reads the text again on another day and after the time an entry is kept', () => {
    let clock = new Date('2026-11-29T23:59:00Z');
    const analysisOf = createAnalysisCache(() => clock);
    const first = analysisOf('clinician-a', TRANSCRIPT);
    clock = new Date('2026-11-30T00:00:30Z');
    const nextDay = analysisOf('clinician-a', TRANSCRIPT);
    expect(nextDay).not.toBe(first);
    clock = new Date(clock.getTime() + ANALYSIS_TTL_MS + 1);
    expect(analysisOf('clinician-a', TRANSCRIPT)).not.toBe(nextDay);
  });

  it(`keeps at most ${ANALYSES_KEPT} readings, the least recently used leaving first`, () => {
    const analysisOf = createAnalysisCache(() => new Date('2026-11-29T09:00:00Z'));
    const first = analysisOf('clinician-a', 'Client: I feel low.');
    const second = analysisOf('clinician-a', 'Client: I feel anxious.');
    for (let i = 0; i < ANALYSES_KEPT - 2; i++) analysisOf('clinician-a', `Client: day ${i}.`);
    expect(analysisOf('clinician-a', 'Client: I feel low.')).toBe(first); // used again: now the newest
    analysisOf('clinician-a', 'Client: one more.');
    expect(analysisOf('clinician-a', 'Client: I feel low.')).toBe(first);
    expect(analysisOf('clinician-a', 'Client: I feel anxious.')).not.toBe(second);
  });
});
