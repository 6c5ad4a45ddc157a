import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Measurement } from '#contract/measurements';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const PHQ9_MODERATELY_SEVERE = [2, 2, 2, 2, 2, 2, 2, 2, 0]; // 16
const PHQ9_ITEM9_SEVERAL_DAYS = [1, 1, 1, 1, 1, 0, 0, 0, 1]; // 6, item 9 "Several days"
const GAD7_MODERATE = [2, 2, 2, 2, 1, 1, 0]; // 10
const ITEM9_QUOTE =
  'Thoughts that you would be better off dead, or of hurting yourself in some way: Several days';
const TRANSCRIPT = [
  'Therapist: How did the questionnaires at your GP go?',
  'Client: My PHQ-9 was 18, which scared me a bit.',
  'Therapist: And the anxiety one?',
  'Client: GAD 7 of 9, I think.',
  "Therapist: OK. We'll do a PHQ-9 next time. Someone wrote PHQ-9 was 35 on the referral, which cannot be right.",
].join('\n');

const SUMMARY = {
  executiveSummary: 'Low mood',
  keyThemes: ['Mood'],
  therapeuticProgress: 'Engaged',
  riskAssessment: 'Suicidal ideation: not assessed.',
  nextSessionGoals: [],
  clinicalRecommendations: [],
  risk: {
    level: 'not_assessed',
    suicidal: 'not_assessed',
    selfHarm: 'not_assessed',
    harmToOthers: 'not_assessed',
    factors: [],
    protectiveFactors: [],
    review: [],
  },
  evidence: { executiveSummary: [], keyThemes: [], riskAssessment: [] },
  provider: 'clinician',
};

type Risk = { level: string; suicidal: string; factors: string[] };

