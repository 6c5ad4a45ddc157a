// The API's error codes and a reader of its error body, without zod: the web's request helper uses them on every
// page, the landing page included, which does not otherwise load the validator.

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
  /** The server has more requests in hand than it takes at once; this one was not started. Retry after a moment. */
  'overloaded',
  /** The server's disk is full: nothing was saved; reading still works. */
  'insufficient_storage',
] as const;

type ErrorCodeValue = (typeof ERROR_CODES)[number];
type IssueValue = { path: (string | number)[]; message: string };

const isIssue = (value: unknown): value is IssueValue =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'message' in value &&
  Array.isArray(value.path) &&
  value.path.every((part) => typeof part === 'string' || typeof part === 'number') &&
  typeof value.message === 'string';

/**
 * The body of an error answer when it has the contract's shape (`apiErrorSchema` in ./errors): `error` text, a
 * known `code`, and `issues` if any; otherwise undefined. Unknown extra fields are dropped, as the schema does.
 */
export function readApiErrorBody(
  json: unknown,
): { error: string; code: ErrorCodeValue; issues?: IssueValue[] } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { error, code, issues } = json as Record<string, unknown>;
  if (typeof error !== 'string' || !(ERROR_CODES as readonly unknown[]).includes(code)) return undefined;
  if (issues === undefined) return { error, code: code as ErrorCodeValue };
  if (!Array.isArray(issues) || !issues.every(isIssue)) return undefined;
  return {
    error,
    code: code as ErrorCodeValue,
    issues: issues.map(({ path, message }) => ({ path: [...path], message })),
  };
}
