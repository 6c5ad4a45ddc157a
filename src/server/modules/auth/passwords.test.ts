import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const OWNER = {
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@example.org',
  password: 'a long enough password',
};
const CARA = {
  firstName: 'Cara',
  lastName: 'Colleague',
  email: 'cara@example.org',
  password: 'cara long password',
};
const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('passwords on %s', (kind) => {
  let t: TestApp;
  let owner: TestAgent;
  let caraId: string;

  const signIn = async (email: string, password: string) => {
    const agent = new TestAgent(t.app);
    const response = await agent.post('/api/auth/sign-in', { email, password });
    return { agent, status: response.statusCode };
  };
  const auditRows = async (action: string) =>
    t.database.query('SELECT clinician_id, record_id, outcome FROM audit_events WHERE action = $1', [action]);

  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
    owner = new TestAgent(t.app);
  }, 180_000);
  afterAll(async () => t.close());

  it.each([
    ['password1234', 'This password is too common.'],
    ['qwertyuiop123', 'This password is too common.'],
    ['aaaaaaaaaaaa', 'A password cannot be one character or a short pattern repeated.'],
    ['owner@example.org', 'Your password cannot contain your email address.'],
    ['short', 'Password must be at least 12 characters'],
    ['x'.repeat(257), 'Password is too long'],
  ])('refuses %s as the owner’s password at set-up, and creates nobody', async (password, message) => {
    const response = await new TestAgent(t.app).post('/api/auth/setup', { ...OWNER, password });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await t.database.query('SELECT 1 FROM clinicians')).toHaveLength(0);
  });

  it('accepts a long password of any characters, up to 256 of them', async () => {
    expect((await owner.post('/api/auth/setup', OWNER)).statusCode).toBe(201);
    const added = await owner.post('/api/auth/clinicians', {
      ...CARA,
      email: 'long@example.org',
      password: 'é'.repeat(3) + ' mixed words '.repeat(19),
    });
    expect(added.statusCode).toBe(201);
  });

  it('applies the same rules to a colleague the owner adds', async () => {
    const weak = await owner.post('/api/auth/clinicians', { ...CARA, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'validation_failed' });
    const added = await owner.post('/api/auth/clinicians', CARA);
    expect(added.statusCode).toBe(201);
    caraId = added.json<{ clinician: { id: string } }>().clinician.id;
  });

  describe('changing one’s own password', () => {
    it('needs the current password and a new one under the rules, changing nothing otherwise', async () => {
      const { agent } = await signIn(CARA.email, CARA.password);
      const wrong = await agent.post('/api/auth/password', {
        currentPassword: 'not my password',
        newPassword: 'a brand new passphrase',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'validation_failed',
        error: 'Your current password is not correct.',
      });
      const weak = await agent.post('/api/auth/password', {
        currentPassword: CARA.password,
        newPassword: 'password1234',
      });
      expect(weak.statusCode).toBe(400);
      expect((await signIn(CARA.email, CARA.password)).status).toBe(200);
    });

    it('ends the clinician’s other sessions, keeps this one, and is audited', async () => {
      const { agent: laptop } = await signIn(CARA.email, CARA.password);
      const { agent: phone } = await signIn(CARA.email, CARA.password);
      const changed = await laptop.post('/api/auth/password', {
        currentPassword: CARA.password,
        newPassword: 'violet tractor on a hill',
      });
      expect(changed.statusCode).toBe(200);
      expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);
      expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
      expect((await signIn(CARA.email, CARA.password)).status).toBe(401);
      expect((await signIn(CARA.email, 'violet tractor on a hill')).status).toBe(200);
      expect(await auditRows('password-change')).toEqual([
        { clinician_id: caraId, record_id: caraId, outcome: 'success' },
      ]);
      CARA.password = 'violet tractor on a hill';
    });
  });

  describe('reset links issued by the owner', () => {
    async function issue(agent: TestAgent, id = caraId) {
      return agent.post(`/api/auth/clinicians/${id}/password-reset`);
    }
    const tokenOf = (resetPath: string) => resetPath.split('#reset=')[1] ?? '';

    it('are issued only by the owner, for a colleague that exists', async () => {
      const { agent: cara } = await signIn(CARA.email, CARA.password);
      const ownerId = (await owner.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
      const byColleague = await issue(cara, ownerId);
      expect(byColleague.statusCode).toBe(403);
      expect(byColleague.json()).toMatchObject({
        code: 'forbidden',
        error: 'Only the practice owner can manage clinicians.',
      });
      expect((await issue(cara, caraId)).statusCode).toBe(403);
      expect((await issue(owner, '00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
      expect((await issue(owner, 'not-an-id')).statusCode).toBe(400);
      expect((await issue(owner, ownerId)).statusCode).toBe(400);
      expect(await t.database.query('SELECT 1 FROM password_resets')).toHaveLength(0);
    });

    it('set a new password once, under the rules, end every session, store only a hash, and are audited', async () => {
      const { agent: caraSession } = await signIn(CARA.email, CARA.password);
      const issued = await issue(owner);
      expect(issued.statusCode).toBe(201);
      expect(issued.headers['cache-control']).toBe('no-store');
      const { resetPath, expiresAt } = issued.json<{ resetPath: string; expiresAt: string }>();
      expect(resetPath).toMatch(/^\/app#reset=[A-Za-z0-9_-]{43}$/);
      expect(new Date(expiresAt).getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);
      const token = tokenOf(resetPath);
      expect(JSON.stringify(await t.database.query('SELECT * FROM password_resets'))).not.toContain(token);

      const visitor = new TestAgent(t.app);
      const weak = await visitor.post('/api/auth/password-reset', { token, newPassword: 'aaaaaaaaaaaa' });
      expect(weak.statusCode).toBe(400);
      const done = await visitor.post('/api/auth/password-reset', {
        token,
        newPassword: 'river stones and lanterns',
      });
      expect(done.statusCode).toBe(200);
      expect((await caraSession.get('/api/auth/me')).statusCode).toBe(401);
      expect((await signIn(CARA.email, 'river stones and lanterns')).status).toBe(200);

      const again = await visitor.post('/api/auth/password-reset', {
        token,
        newPassword: 'another fine passphrase',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'bad_request',
        error: 'This reset link is not valid or has expired. Ask the practice owner for a new one.',
      });
      CARA.password = 'river stones and lanterns';
      const ownerId = (await owner.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
      expect(await auditRows('password-reset-issued')).toEqual([
        { clinician_id: ownerId, record_id: caraId, outcome: 'success' },
      ]);
      expect(await auditRows('password-reset-used')).toEqual([
        { clinician_id: caraId, record_id: caraId, outcome: 'success' },
      ]);
    });

    it('expire after 24 hours, and a newer link replaces an older one', async () => {
      const older = tokenOf((await issue(owner)).json<{ resetPath: string }>().resetPath);
      const newer = tokenOf((await issue(owner)).json<{ resetPath: string }>().resetPath);
      const visitor = new TestAgent(t.app);
      expect(
        (
          await visitor.post('/api/auth/password-reset', {
            token: older,
            newPassword: 'older link passphrase',
          })
        ).statusCode,
      ).toBe(400);
      t.clock.advance(24 * HOUR + 1);
      expect(
        (
          await visitor.post('/api/auth/password-reset', {
            token: newer,
            newPassword: 'newer link passphrase',
          })
        ).statusCode,
      ).toBe(400);
      expect((await signIn(CARA.email, CARA.password)).status).toBe(200);
    });

    it('refuse a malformed token with 400', async () => {
      const response = await new TestAgent(t.app).post('/api/auth/password-reset', {
        token: "' OR 1=1 --",
        newPassword: 'a perfectly fine passphrase',
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
