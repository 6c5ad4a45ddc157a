import type { EvidenceSpan } from '#contract/generation';
import { NOTE_FIELDS, type NoteContent } from '#contract/workflow';

/**
 * The spans that still point at their own text in `text`. A saved note's offsets refer to the transcript it
 * was written from; once that text has changed a span elsewhere would mark the wrong words, so it is dropped.
 */
export function matchingSpans(text: string, spans: readonly EvidenceSpan[]): EvidenceSpan[] {
  return spans.filter(
    (span) => span.start >= 0 && span.end <= text.length && text.slice(span.start, span.end) === span.text,
  );
}

/** The note as plain text, titled field by field, for generating a summary from it. */
export function noteAsText(note: NoteContent): string {
  return [...NOTE_FIELDS.map(([field, title]) => ({ title, content: note[field] })), ...note.sections]
    .filter((part) => part.content.trim().length > 0)
    .map((part) => `${part.title}: ${part.content.trim()}`)
    .join('\n');
}
