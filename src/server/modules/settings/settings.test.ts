import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

describe.each(TEST_DATABASES)('settings API on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
  }, 180_000);
  afterAll(async () => t.close());

  it('starts with the notification switches on and the system theme', async () => {
    expect((await agent.get('/api/settings')).json()).toMatchObject({
      settings: {
        notifications: { sessionReminders: true, clientUpdates: true, systemAlerts: true },
        theme: 'system',
      },
    });
  });

  it('saves the profile, which the header badge follows', async () => {
    const saved = await agent.patch('/api/settings', {
      profile: { firstName: 'Jordan', lastName: 'Lee', title: 'Dr.', licenseNumber: 'PSY-12345' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await agent.get('/api/auth/me')).json()).toMatchObject({
      clinician: { displayName: 'Dr. Jordan Lee', initials: 'JL' },
    });
  });

  it('saves notification switches and the theme independently', async () => {
    await agent.patch('/api/settings', { notifications: { clientUpdates: false } });
    await agent.patch('/api/settings', { theme: 'dark' });
    expect((await agent.get('/api/settings')).json()).toMatchObject({
      settings: {
        notifications: { sessionReminders: true, clientUpdates: false, systemAlerts: true },
        theme: 'dark',
      },
    });
  });

  it.each([
    ['an unknown theme', { theme: 'sepia' }, 'Theme must be light, dark or system'],
    ['a bad email', { profile: { email: 'nope' } }, 'Enter a valid email address'],
    ['a non-boolean switch', { notifications: { systemAlerts: 'yes' } }, 'notifications.systemAlerts'],
    ['nothing', {}, 'Nothing to update'],
  ])('rejects %s with 400', async (_label, body, message) => {
    const response = await agent.patch('/api/settings', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it('exports the whole workspace as a JSON attachment', async () => {
    const response = await agent.get('/api/export');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clinician-workspace-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = response.json<{
      clients: unknown[];
      sessions: { notes: string }[];
      templates: unknown[];
      settings: unknown;
    }>();
    expect(body.clients).toHaveLength(5);
    expect(body.sessions.some((s) => s.notes.includes('worry log'))).toBe(true);
    expect(body.templates.length).toBeGreaterThanOrEqual(8);
  });

  it('deletes the workspace only when confirmed, and then everything in it', async () => {
    const doomed = new TestAgent(t.app);
    const id = (await doomed.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    expect((await doomed.delete('/api/workspace', { confirm: 'yes' })).statusCode).toBe(400);
    expect((await doomed.delete('/api/workspace', { confirm: 'DELETE' })).statusCode).toBe(204);
    for (const table of ['clinicians', 'clients', 'templates', 'therapy_sessions']) {
      const column = table === 'clinicians' ? 'id' : 'clinician_id';
      expect(await t.database.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [id])).toHaveLength(0);
    }
  });
});

describe.each(TEST_DATABASES)('profile and email of an account on %s', (kind) => {
  let t: TestApp;
  let owner: TestAgent;
  let ownerId: string;
  const OWNER = {
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@example.org',
    password: 'a long enough password',
  };
  const auditRows = async () =>
    t.database.query(
      "SELECT clinician_id, action, record_id FROM audit_events WHERE action IN ('email-change', 'profile-change') ORDER BY id",
    );

  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
    owner = new TestAgent(t.app);
    ownerId = (await owner.post('/api/auth/setup', OWNER)).json<{ clinician: { id: string } }>().clinician.id;
    await owner.post('/api/auth/clinicians', {
      firstName: 'Cara',
      lastName: 'Colleague',
      email: 'cara@example.org',
      password: 'cara long password',
    });
  }, 180_000);
  afterAll(async () => t.close());

  it('audits a profile change, naming the clinician', async () => {
    expect((await owner.patch('/api/settings', { profile: { licenseNumber: 'PSY-1' } })).statusCode).toBe(
      200,
    );
    expect(await auditRows()).toEqual([
      { clinician_id: ownerId, action: 'profile-change', record_id: ownerId },
    ]);
  });

  it('changes the email only with the current password, and leaves it unchanged otherwise', async () => {
    const without = await owner.patch('/api/settings', { profile: { email: 'olivia@example.org' } });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'validation_failed',
      error: 'Enter your current password to change your email.',
    });
    const wrong = await owner.patch('/api/settings', {
      profile: { email: 'olivia@example.org' },
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Your current password is not correct.' });
    expect((await owner.get('/api/settings')).json()).toMatchObject({
      settings: { profile: { email: 'owner@example.org' } },
    });
  });

  it("answers 409 for a colleague's email in any letter case, never 500, and changes nothing", async () => {
    for (const email of ['cara@example.org', 'Cara@Example.org']) {
      const taken = await owner.patch('/api/settings', {
        profile: { email, firstName: 'Changed' },
        currentPassword: OWNER.password,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'conflict',
        error: 'A clinician with this email already exists.',
      });
    }
    expect((await owner.get('/api/settings')).json()).toMatchObject({
      settings: { profile: { email: 'owner@example.org', firstName: 'Olivia' } },
    });
  });

  it('changes the email with the password, audits it, and signs in with the new address', async () => {
    const changed = await owner.patch('/api/settings', {
      profile: { email: 'olivia@example.org' },
      currentPassword: OWNER.password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await auditRows()).at(-1)).toEqual({
      clinician_id: ownerId,
      action: 'email-change',
      record_id: ownerId,
    });
    const agent = new TestAgent(t.app);
    const signIn = await agent.post('/api/auth/sign-in', {
      email: 'olivia@example.org',
      password: OWNER.password,
    });
    expect(signIn.statusCode).toBe(200);
    const cleared = await owner.patch('/api/settings', {
      profile: { email: '' },
      currentPassword: OWNER.password,
    });
    expect(cleared.statusCode).toBe(400);
  });
});

describe('PHI at rest', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cw-phi-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps session notes and transcripts written through the API as ciphertext, in the rows and in the raw database files', async () => {
    const marker = `MARKER-${Date.now()}-panic-on-the-train`;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const t = await createTestApp('pglite', {}, database);
    const agent = new TestAgent(t.app);
    const clientId =
      (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id ?? '';
    const templateId =
      (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>().templates[0]?.id ?? '';
    const sessionId = (await agent.post('/api/sessions', { clientId, templateId })).json<{
      session: { id: string };
    }>().session.id;
    const saved = await agent.patch(`/api/sessions/${sessionId}`, {
      notes: `Notes: ${marker}`,
      transcript: `Client: ${marker}`,
    });
    expect(saved.statusCode).toBe(200);
    expect((await agent.get(`/api/sessions/${sessionId}`)).json()).toMatchObject({
      session: { notes: `Notes: ${marker}` },
    });
    const rows = await t.database.query('SELECT notes, transcript FROM therapy_sessions');
    expect(JSON.stringify(rows)).not.toContain(marker);
    await t.close();
    await database.query('CHECKPOINT');
    await database.close();

    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(dataDir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file).includes(Buffer.from(marker)), file).toBe(false);
  });
});
