import { createHash } from 'node:crypto';
import { analyse } from '#engine/analyse';
import { runEngine, type EngineOutput } from '#engine/writers';

/** How many analyses are kept (a 9,000-word session's is about 2.3 MB), and for how long. */
export const ANALYSES_KEPT = 16;
export const ANALYSIS_TTL_MS = 5 * 60_000;

/** The engine's reading of one text, as every generation route uses it. */
export type AnalysisCache = (clinicianId: string, text: string) => EngineOutput;

/**
 * The engine's reading of a transcript, computed once for the note, the summary, the diagnosis and the insights
 * that a session's screens ask for one after another, and for a Generate pressed again on the same text. Keyed by
 * clinician, the text's hash and the day (a duration like "since Monday" reads against today), so an edited
 * transcript is read again and one clinician's entry never answers another's request. Kept in this process's
 * memory only, least recently used first out.
 */
export function createAnalysisCache(now: () => Date): AnalysisCache {
  const kept = new Map<string, { output: EngineOutput; at: number }>();
  return (clinicianId, text) => {
    const today = now();
    const hash = createHash('sha256').update(text).digest('base64url');
    const key = `${clinicianId}:${hash}:${today.toISOString().slice(0, 10)}`;
    const hit = kept.get(key);
    kept.delete(key);
    if (hit && today.getTime() - hit.at < ANALYSIS_TTL_MS) {
      kept.set(key, hit);
      return hit.output;
    }
    const output = runEngine(analyse(text, today));
    kept.set(key, { output, at: today.getTime() });
    for (const oldest of kept.keys()) {
      if (kept.size <= ANALYSES_KEPT) break;
      kept.delete(oldest);
    }
    return output;
  };
}
