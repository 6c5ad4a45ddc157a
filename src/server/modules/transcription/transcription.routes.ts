import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  MAX_AUDIO_BYTES,
  TRANSCRIPTION_NOT_CONFIGURED,
  normaliseAudioContentType,
  transcribeAudioQuerySchema,
  transcribeAudioResponseSchema,
  transcriptionStatusResponseSchema,
} from '#contract/transcription';
import { CONSENT_REQUIRED_FOR_AUDIO, isConsentCurrent } from '#contract/consent';
import { TranscriptionFailed, createWhisperTranscriber } from '../../ai/whisper-transcriber';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { AudioTooLarge, createAudioStore, isReceivedAudio } from './audio-store';

type TranscribeAudioQueryParsed = z.output<typeof transcribeAudioQuerySchema>;

const AUDIO_TOO_LARGE = `The audio is larger than ${String(MAX_AUDIO_BYTES / (1024 * 1024))} MB, the most one upload may be. Split the recording and send the parts one by one.`;

const UNSUPPORTED_AUDIO =
  'Send the audio itself as the request body, as WebM, Ogg, MP3, WAV or MP4 (M4A) audio with its audio/* content type.';

/** Audio of a session is only taken while the client's consent to recording stands. */
const consentRequired = () => new AppError('conflict', CONSENT_REQUIRED_FOR_AUDIO);

export function transcriptionRoutes(ctx: AppContext) {
  const settings = ctx.config.transcription;
  const transcriber = settings ? createWhisperTranscriber(settings) : undefined;
  const audioStore = createAudioStore(ctx.config.dataDir, ctx.cipher);

  return async (scope: FastifyInstance) => {
    // A child scope, so the raw-audio body parser and its large body limit belong to these routes only.
    await scope.register(async (child) => {
      const app = child.withTypeProvider<ZodTypeProvider>();
      // The body is written to disk, encrypted, as it arrives (never held whole in memory), streamed from there to
      // the transcription server, and deleted once answered unless the clinician keeps it.
      app.addContentTypeParser(/^audio\//i, async (_request: unknown, payload: Readable) => {
        try {
          return await audioStore.receive(payload, MAX_AUDIO_BYTES);
        } catch (error) {
          if (error instanceof AudioTooLarge) throw new AppError('payload_too_large', AUDIO_TOO_LARGE);
          throw error;
        }
      });
      // An upload refused after it was read but before the handler ran (a malformed query) is removed too.
      app.addHook('onResponse', async (request) => {
        if (isReceivedAudio(request.body)) await request.body.discard();
      });
      // Left by a process that was killed mid-upload.
      void audioStore.removeAbandonedUploads(ctx.now()).catch(() => undefined);

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
          // Everything that can be refused is refused before the body is read: nothing reaches the disk for a
          // server without transcription, a format it does not take, a declared size over the cap, or a session
          // that is not the caller's.
          onRequest: async (request, reply) => {
            const refuse = (error: AppError) => {
              // The connection closes after the answer rather than reading the rest of a large body to reuse it.
              reply.header('connection', 'close');
              return error;
            };
            if (!transcriber) throw refuse(new AppError('conflict', TRANSCRIPTION_NOT_CONFIGURED));
            if (!normaliseAudioContentType(request.headers['content-type']))
              throw refuse(new AppError('unsupported_media_type', UNSUPPORTED_AUDIO));
            if (Number(request.headers['content-length']) > MAX_AUDIO_BYTES)
              throw refuse(new AppError('payload_too_large', AUDIO_TOO_LARGE));
            const query = transcribeAudioQuerySchema.safeParse(request.query);
            // A malformed query is answered by the schema's own 400, once the route validates it.
            if (!query.success) return;
            const clinicianId = requireClinician(request).id;
            request.auditRecordId = query.data.sessionId;
            const session = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).get(
              query.data.sessionId,
            );
            if (!session) throw refuse(notFound('Session not found'));
            if (!isConsentCurrent(session.consent)) throw refuse(consentRequired());
          },
        },
        async (request) => {
          try {
            return await transcribe(request);
          } finally {
            // Before the answer leaves: once the caller has it, nothing of an upload not kept is on disk.
            if (isReceivedAudio(request.body)) await request.body.discard();
          }
        },
      );

      async function transcribe(request: FastifyRequest<{ Querystring: TranscribeAudioQueryParsed }>) {
        const clinicianId = requireClinician(request).id;
        const { sessionId, language, keep } = request.query;
        request.auditRecordId = sessionId;
        const session = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).get(sessionId);
        if (!session) throw notFound('Session not found');
        // Checked again here: consent withdrawn while the audio was arriving stops it from being transcribed.
        if (!isConsentCurrent(session.consent)) throw consentRequired();
        if (!transcriber) throw new AppError('conflict', TRANSCRIPTION_NOT_CONFIGURED);

        const contentType = normaliseAudioContentType(request.headers['content-type']);
        if (!contentType) throw new AppError('unsupported_media_type', UNSUPPORTED_AUDIO);
        const audio = request.body;
        if (!isReceivedAudio(audio) || audio.size === 0)
          throw new AppError('bad_request', 'The audio is empty. Record again or choose another file.');

        let text: string;
        try {
          text = await transcriber.transcribe({
            audio: { size: audio.size, open: () => audio.open() },
            contentType,
            language: language ?? session.language,
          });
        } catch (error) {
          if (!(error instanceof TranscriptionFailed)) throw error;
          request.log.warn({ reason: error.reason }, 'audio transcription failed');
          throw new AppError('bad_gateway', `The audio could not be transcribed. ${error.message}`);
        }
        // Consent withdrawn while the server was transcribing: the audio and its words go, nothing is kept.
        const after = await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).get(sessionId);
        if (!isConsentCurrent(after?.consent)) throw consentRequired();
        if (keep) await audio.keep(clinicianId, sessionId, ctx.now());
        return { text, audioKept: keep };
      }
    });
  };
}
