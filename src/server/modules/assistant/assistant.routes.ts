import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatReplySchema, chatRequestSchema } from '#contract/chat';
import { answerChat, retrievalQuery, type ReferencePassage } from '#engine/assistant';
import { requireClinician } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import type { RankedChunk } from '../reference/reference-search';
import type { ReferenceService } from '../reference/reference.service';

const PASSAGES = 3;
/** A passage must share words with the question and, when vectors exist, be this close to it in meaning. */
const MIN_COSINE = 0.3;
const MAX_QUERY_CHARS = 500;

const isRelevant = (result: RankedChunk) =>
  result.textRank > 0 && (result.cosine === null || result.cosine >= MIN_COSINE);

const toPassage = (result: RankedChunk): ReferencePassage => ({
  id: `chunk:${result.id}`,
  document: result.source.document,
  section: result.section,
  text: result.text,
  diagnosis: result.source.diagnosis,
  page: result.source.page,
  isBuiltin: result.isBuiltin,
});

/**
 * POST /api/chat-assistant: answers the conversation's last question from the reference the clinician can see
 * (the built-in reference and their imports), citing the passages it used (SPEC §7).
 */
export function assistantRoutes(reference: ReferenceService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/chat-assistant',
      {
        // Questions can describe a client, so asking is audited like a read of clinical data.
        config: { audit: { action: 'generate', recordType: 'chat-answer' } },
        schema: { body: chatRequestSchema, response: { 200: chatReplySchema } },
      },
      async (request) => {
        const last = request.body.messages[request.body.messages.length - 1];
        if (!last || last.role !== 'user' || last.content.trim() === '') {
          throw new AppError(
            'validation_failed',
            'The last message must be a non-empty question from the user',
          );
        }
        const query = retrievalQuery(request.body.messages).slice(0, MAX_QUERY_CHARS);
        const results = await reference.search.search(requireClinician(request).id, query, PASSAGES);
        return answerChat(request.body.messages, results.filter(isRelevant).map(toPassage));
      },
    );
  };
}
