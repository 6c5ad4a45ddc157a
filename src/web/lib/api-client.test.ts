import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';

type Call = { url: string; init: RequestInit };

function stubFetch(response: Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(response);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('GETs with credentials and no body or content type when there is no payload', async () => {
    const calls = stubFetch(Response.json({ ok: true }));
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: true });
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      body: undefined,
      headers: undefined,
    });
  });

  it('POSTs a payload as JSON with a JSON content type', async () => {
    const calls = stubFetch(Response.json({}));
    await apiRequest('/api/waitlist', { body: { email: 'a@b.co' } });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.co"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('turns a non-OK response into "status: body text"', async () => {
    stubFetch(
      new Response('{"error":"nope","code":"bad_request"}', { status: 400, statusText: 'Bad Request' }),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"nope","code":"bad_request"}');
    expect((error as ApiError).serverMessage).toBe('nope');
  });

  it('reads the code and the per-field issues of our error shape', async () => {
    const body = {
      error: 'Enter a valid email address',
      code: 'validation_failed',
      issues: [
        { path: ['profile', 'email'], message: 'Enter a valid email address' },
        { path: ['profile', 'lastName'], message: 'Last name must be at most 80 characters' },
        { path: ['profile', 'email'], message: 'a second problem with the same field' },
        { path: ['currentPassword'], message: 'Enter your current password to change your email.' },
      ],
    };
    stubFetch(new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' }));
    const error = (await apiRequest('/api/settings', { method: 'PATCH', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors(['email', 'lastName', 'firstName'], ['profile'])).toEqual({
      email: 'Enter a valid email address',
      lastName: 'Last name must be at most 80 characters',
    });
    expect(error.fieldErrors(['currentPassword'])).toEqual({
      currentPassword: 'Enter your current password to change your email.',
    });
    expect(error.fieldErrors(['email'])).toEqual({});
  });

  it('still shows the error text of a JSON body that is not quite our shape', async () => {
    stubFetch(new Response('{"error":"Generation is down"}', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Generation is down');
    expect(error.code).toBeUndefined();
    expect(error.issues).toEqual([]);
  });

  it('has no code or issues for a body that is not ours', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(error.issues).toEqual([]);
    expect(error.message).toBe('502: <html>Bad gateway</html>');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('fails on 401 by default and answers null when asked to', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('/api/auth/me')).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('/api/auth/me', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('checks the response against the schema it names, in development and tests', async () => {
    stubFetch(Response.json({ count: 'three' }));
    await expect(apiRequest('/api/x', { schema: () => z.object({ count: z.number() }) })).rejects.toThrow();
    stubFetch(Response.json({ ok: 'yes' }));
    await expect(apiRequest('/api/x', { schema: (s) => s.okResponseSchema })).rejects.toThrow();
    stubFetch(Response.json({ ok: true }));
    await expect(apiRequest('/api/x', { schema: (s) => s.okResponseSchema })).resolves.toEqual({ ok: true });
  });
});
