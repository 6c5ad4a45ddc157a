import type { EvidenceSpan } from '#contract/generation';

/** SPEC §9: the transcript's word count is by spaces (any run of whitespace separates two words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

export function formatWordCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'word' : 'words'}`;
}

export type TranscriptSegment = { text: string; isEvidence: boolean };

/**
 * Cuts `text` into plain and evidence stretches for highlighting. A span whose offsets no longer match its
 * quoted text (the transcript was edited after the note was written) is looked up by its text instead, and
 * dropped when it is not there any more; overlapping spans are merged.
 */
export function segmentTranscript(text: string, spans: readonly EvidenceSpan[]): TranscriptSegment[] {
  const ranges = spans
    .map((span) => locateSpan(text, span))
    .filter((range): range is [number, number] => range !== null)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const segments: TranscriptSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), isEvidence: false });
    segments.push({ text: text.slice(start, end), isEvidence: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), isEvidence: false });
  return segments;
}

function locateSpan(text: string, span: EvidenceSpan): [number, number] | null {
  if (span.text.length === 0) return null;
  if (span.start >= 0 && span.end <= text.length && text.slice(span.start, span.end) === span.text)
    return [span.start, span.end];
  const found = text.indexOf(span.text);
  return found === -1 ? null : [found, found + span.text.length];
}
