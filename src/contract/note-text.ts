import { NOTE_FIELDS, type NoteContent } from './workflow';

/**
 * A note as it leaves for another system: plain text, with the sections in the order of the note's format (the
 * five note fields, then the template's sections in the template's order), the same order every screen, the
 * PDF and the FHIR export use.
 */
export type NoteSectionText = { key: string; title: string; content: string };

export const EMPTY_SECTION_TEXT = 'Not recorded';

/** The note's sections in the order of its format, each with its key, its title and its text as written. */
export function noteSections(note: NoteContent): NoteSectionText[] {
  return [
    ...NOTE_FIELDS.map(([field, title]) => ({ key: field, title, content: note[field] })),
    ...note.sections.map((section, index) => ({
      key: `section-${index}`,
      title: section.title,
      content: section.content,
    })),
  ];
}

/**
 * Text without markup, for pasting into a record system's field: HTML tags, Markdown emphasis, headings, code
 * marks and link syntax go; bullets become "- "; runs of blank lines become one; line ends are "\n".
 */
export function toPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/!?\[([^\]]*)\]\(([^)]*)\)/g, '$1')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*>[ \t]?/gm, '')
    .replace(/^([ \t]*)[*+•][ \t]+/gm, '$1- ')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One section's text for the clipboard: its content only, since the receiving field already has a heading. */
export function sectionPlainText(content: string): string {
  return toPlainText(content) || EMPTY_SECTION_TEXT;
}

/**
 * The whole note for the clipboard: each section's title on its own line, its text below, a blank line between;
 * the session's consent to recording last, when there is one.
 */
export function notePlainText(note: NoteContent): string {
  const sections = noteSections(note).map(
    (section) => `${toPlainText(section.title)}\n${sectionPlainText(section.content)}`,
  );
  const consent = toPlainText(note.recordingConsent);
  return [...sections, ...(consent ? [`Consent to recording\n${consent}`] : [])].join('\n\n');
}
