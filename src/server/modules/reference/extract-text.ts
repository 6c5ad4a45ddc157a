import { IMPORT_ERRORS } from '../../../contract/reference';
import { AppError } from '../../http/errors';
import type { SourceKind } from './chunk-text';

export type ExtractedText = { pages: string[]; pageCount: number | null };

async function pdfPages(body: Buffer): Promise<ExtractedText> {
  // Loaded on first import only: the PDF reader is large and most starts never need it.
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pages: string[];
  try {
    const document = await getDocumentProxy(new Uint8Array(body), { verbosity: 0 });
    pages = (await extractText(document, { mergePages: false })).text;
  } catch {
    throw new AppError(400, 'bad_request', IMPORT_ERRORS.unreadablePdf);
  }
  return { pages, pageCount: pages.length };
}

function decodeText(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new AppError(415, 'unsupported_media_type', IMPORT_ERRORS.unsupportedType);
  }
  // A NUL byte never occurs in a real text file; it means a binary file was sent as text.
  if (text.includes('\u0000'))
    throw new AppError(415, 'unsupported_media_type', IMPORT_ERRORS.unsupportedType);
  return text.replace(/^\uFEFF/, '');
}

/** The text of an uploaded file, page by page for a PDF; a file with no text at all is refused. */
export async function extractText(body: Buffer, kind: SourceKind): Promise<ExtractedText> {
  if (body.length === 0) throw new AppError(400, 'bad_request', IMPORT_ERRORS.empty);
  const extracted = kind === 'pdf' ? await pdfPages(body) : { pages: [decodeText(body)], pageCount: null };
  if (extracted.pages.every((page) => page.trim() === ''))
    throw new AppError(400, 'bad_request', kind === 'pdf' ? IMPORT_ERRORS.noText : IMPORT_ERRORS.empty);
  return extracted;
}
