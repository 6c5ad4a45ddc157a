import { describe, expect, it } from 'vitest';
import { sessionMinutes, suggestPsychotherapyCode } from './session-times';

describe('suggestPsychotherapyCode', () => {
  it.each([
    [0, null],
    [15, null],
    [16, '90832'],
    [37, '90832'],
    [38, '90834'],
    [52, '90834'],
    [53, '90837'],
    [90, '90837'],
  ])('suggests for %i minutes: %s', (minutes, code) => {
    expect(suggestPsychotherapyCode(minutes).code).toBe(code);
  });

  it('does not round a part minute up past a boundary', () => {
    expect(suggestPsychotherapyCode(15.9).code).toBeNull();
    expect(suggestPsychotherapyCode(37.9).code).toBe('90832');
    expect(suggestPsychotherapyCode(52.99).code).toBe('90834');
  });

  it('states the rule with every suggestion, and why there is no code under 16 minutes', () => {
    const none = suggestPsychotherapyCode(12);
    expect(none.label).toBe('Under 16 minutes: no psychotherapy time code');
    expect(none.rule).toContain('90832 for 16–37 minutes, 90834 for 38–52, 90837 for 53 or more');
    expect(suggestPsychotherapyCode(45)).toMatchObject({ code: '90834', label: 'Psychotherapy, 45 minutes' });
  });
});

describe('sessionMinutes', () => {
  it('counts whole minutes between start and end', () => {
    expect(sessionMinutes('2026-03-10T09:00:00Z', '2026-03-10T09:53:00Z')).toBe(53);
    expect(sessionMinutes('2026-03-10T09:00:00Z', '2026-03-10T09:52:59Z')).toBe(52);
    expect(sessionMinutes(new Date('2026-03-10T09:00:00Z'), new Date('2026-03-10T08:00:00Z'))).toBe(0);
  });
});
