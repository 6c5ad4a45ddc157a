import { describe, expect, it } from 'vitest';
import { parseDocument, splitTurns, tokenize } from './text';

describe('speaker turns', () => {
  it('reads Therapist/Client labels and keeps offsets into the original text', () => {
    const text = 'Therapist: How have you been sleeping?\nClient: Not well. I wake at 3am most nights.';
    const doc = parseDocument(text);
    expect(doc.turns.map((t) => t.speaker)).toEqual(['clinician', 'client']);
    const sentence = doc.sentences.find((s) => s.text.startsWith('I wake'));
    expect(sentence?.speaker).toBe('client');
    expect(text.slice(sentence?.start, sentence?.end)).toBe('I wake at 3am most nights.');
  });

  it('reads [doctor]/[patient] and Doctor:/Patient: styles', () => {
    expect(splitTurns('[doctor] hi there\n[patient] hello').map((t) => t.speaker)).toEqual([
      'clinician',
      'client',
    ]);
    expect(splitTurns('Doctor: Any pain?\nPatient: No.').map((t) => t.speaker)).toEqual([
      'clinician',
      'client',
    ]);
  });

  it('treats first-name speakers by who asks the questions', () => {
    const turns = splitTurns(
      'Maya: What brings you in today?\nSam: Work has been awful.\nMaya: How long for?\nSam: Months.',
    );
    expect(turns.map((t) => t.speaker)).toEqual(['clinician', 'client', 'clinician', 'client']);
  });

  it('treats unlabelled dictation as one narrator turn', () => {
    expect(
      splitTurns('Client is a 34-year-old teacher reporting low mood. She notes poor sleep.'),
    ).toHaveLength(1);
    expect(parseDocument('Client is a 34-year-old teacher. Dr. Lee referred her.').sentences).toHaveLength(2);
  });
});

describe('tokens', () => {
  it('keeps contractions whole and folds curly apostrophes', () => {
    expect(tokenize("I can’t sleep, don't ask").map((t) => t.norm)).toEqual([
      'i',
      "can't",
      'sleep',
      "don't",
      'ask',
    ]);
  });
});
