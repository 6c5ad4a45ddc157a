import { describe, expect, it } from 'vitest';
import type { NoteContent } from '#contract/workflow';
import { matchingSpans, noteAsText } from './note-content';

const TRANSCRIPT =
  "Client: I can't switch my mind off at night.\nTherapist: How long has that been going on?";

describe('matchingSpans', () => {
  it('keeps spans whose offsets still quote their text and drops the ones the edit moved', () => {
    const quote = { start: 8, end: 44, text: "I can't switch my mind off at night." };
    expect(matchingSpans(TRANSCRIPT, [quote])).toEqual([quote]);
    const edited = `Therapist: Welcome back.\n${TRANSCRIPT}`;
    expect(matchingSpans(edited, [quote])).toEqual([]);
  });

  it('drops spans that run past the end of a shortened transcript', () => {
    expect(matchingSpans('Client: hi', [{ start: 8, end: 40, text: 'hi there, long' }])).toEqual([]);
  });
});

describe('noteAsText', () => {
  it('titles each filled field and section, and leaves out empty ones', () => {
    const note: NoteContent = {
      presentingProblem: 'Worry and poor sleep.',
      duration: 'About six months.',
      clinicalObservations: '',
      clientQuote: "I can't switch my mind off at night.",
      summary: 'Worry and insomnia discussed.',
      sections: [{ title: 'Plan', content: 'Sleep diary.', evidence: [] }],
      evidence: {
        presentingProblem: [],
        duration: [],
        clinicalObservations: [],
        clientQuote: [],
        summary: [],
      },
      provider: 'local-engine',
      recordingConsent: '',
    };
    expect(noteAsText(note)).toBe(
      [
        'Presenting Problem: Worry and poor sleep.',
        'Duration & Timeline: About six months.',
        "Client Quote: I can't switch my mind off at night.",
        'Session Summary: Worry and insomnia discussed.',
        'Plan: Sleep diary.',
      ].join('\n'),
    );
  });
});
