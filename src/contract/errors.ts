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

/** The one place a code's HTTP status is decided: the server answers with it, the web can rely on it. */
export const STATUS_FOR_CODE = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  totp_required: 401,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  insufficient_storage: 507,
} as const satisfies Record<ErrorCode, number>;

/** One problem with one input: `path` leads to the field (`['profile', 'email']`), `message` is for the user. */
export const apiErrorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  /** For `validation_failed`: every field that was refused, so a form can show each message beside its field. */
  issues: z.array(apiErrorIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
