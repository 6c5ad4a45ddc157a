import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/harness';

describe.each(TEST_DATABASES)('POST /api/waitlist on %s', (kind) => {
  let t: TestApp;
  let nextIp = 1;
  // Each test speaks from its own address so the per-address limit only bites where a test means it to.
  const ip = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.query('DELETE FROM waitlist');
  });

  const join = (body: unknown, from = ip()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: body as object,
      headers: { 'x-forwarded-for': from },
    });

  it('stores one trimmed, lower-cased row per address and answers a repeat the same way', async () => {
    const first = await join({ email: '  Ada.Lovelace@Example.ORG ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true, message: "You're on the list!" });

    const repeat = await join({ email: 'ada.lovelace@example.org' });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());

    const rows = await t.database.query('SELECT email FROM waitlist');
    expect(rows).toEqual([{ email: 'ada.lovelace@example.org' }]);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an address without @', { email: 'not-an-address' }],
    ['an empty address', { email: '   ' }],
    ['a number', { email: 42 }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.org` }],
    ['an array body', [{ email: 'a@b.co' }]],
  ])('rejects %s with 400 and stores nothing', async (_label, body) => {
    const response = await join(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please enter a valid email address',
      code: 'validation_failed',
    });
    expect(await t.database.query('SELECT 1 FROM waitlist')).toHaveLength(0);
  });

  it('rejects malformed JSON with 400 in the uniform error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', error: expect.any(String) });
  });

  it('rejects an oversized body with 413 before reading it', async () => {
    const response = await join({ email: 'a@b.co', padding: 'x'.repeat(10_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 429 past five sign-ups a minute from one address, and other addresses are unaffected', async () => {
    const from = ip();
    for (let i = 0; i < 5; i++)
      expect((await join({ email: `person${i}@example.org` }, from)).statusCode).toBe(201);
    const limited = await join({ email: 'person5@example.org' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
    expect((await join({ email: 'someone@example.org' })).statusCode).toBe(201);
    expect(await t.database.query("SELECT 1 FROM waitlist WHERE email = 'person5@example.org'")).toHaveLength(
      0,
    );
  });

  it('never answers a 5xx, whatever the body and headers', async () => {
    const headerValue = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.record({ email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()) }),
        ),
        fc.dictionary(
          fc.constantFrom('content-type', 'origin', 'x-forwarded-for', 'accept', 'cookie'),
          headerValue,
        ),
        async (payload, headers) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/waitlist',
            payload,
            headers: { ...headers, 'x-forwarded-for': ip() },
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/application\/json/);
        },
      ),
      { numRuns: 150 },
    );
  });
});
