import type { FastifyBaseLogger } from 'fastify';
import type {
  BuiltinEmbeddings,
  CreateEmbeddingsResponse,
  DsmStatus,
  EnhancedDiagnosis,
  ReferenceSource,
} from '#contract/reference';
import { analyse } from '#engine/analyse';
import { rankDiagnoses, toSuggestion } from '#engine/diagnose';
import { ENGINE_PROVIDER } from '#engine/writers';
import { DIAGNOSES_BY_ID, TREATMENTS_BY_ID } from '#knowledge/index';
import { createEmbeddingProvider, type EmbeddingProvider } from '../../ai/embeddings';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { builtinReferenceChunks, hashChunks, type ReferenceChunk } from './builtin-reference';
import { createEmbeddingRunner, type EmbeddingRunner } from './embedding-runner';
import { createReferenceSearch, type RankedChunk, type ReferenceSearch } from './reference-search';
import {
  createReferenceRepository,
  enqueueBuiltinEmbeddings,
  latestBuiltinJob,
  loadBuiltinEmbeddings,
  hasChunkStatistics,
  refreshChunkStatistics,
  syncBuiltinReference,
  type JobView,
} from './reference.repository';
import { matchShippedEmbeddings, readShippedEmbeddings, type ShippedEmbeddings } from './shipped-embeddings';

const ENHANCED_SUGGESTIONS = 5;
const RELEVANT_CONTENT_LIMIT = 5;

let builtin: { chunks: ReferenceChunk[]; hash: string } | undefined;
/** Built once per process: every app start compares its hash with the stored copy's. */
function builtinReference() {
  if (!builtin) {
    const chunks = builtinReferenceChunks();
    builtin = { chunks, hash: hashChunks(chunks) };
  }
  return builtin;
}

export type ReferenceService = {
  provider: EmbeddingProvider;
  search: ReferenceSearch;
  runner: EmbeddingRunner;
  /**
   * Brings the built-in reference up to date in the database with its embeddings: the shipped ones when they fit
   * this server's encoder, else a job that computes them here.
   */
  syncBuiltin(): Promise<void>;
  /** Create Embeddings: queues the workspace's imported documents (and the built-in reference if it still needs it). */
  createEmbeddings(clinicianId: string): Promise<CreateEmbeddingsResponse>;
  /** After an import or a deletion: fresh planner statistics, and search re-reads vectors and word counts. */
  documentsChanged(): Promise<void>;
  /** Stops the runner and releases the embedding provider (the local encoder's thread). */
  close(): Promise<void>;
  status(clinicianId: string): Promise<DsmStatus>;
  enhancedDiagnosis(clinicianId: string, note: string): Promise<EnhancedDiagnosis>;
  /** Whether a chat citation id names a chunk or built-in entry the clinician can open. */
  resolvesCitation(clinicianId: string, id: string): Promise<boolean>;
};

const sameSource = (a: ReferenceSource, b: ReferenceSource) =>
  a.documentId === b.documentId && a.page === b.page && a.diagnosis === b.diagnosis && a.code === b.code;

/**
 * The engine's differential for the note, each suggestion joined with the reference's criteria for it, plus the
 * reference passages that best match the note's findings.
 */
async function enhancedDiagnosisOf(
  db: Database,
  search: ReferenceSearch,
  clinicianId: string,
  note: string,
  now: Date,
): Promise<EnhancedDiagnosis> {
  const repo = createReferenceRepository(db, clinicianId);
  const analysis = analyse(note, now);
  const ranked = rankDiagnoses(analysis).slice(0, ENHANCED_SUGGESTIONS);
  const suggestions = await Promise.all(
    ranked.map(async (score) => {
      const suggestion = toSuggestion(score);
      const criteria = await repo.builtinSection(suggestion.code, 'Criteria');
      return {
        diagnosis: suggestion.diagnosis,
        code: suggestion.code,
        confidence: suggestion.confidence,
        reasoning: suggestion.reasoning,
        dsmCriteria: [
          ...suggestion.criteriaMet.map((met) => `Met: ${met.criterion}`),
          ...suggestion.criteriaUnmet.map((unmet) => `Not met: ${unmet}`),
          ...(criteria ? [criteria.text] : []),
        ],
      };
    }),
  );
  const findings = [...analysis.present.values()].map((found) => found[0]?.concept.label).filter(Boolean);
  const query = [...ranked.slice(0, 2).map((s) => s.diagnosis.name), ...findings].join(', ').slice(0, 500);
  const passages: RankedChunk[] = query
    ? await search.search(clinicianId, query, RELEVANT_CONTENT_LIMIT)
    : [];
  const sources: ReferenceSource[] = [];
  for (const passage of passages)
    if (!sources.some((s) => sameSource(s, passage.source))) sources.push(passage.source);
  return {
    confidence: suggestions[0]?.confidence ?? 0,
    suggestions,
    relevantDSMContent: passages.map((passage) => passage.text),
    sources,
    provider: ENGINE_PROVIDER,
  };
}

