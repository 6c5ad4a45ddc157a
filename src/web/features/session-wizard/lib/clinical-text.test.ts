import { describe, expect, it } from 'vitest';
import type { NoteContent } from '#contract/workflow';
import {
  CLIENT_CONTEXT_MAX,
  clientContext,
  diagnosisSource,
  keepListed,
  noteAsText,
  toggleId,
} from './clinical-text';

const NO_EVIDENCE = {
  presentingProblem: [],
  duration: [],
  clinicalObservations: [],
  clientQuote: [],
  summary: [],
};
const NOTE: NoteContent = {
  presentingProblem: 'Persistent worry about work and finances.',
  duration: 'About six months.',
  clinicalObservations: '',
  clientQuote: "I can't switch my mind off.",
  summary: 'Poor sleep and muscle tension.',
  sections: [{ title: 'Plan', content: 'Worry log; sleep diary.', evidence: [] }],
  evidence: NO_EVIDENCE,
  provider: 'local-engine',
  recordingConsent: '',
};

describe('noteAsText', () => {
  it('puts each non-empty field and section under its title, skipping empty ones', () => {
    expect(noteAsText(NOTE)).toBe(
      [
        'Presenting Problem: Persistent worry about work and finances.',
        'Duration & Timeline: About six months.',
        "Client Quote: I can't switch my mind off.",
        'Session Summary: Poor sleep and muscle tension.',
        'Plan: Worry log; sleep diary.',
      ].join('\n'),
    );
  });
});

describe('diagnosisSource', () => {
  it('prefers the transcript, which keeps the client’s own words', () => {
    const transcript = "Client: I've been worrying about everything for months.";
    expect(diagnosisSource(transcript, NOTE)).toBe(transcript);
  });

  it('falls back to the note when the transcript is blank', () => {
    expect(diagnosisSource('  \n', NOTE)).toBe(noteAsText(NOTE));
  });

  it('is null with neither a transcript nor a note', () => {
    expect(diagnosisSource('', null)).toBeNull();
  });
});

describe('clientContext', () => {
  it('joins the clinician notes and the transcript, within the limit the call accepts', () => {
    expect(clientContext('Client: I sleep badly.', 'Prefers non-drug options.')).toBe(
      'Prefers non-drug options.\n\nClient: I sleep badly.',
    );
    expect(clientContext('x'.repeat(CLIENT_CONTEXT_MAX + 500), '')).toHaveLength(CLIENT_CONTEXT_MAX);
  });
});

describe('selection helpers', () => {
  it('toggles an id in and out, keeping the order of the others', () => {
    expect(toggleId(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('drops selected ids that are no longer listed', () => {
    expect(keepListed(['gad', 'mdd', 'ptsd'], [{ id: 'mdd' }, { id: 'gad' }])).toEqual(['gad', 'mdd']);
  });
});
