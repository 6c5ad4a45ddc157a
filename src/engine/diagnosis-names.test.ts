import { describe, expect, it } from 'vitest';
import { recommendTherapies } from './recommend';
import { couplesTherapyFits, resolveDiagnosis } from './diagnosis-names';

const profile = (primaryDiagnoses: string[], symptoms: string[] = []) => ({
  name: 'Client',
  primaryDiagnoses,
  secondaryDiagnoses: [],
  symptoms,
  severityLevel: '',
  treatmentHistory: [],
  preferences: [],
  contraindications: [],
  cultureFactors: [],
});
const therapies = (primary: string[], symptoms: string[] = []) =>
  recommendTherapies(profile(primary, symptoms), { currentPhase: '' }).map((r) => r.id);

describe('resolveDiagnosis', () => {
  it.each([
    ['Depression', 'mdd-single-episode'],
    ['Major depression', 'mdd-single-episode'],
    ['Recurrent depression', 'mdd-recurrent'],
    ['ADHD', 'adhd'],
    ['PTSD', 'ptsd'],
    ['GAD', 'generalized-anxiety-disorder'],
    ['OCD', 'ocd'],
    ['Panic attacks', 'panic-disorder'],
    ['Social anxiety', 'social-anxiety-disorder'],
    ['Relationship problems', 'relationship-distress'],
    ['Generalized anxiety disorder (F41.1)', 'generalized-anxiety-disorder'],
    ['Posttraumatic stress disorder', 'ptsd'],
    ['mdd-recurrent', 'mdd-recurrent'],
  ])('reads %s as %s', (label, id) => {
    expect(resolveDiagnosis(label)?.id).toBe(id);
  });

  it.each(['bladder', 'disorder', 'Eating disorder', 'Work stress', 'Relationship just ended', '', 'dis'])(
    'names no diagnosis for %j (whole words only, no guess inside a family)',
    (label) => {
      expect(resolveDiagnosis(label)).toBeUndefined();
    },
  );
});

describe('recommendTherapies', () => {
  it('recommends for "Depression" and for "ADHD", which substring matching missed', () => {
    expect(therapies(['Depression'])).toContain('cbt-depression');
    expect(therapies(['ADHD'])).toContain('cbt-adhd');
  });

  it('gives every named condition its own best therapy, even beside one with many', () => {
    const ids = therapies(['Depression', 'ADHD']);
    expect(ids).toContain('cbt-adhd');
    expect(ids[0]).toBe('cbt-depression');
    expect(ids.length).toBeLessThanOrEqual(6);
  });

  it('counts a diagnosis named twice once', () => {
    const once = recommendTherapies(profile(['Depression']), { currentPhase: '' });
    const twice = recommendTherapies(profile(['Depression', 'MDD']), { currentPhase: '' });
    expect(twice.map((r) => [r.id, r.reasoning])).toEqual(once.map((r) => [r.id, r.reasoning]));
  });

  it('leaves couples therapy out when the relationship has ended, unless the couple is the focus', () => {
    expect(therapies(['Relationship problems'])).toContain('couples-therapy');
    for (const ended of [
      'Relationship just ended',
      'Broke up with her boyfriend in May',
      'Divorced last year',
      'Husband left in January',
    ])
      expect(therapies(['Depression', 'Relationship problems'], [ended])).not.toContain('couples-therapy');
    expect(
      therapies(
        ['Relationship problems'],
        ['Separated in March; both partners want to work on the marriage'],
      ),
    ).toContain('couples-therapy');
  });

  it('does not read separation anxiety as a separation', () => {
    expect(couplesTherapyFits('Separation anxiety since childhood')).toBe(true);
    expect(couplesTherapyFits('Separated from her husband')).toBe(false);
  });
});
