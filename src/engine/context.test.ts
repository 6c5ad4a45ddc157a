import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';

const statuses = (text: string) =>
  Object.fromEntries(
    analyse(text)
      .findings.filter((f) => f.source === 'lexicon')
      .map((f) => [f.conceptId, f.status]),
  );

describe('negation scope', () => {
  it('ends at a comma, so the next clause keeps its symptom', () => {
    expect(statuses('Client: No appetite, I feel hopeless all the time.')['hopelessness']).toBe('present');
  });

  it('ends at "but" and at a reporting verb', () => {
    expect(statuses("Client: I don't drink, but I feel hopeless.")['hopelessness']).toBe('present');
  });

  it('runs over every item of a dictated denial list', () => {
    const found = statuses('Client denies low mood, poor sleep or worry.');
    expect(found['depressed-mood']).toBe('denied');
    expect(found['insomnia']).toBe('denied');
  });

  it('reads an absence that is the symptom as present', () => {
    const found = statuses('Client: I have no energy and no interest in anything.');
    expect(found['fatigue']).toBe('present');
    expect(found['anhedonia']).toBe('present');
    expect(statuses("Client: I can't stop worrying about money.")['excessive-worry']).toBe('present');
  });
});

describe('speakers', () => {
  it("never takes a relative's words as the client's symptoms or quote", () => {
    const analysis = analyse(
      [
        'Therapist: What brings you both in?',
        "Mother: She hasn't slept properly in weeks and she cries every night.",
        'Client: I just feel flat. Nothing is fun any more.',
      ].join('\n'),
    );
    expect(analysis.document.turns.map((t) => t.speaker)).toEqual(['clinician', 'informant', 'client']);
    const fromMother = analysis.findings.filter((f) => f.evidence.some((e) => e.text.startsWith('She hasn')));
    expect(fromMother).toEqual([]);
  });
});
