import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, IMPORT_MAX_BYTES, type DsmStatus } from '#contract/reference';
import {
  canSearch,
  embeddingPhase,
  embeddingsActionLabel,
  formatPercent,
  importContentType,
  importProblem,
  jobPercent,
  pendingChunks,
  phaseLabel,
  sourceLabel,
  titleFromFileName,
  truncateText,
} from './dsm-display';

function status(overrides: Partial<DsmStatus> = {}, job: Partial<DsmStatus['job']> = {}): DsmStatus {
  return {
    isReady: false,
    chunksCount: 0,
    embeddedCount: 0,
    lastUpdated: null,
    model: 'use-lite-512',
    builtin: { chunks: 0, embedded: 0, isReady: false, source: 'shipped', note: null },
    documents: { chunks: 0, embedded: 0, isReady: true },
    ...overrides,
    job: { state: 'idle', done: 0, total: 0, error: null, ...job },
  };
}

describe('DSM assistant display rules', () => {
  it('shows search scores and overall confidence with one decimal, suggestions with none', () => {
    expect(formatPercent(0.8734, 1)).toBe('87.3%');
    expect(formatPercent(1, 1)).toBe('100.0%');
    expect(formatPercent(0, 1)).toBe('0.0%');
    expect(formatPercent(0.826, 0)).toBe('83%');
  });

  it('cuts result text to 300 characters with an ellipsis, and leaves short text alone', () => {
    const long = 'worry '.repeat(80);
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncateText('Excessive worry, most days.')).toBe('Excessive worry, most days.');
    expect(truncateText('x'.repeat(300))).toBe('x'.repeat(300));
  });

  it('allows a search only when ready and the query is not blank once trimmed', () => {
    expect(canSearch(true, '  worry ')).toBe(true);
    expect(canSearch(true, ' \n\t ')).toBe(false);
    expect(canSearch(false, 'worry')).toBe(false);
  });

  it('reads the status as embedding while a job is queued or running, else ready or not initialized', () => {
    expect(phaseLabel(embeddingPhase(status()))).toBe('Not initialized');
    expect(phaseLabel(embeddingPhase(status({ isReady: true, chunksCount: 9, embeddedCount: 9 })))).toBe(
      'Ready',
    );
    expect(phaseLabel(embeddingPhase(status({ isReady: true }, { state: 'running' })))).toBe('Embedding…');
    expect(embeddingPhase(status({}, { state: 'queued' }))).toBe('embedding');
    expect(embeddingPhase(status({}, { state: 'failed', error: 'model missing' }))).toBe('not-initialized');
  });

  it('offers to create embeddings first and to refresh them once any exist', () => {
    expect(embeddingsActionLabel(status({ chunksCount: 400 }))).toBe('Create Embeddings');
    expect(embeddingsActionLabel(status({ chunksCount: 410, embeddedCount: 400 }))).toBe(
      'Refresh Embeddings',
    );
    expect(pendingChunks(status({ chunksCount: 410, embeddedCount: 400 }))).toBe(10);
    expect(pendingChunks(status({ chunksCount: 400, embeddedCount: 400 }))).toBe(0);
  });

  it('turns job progress into a bounded whole percent', () => {
    expect(jobPercent(0, 0)).toBe(0);
    expect(jobPercent(50, 200)).toBe(25);
    expect(jobPercent(201, 200)).toBe(100);
  });

  it('names a source by document, page and diagnosis with its code', () => {
    expect(
      sourceLabel({
        documentId: 'b',
        document: 'Built-in reference',
        page: null,
        diagnosis: 'Generalized anxiety disorder',
        code: 'F41.1',
      }),
    ).toBe('Built-in reference · Generalized anxiety disorder (F41.1)');
    expect(
      sourceLabel({ documentId: 'd', document: 'Practice manual', page: 12, diagnosis: null, code: null }),
    ).toBe('Practice manual · page 12');
  });

  it('sends a file with the Content-Type of its extension, whatever the browser guessed', () => {
    expect(importContentType({ name: 'notes.MD', type: '' })).toBe('text/markdown');
    expect(importContentType({ name: 'notes.md', type: 'text/x-markdown' })).toBe('text/markdown');
    expect(importContentType({ name: 'manual.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(importContentType({ name: 'readme.txt', type: '' })).toBe('text/plain');
    expect(importContentType({ name: 'scan', type: 'application/pdf' })).toBe('application/pdf');
    expect(importContentType({ name: 'photo.png', type: 'image/png' })).toBeUndefined();
  });

  it('refuses unsupported and oversized files before uploading them, with the contract texts', () => {
    expect(importProblem({ name: 'photo.png', type: 'image/png', size: 10 })).toBe(
      IMPORT_ERRORS.unsupportedType,
    );
    expect(importProblem({ name: 'big.pdf', type: 'application/pdf', size: IMPORT_MAX_BYTES + 1 })).toBe(
      IMPORT_ERRORS.tooLarge,
    );
    expect(importProblem({ name: 'ok.md', type: '', size: IMPORT_MAX_BYTES })).toBeUndefined();
  });

  it('suggests a title from the file name', () => {
    expect(titleFromFileName('Anxiety handbook.pdf')).toBe('Anxiety handbook');
    expect(titleFromFileName('.md')).toBe('.md');
  });
});
