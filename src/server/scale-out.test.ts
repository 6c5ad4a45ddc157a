import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, createTestDatabase, type TestApp } from './testing/harness';
import type { DatabaseHandle } from './db/client';

/** DESIGN.md §7: stateless app servers; one database holds sessions, Redis holds rate-limit counters. */
describe.each(TEST_DATABASES)('two app instances on one %s database', (kind) => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    a = await createTestApp(kind, {}, database);
    b = await createTestApp(kind, {}, database);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('share a signed-in session', async () => {
    const first = await a.app.inject({ method: 'GET', url: '/api/auth/me' });
    const cookie = first.cookies.find((c) => c.name === 'cw_session');
    expect(cookie).toBeDefined();
    const second = await b.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { cw_session: cookie?.value ?? '' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.cookies).toHaveLength(0);
    expect(second.json<{ clinician: { id: string } }>().clinician.id).toBe(
      first.json<{ clinician: { id: string } }>().clinician.id,
    );
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two app instances with Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const env = { REDIS_URL: process.env.TEST_REDIS_URL, TRUST_PROXY: '1' };
    a = await createTestApp('pglite', env, database);
    b = await createTestApp('pglite', env, database);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('count one waitlist limit between them', async () => {
    // A fresh documentation-range address per run, so earlier runs' counters in Redis do not interfere.
    const from = `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    const join = (t: TestApp, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { email: `shared${n}@example.org` },
        headers: { 'x-forwarded-for': from },
      });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await join(n % 2 === 0 ? a : b, n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
