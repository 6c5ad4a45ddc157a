import type { z } from 'zod';

/** A non-OK response. `message` is `status: body text` (or the status text when the body is empty), per SPEC §8. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }

  /** The `error` field of our JSON error shape, when the body has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string')
        return parsed.error;
    } catch {
      // not JSON: there is no server message to show
    }
    return undefined;
  }
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type; with no payload neither body nor content type is sent. */
  body?: unknown;
  /** Parses the JSON response with the shared contract. */
  schema?: z.ZodType<T>;
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
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return null;
  const data: unknown = await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}
