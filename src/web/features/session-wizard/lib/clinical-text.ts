import type { NoteContent } from '#contract/workflow';

/** The most client context the treatment-plan call accepts (generateTreatmentPlanRequestSchema). */
export const CLIENT_CONTEXT_MAX = 20_000;

const NOTE_TEXT_FIELDS = [
  ['presentingProblem', 'Presenting Problem'],
  ['duration', 'Duration & Timeline'],
  ['clinicalObservations', 'Clinical Observations'],
  ['clientQuote', 'Client Quote'],
  ['summary', 'Session Summary'],
] as const;

/** The note as one text: each non-empty field and section under its title. */
export function noteAsText(note: NoteContent): string {
  const fields = NOTE_TEXT_FIELDS.map(([key, title]) => [title, note[key]] as const);
  const sections = note.sections.map((section) => [section.title, section.content] as const);
  return [...fields, ...sections]
    .filter(([, text]) => text.trim().length > 0)
    .map(([title, text]) => `${title}: ${text.trim()}`)
    .join('\n');
}

/**
 * What the differential is reasoned from. The transcript is preferred: it holds the client's own words, with
 * the negations and timings the reasoning needs; the note is a summary of it. Null when neither exists.
 */
export function diagnosisSource(transcript: string, note: NoteContent | null): string | null {
  if (transcript.trim().length > 0) return transcript;
  const text = note ? noteAsText(note) : '';
  return text.trim().length > 0 ? text : null;
}

/**
 * The context a treatment plan is checked against (disclosed risk, contraindications): the clinician's notes
 * first, then the transcript, cut to what the call accepts.
 */
export function clientContext(transcript: string, clinicianNotes: string): string {
  return [clinicianNotes.trim(), transcript.trim()].filter(Boolean).join('\n\n').slice(0, CLIENT_CONTEXT_MAX);
}

/** Adds the id when it is missing, removes it when present; the order of the others is kept. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id];
}

/** The selection narrowed to ids still in the list (after a regenerate or a removal). */
export function keepListed(selectedIds: readonly string[], items: readonly { id: string }[]): string[] {
  const listed = new Set(items.map((item) => item.id));
  return selectedIds.filter((id) => listed.has(id));
}
