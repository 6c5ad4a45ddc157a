import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { generateTotp } from './two-factor';

const OWNER = {
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@example.org',
  password: 'a long enough password',
};
const STEP_MS = 30_000;

describe.each(TEST_DATABASES)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  let owner: TestAgent;
  let secret: string;
  let recoveryCodes: string[];

  const signIn = (extra: Record<string, string>) =>
    new TestAgent(t.app).post('/api/auth/sign-in', {
      email: OWNER.email,
      password: OWNER.password,
      ...extra,
    });
  const auditActions = async () =>
    (
      (await t.database.query(
        "SELECT action FROM audit_events WHERE record_type IN ('clinician', 'session') ORDER BY id",
      )) as { action: string }[]
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
    owner = new TestAgent(t.app);
    expect((await owner.post('/api/auth/setup', OWNER)).statusCode).toBe(201);
  }, 180_000);
  afterAll(async () => t.close());

  it('sets up with a QR-ready otpauth link and answers ten one-time recovery codes when turned on', async () => {
    const setup = await owner.post('/api/auth/totp/setup');
    expect(setup.statusCode).toBe(200);
    ({ secret } = setup.json<{ secret: string; otpauthUri: string }>());
    expect(setup.json<{ otpauthUri: string }>().otpauthUri).toContain(`secret=${secret}`);

    const enabled = await owner.post('/api/auth/totp/enable', { code: generateTotp(secret, t.clock.now()) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.headers['cache-control']).toBe('no-store');
    recoveryCodes = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);

    const stored = JSON.stringify(await t.database.query('SELECT * FROM recovery_codes'));
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
    expect(await auditActions()).toEqual(expect.arrayContaining(['totp-setup', 'totp-enable']));
  });

  it('accepts each code once: the code that turned two-factor on cannot sign in, nor can a code used twice', async () => {
    const sameStep = await signIn({ totpCode: generateTotp(secret, t.clock.now()) });
    expect(sameStep.statusCode).toBe(401);
    expect(sameStep.json()).toMatchObject({
      code: 'unauthorized',
      error: 'That code is not valid. Please try again.',
    });

    t.clock.advance(STEP_MS);
    const code = generateTotp(secret, t.clock.now());
    expect((await signIn({ totpCode: code })).statusCode).toBe(200);
    expect((await signIn({ totpCode: code })).statusCode).toBe(401);
  });

  it('accepts the neighbouring step for clock drift, but never a step at or before the last one used', async () => {
    t.clock.advance(2 * STEP_MS);
    // The previous window's code is later than the last used step, so it still works once...
    const previousWindow = generateTotp(secret, new Date(t.clock.now().getTime() - STEP_MS));
    expect((await signIn({ totpCode: previousWindow })).statusCode).toBe(200);
    // ...and once the current step is used, the previous window's code is refused.
    expect((await signIn({ totpCode: generateTotp(secret, t.clock.now()) })).statusCode).toBe(200);
    t.clock.advance(STEP_MS / 2);
    const olderThanLastUsed = generateTotp(secret, new Date(t.clock.now().getTime() - STEP_MS));
    expect((await signIn({ totpCode: olderThanLastUsed })).statusCode).toBe(401);
    // A phone running a step ahead is accepted.
    t.clock.advance(STEP_MS / 2);
    const ahead = generateTotp(secret, new Date(t.clock.now().getTime() + STEP_MS));
    expect((await signIn({ totpCode: ahead })).statusCode).toBe(200);
  });

  it('lets two concurrent sign-ins with one code through at most once', async () => {
    t.clock.advance(3 * STEP_MS);
    const code = generateTotp(secret, t.clock.now());
    const answers = await Promise.all([signIn({ totpCode: code }), signIn({ totpCode: code })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('signs in once with each recovery code instead of the app, and audits its use', async () => {
    const [first, second] = recoveryCodes;
    const used = await signIn({ recoveryCode: first ?? '' });
    expect(used.statusCode).toBe(200);
    expect((await signIn({ recoveryCode: first ?? '' })).json()).toMatchObject({
      code: 'unauthorized',
      error: 'That recovery code is not valid or was already used.',
    });
    // Typed without dashes and in capitals it is the same code.
    expect(
      (await signIn({ recoveryCode: (second ?? '').replaceAll('-', '').toUpperCase() })).statusCode,
    ).toBe(200);
    expect((await signIn({ recoveryCode: 'abcd-efgh-jkmn-pqrs' })).statusCode).toBe(401);
    const actions = await auditActions();
    expect(actions.filter((a) => a === 'recovery-code-used')).toHaveLength(2);
    const [{ n }] = (await t.database.query(
      'SELECT count(*)::int AS n FROM recovery_codes WHERE used_at IS NULL',
    )) as [{ n: number }];
    expect(n).toBe(8);
  });

  it('turns off only with a fresh code, ends the recovery codes, and audits it', async () => {
    t.clock.advance(STEP_MS);
    const code = generateTotp(secret, t.clock.now());
    expect((await signIn({ totpCode: code })).statusCode).toBe(200);
    expect((await owner.post('/api/auth/totp/disable', { code })).statusCode).toBe(400);
    t.clock.advance(STEP_MS);
    expect(
      (await owner.post('/api/auth/totp/disable', { code: generateTotp(secret, t.clock.now()) })).statusCode,
    ).toBe(200);
    expect(await t.database.query('SELECT 1 FROM recovery_codes')).toHaveLength(0);
    expect(await auditActions()).toContain('totp-disable');
    expect((await signIn({})).statusCode).toBe(200);
  });
});