/** Whether a chat citation id names a chunk or built-in entry the clinician can open. */
async function citationResolves(db: Database, clinicianId: string, id: string): Promise<boolean> {
  const [kind, key = ''] = id.split(':', 2) as [string, string | undefined];
  const repo = createReferenceRepository(db, clinicianId);
  if (kind === 'chunk' && /^\d+$/.test(key)) return (await repo.chunks([Number(key)])).length === 1;
  if (kind === 'diagnosis') {
    const code = DIAGNOSES_BY_ID.get(key)?.icd10cm[0];
    return code !== undefined && (await repo.builtinSection(code, 'Overview')) !== undefined;
  }
  if (kind === 'treatment') return TREATMENTS_BY_ID.has(key);
  return false;
}

export function createReferenceService(
  ctx: AppContext,
  options: {
    log: FastifyBaseLogger;
    databaseKind: 'pglite' | 'postgres';
    provider?: EmbeddingProvider;
    /** Whether queued embedding jobs run by themselves (see {@link createEmbeddingRunner}). */
    runsJobsInBackground?: boolean;
    /** Where the built-in reference's precomputed embeddings come from; the file shipped with the app by default. */
    shippedEmbeddings?: () => ShippedEmbeddings;
  },
): ReferenceService {
  const { log } = options;
  const provider = options.provider ?? createEmbeddingProvider(ctx.config.embeddings);
  const search = createReferenceSearch(ctx.db, provider, log);
  // Statistics only guide the planner: failing to refresh them must not fail the change that prompted it.
  const refreshStatistics = () =>
    refreshChunkStatistics(ctx.db).catch((error: unknown) => {
      log.warn({ err: error }, 'refreshing the reference statistics failed');
    });
  const runner = createEmbeddingRunner({
    db: ctx.db,
    provider,
    log,
    isEmbedded: options.databaseKind === 'pglite',
    onStored: () => search.invalidate(),
    onFinished: refreshStatistics,
    runsInBackground: options.runsJobsInBackground,
  });

  /** Whether the shipped embeddings fit; known once `syncBuiltin` has run. */
  let builtinSource: { source: BuiltinEmbeddings['source']; reason: string | null } = {
    source: 'shipped',
    reason: null,
  };

  function builtinView(counts: { chunks: number; embedded: number }): BuiltinEmbeddings {
    const isReady = counts.chunks > 0 && counts.embedded === counts.chunks;
    return {
      chunks: counts.chunks,
      embedded: counts.embedded,
      isReady,
      source: builtinSource.source,
      note: builtinSource.reason
        ? `${builtinSource.reason}, so this server embeds the built-in reference itself` +
          (isReady ? ' (done).' : ` (${String(counts.embedded)} of ${String(counts.chunks)} so far).`)
        : null,
    };
  }

  const jobOf = (job: JobView) => ({ state: job.state, done: job.done, total: job.total, error: job.error });
  const isActive = (job: JobView | undefined) => job?.state === 'queued' || job?.state === 'running';

  async function status(clinicianId: string): Promise<DsmStatus> {
    const repo = createReferenceRepository(ctx.db, clinicianId);
    const counts = await repo.counts(provider.model);
    const own = await repo.latestJob();
    // While this server computes the built-in reference, its progress is what the clinician is waiting for.
    const builtinJob =
      !isActive(own) && !builtinView(counts.builtin).isReady ? await latestBuiltinJob(ctx.db) : undefined;
    const job = isActive(builtinJob) && builtinJob ? builtinJob : own;
    return {
      isReady: counts.chunks > 0 && counts.embedded === counts.chunks,
      chunksCount: counts.chunks,
      embeddedCount: counts.embedded,
      lastUpdated: counts.lastUpdated?.toISOString() ?? null,
      model: provider.model,
      job: job ? jobOf(job) : { state: 'idle', done: 0, total: 0, error: null },
      builtin: builtinView(counts.builtin),
      documents: { ...counts.own, isReady: counts.own.embedded === counts.own.chunks },
    };
  }

  const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

  async function createEmbeddings(clinicianId: string): Promise<CreateEmbeddingsResponse> {
    const repo = createReferenceRepository(ctx.db, clinicianId);
    const { job, isNew } = await repo.enqueueEmbeddings(provider.model);
    const before = await repo.counts(provider.model);
    // The built-in reference is queued too if it still needs this server's encoder (shipped vectors did not fit).
    const builtinJob =
      before.builtin.embedded < before.builtin.chunks
        ? await enqueueBuiltinEmbeddings(ctx.db, provider.model)
        : undefined;
    runner.kick();
    const builtin = builtinView(before.builtin);
    const documents = { ...before.own, isReady: before.own.embedded === before.own.chunks };
    const pending = job.total - job.done;
    const parts: string[] = [];
    if (before.own.chunks === 0) parts.push('You have no imported documents to embed.');
    else if (pending === 0)
      parts.push(`Your imported documents are already embedded (${plural(job.total, 'chunk')}).`);
    else
      parts.push(
        `${isNew ? 'Started embedding' : 'Already embedding'} ${plural(pending, 'chunk')} of your imported documents` +
          (job.done > 0 ? ` (${plural(job.done, 'chunk')} already done).` : '.'),
      );
    if (builtin.isReady)
      parts.push(
        `The built-in reference is ready (${plural(builtin.chunks, 'chunk')}, ${builtin.source === 'shipped' ? 'embeddings shipped with the app' : 'embedded on this server'}).`,
      );
    else
      parts.push(
        `The built-in reference is being embedded on this server (${String(builtin.embedded)} of ${plural(builtin.chunks, 'chunk')})${builtinSource.reason ? `: ${builtinSource.reason}` : ''}.`,
      );
    return {
      job: { id: job.id, state: job.state, done: job.done, total: job.total },
      started: (isNew && pending > 0) || builtinJob?.isNew === true,
      message: parts.join(' '),
      builtin,
      documents,
    };
  }

  return {
    provider,
    search,
    runner,
    async syncBuiltin() {
      const { chunks, hash } = builtinReference();
      let changed = await syncBuiltinReference(ctx.db, chunks, hash);
      const shipped = matchShippedEmbeddings(options.shippedEmbeddings ?? readShippedEmbeddings, provider, {
        contentHash: hash,
        count: chunks.length,
      });
      if (shipped.usable) {
        builtinSource = { source: 'shipped', reason: null };
        const stored = await loadBuiltinEmbeddings(ctx.db, provider.model, shipped.vectors);
        if (stored > 0) {
          changed = true;
          log.info({ chunks: stored }, 'loaded the shipped embeddings of the built-in reference');
          search.invalidate();
        }
      } else {
        builtinSource = { source: 'computed', reason: shipped.reason };
        log.warn({ reason: shipped.reason }, 'embedding the built-in reference on this server');
        await enqueueBuiltinEmbeddings(ctx.db, provider.model);
      }
      // ANALYZE takes a noticeable part of a start; the statistics kept from the last one hold while nothing changed.
      if (changed || !(await hasChunkStatistics(ctx.db))) await refreshStatistics();
    },
    createEmbeddings,
    async documentsChanged() {
      await refreshStatistics();
      search.documentsChanged();
    },
    async close() {
      await runner.stop();
      // A provider the caller passed in is the caller's to close.
      if (!options.provider) await provider.close?.();
    },
    status,
    enhancedDiagnosis: (clinicianId, note) =>
      enhancedDiagnosisOf(ctx.db, search, clinicianId, note, ctx.now()),
    resolvesCitation: (clinicianId, id) => citationResolves(ctx.db, clinicianId, id),
  };
}
