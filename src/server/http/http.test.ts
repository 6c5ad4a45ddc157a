import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_PHI_KEY, TestAgent, createTestDatabase } from '../testing/harness';
import { createPhiCipher } from '../security/phi-cipher';
import type { DatabaseHandle } from '../db/client';
import type { FastifyInstance } from 'fastify';

describe('HTTP baseline', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let logs = '';

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-build',
    });
    app = await buildApp({
      config,
      database,
      cipher: createPhiCipher(TEST_PHI_KEY),
      logger: true,
      logStream: stream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an unknown API route with 404 in the uniform error shape', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'No API route POST /api/no-such-thing',
      code: 'not_found',
    });
  });

  it('sends the security headers on every response', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sets the demo session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    const cookie = response.cookies.find((c) => c.name === 'cw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('keeps request bodies and query strings out of the logs', async () => {
    const marker = `marker-${Date.now()}`;
    await app.inject({ method: 'POST', url: '/api/waitlist', payload: { email: `${marker}@example.org` } });
    await app.inject({ method: 'GET', url: `/api/no-such-thing?query=${marker}` });
    expect(logs).toContain('/api/waitlist');
    expect(logs).not.toContain(marker);
  });

  it('marks every API response no-store, errors included, and leaves pages to their own caching', async () => {
    const agent = new TestAgent(app);
    await agent.get('/api/auth/me');
    const [session] = (await agent.get('/api/sessions')).json<{ sessions: { id: string }[] }>().sessions;
    const responses = [
      await agent.get('/api/auth/me'),
      await agent.get('/api/clients'),
      await agent.get(`/api/sessions/${session?.id ?? ''}`),
      await agent.get('/api/export'),
      await agent.post('/api/templates', { name: '' }),
      await agent.get('/api/sessions/00000000-0000-4000-8000-000000000000'),
      await app.inject({ method: 'POST', url: '/api/no-such-thing' }),
    ];
    for (const response of responses) {
      expect(response.headers['cache-control'], response.body.slice(0, 80)).toBe('no-store');
    }
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 400, 404, 404]);
    const page = await app.inject({ method: 'GET', url: '/clients' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
