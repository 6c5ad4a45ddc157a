import {
  IMPORT_CONTENT_TYPES,
  IMPORT_ERRORS,
  IMPORT_MAX_BYTES,
  type DsmStatus,
  type ReferenceDocument,
  type ReferenceSource,
} from '#contract/reference';

/** SPEC §9: search result text is cut to 300 characters. */
export const RESULT_TEXT_MAX_LENGTH = 300;

export const STATUS_LOAD_FAILED = 'Failed to load DSM status - Check server connection';
export const EMBEDDINGS_FAILED = 'Failed to create embeddings';
export const SEARCH_FAILED = 'Failed to search DSM content';
export const DIAGNOSIS_FAILED = 'Failed to generate enhanced diagnosis';

/** A 0–1 score as a percent: one decimal for search results and overall confidence, none per suggestion. */
export function formatPercent(score: number, decimals: 0 | 1): string {
  return `${(score * 100).toFixed(decimals)}%`;
}

/** Cuts text to `max` characters, ending in an ellipsis when anything was cut. */
export function truncateText(text: string, max = RESULT_TEXT_MAX_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** SPEC §5: search needs a ready reference and a query that is not blank once trimmed. */
export function canSearch(isReady: boolean, query: string): boolean {
  return isReady && query.trim().length > 0;
}

export type EmbeddingPhase = 'embedding' | 'ready' | 'not-initialized';

/** A queued or running job wins over the stored state: the chunks are changing under it. */
export function embeddingPhase(status: DsmStatus): EmbeddingPhase {
  if (status.job.state === 'queued' || status.job.state === 'running') return 'embedding';
  return status.isReady ? 'ready' : 'not-initialized';
}

export function phaseLabel(phase: EmbeddingPhase): string {
  switch (phase) {
    case 'embedding':
      return 'Embedding…';
    case 'ready':
      return 'Ready';
    case 'not-initialized':
      return 'Not initialized';
  }
}

/** Once any chunk has embeddings, the action brings new or changed content up to date. */
export function embeddingsActionLabel(status: DsmStatus): string {
  return status.embeddedCount > 0 ? 'Refresh Embeddings' : 'Create Embeddings';
}

/** Chunks still waiting for embeddings, e.g. from a document imported after the last run. */
export function pendingChunks(status: DsmStatus): number {
  return Math.max(0, status.chunksCount - status.embeddedCount);
}

/** Progress of a running job as a whole percent, 0 while its size is not yet known. */
export function jobPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}

/** "Document · page 3 · Generalized anxiety disorder (F41.1)", leaving out what the source does not have. */
export function sourceLabel(source: ReferenceSource): string {
  const parts = [source.document];
  if (source.page !== null) parts.push(`page ${source.page}`);
  if (source.diagnosis !== null)
    parts.push(source.code ? `${source.diagnosis} (${source.code})` : source.diagnosis);
  else if (source.code !== null) parts.push(source.code);
  return parts.join(' · ');
}

const KIND_LABELS: Record<ReferenceDocument['kind'], string> = {
  builtin: 'Built-in reference',
  pdf: 'PDF',
  text: 'Plain text',
  markdown: 'Markdown',
};

export function documentKindLabel(kind: ReferenceDocument['kind']): string {
  return KIND_LABELS[kind];
}

const EXTENSION_CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
};

/**
 * The Content-Type to send a file with. Browsers report Markdown inconsistently (often as no type at
 * all), so the file name's extension decides and the browser's type is only a fallback.
 */
export function importContentType(file: { name: string; type: string }): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExtension = extension ? EXTENSION_CONTENT_TYPES[extension] : undefined;
  if (byExtension) return byExtension;
  return file.type in IMPORT_CONTENT_TYPES ? file.type : undefined;
}

/** Checks the server would refuse anyway, made before uploading up to 20 MB for nothing. */
export function importProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (importContentType(file) === undefined) return IMPORT_ERRORS.unsupportedType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_ERRORS.tooLarge;
  return undefined;
}

/** A document title from its file name: the name without its extension. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]+$/i, '').trim() || fileName;
}

const ENGINE_PROVIDER = 'local-engine';

/** Who produced a suggestion: the offline engine by default, or the configured language model. */
export function describeProvider(provider: string): string {
  if (provider === ENGINE_PROVIDER || provider.startsWith(`${ENGINE_PROVIDER} `))
    return `Suggested by the offline engine${provider.slice(ENGINE_PROVIDER.length)}`;
  return `Suggested by ${provider}`;
}
