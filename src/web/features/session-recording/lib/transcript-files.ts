/**
 * Transcript files a clinician may already have: plain text, or captions from a video-call platform
 * (WebVTT from Teams, Zoom or Meet; SubRip .srt). Captions become plain speaker turns: cue numbers, timings,
 * the WEBVTT header and NOTE/STYLE/REGION blocks are dropped, `<v Speaker>` voice tags become `Speaker: `
 * labels, and consecutive cues of the same speaker are merged into one turn.
 */

export const TRANSCRIPT_FILE_EXTENSIONS = ['.txt', '.vtt', '.srt'] as const;
export const TRANSCRIPT_FILE_ACCEPT = [...TRANSCRIPT_FILE_EXTENSIONS, 'text/plain', 'text/vtt'].join(',');

/** A file the clinician must fix or replace; `message` is written for them. */
export class TranscriptFileError extends Error {
  override name = 'TranscriptFileError';
}

type Turn = { speaker: string | null; text: string };

const TIMING = /-->/;
/** `Dr. Patel: How have you been?` — a short label (no digits, at most five words) before a colon. */
const LABEL = /^([^\s:\d][^:\d]{0,39}?):\s+(\S[\s\S]*)$/;
const VOICE_TAG = /<v(?:\.[^\s>]*)?\s+([^>]+)>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};

function normaliseNewlines(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function blocksOf(text: string): string[][] {
  return normaliseNewlines(text)
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim().length > 0))
    .filter((lines) => lines.length > 0);
}

/** Cue text without markup: class, italic, bold, underline, language, ruby and timestamp tags, and SSA codes. */
function stripMarkup(text: string): string {
  return text
    .replace(/<\/?(?:c|i|b|u|lang|ruby|rt|font)(?:[.\s][^>]*)?>/gi, '')
    .replace(/<\d{1,2}:\d{2}(?::\d{2})?[.,]\d{3}>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(?:amp|lt|gt|quot|apos|#39|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function labelled(text: string): Turn {
  const match = LABEL.exec(text);
  const label = match?.[1]?.trim();
  if (match?.[2] && label && label.split(/\s+/).length <= 5) return { speaker: label, text: match[2] };
  return { speaker: null, text };
}

/** The turns in one cue's text lines; a `<v>` tag names the speaker until the next one. */
function turnsOfCue(lines: string[]): Turn[] {
  const payload = lines.join('\n');
  const tags = [...payload.matchAll(VOICE_TAG)];
  if (tags.length === 0) {
    const text = stripMarkup(payload);
    return text ? [labelled(text)] : [];
  }
  const turns: Turn[] = [];
  const before = stripMarkup(payload.slice(0, tags[0]?.index ?? 0));
  if (before) turns.push(labelled(before));
  tags.forEach((tag, index) => {
    const start = (tag.index ?? 0) + tag[0].length;
    const end = tags[index + 1]?.index ?? payload.length;
    const text = stripMarkup(payload.slice(start, end).replace(/<\/v>/g, ''));
    const speaker = stripMarkup(tag[1] ?? '');
    if (text) turns.push({ speaker: speaker || null, text });
  });
  return turns;
}

/** Cue payloads: the lines after each block's timing line (cue numbers and identifiers come before it). */
function cuesOf(blocks: string[][]): string[][] {
  return blocks.flatMap((lines) => {
    const timing = lines.findIndex((line) => TIMING.test(line));
    return timing === -1 ? [] : [lines.slice(timing + 1)];
  });
}

function mergeTurns(turns: Turn[]): string {
  const merged: Turn[] = [];
  for (const turn of turns) {
    const last = merged.at(-1);
    if (last && last.speaker === turn.speaker) last.text = `${last.text} ${turn.text}`;
    else merged.push({ ...turn });
  }
  return merged.map((turn) => (turn.speaker ? `${turn.speaker}: ${turn.text}` : turn.text)).join('\n');
}

export function parseWebVtt(text: string): string {
  const blocks = blocksOf(text).filter((lines) => {
    const first = lines[0]?.trim() ?? '';
    return !/^(WEBVTT|NOTE|STYLE|REGION)(\s|$)/.test(first) || lines.some((line) => TIMING.test(line));
  });
  // A header block that also holds the first cue (no blank line after WEBVTT) still yields that cue.
  return mergeTurns(cuesOf(blocks).flatMap(turnsOfCue));
}

export function parseSrt(text: string): string {
  return mergeTurns(cuesOf(blocksOf(text)).flatMap(turnsOfCue));
}

export function parsePlainText(text: string): string {
  return normaliseNewlines(text).trim();
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** The transcript held in a file's text, by the file's extension. */
export function parseTranscriptFile(name: string, text: string): string {
  const extension = extensionOf(name);
  const parsed =
    extension === '.vtt'
      ? parseWebVtt(text)
      : extension === '.srt'
        ? parseSrt(text)
        : extension === '.txt'
          ? parsePlainText(text)
          : null;
  if (parsed === null) throw new TranscriptFileError('Choose a .txt, .vtt or .srt transcript file.');
  if (parsed.length === 0)
    throw new TranscriptFileError(
      normaliseNewlines(text).trim().length === 0
        ? `${name} is empty.`
        : `${name} has no transcript text in it.`,
    );
  return parsed;
}

export async function readTranscriptFile(file: File): Promise<string> {
  const extension = extensionOf(file.name);
  if (!(TRANSCRIPT_FILE_EXTENSIONS as readonly string[]).includes(extension))
    throw new TranscriptFileError('Choose a .txt, .vtt or .srt transcript file.');
  if (file.size === 0) throw new TranscriptFileError(`${file.name} is empty.`);
  return parseTranscriptFile(file.name, await file.text());
}

/** Adds text to the end of the transcript as its own paragraph. */
export function appendParagraph(transcript: string, addition: string): string {
  if (transcript.trim().length === 0) return addition;
  return `${transcript.replace(/\s+$/, '')}\n${addition}`;
}

/** SPEC §3: each final speech result is appended with a trailing space. */
export function appendSpeech(transcript: string, words: string): string {
  const separator = transcript.length === 0 || /\s$/.test(transcript) ? '' : ' ';
  return `${transcript}${separator}${words} `;
}
