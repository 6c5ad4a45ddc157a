import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { SESSION_END_BEFORE_START } from '#contract/session-times';
import { COMPLETED_CLIENT_FIXED, dayBounds } from './sessions.routes';

describe('dayBounds', () => {
  it("spans the clinician's own calendar day", () => {
    // 02:30 UTC is still the previous evening in New York (UTC-5, offset +300).
    const [start, end] = dayBounds(new Date('2026-03-10T02:30:00Z'), 300);
    expect(start.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });
});

describe.each(TEST_DATABASES)('sessions and dashboard API on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
  });
  afterAll(async () => t.close());

  it('counts the dashboard figures from the workspace data', async () => {
    const dashboard = (await agent.get('/api/dashboard?tzOffset=0')).json<{
      activeClients: number;
      pendingNotes: number;
      hasSampleData: boolean;
      recentSessions: { status: string; clientName: string; duration: number }[];
    }>();
    expect(dashboard.activeClients).toBe(4);
    expect(dashboard.pendingNotes).toBe(2);
    expect(dashboard.hasSampleData).toBe(true);
    expect(dashboard).toMatchObject({ hasOwnData: false });
    expect(dashboard.recentSessions.map((s) => s.status)).toEqual(
      expect.arrayContaining(['completed', 'needs_review']),
    );
  });

  it('starts a session for a client and template, in progress, in the chosen setting', async () => {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    const before = (await agent.get('/api/dashboard')).json<{
      pendingNotes: number;
      sessionsToday: number;
    }>();
    const started = await agent.post('/api/sessions', {
      clientId,
      templateId,
      setting: 'telehealth',
      language: 'fr-FR',
    });
    expect(started.statusCode).toBe(201);
    const session = started.json<{
      session: { id: string; status: string; setting: string; language: string; clientId: string };
    }>().session;
    expect(session).toMatchObject({
      status: 'in_progress',
      setting: 'telehealth',
      language: 'fr-FR',
      clientId,
    });
    expect((await agent.get(`/api/sessions/${session.id}`)).statusCode).toBe(200);
    expect((await agent.get(`/api/sessions?clientId=${clientId}`)).body).toContain(session.id);
    const after = (await agent.get('/api/dashboard')).json<{ pendingNotes: number; sessionsToday: number }>();
    expect(after.pendingNotes).toBe(before.pendingNotes + 1);
    expect(after.sessionsToday).toBe(before.sessionsToday + 1);
  });

  it.each([
    ['an unknown client', { clientId: '00000000-0000-4000-8000-000000000000' }, 404, 'Client not found'],
    ['a bad setting', { setting: 'phone' }, 400, 'Session type must be in-person or telehealth'],
    ['an unsupported language', { language: 'xx-XX' }, 400, 'Choose one of the supported languages'],
  ])('refuses %s', async (_label, override, status, message) => {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    const response = await agent.post('/api/sessions', { clientId, templateId, ...override });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it('saves notes and the transcript, and ending a session marks it for review with its duration', async () => {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    const id = (await agent.post('/api/sessions', { clientId, templateId })).json<{
      session: { id: string };
    }>().session.id;
    expect((await agent.patch(`/api/sessions/${id}`, { notes: 'Follow up on sleep.' })).json()).toMatchObject(
      { session: { notes: 'Follow up on sleep.', status: 'in_progress' } },
    );
    await agent.patch(`/api/sessions/${id}`, { transcript: 'Client: I have not slept properly for weeks.' });
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({
      session: { transcript: 'Client: I have not slept properly for weeks.' },
    });
    expect((await agent.get('/api/sessions')).body).not.toContain('I have not slept properly');
    t.clock.advance(50 * 60_000);
    const ended = (await agent.patch(`/api/sessions/${id}`, { end: true })).json<{
      session: { status: string; durationMinutes: number; endedAt: string };
    }>().session;
    expect(ended).toMatchObject({ status: 'needs_review', durationMinutes: 50 });
    expect((await agent.patch(`/api/sessions/${id}`, {})).statusCode).toBe(400);
    expect((await agent.patch(`/api/sessions/${id}`, { status: 'archived' })).statusCode).toBe(400);
  });

  it('takes the session time from the recording: the first start, and the end at each stop', async () => {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const id = (await agent.post('/api/sessions', { clientId })).json<{ session: { id: string } }>().session
      .id;
    // The screen was open a while before the recording began.
    t.clock.advance(6 * 60_000);
    const recordingFrom = t.clock.now().toISOString();
    const started = await agent.patch(`/api/sessions/${id}`, { recording: 'started' });
    expect(started.json()).toMatchObject({
      session: { startedAt: recordingFrom, endedAt: null, durationMinutes: null, timeSource: 'recorded' },
    });
    t.clock.advance(20 * 60_000);
    await agent.patch(`/api/sessions/${id}`, { recording: 'stopped' });
    // A pause, then recording resumes: the start stays the first one.
    t.clock.advance(3 * 60_000);
    await agent.patch(`/api/sessions/${id}`, { recording: 'started' });
    t.clock.advance(30 * 60_000 + 40_000);
    const stopped = (await agent.patch(`/api/sessions/${id}`, { recording: 'stopped' })).json<{
      session: { startedAt: string; endedAt: string; durationMinutes: number };
    }>().session;
    expect(stopped).toMatchObject({ startedAt: recordingFrom, durationMinutes: 53 });
    // Ending the session later does not stretch the recorded time.
    t.clock.advance(10 * 60_000);
    const ended = (await agent.patch(`/api/sessions/${id}`, { end: true })).json<{
      session: { endedAt: string; durationMinutes: number; status: string; timeSource: string };
    }>().session;
    expect(ended).toMatchObject({
      endedAt: stopped.endedAt,
      durationMinutes: 53,
      status: 'needs_review',
      timeSource: 'recorded',
    });
  });

  it('saves times the clinician enters, keeps them at End Session, and refuses an end before the start', async () => {
    const id = (await agent.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    const times = { startedAt: '2026-03-10T09:00:00.000Z', endedAt: '2026-03-10T09:38:00.000Z' };
    const saved = await agent.patch(`/api/sessions/${id}`, { times });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      session: { ...times, durationMinutes: 38, timeSource: 'entered', status: 'in_progress' },
    });
    expect((await agent.patch(`/api/sessions/${id}`, { end: true })).json()).toMatchObject({
      session: { ...times, durationMinutes: 38, status: 'needs_review' },
    });

    for (const endedAt of ['2026-03-10T08:59:00.000Z', '2026-03-10T09:00:00.000Z']) {
      const refused = await agent.patch(`/api/sessions/${id}`, { times: { ...times, endedAt } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: SESSION_END_BEFORE_START, code: 'validation_failed' });
    }
    const tooLong = await agent.patch(`/api/sessions/${id}`, {
      times: { ...times, endedAt: '2026-03-11T09:01:00.000Z' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (
        await agent.patch(`/api/sessions/${id}`, {
          times: { startedAt: 'yesterday', endedAt: times.endedAt },
        })
      ).statusCode,
    ).toBe(400);
    expect((await agent.patch(`/api/sessions/${id}`, { recording: 'paused' })).statusCode).toBe(400);
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({
      session: { ...times, durationMinutes: 38 },
    });
  });

  it("cannot set another clinician's session times", async () => {
    const id = (await agent.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    const other = new TestAgent(t.app);
    const response = await other.patch(`/api/sessions/${id}`, {
      times: { startedAt: '2026-03-10T09:00:00.000Z', endedAt: '2026-03-10T10:00:00.000Z' },
    });
    expect(response.statusCode).toBe(404);
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({
      session: { timeSource: 'opened' },
    });
  });

  it('saves a new dictation language for the session and refuses one not in the list', async () => {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    const id = (await agent.post('/api/sessions', { clientId, templateId })).json<{
      session: { id: string; language: string };
    }>().session.id;
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({ session: { language: 'en-US' } });

    const changed = await agent.patch(`/api/sessions/${id}`, { language: 'es-MX' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ session: { language: 'es-MX', status: 'in_progress' } });
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({ session: { language: 'es-MX' } });

    const refused = await agent.patch(`/api/sessions/${id}`, { language: 'klingon' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('Choose one of the supported languages');
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({ session: { language: 'es-MX' } });
  });

  it('starts a draft with no client or template, and the client and template are chosen and changed later', async () => {
    const started = await agent.post('/api/sessions', {});
    expect(started.statusCode).toBe(201);
    const draft = started.json<{ session: { id: string } }>().session;
    expect(started.json()).toMatchObject({
      session: {
        clientId: null,
        clientName: null,
        templateId: null,
        templateName: null,
        status: 'in_progress',
      },
    });
    expect((await agent.get(`/api/sessions/${draft.id}`)).json()).toMatchObject({
      session: { clientId: null, transcript: '' },
    });
    const listed = (await agent.get('/api/sessions')).json<{ sessions: { id: string }[] }>().sessions;
    expect(listed.map((s) => s.id)).toContain(draft.id);
    const dashboard = (await agent.get('/api/dashboard')).json<{
      recentSessions: { id: string; clientName: string | null }[];
    }>();
    expect(dashboard.recentSessions.find((s) => s.id === draft.id)).toMatchObject({ clientName: null });

    // Dictation goes on before anything is chosen.
    await agent.patch(`/api/sessions/${draft.id}`, { transcript: 'Client: I keep waking at 4 a.m.' });
    const clients = (await agent.get('/api/clients')).json<{
      clients: { id: string; firstName: string; lastName: string }[];
    }>().clients;
    const templates = (await agent.get('/api/templates')).json<{
      templates: { id: string; name: string; usageCount: number }[];
    }>().templates;
    const [first, second] = clients;
    const template = templates[0];
    if (!first || !second || !template) throw new Error('the sandbox has sample clients and templates');

    const chosen = await agent.patch(`/api/sessions/${draft.id}`, {
      clientId: first.id,
      templateId: template.id,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      session: {
        clientId: first.id,
        clientName: `${first.firstName} ${first.lastName}`,
        templateId: template.id,
        templateName: template.name,
        transcript: 'Client: I keep waking at 4 a.m.',
      },
    });
    const usage = (await agent.get('/api/templates'))
      .json<{ templates: { id: string; usageCount: number }[] }>()
      .templates.find((t) => t.id === template.id)?.usageCount;
    expect(usage).toBe(template.usageCount + 1);

    const changed = await agent.patch(`/api/sessions/${draft.id}`, { clientId: second.id, templateId: null });
    expect(changed.json()).toMatchObject({ session: { clientId: second.id, templateId: null } });
    expect((await agent.get(`/api/sessions?clientId=${second.id}`)).body).toContain(draft.id);
    expect((await agent.get(`/api/sessions?clientId=${first.id}`)).body).not.toContain(draft.id);

    // A completed session keeps its client.
    await agent.patch(`/api/sessions/${draft.id}`, { status: 'completed' });
    const refused = await agent.patch(`/api/sessions/${draft.id}`, { clientId: first.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: COMPLETED_CLIENT_FIXED, code: 'conflict' });
  });

  it.each([
    ['a client id that is not an id', { clientId: 'sarah' }, 400, 'Not a valid id'],
    ['a template id that is not an id', { templateId: 42 }, 400, ''],
    ['an unknown client', { clientId: '00000000-0000-4000-8000-000000000000' }, 404, 'Client not found'],
    [
      'an unknown template',
      { templateId: '00000000-0000-4000-8000-000000000000' },
      404,
      'Template not found',
    ],
  ])('refuses to set %s on a draft', async (_label, patch, status, message) => {
    const id = (await agent.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    const response = await agent.patch(`/api/sessions/${id}`, patch);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect((await agent.get(`/api/sessions/${id}`)).json()).toMatchObject({
      session: { clientId: null, templateId: null },
    });
  });

  it("keeps another clinician's clients, templates and drafts out of reach", async () => {
    const other = new TestAgent(t.app);
    const theirClient = (await other.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]
      ?.id;
    const theirTemplate = (await other.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    const theirDraft = (await other.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;

    const mine = (await agent.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    expect((await agent.patch(`/api/sessions/${mine}`, { clientId: theirClient })).statusCode).toBe(404);
    expect((await agent.patch(`/api/sessions/${mine}`, { templateId: theirTemplate })).statusCode).toBe(404);
    expect((await agent.post('/api/sessions', { clientId: theirClient })).statusCode).toBe(404);
    expect((await agent.get(`/api/sessions/${theirDraft}`)).statusCode).toBe(404);
    expect((await agent.patch(`/api/sessions/${theirDraft}`, { transcript: 'mine now' })).statusCode).toBe(
      404,
    );
    expect((await agent.patch(`/api/sessions/${theirDraft}`, { clientId: null })).statusCode).toBe(404);
    expect((await agent.get('/api/sessions')).body).not.toContain(theirDraft);
    expect((await other.get(`/api/sessions/${theirDraft}`)).json()).toMatchObject({
      session: { transcript: '' },
    });
  });

  it('reuses an untouched draft for a bare start, and starts a new one once the draft has content', async () => {
    const bareStart = async (who: TestAgent) =>
      (await who.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    const first = await bareStart(agent);
    expect(await bareStart(agent)).toBe(first);

    // Another clinician's untouched draft is never handed out.
    const other = new TestAgent(t.app);
    const theirs = await bareStart(other);
    expect(theirs).not.toBe(first);
    expect(await bareStart(agent)).toBe(first);

    // A start that names a client always makes a session of its own.
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const named = (await agent.post('/api/sessions', { clientId })).json<{ session: { id: string } }>()
      .session.id;
    expect(named).not.toBe(first);

    // Once the draft holds anything, the next bare start is a new session and the draft keeps its words.
    await agent.patch(`/api/sessions/${first}`, { transcript: 'Client: I only sleep four hours.' });
    const next = await bareStart(agent);
    expect(next).not.toBe(first);
    expect((await agent.get(`/api/sessions/${first}`)).json()).toMatchObject({
      session: { transcript: 'Client: I only sleep four hours.' },
    });
    const ids = (await agent.get('/api/sessions'))
      .json<{ sessions: { id: string }[] }>()
      .sessions.map((s) => s.id);
    expect(ids.filter((id) => id === next)).toHaveLength(1);
  });

  it('clears the sample data and leaves what the clinician added', async () => {
    const mine = (await agent.post('/api/clients', { firstName: 'Real', lastName: 'Client', age: 50 })).json<{
      client: { id: string };
    }>().client.id;
    expect((await agent.delete('/api/sample-data')).statusCode).toBe(204);
    const clients = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients;
    expect(clients.map((c) => c.id)).toEqual([mine]);
    const dashboard = (await agent.get('/api/dashboard')).json<{
      hasSampleData: boolean;
      activeClients: number;
    }>();
    expect(dashboard).toMatchObject({ hasSampleData: false, activeClients: 1 });
  });
});

describe.each(TEST_DATABASES)('the sample-data banner flag on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  type Flags = { hasSampleData: boolean; hasOwnData: boolean };
  const flags = async (agent: TestAgent) => (await agent.get('/api/dashboard?tzOffset=0')).json<Flags>();

  it("turns on with the clinician's own session, stays on after a reload, and not for another clinician", async () => {
    const alice = new TestAgent(t.app);
    const bob = new TestAgent(t.app);
    expect(await flags(alice)).toEqual(expect.objectContaining({ hasSampleData: true, hasOwnData: false }));
    expect(await flags(bob)).toEqual(expect.objectContaining({ hasSampleData: true, hasOwnData: false }));

    const clientId = (await alice.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const templateId = (await alice.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    expect((await alice.post('/api/sessions', { clientId, templateId })).statusCode).toBe(201);

    expect(await flags(alice)).toEqual(expect.objectContaining({ hasSampleData: true, hasOwnData: true }));
    expect(await flags(alice)).toEqual(expect.objectContaining({ hasOwnData: true }));
    expect(await flags(bob)).toEqual(expect.objectContaining({ hasOwnData: false }));
  });

  it('turns on with a client the clinician added', async () => {
    const carol = new TestAgent(t.app);
    expect(await flags(carol)).toEqual(expect.objectContaining({ hasOwnData: false }));
    expect(
      (await carol.post('/api/clients', { firstName: 'Own', lastName: 'Client', age: 40 })).statusCode,
    ).toBe(201);
    expect(await flags(carol)).toEqual(expect.objectContaining({ hasSampleData: true, hasOwnData: true }));
  });
});
