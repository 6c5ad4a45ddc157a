import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

/** Counts password checks: every call of Argon2's verify is one. */
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      passwordChecks.count++;
      return original.verify(...args);
    },
  };
});

const OWNER = {
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@example.org',
  password: 'a long enough password',
};
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('sign-in limits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      AUTH_MODE: 'accounts',
      SIGN_IN_MAX_FAILURES: '10',
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: '12',
    });
    expect((await new TestAgent(t.app).post('/api/auth/setup', OWNER)).statusCode).toBe(201);
  }, 180_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.query('DELETE FROM sign_in_throttle');
    t.clock.advance(16 * MINUTE);
  });

  const signInFrom = (address: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: address,
      payload: { email, password },
    });
  const countAudit = async (action: string) =>
    (
      (await t.database.query('SELECT count(*)::int AS n FROM audit_events WHERE action = $1', [action])) as [
        { n: number },
      ]
    )[0].n;

  it('checks exactly 10 passwords of 25 concurrent wrong ones, refuses the rest as locked, and audits each', async () => {
    const lockedBefore = await countAudit('sign-in-locked');
    const failedBefore = await countAudit('sign-in-failed');
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signInFrom('127.0.0.1', OWNER.email, `wrong password ${i}`)),
    );
    expect(passwordChecks.count).toBe(10);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toMatchObject({
      code: 'rate_limited',
      error: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
    });
    expect((await countAudit('sign-in-failed')) - failedBefore).toBe(10);
    expect((await countAudit('sign-in-locked')) - lockedBefore).toBe(15);
    const [locked] = await t.database.query(
      "SELECT clinician_id FROM audit_events WHERE action = 'sign-in-locked' ORDER BY id DESC LIMIT 1",
    );
    expect(locked?.clinician_id).toEqual(expect.any(String));

    // Even the right password is not checked while locked; the lock ends 15 minutes after the last failure.
    passwordChecks.count = 0;
    expect((await signInFrom('127.0.0.1', OWNER.email, OWNER.password)).statusCode).toBe(429);
    expect(passwordChecks.count).toBe(0);
    t.clock.advance(14 * MINUTE);
    expect((await signInFrom('127.0.0.1', OWNER.email, OWNER.password)).statusCode).toBe(429);
    t.clock.advance(2 * MINUTE);
    expect((await signInFrom('127.0.0.1', OWNER.email, OWNER.password)).statusCode).toBe(200);
  });

  it('a successful sign-in starts the account count again', async () => {
    // Another loopback address, so the per-route request rate limit of the test above does not apply.
    const here = '127.0.0.2';
    for (let i = 0; i < 9; i++)
      expect((await signInFrom(here, OWNER.email, `wrong ${i} password`)).statusCode).toBe(401);
    expect((await signInFrom(here, OWNER.email, OWNER.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signInFrom(here, OWNER.email, `wrong ${i} password`)).statusCode).toBe(401);
    expect((await signInFrom(here, OWNER.email, OWNER.password)).statusCode).toBe(200);
  });

  it('limits failed sign-ins per client address across accounts, leaving other addresses alone', async () => {
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signInFrom('203.0.113.7', `someone${i}@example.org`, 'a guessed password'),
      ),
    );
    expect(passwordChecks.count).toBe(12);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toMatchObject({
      code: 'rate_limited',
      error: 'Too many failed sign-ins from your network. Please wait 15 minutes and try again.',
    });
    // The owner's account is not locked, and from another address the right password works.
    expect((await signInFrom('203.0.113.7', OWNER.email, OWNER.password)).statusCode).toBe(429);
    expect((await signInFrom('198.51.100.4', OWNER.email, OWNER.password)).statusCode).toBe(200);
  });
});
