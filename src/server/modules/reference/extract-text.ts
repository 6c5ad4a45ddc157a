import { IMPORT_ERRORS, IMPORT_LIMIT_ERRORS } from '#contract/reference';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { startWorkerModule } from '../../worker-module';
import type { SourceKind } from './chunk-text';
import type { ExtractOutcome, ExtractReady, ExtractRequest } from './extract-text-worker';

export type ExtractedText = { pages: string[]; pageCount: number | null };
export type ImportLimits = Config['imports'];

/**
 * One file is read at a time: each reading may use the whole memory cap, and the server's other work keeps the
 * rest of the machine. Later imports wait their turn; their time limit starts when their reading does.
 */
/** How long the reading thread may take to load before its time limit starts. */
const READER_START_MS = 60_000;

let queue: Promise<unknown> = Promise.resolve();

/** The text of an uploaded file, page by page for a PDF, read on its own thread; a file with no text is refused. */
export async function extractText(
  body: Buffer,
  kind: SourceKind,
  limits: ImportLimits,
): Promise<ExtractedText> {
  if (body.length === 0) throw new AppError('bad_request', IMPORT_ERRORS.empty);
  const turn = queue.then(() => readOnWorker(body, kind, limits));
  queue = turn.catch(() => undefined);
  const outcome = await turn;
  if (!outcome.ok) throw refusal(outcome, limits);
  if (outcome.pages.every((page) => page.trim() === ''))
    throw new AppError('bad_request', kind === 'pdf' ? IMPORT_ERRORS.noText : IMPORT_ERRORS.empty);
  return { pages: outcome.pages, pageCount: outcome.pageCount };
}

function refusal(outcome: Extract<ExtractOutcome, { ok: false }>, limits: ImportLimits): AppError {
  switch (outcome.reason) {
    case 'unreadable_pdf':
      return new AppError('bad_request', IMPORT_ERRORS.unreadablePdf);
    case 'not_text':
      return new AppError('unsupported_media_type', IMPORT_ERRORS.unsupportedType);
    case 'pages':
      return new AppError('payload_too_large', IMPORT_LIMIT_ERRORS.pages(outcome.pages, limits.maxPages));
    case 'text':
      return new AppError('payload_too_large', IMPORT_LIMIT_ERRORS.text(limits.maxTextChars));
    case 'inflated':
      return new AppError('payload_too_large', IMPORT_LIMIT_ERRORS.inflated(limits.maxInflatedBytes));
  }
}

function readOnWorker(body: Buffer, kind: SourceKind, limits: ImportLimits): Promise<ExtractOutcome> {
  return new Promise((resolve, reject) => {
    const request: ExtractRequest = {
      body: new Uint8Array(body),
      kind,
      limits: {
        maxPages: limits.maxPages,
        maxTextChars: limits.maxTextChars,
        maxInflatedBytes: limits.maxInflatedBytes,
      },
    };
    const worker = startWorkerModule('extract-text-worker', import.meta.url, {
      workerData: request,
      transferList: [request.body.buffer as ArrayBuffer],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(4, Math.floor(limits.memoryMb / 8))),
      },
    });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      void worker.terminate();
    };
    // Ending the thread stops the reading wherever it is, however long one step of it would take. The clock
    // starts once the reader is loaded (a busy machine can take seconds to start a thread); until then a start-up
    // that never finishes is ended too.
    const startTimer = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          settle(() => reject(new AppError('unprocessable', IMPORT_LIMIT_ERRORS.time(limits.timeLimitMs)))),
        ms,
      );
    };
    startTimer(READER_START_MS + limits.timeLimitMs);
    worker.on('message', (message: ExtractReady | ExtractOutcome) => {
      if ('ready' in message) startTimer(limits.timeLimitMs);
      else settle(() => resolve(message));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('payload_too_large', IMPORT_LIMIT_ERRORS.memory(limits.memoryMb))
            : error,
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() =>
        reject(new Error(`the file reader stopped without an answer (exit code ${String(code)})`)),
      ),
    );
  });
}
