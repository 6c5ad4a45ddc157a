import { DIAGNOSES } from '#knowledge/index';
import type { ReferenceChunk } from './builtin-reference';

/**
 * Cuts an imported document into search chunks: first into sections at its headings, then each section into
 * pieces of about {@link CHUNK_TARGET} characters that overlap by about {@link CHUNK_OVERLAP}, so a sentence cut
 * at a boundary is still found whole in one of the two chunks. Every chunk keeps its section and page.
 */

export const CHUNK_TARGET = 1_200;
export const CHUNK_OVERLAP = 200;
const HEADING_MAX_CHARS = 100;
const HEADING_MAX_WORDS = 12;

export type SourceKind = 'pdf' | 'text' | 'markdown';
type Line = { text: string; page: number | null };
type Section = { heading: string; lines: Line[] };

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
  'without',
]);

/** A line that reads like a heading in a text or PDF file: numbered, ALL CAPS, or Title Case, and short. */
export function isPlainHeading(line: string): boolean {
  const text = line.trim();
  if (text.length < 3 || text.length > HEADING_MAX_CHARS || /[.,;]$/.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > HEADING_MAX_WORDS) return false;
  const numbered = /^(\d+(\.\d+)*\.?|[IVX]+\.)\s+(\S.*)$/.exec(text);
  if (numbered) return /^[A-Z]/.test(numbered[3] ?? '');
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3) return false;
  if (letters === letters.toUpperCase()) return true;
  const significant = words.filter((word) => /^[A-Za-z]/.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  return (
    /^[A-Z]/.test(text) &&
    significant.length > 0 &&
    significant.every((word) => /^[A-Z]/.test(word)) &&
    // One capitalised word alone is too often the end of a wrapped sentence, unless it stands on its own line.
    (words.length > 1 || /^[A-Z][a-z]+$/.test(text))
  );
}

function markdownHeading(line: string): string | undefined {
  const match = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
  return match?.[1]?.trim() || undefined;
}

function splitSections(pages: string[], kind: SourceKind, title: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { heading: title, lines: [] };
  pages.forEach((pageText, index) => {
    const page = kind === 'pdf' ? index + 1 : null;
    for (const raw of pageText.split(/\r?\n/)) {
      const text = raw.replace(/\s+/g, ' ').trim();
      const heading = kind === 'markdown' ? markdownHeading(raw) : isPlainHeading(text) ? text : undefined;
      if (heading) {
        if (current.lines.some((line) => line.text !== '')) sections.push(current);
        current = { heading, lines: [] };
        continue;
      }
      current.lines.push({ text, page });
    }
  });
  if (current.lines.some((line) => line.text !== '')) sections.push(current);
  return sections;
}

/** Pieces no longer than the target: paragraphs, or sentences and then words of an over-long one. */
function pieces(lines: Line[]): Line[] {
  const paragraphs: Line[] = [];
  let buffer: Line | undefined;
  for (const line of lines) {
    if (line.text === '' || (buffer && buffer.page !== line.page)) {
      if (buffer) paragraphs.push(buffer);
      buffer = line.text === '' ? undefined : { ...line };
      continue;
    }
    if (!buffer) buffer = { ...line };
    else
      buffer.text = buffer.text.endsWith('-')
        ? buffer.text.slice(0, -1) + line.text
        : `${buffer.text} ${line.text}`;
  }
  if (buffer) paragraphs.push(buffer);
  return paragraphs.flatMap((paragraph) => {
    if (paragraph.text.length <= CHUNK_TARGET) return [paragraph];
    const sentences = paragraph.text.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [paragraph.text];
    return sentences.flatMap((sentence) => {
      const words = sentence.trim().split(/\s+/);
      const out: Line[] = [];
      let text = '';
      for (const word of words) {
        if (text.length + word.length + 1 > CHUNK_TARGET && text) {
          out.push({ text, page: paragraph.page });
          text = '';
        }
        text = text ? `${text} ${word}` : word.slice(0, CHUNK_TARGET);
      }
      if (text) out.push({ text, page: paragraph.page });
      return out;
    });
  });
}

/** The last ~{@link CHUNK_OVERLAP} characters of a chunk, starting at a word. */
function overlapTail(text: string): string {
  if (text.length <= CHUNK_OVERLAP) return text;
  const tail = text.slice(-CHUNK_OVERLAP);
  const space = tail.indexOf(' ');
  return space === -1 ? tail : tail.slice(space + 1);
}

const KNOWN_CODES = new Map(
  DIAGNOSES.flatMap((diagnosis) => diagnosis.icd10cm.map((code) => [code, diagnosis.name] as const)),
);
const NAMES = DIAGNOSES.map((diagnosis) => ({ name: diagnosis.name, code: diagnosis.icd10cm[0] ?? '' }));

/** The diagnosis a chunk is about, when its heading names one we know or it quotes a code we know. */
function diagnosisOf(heading: string, text: string): { diagnosis: string; code: string } | undefined {
  const lowerHeading = heading.toLowerCase();
  const named = NAMES.find((entry) => lowerHeading.includes(entry.name.toLowerCase()));
  if (named) return { diagnosis: named.name, code: named.code };
  for (const match of `${heading} ${text}`.matchAll(/\b[FZ]\d{2}(\.[0-9A-Z]{1,4})?\b/g)) {
    const name = KNOWN_CODES.get(match[0]);
    if (name) return { diagnosis: name, code: match[0] };
  }
  return undefined;
}

export function chunkDocument(pages: string[], kind: SourceKind, title: string): ReferenceChunk[] {
  const chunks: ReferenceChunk[] = [];
  for (const section of splitSections(pages, kind, title)) {
    let text = '';
    let page: number | null = null;
    let hasNew = false;
    const emit = () => {
      if (!hasNew) return;
      const found = diagnosisOf(section.heading, text);
      chunks.push({
        section: section.heading,
        text,
        page,
        diagnosis: found?.diagnosis ?? null,
        code: found?.code ?? null,
      });
    };
    for (const piece of pieces(section.lines)) {
      if (hasNew && text.length + piece.text.length + 1 > CHUNK_TARGET) {
        emit();
        text = overlapTail(text);
        hasNew = false;
      }
      if (!hasNew) page = piece.page;
      text = text ? `${text}\n${piece.text}` : piece.text;
      hasNew = true;
    }
    emit();
  }
  return chunks;
}
