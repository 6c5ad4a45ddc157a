/**
 * What the server's logs may hold: method, path, status, timings and error *kinds*. Never request bodies,
 * query strings, cookies, emails, names or the values a failed database query carried.
 */

/** Keys that are censored wherever a log call puts them, one or two levels deep. */
const SENSITIVE_KEYS = [
  'body',
  'query',
  'params',
  'parameters',
  'detail',
  'email',
  'password',
  'firstName',
  'lastName',
  'name',
  'gender',
  'transcript',
  'content',
  'text',
  'token',
];

/** pino's redaction list: the headers that carry credentials, and the keys above at the top level and one below. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS,
  ...SENSITIVE_KEYS.map((key) => `*.${key}`),
];

export const LOG_REDACT_CENSOR = '[redacted]';

const EMAIL = /[^\s@"'<>()[\]{}:;,]+@[^\s@"'<>()[\]{}:;,]+\.[a-z]{2,}/gi;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Removes anything shaped like an email address from a message. */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

type ErrorLike = Record<string, unknown>;

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

/**
 * A failed query (drizzle wraps it with its SQL and parameters) or an error from the database server itself,
 * whose message and detail can quote the values it refused ('Key (email)=(…) already exists').
 */
function isDatabaseError(error: ErrorLike): boolean {
  if (Array.isArray(error.params) && typeof error.query === 'string') return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

function causesOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (isObject(current) && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** The call stack without the message lines V8 puts at its top. */
function stackFrames(error: ErrorLike): string {
  if (typeof error.stack !== 'string') return '';
  return error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const stringField = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  /** Call-stack frames only ('' when there are none): V8 puts the message at the top of `error.stack`. */
  stack: string;
  cause?: LoggedError;
};

/**
 * The `err` serializer. A database error is logged by its SQLSTATE code and the schema names involved
 * (constraint, table, column) only: its message, detail, query and parameters can all carry client data.
 * Any other error keeps its type, message (emails removed) and stack frames.
 */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!isObject(value)) return { type: typeof value, message: scrubEmails(String(value)), stack: '' };
  const chain = causesOf(value);
  const database = chain.find(isDatabaseError);
  if (database) {
    const server = chain.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code)) ?? database;
    const code = stringField(server.code);
    const logged: LoggedError = {
      type: 'DatabaseError',
      message: code ? `database error ${code}` : 'database error',
      stack: stackFrames(value),
    };
    if (code) logged.code = code;
    const constraint = stringField(server.constraint);
    const table = stringField(server.table);
    const column = stringField(server.column);
    if (constraint) logged.constraint = constraint;
    if (table) logged.table = table;
    if (column) logged.column = column;
    return logged;
  }
  const logged: LoggedError = {
    type: stringField(value.name) ?? value.constructor?.name ?? 'Error',
    message: scrubEmails(stringField(value.message) ?? ''),
    stack: stackFrames(value),
  };
  const code = stringField(value.code);
  if (code) logged.code = code;
  if (typeof value.statusCode === 'number') logged.statusCode = value.statusCode;
  if (isObject(value.cause) && depth < 3) logged.cause = serializeError(value.cause, depth + 1);
  return logged;
}

/**
 * pino's `logMethod` hook. pino would take an error's own message as the log line's message
 * (`log.error(err)`), and callers often pass it beside the error (`log.error({ err }, err.message)`): either way
 * the line gets the error's safe message instead. Emails are removed from every message string.
 */
export function sanitizeLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (typeof first === 'string') return [scrubEmails(first), ...rest];
  const err: unknown = first instanceof Error ? first : isObject(first) ? first.err : undefined;
  if (!isObject(err))
    return [first, ...rest.map((arg) => (typeof arg === 'string' ? scrubEmails(arg) : arg))];
  const rawMessage = stringField(err.message);
  const safeMessage = serializeError(err).message;
  if (first instanceof Error && typeof rest[0] !== 'string') return [first, safeMessage, ...rest];
  return [
    first,
    ...rest.map((arg) => {
      if (typeof arg !== 'string') return arg;
      return rawMessage && arg.includes(rawMessage) ? safeMessage : scrubEmails(arg);
    }),
  ];
}

/** The logger options shared by the server: the serializers and redaction above. */
export function loggerOptions(level: string, stream: NodeJS.WritableStream | undefined) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: LOG_REDACT_PATHS, censor: LOG_REDACT_CENSOR },
    serializers: {
      // Request logs carry method and path only: never bodies, and never query strings, which can hold clinical search text.
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
      err: (err: unknown) => serializeError(err),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...logArgs: unknown[]) => void): void {
        method.apply(this, sanitizeLogArguments(args));
      },
    },
  };
}
