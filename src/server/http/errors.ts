import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../contract/errors';

/**
 * The one error the application throws on purpose. `message` is what the user may read; anything
 * else that escapes a handler is a bug and answers a generic 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);

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

export function toApiError(error: FastifyError | AppError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { error: error.message, code: error.code } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
    const message = first?.message ?? 'The request is not valid';
    const text = where && ZOD_DEFAULT_MESSAGE.test(message) ? `${where}: ${message}` : message;
    return { status: 400, body: { error: text, code: 'validation_failed' } };
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
