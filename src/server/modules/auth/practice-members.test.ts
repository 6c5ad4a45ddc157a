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
const DAN = {
  firstName: 'Dan',
  lastName: 'Doe',
  email: 'dan@example.org',
  password: 'dan has a long password',
};

describe.each(TEST_DATABASES)('practice members on %s', (kind) => {
  let t: TestApp;
  let owner: TestAgent;
  let ownerId: string;
  let caraId: string;
  let danId: string;

  const signIn = async (email: string, password: string) => {
    const agent = new TestAgent(t.app);
    const response = await agent.post('/api/auth/sign-in', { email, password });
    return { agent, response };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
    owner = new TestAgent(t.app);
    ownerId = (await owner.post('/api/auth/setup', OWNER)).json<{ clinician: { id: string } }>().clinician.id;
    caraId = (await owner.post('/api/auth/clinicians', CARA)).json<{ clinician: { id: string } }>().clinician
      .id;
    danId = (await owner.post('/api/auth/clinicians', DAN)).json<{ clinician: { id: string } }>().clinician
      .id;
  }, 180_000);
  afterAll(async () => t.close());

  it('lists the practice’s clinicians for the owner only', async () => {
    const list = await owner.get('/api/auth/clinicians');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      clinicians: [
        expect.objectContaining({ id: ownerId, isOwner: true, isActive: true, email: 'owner@example.org' }),
        expect.objectContaining({ id: caraId, displayName: 'Dr. Cara Colleague', isActive: true }),
        expect.objectContaining({ id: danId, displayName: 'Dr. Dan Doe', isActive: true }),
      ],
    });
    const { agent: cara } = await signIn(CARA.email, CARA.password);
    expect((await cara.get('/api/auth/clinicians')).statusCode).toBe(403);
  });

  it('refuses a colleague who is not the owner: no deactivation or reactivation of anyone', async () => {
    const { agent: cara } = await signIn(CARA.email, CARA.password);
    for (const action of ['deactivate', 'reactivate']) {
      for (const target of [danId, ownerId]) {
        const response = await cara.post(`/api/auth/clinicians/${target}/${action}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    expect((await signIn(DAN.email, DAN.password)).response.statusCode).toBe(200);
    expect(await t.database.query('SELECT 1 FROM clinicians WHERE deactivated_at IS NOT NULL')).toHaveLength(
      0,
    );
  });

  it('deactivates a colleague: their sessions end at once and they cannot sign in; reactivation lets them back', async () => {
    const { agent: dan } = await signIn(DAN.email, DAN.password);
    expect((await dan.get('/api/clients')).statusCode).toBe(200);

    const deactivated = await owner.post(`/api/auth/clinicians/${danId}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ clinician: { id: danId, isActive: false } });
    expect((await dan.get('/api/clients')).statusCode).toBe(401);
    const refused = await signIn(DAN.email, DAN.password);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json()).toMatchObject({
      code: 'forbidden',
      error: 'This account has been deactivated. Ask the practice owner to reactivate it.',
    });
    // A wrong password still reads as a wrong password, so a guesser learns nothing about the account.
    expect((await signIn(DAN.email, 'some wrong password')).response.json()).toMatchObject({
      code: 'unauthorized',
    });

    expect((await owner.post(`/api/auth/clinicians/${danId}/reactivate`)).json()).toMatchObject({
      clinician: { isActive: true },
    });
    expect((await signIn(DAN.email, DAN.password)).response.statusCode).toBe(200);

    const rows = await t.database.query(
      "SELECT clinician_id, action, record_id FROM audit_events WHERE action IN ('deactivate', 'reactivate') ORDER BY id",
    );
    expect(rows).toEqual([
      { clinician_id: ownerId, action: 'deactivate', record_id: danId },
      { clinician_id: ownerId, action: 'reactivate', record_id: danId },
    ]);
  });

  it('does not let the owner deactivate themself, and answers 404 for an unknown clinician', async () => {
    expect((await owner.post(`/api/auth/clinicians/${ownerId}/deactivate`)).statusCode).toBe(400);
    expect(
      (await owner.post('/api/auth/clinicians/00000000-0000-4000-8000-000000000009/deactivate')).statusCode,
    ).toBe(404);
    expect((await owner.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('allows set-up only while the practice has no clinician at all, even after the owner deleted theirs', async () => {
    const leaving = new TestAgent(t.app);
    expect((await leaving.post('/api/auth/sign-in', OWNER)).statusCode).toBe(200);
    expect((await leaving.delete('/api/workspace', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await t.database.query('SELECT 1 FROM clinicians WHERE is_owner')).toHaveLength(0);

    const visitor = new TestAgent(t.app);
    expect((await visitor.get('/api/auth/status')).json()).toMatchObject({ needsSetup: false });
    const takeover = await visitor.post('/api/auth/setup', {
      firstName: 'Mallory',
      lastName: 'Intruder',
      email: 'mallory@example.org',
      password: 'mallory wants to be owner',
    });
    expect(takeover.statusCode).toBe(409);
    expect(await t.database.query('SELECT 1 FROM clinicians WHERE is_owner')).toHaveLength(0);
    expect((await visitor.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe.each(TEST_DATABASES)('first-run set-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
  }, 180_000);
  afterAll(async () => t.close());

  it('makes exactly one owner of several concurrent set-ups', async () => {
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((name) =>
        new TestAgent(t.app).post('/api/auth/setup', {
          firstName: name,
          lastName: 'Racer',
          email: `${name}@example.org`,
          password: `${name} wants the practice`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.database.query('SELECT 1 FROM clinicians')).toHaveLength(1);
  });
});
