/**
 * Speech to text through any Whisper-compatible server (OpenAI, faster-whisper-server / speaches, whisper.cpp's
 * server, LocalAI): `POST <base>/v1/audio/transcriptions` with the OpenAI multipart fields, answering `{ "text" }`.
 * A local server keeps the audio inside the practice, unlike the browser's own speech recognition.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { AUDIO_FILE_EXTENSIONS, type AudioContentType } from '../../contract/transcription';

export type WhisperOptions = {
  /** e.g. `http://localhost:8000` or `https://api.openai.com`; a trailing `/v1` is accepted too. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` when given; local servers usually need none. */
  apiKey: string | undefined;
  model: string;
  /** The whole exchange, upload to the last byte of the answer. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Audio of a known size, read from wherever it is kept (an upload on disk) only while it is sent. */
export type AudioSource = { size: number; open: () => Readable };

export type TranscribeInput = {
  audio: AudioSource;
  contentType: AudioContentType;
  /** A BCP 47 dictation language such as `pt-BR`; Whisper takes the ISO 639-1 part. */
  language: string;
};

export const TRANSCRIPTION_FAILURES = ['timeout', 'network', 'http_status', 'bad_response'] as const;
export type TranscriptionFailure = (typeof TRANSCRIPTION_FAILURES)[number];

/** The server could not give us a transcript. The message never holds audio or transcript text. */
export class TranscriptionFailed extends Error {
  override name = 'TranscriptionFailed';
  constructor(
    readonly reason: TranscriptionFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }
}

const whisperAnswerSchema = z.object({ text: z.string() });

export function transcriptionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base.endsWith('/v1') ? base : `${base}/v1`}/audio/transcriptions`;
}

/** `zh-CN` → `zh`: Whisper's `language` field is the two-letter language code. */
export function whisperLanguage(language: string): string {
  return language.split('-')[0]?.toLowerCase() ?? language;
}

export function createWhisperTranscriber(options: WhisperOptions) {
  const doFetch = options.fetch ?? fetch;
  const url = transcriptionsUrl(options.baseUrl);

  return {
    async transcribe(input: TranscribeInput): Promise<string> {
      const form = multipartBody(
        {
          model: options.model,
          language: whisperLanguage(input.language),
          response_format: 'json',
        },
        {
          name: `audio.${AUDIO_FILE_EXTENSIONS[input.contentType]}`,
          type: input.contentType,
          audio: input.audio,
        },
      );

      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        let response: Response;
        try {
          response = await doFetch(url, {
            method: 'POST',
            body: form.body,
            // A stream body is sent as it is read; its length is known, so servers that refuse chunked uploads take it.
            duplex: 'half',
            headers: {
              'content-type': form.contentType,
              'content-length': String(form.length),
              ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            },
            signal: controller.signal,
          } as RequestInit);
        } catch (error) {
          throw controller.signal.aborted
            ? timedOut(options.timeoutMs)
            : new TranscriptionFailed('network', 'The transcription server could not be reached.', {
                cause: error,
              });
        }
        let body: string;
        try {
          body = await response.text();
        } catch (error) {
          if (controller.signal.aborted) throw timedOut(options.timeoutMs);
          throw new TranscriptionFailed('network', 'The transcription server broke off its answer.', {
            cause: error,
          });
        }
        if (!response.ok) {
          throw new TranscriptionFailed(
            'http_status',
            `The transcription server answered ${response.status} ${response.statusText}.`.replace(' .', '.'),
          );
        }
        return parseAnswer(body);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * An OpenAI-style multipart form (text fields, then the file) as a stream: the audio is read from its source while
 * it is sent, never gathered in memory. The length is computed up front for the Content-Length header.
 */
function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; audio: AudioSource },
): { body: ReadableStream<Uint8Array>; contentType: string; length: number } {
  const boundary = `----cw-audio-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    [
      ...Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ].join(''),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield head;
    for await (const chunk of file.audio.open()) yield chunk as Buffer;
    yield tail;
  }
  return {
    body: Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.audio.size + tail.length,
  };
}

function timedOut(timeoutMs: number): TranscriptionFailed {
  const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`;
  return new TranscriptionFailed('timeout', `The transcription server did not answer within ${limit}.`);
}

function parseAnswer(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new TranscriptionFailed('bad_response', 'The transcription server did not answer with JSON.');
  }
  const parsed = whisperAnswerSchema.safeParse(json);
  if (!parsed.success)
    throw new TranscriptionFailed('bad_response', 'The transcription server answered without a transcript.');
  return parsed.data.text.trim();
}
