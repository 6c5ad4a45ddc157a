import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_AUDIO_BYTES,
  TRANSCRIPTION_NOT_CONFIGURED,
  normaliseAudioContentType,
  transcribeAudioQuerySchema,
  transcribeAudioResponseSchema,
  transcriptionStatusResponseSchema,
} from '../../../contract/transcription';
import { TranscriptionFailed, createWhisperTranscriber } from '../../ai/whisper-transcriber';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createAudioStore } from './audio-store';

const UNSUPPORTED_AUDIO =
  'Send the audio itself as the request body, as WebM, Ogg, MP3, WAV or MP4 (M4A) audio with its audio/* content type.';

export function transcriptionRoutes(ctx: AppContext) {
  const settings = ctx.config.transcription;
  const transcriber = settings ? createWhisperTranscriber(settings) : undefined;
  const audioStore = createAudioStore(ctx.config.dataDir, ctx.cipher);

  return async (scope: FastifyInstance) => {
    // A child scope, so the raw-audio body parser and its large body limit belong to these routes only.
    await scope.register(async (child) => {
      const app = child.withTypeProvider<ZodTypeProvider>();
      // The body stays in memory and is forwarded from there: audio reaches the disk only when the clinician keeps it.
      app.addContentTypeParser(/^audio\//i, { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });

      app.get(
        '/api/transcription/status',
        { schema: { response: { 200: transcriptionStatusResponseSchema } } },
        async () => ({ available: transcriber !== undefined }),
      );

      app.post(
        '/api/transcriptions',
        {
          bodyLimit: MAX_AUDIO_BYTES,
          config: { audit: { action: 'create', recordType: 'transcription' } },
          schema: {
            querystring: transcribeAudioQuerySchema,
            response: { 200: transcribeAudioResponseSchema },
          },
          // Refused before the body is read, so only audio ever gets the large body limit.
          onRequest: async (request) => {
            if (!normaliseAudioContentType(request.headers['content-type']))
              throw new AppError(415, 'unsupported_media_type', UNSUPPORTED_AUDIO);
          },
        },
        async (request) => {
          const clinicianId = requireClinician(request).id;
          const { sessionId, language, keep } = request.query;
          request.auditRecordId = sessionId;
          const session = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).get(sessionId);
          if (!session) throw notFound('Session not found');
          if (!transcriber) throw new AppError(409, 'conflict', TRANSCRIPTION_NOT_CONFIGURED);

          const contentType = normaliseAudioContentType(request.headers['content-type']);
          if (!contentType) throw new AppError(415, 'unsupported_media_type', UNSUPPORTED_AUDIO);
          const audio = request.body;
          if (!Buffer.isBuffer(audio) || audio.length === 0)
            throw new AppError(
              400,
              'bad_request',
              'The audio is empty. Record again or choose another file.',
            );

          let text: string;
          try {
            text = await transcriber.transcribe({
              audio,
              contentType,
              language: language ?? session.language,
            });
          } catch (error) {
            if (!(error instanceof TranscriptionFailed)) throw error;
            request.log.warn({ reason: error.reason }, 'audio transcription failed');
            throw new AppError(502, 'bad_gateway', `The audio could not be transcribed. ${error.message}`);
          }
          if (keep) await audioStore.keep(clinicianId, sessionId, audio, ctx.now());
          return { text, audioKept: keep };
        },
      );
    });
  };
}
