import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { generateTotp } from './auth.service';

const OWNER = {
  firstName: 'Olivia',
  lastName: 'Owner',
  title: 'Dr.',
  email: 'Owner@Example.org',
  password: 'a long enough password',
};
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('accounts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
  }, 180_000);
  afterAll(async () => t.close());

  async function signedInOwner(): Promise<TestAgent> {
    const agent = new TestAgent(t.app);
    const response = await agent.post('/api/auth/sign-in', { email: OWNER.email, password: OWNER.password });
    expect(response.statusCode).toBe(200);
    return agent;
  }

  describe('first run', () => {
    it('reports that the practice needs an owner, creates one once, and signs them in', async () => {
      const visitor = new TestAgent(t.app);
      expect((await visitor.get('/api/auth/status')).json()).toEqual({
        authMode: 'accounts',
        needsSetup: true,
        signedIn: false,
        idleTimeoutMs: 15 * MINUTE,
      });
      expect((await visitor.get('/api/auth/me')).statusCode).toBe(401);

      const weak = await visitor.post('/api/auth/setup', { ...OWNER, password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ error: 'Password must be at least 12 characters' });

      const created = await visitor.post('/api/auth/setup', OWNER);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        clinician: { displayName: 'Dr. Olivia Owner', initials: 'OO', isOwner: true },
      });
      expect((await visitor.get('/api/auth/me')).statusCode).toBe(200);
      expect((await visitor.get('/api/auth/status')).json()).toMatchObject({
        needsSetup: false,
        signedIn: true,
      });

      const second = await new TestAgent(t.app).post('/api/auth/setup', {
        ...OWNER,
        email: 'someone@example.org',
      });
      expect(second.statusCode).toBe(409);

      const [row] = await t.database.query('SELECT password_hash FROM clinicians WHERE is_owner');
      expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    });
  });

  describe('signed in', () => {
    beforeEach(async () => {
      await t.database.query('DELETE FROM sign_in_throttle');
    });

    it('rotates the session id at sign-in and ends the old one', async () => {
      const agent = await signedInOwner();
      const first = agent.cookie;
      await agent.post('/api/auth/sign-in', { email: OWNER.email, password: OWNER.password });
      expect(agent.cookie).toBeDefined();
      expect(agent.cookie).not.toBe(first);
      const stale = new TestAgent(t.app);
      stale.cookie = first;
      expect((await stale.get('/api/auth/me')).statusCode).toBe(401);
    });

    it('invalidates the session at sign-out', async () => {
      const agent = await signedInOwner();
      const token = agent.cookie;
      expect((await agent.post('/api/auth/sign-out')).statusCode).toBe(200);
      const replay = new TestAgent(t.app);
      replay.cookie = token;
      expect((await replay.get('/api/auth/me')).statusCode).toBe(401);
    });

    it('ends a session idle for more than 15 minutes', async () => {
      const agent = await signedInOwner();
      t.clock.advance(14 * MINUTE);
      expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
      t.clock.advance(14 * MINUTE);
      expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
      t.clock.advance(16 * MINUTE);
      const expired = await agent.get('/api/clients');
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({
        code: 'session_expired',
        error: 'Your session has expired. Please sign in again.',
      });
    });

    it('ends any session 12 hours after sign-in, however active', async () => {
      const agent = await signedInOwner();
      for (let i = 0; i < 12 * 6 - 1; i++) {
        t.clock.advance(10 * MINUTE);
        expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
      }
      t.clock.advance(11 * MINUTE);
      expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
    });

    it('answers 429 after 10 failed sign-ins for one account in 15 minutes, even with the right password', async () => {
      const agent = new TestAgent(t.app);
      for (let i = 0; i < 10; i++) {
        const wrong = await agent.post('/api/auth/sign-in', {
          email: OWNER.email,
          password: `wrong password ${i}`,
        });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toMatchObject({ code: 'unauthorized', error: 'Incorrect email or password.' });
      }
      const locked = await agent.post('/api/auth/sign-in', { email: OWNER.email, password: OWNER.password });
      expect(locked.statusCode).toBe(429);
      t.clock.advance(16 * MINUTE);
      expect(
        (await agent.post('/api/auth/sign-in', { email: OWNER.email, password: OWNER.password })).statusCode,
      ).toBe(200);
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const response = await new TestAgent(t.app).post('/api/auth/sign-in', {
        email: 'nobody@example.org',
        password: 'whatever it is',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized', error: 'Incorrect email or password.' });
    });

    it('audits sign-in, failed sign-in and sign-out without storing the password or email', async () => {
      await t.database.query('DELETE FROM sign_in_throttle');
      const [{ n: before }] = (await t.database.query(
        "SELECT count(*)::int AS n FROM audit_events WHERE record_type = 'session'",
      )) as [{ n: number }];
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/sign-in', { email: OWNER.email, password: 'definitely wrong pw' });
      await agent.post('/api/auth/sign-in', { email: OWNER.email, password: OWNER.password });
      await agent.post('/api/auth/sign-out');
      const rows = await t.database.query(
        "SELECT action, outcome FROM audit_events WHERE record_type = 'session' ORDER BY id DESC LIMIT 3",
      );
      expect(rows.reverse()).toEqual([
        { action: 'sign-in-failed', outcome: 'denied' },
        { action: 'sign-in', outcome: 'success' },
        { action: 'sign-out', outcome: 'success' },
      ]);
      const [{ n: after }] = (await t.database.query(
        "SELECT count(*)::int AS n FROM audit_events WHERE record_type = 'session'",
      )) as [{ n: number }];
      expect(after - before).toBe(3);
      const all = JSON.stringify(await t.database.query('SELECT * FROM audit_events'));
      expect(all).not.toContain('definitely wrong');
      expect(all.toLowerCase()).not.toContain('owner@example.org');
    });

    it('turns on TOTP two-factor sign-in and then requires the code', async () => {
      const agent = await signedInOwner();
      const setup = (await agent.post('/api/auth/totp/setup')).json<{ secret: string; otpauthUri: string }>();
      expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
      expect((await agent.post('/api/auth/totp/enable', { code: '000000' })).statusCode).toBe(400);
      expect(
        (await agent.post('/api/auth/totp/enable', { code: generateTotp(setup.secret, t.clock.now()) }))
          .statusCode,
      ).toBe(200);

      const [row] = await t.database.query('SELECT totp_secret FROM clinicians WHERE is_owner');
      expect(String(row?.totp_secret)).not.toContain(setup.secret);

      const withoutCode = await new TestAgent(t.app).post('/api/auth/sign-in', {
        email: OWNER.email,
        password: OWNER.password,
      });
      expect(withoutCode.statusCode).toBe(401);
      expect(withoutCode.json()).toMatchObject({ code: 'totp_required' });
      const badCode = await new TestAgent(t.app).post('/api/auth/sign-in', {
        email: OWNER.email,
        password: OWNER.password,
        totpCode: '123456',
      });
      expect(badCode.statusCode).toBe(401);
      // Each code works once: the next one comes with the next 30-second step.
      t.clock.advance(30_000);
      const good = await new TestAgent(t.app).post('/api/auth/sign-in', {
        email: OWNER.email,
        password: OWNER.password,
        totpCode: generateTotp(setup.secret, t.clock.now()),
      });
      expect(good.statusCode).toBe(200);

      t.clock.advance(30_000);
      expect(
        (await agent.post('/api/auth/totp/disable', { code: generateTotp(setup.secret, t.clock.now()) }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await new TestAgent(t.app).post('/api/auth/sign-in', {
            email: OWNER.email,
            password: OWNER.password,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('lets only the owner add clinicians and verify the audit log', async () => {
      const owner = await signedInOwner();
      const added = await owner.post('/api/auth/clinicians', {
        firstName: 'Cara',
        lastName: 'Colleague',
        email: 'cara@example.org',
        password: 'cara long password',
      });
      expect(added.statusCode).toBe(201);
      const cara = new TestAgent(t.app);
      await cara.post('/api/auth/sign-in', { email: 'cara@example.org', password: 'cara long password' });
      expect(
        (
          await cara.post('/api/auth/clinicians', {
            firstName: 'X',
            lastName: 'Y',
            email: 'xy@example.org',
            password: 'xy long password!',
          })
        ).statusCode,
      ).toBe(403);
      expect((await cara.get('/api/audit/verify')).statusCode).toBe(403);
      expect((await owner.get('/api/audit/verify')).json()).toMatchObject({ ok: true });
    });
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { DEMO_SANDBOX_RATE_LIMIT: '3' });
  }, 180_000);
  afterAll(async () => t.close());

  it('gives each browser its own sandbox, seeded with the sample workspace', async () => {
    const a = new TestAgent(t.app);
    const b = new TestAgent(t.app);
    const meA = (await a.get('/api/auth/me')).json<{ clinician: { id: string; displayName: string } }>()
      .clinician;
    const meB = (await b.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician;
    expect(meA.id).not.toBe(meB.id);
    expect(meA.displayName).toBe('Dr. Alex Morgan');
    const clients = (await a.get('/api/clients')).json<{
      clients: { firstName: string; age: number; totalSessions: number }[];
    }>().clients;
    expect(clients.find((c) => c.firstName === 'Sarah')).toMatchObject({ age: 28, totalSessions: 8 });
    expect(
      (await a.get('/api/templates'))
        .json<{ templates: { name: string }[] }>()
        .templates.map((tpl) => tpl.name),
    ).toEqual(
      expect.arrayContaining([
        'SOAP Note',
        'DAP Note',
        'BIRP Note',
        'GIRP Note',
        'PIE Note',
        'Intake Assessment',
      ]),
    );
  });

  it('rate-limits new sandboxes per client address, but not for this machine', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).statusCode).toBe(200);
    const limited = await from('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      error: 'Too many requests. Please try again later.',
    });
    for (let i = 0; i < 5; i++) expect((await from('127.0.0.1')).statusCode).toBe(200);
  });

  it('purges sandboxes idle for 24 hours with everything in them', async () => {
    const idle = new TestAgent(t.app);
    const active = new TestAgent(t.app);
    const idleId = (await idle.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    await active.get('/api/auth/me');
    t.clock.advance(23 * 3_600_000);
    await active.get('/api/clients');
    t.clock.advance(2 * 3_600_000);
    expect(await t.app.purgeIdleSandboxes()).toBeGreaterThanOrEqual(1);
    expect(await t.database.query('SELECT 1 FROM clinicians WHERE id = $1', [idleId])).toHaveLength(0);
    expect(await t.database.query('SELECT 1 FROM clients WHERE clinician_id = $1', [idleId])).toHaveLength(0);
    expect((await active.get('/api/clients')).statusCode).toBe(200);
    const reborn = (await idle.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    expect(reborn).not.toBe(idleId);
  });
});
