// A browser-like caller over real HTTP: keeps the cookies the server sets, sends its own origin on writes as a
// browser does, and echoes a CSRF token cookie in the matching header when the server issues one.

export type HttpResponse = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  setCookies: string[];
};

export type RequestOptions = {
  headers?: Record<string, string>;
  /** Sent as is (a string or bytes); otherwise `body` is sent as JSON. */
  raw?: string | Uint8Array;
  /** Leave the same-origin Origin header off (a non-browser client). */
  withoutOrigin?: boolean;
  /** Leave the cookies off. */
  withoutCookies?: boolean;
  timeoutMs?: number;
};

const CSRF_COOKIE = /csrf|xsrf/i;

export class HttpAgent {
  constructor(
    readonly baseUrl: string,
    /** Sent with every request (e.g. a forwarded-for address). */
    readonly defaultHeaders: Record<string, string> = {},
    /** The cookie jar; pass another agent's to carry its session to a restarted server. */
    readonly cookies = new Map<string, string>(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<HttpResponse> {
    const headers: Record<string, string> = { ...this.defaultHeaders };
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && !options.withoutOrigin) headers.origin = new URL(this.baseUrl).origin;
    if (!options.withoutCookies && this.cookies.size > 0) headers.cookie = this.cookieHeader();
    for (const [name, value] of this.cookies) {
      if (CSRF_COOKIE.test(name) && isWrite) headers['x-csrf-token'] = decodeURIComponent(value);
    }
    let payload: string | Uint8Array | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: payload as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    if (!options.withoutCookies) this.keepCookies(setCookies);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, setCookies };
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => {
        const [key = '', v = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
        return false;
      });
      if (value === '' || isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, undefined, options);
  post = (path: string, body?: unknown, options?: RequestOptions) =>
    this.request('POST', path, body, options);
  put = (path: string, body?: unknown, options?: RequestOptions) => this.request('PUT', path, body, options);
  patch = (path: string, body?: unknown, options?: RequestOptions) =>
    this.request('PATCH', path, body, options);
  delete = (path: string, body?: unknown, options?: RequestOptions) =>
    this.request('DELETE', path, body, options);
}
