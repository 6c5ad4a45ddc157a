import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  STATUS_FOR_CODE,
  type ApiErrorBody,
  type ApiErrorIssue,
  type ErrorCode,
} from '../../contract/errors';

/**
 * The one error the application throws on purpose. `message` is what the user may read; anything
 * else that escapes a handler is a bug and answers a generic 500 without details.
 */
export class AppError extends Error {
  /** Decided by the code (STATUS_FOR_CODE in the contract), never chosen at the throw. */
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_FOR_CODE[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const conflict = (message: string) => new AppError('conflict', message);

/** The outcome of a write that the current state may refuse; the route turns `reason` into a 409. */
export type Outcome<T, R extends string> = { ok: true; value: T } | { ok: false; reason: R };

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing was saved. Reading still works; try again once space has been freed.";

/** A full disk, as the file system (ENOSPC, or EDQUOT for a quota) or PostgreSQL (SQLSTATE 53100) reports it. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  // The database driver and the ORM each wrap the error they were given; the code sits on the innermost one.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    current = cause;
  }
  return false;
}

/** zod's own messages say what is wrong but not where; a schema's custom message already reads whole. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/** `/profile/email` → `['profile', 'email']`; array indexes stay numbers. */
function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A message that says where as well as what, for the `error` text, which has no field beside it. */
function located(issue: ApiErrorIssue): string {
  const where = issue.path.join('.');
  return where && ZOD_DEFAULT_MESSAGE.test(issue.message) ? `${where}: ${issue.message}` : issue.message;
}

export function toApiError(error: FastifyError | AppError): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { error: error.message, code: error.code };
    if (error.issues) body.issues = error.issues;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: pathOf(v.instancePath),
      message: v.message ?? 'Invalid input',
    }));
    const first = issues[0];
    const text = first ? located(first) : 'The request is not valid';
    return { status: 400, body: { error: text, code: 'validation_failed', issues } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    return { status, body: { error: error.message, code: CODE_FOR_STATUS[status] ?? 'bad_request' } };
  }
  if (isDiskFull(error))
    return { status: 507, body: { error: DISK_FULL_MESSAGE, code: 'insufficient_storage' } };
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', code: 'internal' },
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
