import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
const start = async (env: NodeJS.ProcessEnv = {}) => (t = await createTestApp('pglite', env));
const me = (app: TestApp, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/auth/me', headers, cookies });
const clinicianId = (response: { json: () => unknown }) =>
  (response.json() as { clinician: { id: string } }).clinician.id;

describe('session cookie', { timeout: 180_000 }, () => {
  it('on plain-http localhost is cw_session without Secure, and the session carries on', async () => {
    const app = await start();
    const first = await me(app);
    const cookie = first.cookies.find((c) => c.name === 'cw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    const again = await me(app, {}, { cw_session: cookie?.value ?? '' });
    expect(clinicianId(again)).toBe(clinicianId(first));
  });

  it('anywhere else is __Host- and Secure, read under that name only; writes from the origin pass', async () => {
    const app = await start({ TRUST_PROXY: '1' });
    const tls = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'clinic.example',
      'x-forwarded-for': '203.0.113.20',
    };
    const first = await me(app, tls);
    const cookie = first.cookies.find((c) => c.name === '__Host-cw_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(first.cookies.find((c) => c.name === 'cw_session')).toBeUndefined();

    const again = await me(app, tls, { '__Host-cw_session': cookie?.value ?? '' });
    expect(clinicianId(again)).toBe(clinicianId(first));
    // The name that plain-http localhost uses is not taken here: it could have been planted.
    const planted = await me(app, tls, { cw_session: cookie?.value ?? '' });
    expect(clinicianId(planted)).not.toBe(clinicianId(first));

    const write = (origin: string) =>
      app.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { ...tls, origin },
        cookies: { '__Host-cw_session': cookie?.value ?? '' },
        payload: { theme: 'dark' },
      });
    expect((await write('https://clinic.example')).statusCode).toBe(200);
    expect((await write('https://evil.example')).statusCode).toBe(403);
  });

  it('is Secure on a plain-http request to a host that is not localhost', async () => {
    const app = await start();
    const response = await me(app, { host: 'clinic.example' });
    expect(response.cookies.find((c) => c.name === '__Host-cw_session')?.secure).toBe(true);
  });
});

describe('demo sandbox limit behind proxies', { timeout: 180_000 }, () => {
  it('counts the address the trusted proxy saw, whatever X-Forwarded-For the client forged', async () => {
    const app = await start({ TRUST_PROXY: '1', DEMO_SANDBOX_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await me(app, { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('with no proxy configured, ignores X-Forwarded-For and counts the sender', async () => {
    const app = await start({ DEMO_SANDBOX_RATE_LIMIT: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `10.7.${i}.1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('exempts this machine only while no proxy is configured and nothing was forwarded', async () => {
    const local = await start({ DEMO_SANDBOX_RATE_LIMIT: '1' });
    const direct = [await me(local), await me(local), await me(local)].map((r) => r.statusCode);
    expect(direct).toEqual([200, 200, 200]);
    // A proxy nobody configured: every request arrives from loopback, with a forwarding header.
    const forwarded = [];
    for (let i = 0; i < 3; i++)
      forwarded.push((await me(local, { 'x-forwarded-for': `10.6.${i}.1` })).statusCode);
    expect(forwarded).toEqual([200, 429, 429]);
    await local.close();
    t = undefined;

    const proxied = await start({ TRUST_PROXY: 'loopback', DEMO_SANDBOX_RATE_LIMIT: '1' });
    expect([await me(proxied), await me(proxied)].map((r) => r.statusCode)).toEqual([200, 429]);
  });
});
