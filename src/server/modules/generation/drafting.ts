import type { FastifyRequest } from 'fastify';
import type { SessionNote, SessionSummary } from '#contract/generation';
import { analyse } from '#engine/analyse';
import { emotionShares } from '#engine/insights';
import {
  ENGINE_PROVIDER,
  writeSessionNote,
  writeSessionSummary,
  type EngineOutput,
} from '#engine/writers';
import { ProviderRejected, createOpenAiProvider, type OpenAiProvider } from '../../ai/openai-provider';
import type { AppContext } from '../../context';
import { createSessionsRepository } from '../sessions/sessions.repository';

const WEEK_MS = 7 * 86_400_000;

/** What the engine found, in plain words, for an LLM to write from. */
function findingsText(output: EngineOutput): string {
  const present = [...output.analysis.present.values()].map((f) => f[0]?.concept.label).filter(Boolean);
  const denied = [...output.analysis.denied.values()].map((f) => f[0]?.concept.label).filter(Boolean);
  const top = output.diagnoses
    .slice(0, 3)
    .map((d) => `${d.diagnosis.name} (${d.diagnosis.icd10cm[0] ?? ''}, ${Math.round(d.confidence * 100)}%)`);
  return [
    `Present: ${present.join(', ') || 'none'}`,
    `Denied: ${denied.join(', ') || 'none'}`,
    `Ranked diagnoses: ${top.join('; ') || 'none'}`,
  ].join('\n');
}

function referenceText(output: EngineOutput): string {
  return output.diagnoses
    .slice(0, 3)
    .map((d) => `${d.diagnosis.name}: ${d.diagnosis.overview}`)
    .join('\n');
}

export type SummaryFacts = { clientName: string; sessionDate: string; sessionNotes: string };

/**
 * The note and summary writers: the engine drafts from its analysis; with an LLM configured, the LLM improves the
 * draft, and on any rejection the engine's draft stands and says why.
 */
export function createDrafting(ctx: AppContext) {
  const ai = ctx.config.ai;
  const llm = ai.provider === 'openai' ? createOpenAiProvider(ai) : undefined;

  async function withLlm<T extends { provider: string }>(
    request: FastifyRequest,
    draft: T,
    improve: (provider: OpenAiProvider) => Promise<T>,
  ): Promise<T> {
    if (!llm) return draft;
    try {
      return await improve(llm);
    } catch (error) {
      const reason = error instanceof ProviderRejected ? error.reason : 'error';
      request.log.warn({ reason }, 'LLM answer rejected; using the engine');
      return { ...draft, provider: `${ENGINE_PROVIDER} (fallback from ${llm.name}: ${reason})` };
    }
  }

  return {
    note(
      request: FastifyRequest,
      output: EngineOutput,
      transcript: string,
      sections: string[],
    ): Promise<SessionNote> {
      const draft = writeSessionNote(output, sections);
      return withLlm(request, draft, (provider) =>
        provider.improveNote({
          transcript,
          engineNote: draft,
          findings: findingsText(output),
          reference: referenceText(output),
          risk: output.risk,
        }),
      );
    },

    summary(
      request: FastifyRequest,
      output: EngineOutput,
      transcript: string,
      facts: SummaryFacts,
    ): Promise<SessionSummary> {
      const draft = writeSessionSummary(output, facts);
      return withLlm(request, draft, (provider) =>
        provider.improveSummary({
          transcript,
          engineSummary: draft,
          findings: findingsText(output),
          reference: referenceText(output),
        }),
      );
    },
  };
}

/**
 * The client's emotions in each of the three weeks before this one (oldest first), from the transcripts of the
 * sessions held in that week; a week without sessions is null.
 */
export async function emotionHistory(
  ctx: AppContext,
  clinicianId: string,
  clientId: string,
): Promise<(Map<string, number> | null)[]> {
  const history: (Map<string, number> | null)[] = [null, null, null];
  const now = ctx.now().getTime();
  const sessions = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).transcriptsSince(
    clientId,
    new Date(now - 4 * WEEK_MS),
  );
  for (let week = 0; week < 3; week++) {
    // Weeks counted back from now: week 1 is 4–3 weeks ago, week 3 is 2–1 weeks ago; this session is week 4.
    const from = now - (4 - week) * WEEK_MS;
    const to = from + WEEK_MS;
    const inWeek = sessions.filter((s) => s.startedAt.getTime() >= from && s.startedAt.getTime() < to);
    if (inWeek.length > 0)
      history[week] = emotionShares(analyse(inWeek.map((s) => s.transcript).join('\n'), ctx.now()));
  }
  return history;
}
