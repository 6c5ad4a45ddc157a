import { describe, expect, it } from 'vitest';
import { claimAgrees, readRiskClaims, riskDisagreements, type RiskStatuses } from './risk-claims';

const read = (text: string) =>
  readRiskClaims(text).map(
    (claim) => `${claim.area ?? 'any'}:${claim.status}${claim.minimised ? ' (minimised)' : ''}`,
  );

const NOT_ASSESSED: RiskStatuses = {
  suicidal: 'not_assessed',
  selfHarm: 'not_assessed',
  harmToOthers: 'not_assessed',
};
const DENIED: RiskStatuses = { suicidal: 'denied', selfHarm: 'denied', harmToOthers: 'denied' };
const SI_PRESENT: RiskStatuses = { suicidal: 'present', selfHarm: 'denied', harmToOthers: 'not_assessed' };

describe('risk claims in written prose', () => {
  it("reads denials in a note's shorthand, area by area", () => {
    expect(read('SI/HI: denies.')).toEqual(['suicidal:denied', 'harmToOthers:denied']);
    expect(read('No SI/HI/SH.')).toEqual(['suicidal:denied', 'harmToOthers:denied', 'selfHarm:denied']);
    expect(read('No thoughts about ending her life.')).toEqual(['suicidal:denied']);
    expect(read('Not a danger to himself or others.')).toEqual([
      'suicidal:denied (minimised)',
      'selfHarm:denied (minimised)',
      'harmToOthers:denied (minimised)',
    ]);
    expect(read('Suicidal ideation was explored and the client firmly denied it.')).toEqual([
      'suicidal:denied',
    ]);
  });

  it('reads playing risk down as a denial, of all areas when none is named', () => {
    expect(read('She would never kill herself, minimal suicide risk.')).toEqual([
      'suicidal:denied (minimised)',
    ]);
    for (const text of ['Contracted for safety.', 'Future-oriented, safe.', 'Risk assessed as minimal.'])
      expect(read(text), text).toEqual(['any:denied (minimised)']);
  });

  it('keeps a disclosure with a denied plan a disclosure, and reads the statuses the engine writes', () => {
    expect(read('Passive SI, no plan or intent.')).toEqual(['suicidal:present']);
    expect(read('Endorses passive SI, denies plan or intent.')).toEqual(['suicidal:present']);
    expect(
      read(
        'Suicidal ideation: disclosed in session; Self-harm: denied when discussed; Harm to others: not assessed in this session. Overall risk level: moderate.',
      ),
    ).toEqual(['suicidal:present', 'selfHarm:denied', 'harmToOthers:not_assessed', 'any:present']);
    expect(read('Suicidal ideation: asked, not answered.')).toEqual(['suicidal:asked_not_answered']);
  });

  it('claims nothing for plans, other people, the past or ordinary talk', () => {
    for (const text of [
      'Complete a suicide risk screen',
      'Review and update the safety plan',
      'Her mother died by suicide when she was twelve.',
      'History of self-harm in adolescence.',
      'Low mood increases her risk of relapse.',
      'No concerns about appetite.',
      'She denies alcohol or drug use.',
    ])
      expect(read(text), text).toEqual([]);
  });

  it('agrees only with the status the engine found', () => {
    expect(claimAgrees({ area: 'suicidal', status: 'denied' }, DENIED)).toBe(true);
    expect(claimAgrees({ area: 'suicidal', status: 'denied' }, SI_PRESENT)).toBe(false);
    expect(claimAgrees({ area: 'harmToOthers', status: 'denied' }, SI_PRESENT)).toBe(false);
    expect(claimAgrees({ area: 'suicidal', status: 'present' }, NOT_ASSESSED)).toBe(false);
    expect(claimAgrees({ area: 'selfHarm', status: 'present' }, DENIED)).toBe(false);
    expect(claimAgrees({ area: 'suicidal', status: 'not_assessed' }, SI_PRESENT)).toBe(false);
    expect(claimAgrees({ area: null, status: 'denied' }, SI_PRESENT)).toBe(false);
    expect(claimAgrees({ area: null, status: 'denied' }, DENIED)).toBe(true);
    expect(claimAgrees({ area: null, status: 'present' }, SI_PRESENT)).toBe(true);
    expect(claimAgrees({ area: null, status: 'assessed' }, NOT_ASSESSED)).toBe(false);
  });

  it('lets a disclosure say the client first denied it, never a denial or a played-down risk beside it', () => {
    expect(
      riskDisagreements('Passive suicidal ideation disclosed, though she first denied it.', SI_PRESENT),
    ).toEqual([]);
    for (const text of [
      'Passive SI reported earlier, currently denies SI.',
      'Passive suicidal ideation disclosed; minimal suicide risk.',
    ])
      expect(
        riskDisagreements(text, SI_PRESENT).map((claim) => `${claim.area ?? 'any'}:${claim.status}`),
        text,
      ).toEqual(['suicidal:denied']);
  });

  it('reads "No concerns." as a claim only where the text is about risk', () => {
    expect(readRiskClaims('No concerns.', { aboutRisk: true }).map((c) => c.status)).toEqual(['denied']);
    expect(read('Client engaged well. Resolved.')).toEqual([]);
    expect(read('Risk discussed. Resolved.')).toEqual(['any:assessed', 'any:denied (minimised)']);
  });
});
