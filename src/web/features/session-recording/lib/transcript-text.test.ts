import { describe, expect, it } from 'vitest';
import { countWords, formatWordCount, segmentTranscript } from './transcript-text';

describe('countWords', () => {
  it('counts words separated by spaces and line breaks, ignoring extra whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('Therapist: How have you been sleeping?\nClient:  Badly,  for months. ')).toBe(10);
  });

  it('names the count in words', () => {
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(1200)).toBe('1,200 words');
  });
});

describe('segmentTranscript', () => {
  const text = 'Client: I have been worried for months. I cannot sleep.';

  it('marks the spans at their offsets', () => {
    const start = text.indexOf('I cannot sleep');
    expect(segmentTranscript(text, [{ start, end: start + 14, text: 'I cannot sleep' }])).toEqual([
      { text: 'Client: I have been worried for months. ', isEvidence: false },
      { text: 'I cannot sleep', isEvidence: true },
      { text: '.', isEvidence: false },
    ]);
  });

  it('merges overlapping spans and finds a span by its text when the offsets are stale', () => {
    const segments = segmentTranscript(text, [
      { start: 8, end: 27, text: 'I have been worried' },
      { start: 0, end: 10, text: 'worried for months' },
      { start: 20, end: 27, text: 'worried' },
      { start: 0, end: 5, text: 'not in the transcript' },
    ]);
    expect(segments.filter((segment) => segment.isEvidence).map((segment) => segment.text)).toEqual([
      'I have been worried for months',
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('returns the whole text unmarked with no spans', () => {
    expect(segmentTranscript(text, [])).toEqual([{ text, isEvidence: false }]);
  });
});