describe.each(TEST_DATABASES)('measurements API on %s', (kind) => {
  let t: TestApp;
  let alice: TestAgent;
  let bob: TestAgent;
  let clientId: string;
  let otherClientId: string;

  const newClient = async (agent: TestAgent, firstName: string) =>
    (await agent.post('/api/clients', { firstName, lastName: 'Measured', age: 40 })).json<{
      client: { id: string };
    }>().client.id;
  const newSession = async (agent: TestAgent, forClient?: string) =>
    (await agent.post('/api/sessions', forClient ? { clientId: forClient } : {})).json<{
      session: { id: string };
    }>().session.id;
  const listFor = async (agent: TestAgent, id: string) =>
    (await agent.get(`/api/clients/${id}/measurements`)).json<{ measurements: Measurement[] }>().measurements;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = new TestAgent(t.app);
    bob = new TestAgent(t.app);
    clientId = await newClient(alice, 'Pat');
    otherClientId = await newClient(alice, 'Robin');
    await bob.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  it('scores a PHQ-9 and a GAD-7 as published, lists them and shows the latest on the client', async () => {
    const created = await alice.post(`/api/clients/${clientId}/measurements`, {
      instrument: 'phq9',
      items: PHQ9_MODERATELY_SEVERE,
      difficulty: 2,
      filledBy: 'client',
      administeredAt: '2026-10-01T10:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ measurement: Measurement }>().measurement).toMatchObject({
      clientId,
      sessionId: null,
      instrument: 'phq9',
      items: PHQ9_MODERATELY_SEVERE,
      difficulty: 2,
      total: 16,
      severity: 'moderately_severe',
      source: 'form',
      filledBy: 'client',
      status: 'confirmed',
      evidence: null,
      administeredAt: '2026-10-01T10:00:00.000Z',
    });
    const gad = await alice.post(`/api/clients/${clientId}/measurements`, {
      instrument: 'gad7',
      items: GAD7_MODERATE,
    });
    expect(gad.json<{ measurement: Measurement }>().measurement).toMatchObject({
      total: 10,
      severity: 'moderate',
      filledBy: 'clinician',
      difficulty: null,
    });
    const later = await alice.post(`/api/clients/${clientId}/measurements`, {
      instrument: 'phq9',
      items: [0, 0, 0, 1, 1, 1, 1, 0, 0],
      administeredAt: '2026-11-01T10:00:00.000Z',
    });
    expect(later.statusCode).toBe(201);

    const list = await listFor(alice, clientId);
    expect(list.map((m) => [m.instrument, m.total])).toEqual([
      ['phq9', 16],
      ['phq9', 4],
      ['gad7', 10],
    ]);
    const latest = (await alice.get('/api/measurements/latest')).json<{
      latest: { clientId: string; instrument: string; total: number; severity: string }[];
    }>().latest;
    expect(latest.filter((l) => l.clientId === clientId)).toEqual([
      expect.objectContaining({ instrument: 'gad7', total: 10, severity: 'moderate' }),
      expect.objectContaining({ instrument: 'phq9', total: 4, severity: 'minimal' }),
    ]);
  });

  it.each([
    [
      'an incomplete PHQ-9',
      { instrument: 'phq9', items: [1, 1, 1, 1, 1, 1, 1, 1] },
      'Answer every item of the PHQ-9: item 9 is unanswered',
    ],
    [
      'a PHQ-9 with unanswered items',
      { instrument: 'phq9', items: [1, null, 1, 1, null, 1, 1, 1, 1] },
      'items 2, 5 are unanswered',
    ],
    [
      'a GAD-7 given nine answers',
      { instrument: 'gad7', items: PHQ9_MODERATELY_SEVERE },
      'The GAD-7 has 7 items',
    ],
    [
      'an answer of 4',
      { instrument: 'gad7', items: [4, 0, 0, 0, 0, 0, 0] },
      'Items must be a list of answers from 0 to 3',
    ],
    ['a fractional answer', { instrument: 'gad7', items: [1.5, 0, 0, 0, 0, 0, 0] }, 'Items must be a list'],
    ['answers as text', { instrument: 'gad7', items: 'all zero' }, 'Items must be a list'],
    ['an unknown instrument', { instrument: 'beck', items: [0] }, 'Instrument must be phq9 or gad7'],
    [
      'a difficulty of 5',
      { instrument: 'gad7', items: GAD7_MODERATE, difficulty: 5 },
      'difficulty answer must be',
    ],
    ['an unknown field', { instrument: 'gad7', items: GAD7_MODERATE, total: 3 }, 'Unrecognized key: "total"'],
    ['a bad date', { instrument: 'gad7', items: GAD7_MODERATE, administeredAt: 'today' }, 'Use an ISO 8601'],
    ['a bad session id', { instrument: 'gad7', items: GAD7_MODERATE, sessionId: 'x' }, 'Not a valid id'],
  ])('rejects %s with 400 and a clear message, storing nothing', async (_label, body, message) => {
    const before = (await listFor(alice, clientId)).length;
    const response = await alice.post(`/api/clients/${clientId}/measurements`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await listFor(alice, clientId)).toHaveLength(before);
  });

  it("refuses a session that is not the client's, and a malformed id", async () => {
    const robinSession = await newSession(alice, otherClientId);
    const response = await alice.post(`/api/clients/${clientId}/measurements`, {
      instrument: 'gad7',
      items: GAD7_MODERATE,
      sessionId: robinSession,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(
      "The session must be one of this client's sessions",
    );
    expect((await alice.get('/api/clients/not-a-uuid/measurements')).statusCode).toBe(400);
    expect((await alice.post('/api/measurements/not-a-uuid/confirm')).statusCode).toBe(400);
  });

  it('captures scores stated in the transcript as proposals with their sentence, to confirm or discard', async () => {
    const sessionId = await newSession(alice, otherClientId);
    await alice.patch(`/api/sessions/${sessionId}`, { transcript: TRANSCRIPT });
    const captured = await alice.post(`/api/sessions/${sessionId}/measurements/capture`);
    expect(captured.statusCode).toBe(200);
    const body = captured.json<{ measurements: Measurement[]; captured: number }>();
    expect(body.captured).toBe(2);
    expect(body.measurements).toEqual([
      expect.objectContaining({
        instrument: 'phq9',
        total: 18,
        severity: 'moderately_severe',
        source: 'transcript',
        status: 'proposed',
        items: null,
        sessionId,
        clientId: otherClientId,
        evidence: expect.objectContaining({ text: 'My PHQ-9 was 18, which scared me a bit.' }),
      }),
      expect.objectContaining({ instrument: 'gad7', total: 9, severity: 'mild', status: 'proposed' }),
    ]);
    const [phq, gad] = body.measurements;
    expect(TRANSCRIPT.slice(phq?.evidence?.start, phq?.evidence?.end)).toBe(phq?.evidence?.text);

    // Reading the same transcript again proposes nothing twice.
    expect((await alice.post(`/api/sessions/${sessionId}/measurements/capture`)).json()).toMatchObject({
      captured: 0,
    });
    // A proposal is not a score yet: the latest scores leave it out until it is confirmed.
    const latestBefore = (await alice.get('/api/measurements/latest')).body;
    expect(latestBefore).not.toContain(otherClientId);

    const confirmed = await alice.post(`/api/measurements/${phq?.id ?? ''}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ measurement: Measurement }>().measurement.status).toBe('confirmed');
    expect((await alice.post(`/api/measurements/${phq?.id ?? ''}/confirm`)).json()).toEqual({
      code: 'conflict',
      error: 'This score is already confirmed',
    });
    expect((await alice.get('/api/measurements/latest')).body).toContain(otherClientId);

    expect((await alice.delete(`/api/measurements/${gad?.id ?? ''}`)).statusCode).toBe(204);
    expect((await alice.delete(`/api/measurements/${gad?.id ?? ''}`)).statusCode).toBe(404);
    const session = (await alice.get(`/api/sessions/${sessionId}/measurements`)).json<{
      measurements: Measurement[];
    }>().measurements;
    expect(session.map((m) => [m.instrument, m.total, m.status])).toEqual([['phq9', 18, 'confirmed']]);
  });

  it('needs the session to have a client before capturing', async () => {
    const draft = await newSession(alice);
    await alice.patch(`/api/sessions/${draft}`, { transcript: 'Client: my PHQ-9 was 18.' });
    const response = await alice.post(`/api/sessions/${draft}/measurements/capture`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(
      'Choose the client of this session before recording scores for it',
    );
  });

  it("makes a session's PHQ-9 with item 9 above 0 present suicidal risk with the item quoted, never lowering it", async () => {
    const sessionId = await newSession(alice, clientId);
    await alice.put(`/api/sessions/${sessionId}/summary`, { summary: SUMMARY });
    const riskOf = async () =>
      (await alice.get(`/api/sessions/${sessionId}/summary`)).json<{
        summary: { summary: { risk: Risk; riskAssessment: string } };
      }>().summary.summary;
    expect((await riskOf()).risk).toMatchObject({ suicidal: 'not_assessed', level: 'not_assessed' });

    await alice.post(`/api/clients/${clientId}/measurements`, {
      instrument: 'phq9',
      items: PHQ9_ITEM9_SEVERAL_DAYS,
      sessionId,
    });
    const raised = await riskOf();
    expect(raised.risk).toMatchObject({ suicidal: 'present', level: 'moderate' });
    expect(raised.risk.factors.join('\n')).toContain(ITEM9_QUOTE);
    expect(raised.riskAssessment).toContain(ITEM9_QUOTE);

    // Saved again with a higher level from the session itself, the level stays as the session set it.
    const high = { ...SUMMARY, risk: { ...SUMMARY.risk, level: 'high', suicidal: 'present' } };
    const saved = await alice.put(`/api/sessions/${sessionId}/summary`, { summary: high });
    expect(saved.json<{ summary: { summary: { risk: Risk } } }>().summary.summary.risk).toMatchObject({
      level: 'high',
      suicidal: 'present',
    });

    const generated = await alice.post('/api/generate-session-summary', {
      transcription: "Client: Work has been stressful and I can't sleep.",
      sessionId,
    });
    expect(generated.json<{ risk: Risk }>().risk).toMatchObject({ suicidal: 'present', level: 'moderate' });
    const elsewhere = await alice.post('/api/generate-session-summary', {
      transcription: "Client: Work has been stressful and I can't sleep.",
    });
    expect(elsewhere.json<{ risk: Risk }>().risk.suicidal).toBe('not_assessed');
  });

  it("writes the client's latest confirmed scores in the note's Objective section", async () => {
    const sessionId = await newSession(alice, clientId);
    const templates = (await alice.get('/api/templates')).json<{
      templates: { id: string; sections: string[] }[];
    }>().templates;
    const soap = templates.find((tpl) => tpl.sections.includes('Objective'));
    const note = await alice.post('/api/generate-session-note', {
      dictationText: 'Client: I have felt low and tired for about two months.',
      templateId: soap?.id,
      sessionId,
    });
    expect(note.statusCode).toBe(200);
    const objective = note
      .json<{ sections: { title: string; content: string }[] }>()
      .sections.find((s) => s.title === 'Objective');
    // The latest PHQ-9 is the item-9 form of the test above (6, mild); the GAD-7 is 10 (moderate).
    expect(objective?.content).toMatch(
      /Measures: PHQ-9: 6\/27 \(Mild\), \w+ \d+, \d{4}; GAD-7: 10\/21 \(Moderate\)/,
    );
    const bobsTry = await bob.post('/api/generate-session-note', {
      dictationText: 'Client: I have felt low.',
      sessionId,
    });
    expect(bobsTry.statusCode).toBe(404);
  });

  it('answers another clinician 404 for every route, changing nothing and listing nothing', async () => {
    const aliceBefore = await listFor(alice, clientId);
    const someId = aliceBefore[0]?.id ?? '';
    const sessionId = await newSession(alice, clientId);
    const calls = [
      bob.get(`/api/clients/${clientId}/measurements`),
      bob.post(`/api/clients/${clientId}/measurements`, { instrument: 'gad7', items: GAD7_MODERATE }),
      bob.get(`/api/sessions/${sessionId}/measurements`),
      bob.post(`/api/sessions/${sessionId}/measurements/capture`),
      bob.post(`/api/measurements/${someId}/confirm`),
      bob.delete(`/api/measurements/${someId}`),
      // Naming Alice's session in a generation reads her scores: refused like any other of her records.
      bob.post('/api/generate-session-summary', { transcription: 'Client: I feel low.', sessionId }),
      bob.post('/api/generate-session-note', { dictationText: 'Client: I feel low.', sessionId }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // Bob's own client cannot take Alice's session either.
    const bobClient = await newClient(bob, 'Bobs');
    const crossed = await bob.post(`/api/clients/${bobClient}/measurements`, {
      instrument: 'gad7',
      items: GAD7_MODERATE,
      sessionId,
    });
    expect(crossed.statusCode).toBe(404);
    expect(await listFor(alice, clientId)).toEqual(aliceBefore);
    expect((await bob.get('/api/measurements/latest')).json()).toEqual({ latest: [] });
  });
});
