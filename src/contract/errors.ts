import { ERROR_CODES } from './error-codes';
import * as z from './zod';

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
  overloaded: 503,
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
