import * as z from './zod';

/** Every error the API sends has this one shape. `error` is safe to show to the user. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'totp_required',
  'session_expired',
  'payload_too_large',
  'unsupported_media_type',
  /** Well-formed, but the server cannot process it within its limits (e.g. an import that takes too long to read). */
  'unprocessable',
  'rate_limited',
  'internal',
  /** A server we depend on (e.g. the transcription server) failed or did not answer in time. */
  'bad_gateway',
  /** The server cannot take this request now (e.g. a feature it is not configured for); nothing was read. */
  'service_unavailable',
  /** The server's disk is full: nothing was saved; reading still works. */
  'insufficient_storage',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
});
export type ApiError = z.infer<typeof apiErrorSchema>;
