import type { z } from 'zod';
import { readApiErrorBody } from '../../contract/error-codes';
import type { ApiErrorBody, ApiErrorIssue, ErrorCode } from '../../contract/errors';
import type * as responseSchemas from './response-schemas';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: a proxy's page, an empty body
  }
}

/** An `error` text in a body that is not quite our shape (a proxy's or an older server's JSON). */
function looseMessage(json: unknown): string | undefined {
  return json && typeof json === 'object' && 'error' in json && typeof json.error === 'string'
    ? json.error
    : undefined;
}

/**
 * A non-OK response, typed by the contract's error shape. `message` is `status: body text` (or the status text
 * when the body is empty), per SPEC §8; `code`, `serverMessage` and `issues` come from the body when it is ours.
 */
export class ApiError extends Error {
  /** The body in the contract's error shape, when it is one. */
  readonly body: ApiErrorBody | undefined;
  private readonly message_: string | undefined;
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    const json = parseJson(bodyText);
    // Read by hand rather than with the contract's schema, so pages that validate nothing load no validator.
    this.body = readApiErrorBody(json);
    this.message_ = looseMessage(json);
  }

  get code(): ErrorCode | undefined {
    return this.body?.code;
  }

  /** The `error` text of a JSON error body, when it has one (even one not quite in our shape). */
  get serverMessage(): string | undefined {
    return this.message_;
  }

  get issues(): ApiErrorIssue[] {
    return this.body?.issues ?? [];
  }

  /**
   * The first message for each of a form's fields, from the issues whose path leads to it (`within` names the
   * object the form's fields sit in, e.g. `['profile']`).
   */
  fieldErrors<F extends string>(
    fields: readonly F[],
    within: readonly string[] = [],
  ): Partial<Record<F, string>> {
    const errors: Partial<Record<F, string>> = {};
    for (const issue of this.issues) {
      if (!within.every((part, i) => issue.path[i] === part)) continue;
      const field = fields.find((f) => f === issue.path[within.length]);
      if (field !== undefined) errors[field] ??= issue.message;
    }
    return errors;
  }
}

type ResponseSchemas = typeof responseSchemas;

/** Responses are checked against the contract in development and tests; the production bundle leaves it out. */
const CHECKS_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type; with no payload neither body nor content type is sent. */
  body?: unknown;
  /**
   * The contract schema the response follows, picked from the contract's response schemas. Development builds and
   * tests check the response against it; production builds trust the server, which checked it on the way out.
   */
  schema?: (schemas: ResponseSchemas) => z.ZodType<T>;
  /** With 'returnNull' a 401 answers null instead of failing. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
};

/** The shared request helper: credentials always included, JSON in and out (SPEC §7). */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiRequest<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T | null> {
  const hasPayload = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? (hasPayload ? 'POST' : 'GET'),
    credentials: 'include',
    headers: hasPayload ? { 'Content-Type': 'application/json' } : undefined,
    body: hasPayload ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return null;
  const data: unknown = await response.json();
  if (options.schema && CHECKS_RESPONSES)
    return options.schema(await import('./response-schemas')).parse(data);
  return data as T;
}
