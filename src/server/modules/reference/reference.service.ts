import type { FastifyBaseLogger } from 'fastify';
import type { DsmStatus, EnhancedDiagnosis, ReferenceSource } from '../../../contract/reference';
import { analyse } from '../../../engine/analyse';
import { rankDiagnoses, toSuggestion } from '../../../engine/diagnose';
import { ENGINE_PROVIDER } from '../../../engine/writers';
import { DIAGNOSES_BY_ID, TREATMENTS_BY_ID } from '../../../knowledge/index';
import { createEmbeddingProvider, type EmbeddingProvider } from '../../ai/embeddings';
import type { AppContext } from '../../context';
import { builtinReferenceChunks, hashChunks, type ReferenceChunk } from './builtin-reference';
import { createEmbeddingRunner, type EmbeddingRunner } from './embedding-runner';
import { createReferenceSearch, type RankedChunk, type ReferenceSearch } from './reference-search';
import {
  createReferenceRepository,
  refreshChunkStatistics,
  syncBuiltinReference,
} from './reference.repository';

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
  syncBuiltin(): Promise<void>;
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

export function createReferenceService(
  ctx: AppContext,
  options: {
    log: FastifyBaseLogger;
    databaseKind: 'pglite' | 'postgres';
    provider?: EmbeddingProvider;
    /** Whether queued embedding jobs run by themselves (see {@link createEmbeddingRunner}). */
    runsJobsInBackground?: boolean;
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

  async function status(clinicianId: string): Promise<DsmStatus> {
    const repo = createReferenceRepository(ctx.db, clinicianId);
    const [counts, job] = [await repo.counts(provider.model), await repo.latestJob()];
    return {
      isReady: counts.chunks > 0 && counts.embedded === counts.chunks,
      chunksCount: counts.chunks,
      embeddedCount: counts.embedded,
      lastUpdated: counts.lastUpdated?.toISOString() ?? null,
      model: provider.model,
      job: job
        ? { state: job.state, done: job.done, total: job.total, error: job.error }
        : { state: 'idle', done: 0, total: 0, error: null },
    };
  }

  /**
   * The engine's differential for the note, each suggestion joined with the reference's criteria for it, plus the
   * reference passages that best match the note's findings.
   */
  async function enhancedDiagnosis(clinicianId: string, note: string): Promise<EnhancedDiagnosis> {
    const repo = createReferenceRepository(ctx.db, clinicianId);
    const analysis = analyse(note, ctx.now());
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

  async function resolvesCitation(clinicianId: string, id: string): Promise<boolean> {
    const [kind, key = ''] = id.split(':', 2) as [string, string | undefined];
    const repo = createReferenceRepository(ctx.db, clinicianId);
    if (kind === 'chunk' && /^\d+$/.test(key)) return (await repo.chunks([Number(key)])).length === 1;
    if (kind === 'diagnosis') {
      const code = DIAGNOSES_BY_ID.get(key)?.icd10cm[0];
      return code !== undefined && (await repo.builtinSection(code, 'Overview')) !== undefined;
    }
    if (kind === 'treatment') return TREATMENTS_BY_ID.has(key);
    return false;
  }

  return {
    provider,
    search,
    runner,
    async syncBuiltin() {
      const { chunks, hash } = builtinReference();
      await syncBuiltinReference(ctx.db, chunks, hash);
      await refreshStatistics();
    },
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
    enhancedDiagnosis,
    resolvesCitation,
  };
}
