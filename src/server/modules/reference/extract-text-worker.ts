import { parentPort, workerData } from 'node:worker_threads';
import type { SourceKind } from './chunk-text';
import { measureInflatedSize } from './pdf-inflated-size';

/**
 * Reads an imported file on a thread of its own (started by extract-text.ts for one file, then ended): the PDF
 * reader computes for as long as a file makes it, and holds whatever the file decompresses to. Here a hostile file
 * costs this thread, which has its own memory cap and is ended at the time limit, never the server's thread.
 */

export type ExtractLimits = { maxPages: number; maxTextChars: number; maxInflatedBytes: number };
export type ExtractRequest = { body: Uint8Array; kind: SourceKind; limits: ExtractLimits };
export type ExtractRefusal =
  | { reason: 'unreadable_pdf' | 'not_text' }
  | { reason: 'pages'; pages: number }
  | { reason: 'text' | 'inflated' };
/** Sent once the reader is loaded, before the file is read. */
export type ExtractReady = { ready: true };
export type ExtractOutcome =
  { ok: true; pages: string[]; pageCount: number | null } | ({ ok: false } & ExtractRefusal);

async function pdfPages(body: Uint8Array, limits: ExtractLimits): Promise<ExtractOutcome> {
  if ((await measureInflatedSize(Buffer.from(body), limits.maxInflatedBytes)).isOverLimit)
    return { ok: false, reason: 'inflated' };
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(body, { verbosity: 0 });
  } catch {
    return { ok: false, reason: 'unreadable_pdf' };
  }
  if (document.numPages > limits.maxPages) return { ok: false, reason: 'pages', pages: document.numPages };
  const pages: string[] = [];
  let characters = 0;
  try {
    // Page by page, so the text limit stops the work where it is passed rather than after the last page.
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      characters += text.length;
      if (characters > limits.maxTextChars) return { ok: false, reason: 'text' };
      pages.push(text);
    }
  } catch {
    return { ok: false, reason: 'unreadable_pdf' };
  }
  return { ok: true, pages, pageCount: pages.length };
}

function plainText(body: Uint8Array, limits: ExtractLimits): ExtractOutcome {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return { ok: false, reason: 'not_text' };
  }
  // A NUL byte never occurs in a real text file; it means a binary file was sent as text.
  if (text.includes('\u0000')) return { ok: false, reason: 'not_text' };
  text = text.replace(/^\uFEFF/, '');
  if (text.length > limits.maxTextChars) return { ok: false, reason: 'text' };
  return { ok: true, pages: [text], pageCount: null };
}

const request = workerData as ExtractRequest;
// The reader's own code is loaded before the clock starts: the time limit measures the file, not the start-up.
if (request.kind === 'pdf') await import('unpdf');
parentPort?.postMessage({ ready: true } satisfies ExtractReady);
const outcome =
  request.kind === 'pdf'
    ? await pdfPages(request.body, request.limits)
    : plainText(request.body, request.limits);
parentPort?.postMessage(outcome satisfies ExtractOutcome);
