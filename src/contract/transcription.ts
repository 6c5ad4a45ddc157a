import * as z from './zod';
import { LANGUAGE_CODES } from './sessions';

/** The audio formats a Whisper-compatible server reads, as the browser names them. */
export const AUDIO_CONTENT_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/wav',
  'audio/mp4',
] as const;
export type AudioContentType = (typeof AUDIO_CONTENT_TYPES)[number];

/** Other names browsers and operating systems give the same formats. */
const AUDIO_CONTENT_TYPE_ALIASES: Record<string, AudioContentType> = {
  'audio/mp3': 'audio/mpeg',
  'audio/mpga': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/aac': 'audio/mp4',
};

/** The file extension the transcription server is told, since some servers pick the decoder by file name. */
export const AUDIO_FILE_EXTENSIONS: Record<AudioContentType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
};

/** `audio/webm;codecs=opus` → `audio/webm`; undefined for anything that is not one of the supported formats. */
export function normaliseAudioContentType(contentType: string | undefined): AudioContentType | undefined {
  const base = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if ((AUDIO_CONTENT_TYPES as readonly string[]).includes(base)) return base as AudioContentType;
  return AUDIO_CONTENT_TYPE_ALIASES[base];
}

/** Largest recording or audio file accepted for transcription: about two hours of compressed speech. */
export const MAX_AUDIO_BYTES = 100 * 1024 * 1024;

export const TRANSCRIPTION_NOT_CONFIGURED = 'Audio transcription is not configured on this server';

export const transcriptionStatusResponseSchema = z.object({ available: z.boolean() });

export const transcribeAudioQuerySchema = z
  .object({
    sessionId: z.uuid({ error: 'sessionId must be the id of the session the audio belongs to' }),
    /** The dictation language; the session's own language when left out. */
    language: z.enum(LANGUAGE_CODES, { error: 'Choose one of the supported languages' }).optional(),
    keep: z
      .enum(['true', 'false'], { error: 'keep must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();

export const transcribeAudioResponseSchema = z.object({
  text: z.string(),
  /** True when the encrypted audio was kept on the server, as asked. */
  audioKept: z.boolean(),
});
export type TranscribeAudioResponse = z.infer<typeof transcribeAudioResponseSchema>;
