import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatReplySchema, chatRequestSchema } from '../../../contract/chat';
import { answerChat } from '../../../engine/assistant';
import { AppError } from '../../http/errors';

/** POST /api/chat-assistant: answers the conversation's last question from the reference content (SPEC §7). */
export function assistantRoutes() {
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
            400,
            'validation_failed',
            'The last message must be a non-empty question from the user',
          );
        }
        return answerChat(request.body.messages);
      },
    );
  };
}
