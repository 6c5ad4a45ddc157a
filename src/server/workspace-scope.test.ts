import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhisperServer, type FakeWhisperServer } from './testing/fake-whisper-server';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from './testing/harness';

type Ids = {
  clientId: string;
  templateId: string;
  sessionId: string;
  reportId: string;
  planItemId: string;
  documentId: string;
  measurementId: string;
};
const IMPORTED_NOTES = '# Practice notes\n\nWorry diaries help clients notice when and where worry starts.';
type Call = { url: string; payload?: unknown; headers?: Record<string, string> };

/** Session workflow documents for the calls below: a note, a summary, a diagnosis, a treatment and a therapy. */
const NOTE = {
  presentingProblem: 'Worry about work for months',
  duration: 'Six months',
  clinicalObservations: 'Restless, tearful at times',
  clientQuote: 'I cannot switch my mind off',
  summary: 'First session',
};
const SUMMARY = {
  executiveSummary: 'Persistent worry',
  keyThemes: ['Work'],
  therapeuticProgress: 'Engaged',
  riskAssessment: 'Not assessed',
  nextSessionGoals: ['Worry log'],
  clinicalRecommendations: ['CBT'],
  risk: {
    level: 'not_assessed',
    suicidal: 'not_assessed',
    selfHarm: 'not_assessed',
    harmToOthers: 'not_assessed',
    factors: [],
    protectiveFactors: [],
  },
  evidence: { executiveSummary: [], keyThemes: [], riskAssessment: [] },
  provider: 'clinician',
};
const DIAGNOSIS = {
  id: 'gad',
  diagnosis: 'Generalized anxiety disorder',
  code: 'F41.1',
  confidence: 0.8,
  reasoning: 'Excessive worry',
  criteriaMet: [],
  criteriaUnmet: [],
  evidence: [],
};
const TREATMENT = {
  id: 'cbt',
  treatment: 'Cognitive behavioural therapy',
  type: 'therapy',
  description: 'Weekly sessions',
  evidenceLevel: 'high',
  rationale: 'First line',
  source: 'Guideline',
};
const THERAPY = {
  id: 'rec-cbt',
  type: 'primary',
  therapy: 'Cognitive Behavioral Therapy',
  description: 'Structured sessions',
  reasoning: 'Anxiety',
  evidenceLevel: 'high',
  duration: '12 weeks',
  frequency: 'Weekly',
  expectedOutcomes: ['Less worry'],
  confidenceScore: 85,
  priority: 'high',
};

/**
 * One request per workspace route, built from the owner's record ids. The test below fails for any
 * registered workspace route missing here, so a new route cannot skip the scoping and audit checks.
 */
const CALLS: Record<string, (ids: Ids) => Call> = {
  'GET /api/auth/me': () => ({ url: '/api/auth/me' }),
  'POST /api/auth/sign-out': () => ({ url: '/api/auth/sign-out' }),
  'POST /api/auth/totp/setup': () => ({ url: '/api/auth/totp/setup' }),
  'POST /api/auth/totp/enable': () => ({ url: '/api/auth/totp/enable', payload: { code: '000000' } }),
  'POST /api/auth/totp/disable': () => ({ url: '/api/auth/totp/disable', payload: { code: '000000' } }),
  'POST /api/auth/clinicians': () => ({
    url: '/api/auth/clinicians',
    payload: {
      firstName: 'Eve',
      lastName: 'Intruder',
      email: 'eve@example.org',
      password: 'correct horse battery',
    },
  }),
  'POST /api/auth/password': () => ({
    url: '/api/auth/password',
    payload: { currentPassword: 'not the password', newPassword: 'a brand new passphrase' },
  }),
  'GET /api/auth/clinicians': () => ({ url: '/api/auth/clinicians' }),
  'POST /api/auth/clinicians/:clinicianId/deactivate': () => ({
    url: '/api/auth/clinicians/00000000-0000-4000-8000-000000000007/deactivate',
  }),
  'POST /api/auth/clinicians/:clinicianId/reactivate': () => ({
    url: '/api/auth/clinicians/00000000-0000-4000-8000-000000000007/reactivate',
  }),
  'POST /api/auth/clinicians/:clinicianId/password-reset': () => ({
    url: '/api/auth/clinicians/00000000-0000-4000-8000-000000000007/password-reset',
  }),
  'GET /api/audit/verify': () => ({ url: '/api/audit/verify' }),
  'GET /api/clients': () => ({ url: '/api/clients?includeArchived=true' }),
  'POST /api/clients': () => ({
    url: '/api/clients',
    payload: { firstName: 'New', lastName: 'Client', age: 30 },
  }),
  'GET /api/clients/:id': ({ clientId }) => ({ url: `/api/clients/${clientId}` }),
  'PATCH /api/clients/:id': ({ clientId }) => ({
    url: `/api/clients/${clientId}`,
    payload: { firstName: 'Changed' },
  }),
  'DELETE /api/clients/:id': ({ clientId }) => ({ url: `/api/clients/${clientId}` }),
  'GET /api/templates': () => ({ url: '/api/templates' }),
  'POST /api/templates': () => ({
    url: '/api/templates',
    payload: { name: 'Mine', sessionType: 'individual', duration: 50, sections: ['Presenting Problem'] },
  }),
  'GET /api/templates/:id': ({ templateId }) => ({ url: `/api/templates/${templateId}` }),
  'PUT /api/templates/:id': ({ templateId }) => ({
    url: `/api/templates/${templateId}`,
    payload: { name: 'Changed', sessionType: 'group', duration: 60, sections: ['Next Steps'] },
  }),
  'POST /api/templates/:id/duplicate': ({ templateId }) => ({
    url: `/api/templates/${templateId}/duplicate`,
  }),
  'DELETE /api/templates/:id': ({ templateId }) => ({ url: `/api/templates/${templateId}` }),
  'GET /api/sessions': () => ({ url: '/api/sessions' }),
  'POST /api/sessions': ({ clientId, templateId }) => ({
    url: '/api/sessions',
    payload: { clientId, templateId },
  }),
  'GET /api/sessions/:id': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}` }),
  'PATCH /api/sessions/:id': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}`,
    payload: { notes: 'Changed notes' },
  }),
  'POST /api/sessions/:id/consent': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/consent`,
    payload: { method: 'verbal', givenBy: 'client', givenAt: '2026-01-01T09:00:00Z' },
  }),
  'POST /api/sessions/:id/consent/withdraw': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/consent/withdraw`,
    payload: { deleteAudioAndTranscript: false },
  }),
  'GET /api/dashboard': () => ({ url: '/api/dashboard' }),
  'GET /api/transcription/status': () => ({ url: '/api/transcription/status' }),
  'POST /api/transcriptions': ({ sessionId }) => ({
    url: `/api/transcriptions?sessionId=${sessionId}`,
    payload: Buffer.from('recorded session audio'),
    headers: { 'content-type': 'audio/webm' },
  }),
  'DELETE /api/sample-data': () => ({ url: '/api/sample-data' }),
  'GET /api/settings': () => ({ url: '/api/settings' }),
  'PATCH /api/settings': () => ({ url: '/api/settings', payload: { theme: 'dark' } }),
  'GET /api/export': () => ({ url: '/api/export' }),
  'DELETE /api/workspace': () => ({ url: '/api/workspace', payload: { confirm: 'DELETE' } }),
  'POST /api/generate-session-note': ({ templateId }) => ({
    url: '/api/generate-session-note',
    payload: { dictationText: 'Client: I have been worrying about everything for months.', templateId },
  }),
  'POST /api/generate-session-summary': () => ({
    url: '/api/generate-session-summary',
    payload: { transcription: 'Client: I have been worrying about everything for months.' },
  }),
  'POST /api/generate-diagnosis': () => ({
    url: '/api/generate-diagnosis',
    payload: { clinicalNote: 'Client reports panic attacks.' },
  }),
  'POST /api/chat-assistant': () => ({
    url: '/api/chat-assistant',
    payload: {
      messages: [
        { id: 1, role: 'user', content: 'Treatment for panic disorder?', timestamp: '2026-01-01T00:00:00Z' },
      ],
    },
  }),
  'POST /api/generate-insights': ({ clientId }) => ({
    url: '/api/generate-insights',
    payload: { dictationText: 'Client: I feel anxious and low most days.', clientId },
  }),
  'POST /api/generate-treatment-plan': () => ({
    url: '/api/generate-treatment-plan',
    payload: { diagnoses: ['Generalized anxiety disorder'], clientContext: '' },
  }),
  'POST /api/generate-assessment-summary': () => ({
    url: '/api/generate-assessment-summary',
    payload: { presentingProblem: 'Worry', diagnoses: ['F41.1'], treatmentPlan: ['CBT'], sessionNotes: '' },
  }),
  'POST /api/generate-therapy-recommendations': () => ({
    url: '/api/generate-therapy-recommendations',
    payload: {
      clientProfile: { primaryDiagnoses: ['Generalized anxiety disorder'] },
      sessionData: { currentPhase: 'Active treatment' },
    },
  }),
  'GET /api/clients/:id/notes': ({ clientId }) => ({ url: `/api/clients/${clientId}/notes` }),
  'GET /api/sessions/:id/note': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/note` }),
  'PUT /api/sessions/:id/note': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/note`,
    payload: { content: NOTE },
  }),
  'POST /api/sessions/:id/note/sign': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/note/sign` }),
  'POST /api/sessions/:id/note/generate': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/note/generate`,
    payload: {},
  }),
  'POST /api/sessions/:id/summary/generate': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/summary/generate`,
    payload: {},
  }),
  'POST /api/sessions/:id/insights/generate': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/insights/generate`,
  }),
  'GET /api/sessions/:id/summary': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/summary` }),
  'PUT /api/sessions/:id/summary': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/summary`,
    payload: { summary: SUMMARY },
  }),
  'GET /api/sessions/:id/diagnoses': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/diagnoses` }),
  'PUT /api/sessions/:id/diagnoses': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/diagnoses`,
    payload: { diagnoses: [DIAGNOSIS], selectedIds: ['gad'], notes: '', accepted: true },
  }),
  'GET /api/sessions/:id/plan': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/plan` }),
  'PUT /api/sessions/:id/plan': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/plan`,
    payload: { treatments: [TREATMENT], selectedIds: ['cbt'], accepted: true },
  }),
  'GET /api/sessions/:id/assessment': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/assessment` }),
  'PUT /api/sessions/:id/assessment': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/assessment`,
    payload: { summary: 'Assessment summary' },
  }),
  'GET /api/sessions/:id/assessment/pdf': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/assessment/pdf`,
  }),
  'POST /api/sessions/:id/complete': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/complete` }),
  'GET /api/sessions/:id/fhir': ({ sessionId }) => ({ url: `/api/sessions/${sessionId}/fhir` }),
  'GET /api/reports': () => ({ url: '/api/reports' }),
  'GET /api/reports/:id': ({ reportId }) => ({ url: `/api/reports/${reportId}` }),
  'GET /api/reports/:id/pdf': ({ reportId }) => ({ url: `/api/reports/${reportId}/pdf` }),
  'GET /api/clients/:id/treatment-plan': ({ clientId }) => ({
    url: `/api/clients/${clientId}/treatment-plan`,
  }),
  'POST /api/clients/:id/treatment-plan': ({ clientId }) => ({
    url: `/api/clients/${clientId}/treatment-plan`,
    payload: { recommendation: THERAPY, status: 'active' },
  }),
  'POST /api/clients/:id/therapy-recommendations': ({ clientId }) => ({
    url: `/api/clients/${clientId}/therapy-recommendations`,
    payload: { sessionData: { currentPhase: 'Assessment' } },
  }),
  'DELETE /api/clients/:clientId/treatment-plan/:itemId': ({ clientId, planItemId }) => ({
    url: `/api/clients/${clientId}/treatment-plan/${planItemId}`,
  }),
  'GET /api/clients/:id/measurements': ({ clientId }) => ({ url: `/api/clients/${clientId}/measurements` }),
  'POST /api/clients/:id/measurements': ({ clientId }) => ({
    url: `/api/clients/${clientId}/measurements`,
    payload: { instrument: 'gad7', items: [1, 1, 1, 1, 1, 1, 1] },
  }),
  'GET /api/sessions/:id/measurements': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/measurements`,
  }),
  'POST /api/sessions/:id/measurements/capture': ({ sessionId }) => ({
    url: `/api/sessions/${sessionId}/measurements/capture`,
  }),
  'POST /api/measurements/:id/confirm': ({ measurementId }) => ({
    url: `/api/measurements/${measurementId}/confirm`,
  }),
  'DELETE /api/measurements/:id': ({ measurementId }) => ({ url: `/api/measurements/${measurementId}` }),
  'GET /api/measurements/latest': () => ({ url: '/api/measurements/latest' }),
  'GET /api/dsm/status': () => ({ url: '/api/dsm/status' }),
  'POST /api/dsm/create-embeddings': () => ({ url: '/api/dsm/create-embeddings' }),
  'GET /api/dsm/search': () => ({ url: '/api/dsm/search?query=worry&limit=5' }),
  'GET /api/dsm/documents': () => ({ url: '/api/dsm/documents' }),
  'POST /api/dsm/documents': () => ({
    url: '/api/dsm/documents?fileName=more-notes.md',
    payload: IMPORTED_NOTES,
    headers: { 'content-type': 'text/markdown' },
  }),
  'DELETE /api/dsm/documents/:id': ({ documentId }) => ({ url: `/api/dsm/documents/${documentId}` }),
  'POST /api/enhanced-diagnosis': () => ({
    url: '/api/enhanced-diagnosis',
    payload: { clinicalNote: 'Client reports constant worry and poor sleep for eight months.' },
  }),
};

/** Routes that take the owner's record id: another clinician must get 404 and change nothing. */
const ID_ROUTES = [
  ...Object.keys(CALLS).filter((key) => key.includes(':id')),
  'POST /api/generate-session-note',
  'POST /api/generate-insights',
  'DELETE /api/clients/:clientId/treatment-plan/:itemId',
  'POST /api/transcriptions',
];

async function firstIds(agent: TestAgent): Promise<Ids> {
  const clientId =
    (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id ?? '';
  const templateId =
    (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>().templates[0]?.id ?? '';
  const sessions = (await agent.get('/api/sessions')).json<{
    sessions: { id: string; clientId: string | null }[];
  }>().sessions;
  const sessionId = sessions[0]?.id ?? '';
  // A transcript to generate from on the server.
  await agent.patch(`/api/sessions/${sessionId}`, {
    transcript: 'Client: I have been worrying about work every day for months and I sleep badly.',
  });
  // A final report (of another session, so the first one's workflow starts empty) and a treatment plan item.
  const reportSession = sessions[1]?.id ?? '';
  await agent.put(`/api/sessions/${reportSession}/note`, { content: NOTE });
  const reportId =
    (await agent.post(`/api/sessions/${reportSession}/complete`)).json<{ report?: { id: string } }>().report
      ?.id ?? '';
  const planItemId =
    (await agent.post(`/api/clients/${clientId}/treatment-plan`, { recommendation: THERAPY })).json<{
      item?: { id: string };
    }>().item?.id ?? '';
  const documentId =
    (
      await agent.request({
        method: 'POST',
        url: '/api/dsm/documents?fileName=practice-notes.md',
        payload: IMPORTED_NOTES,
        headers: { 'content-type': 'text/markdown' },
      })
    ).json<{ document?: { id: string } }>().document?.id ?? '';
  // A score stated in another session's transcript, captured as a proposal to confirm.
  const scoredSession =
    sessions.find((s) => s.clientId && s.id !== sessionId && s.id !== reportSession)?.id ?? '';
  await agent.patch(`/api/sessions/${scoredSession}`, { transcript: 'Client: My PHQ-9 was 18 last week.' });
  const measurementId =
    (await agent.post(`/api/sessions/${scoredSession}/measurements/capture`)).json<{
      measurements?: { id: string }[];
    }>().measurements?.[0]?.id ?? '';
  return { clientId, templateId, sessionId, reportId, planItemId, documentId, measurementId };
}

function send(agent: TestAgent, key: string, ids: Ids) {
  const [method, route] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const call = CALLS[key]?.(ids);
  if (!call || !route) throw new Error(`no call for ${key}`);
  return agent.request({ method, url: call.url, payload: call.payload, headers: call.headers });
}

describe.each(TEST_DATABASES)('workspace routes on %s', (kind) => {
  describe('in demo mode', () => {
    let t: TestApp;
    let alice: TestAgent;
    let bob: TestAgent;
    let aliceIds: Ids;
    let whisper: FakeWhisperServer;

    beforeAll(async () => {
      // A transcription server to forward to, so the audio route can succeed like every other route.
      whisper = await startFakeWhisperServer();
      t = await createTestApp(kind, { TRANSCRIPTION_BASE_URL: whisper.baseUrl });
      alice = new TestAgent(t.app);
      bob = new TestAgent(t.app);
      aliceIds = await firstIds(alice);
      await bob.get('/api/auth/me');
    });
    afterAll(async () => {
      await t.close();
      await whisper.close();
    });

    it('has a call for every registered workspace route, and no call for a route that does not exist', () => {
      const registered = t.app.workspaceRoutes.map((r) => `${r.method} ${r.url}`).sort();
      expect(registered).toEqual(Object.keys(CALLS).sort());
    });

    it.each(ID_ROUTES)(
      "%s with another clinician's record id answers 404 and changes nothing",
      async (key) => {
        const before = await alice.get(`/api/export`);
        const response = await send(bob, key, aliceIds);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
        const after = await alice.get(`/api/export`);
        const strip = (body: string) => body.replace(/"exportedAt":"[^"]+"/, '');
        expect(strip(after.body)).toBe(strip(before.body));
      },
    );

    it("never lists another clinician's records", async () => {
      const aliceExport = (await alice.get('/api/export')).body;
      const bobExport = (await bob.get('/api/export')).body;
      // The export holds the clinical records; imported reference documents are listed by their own route.
      const { documentId, ...recordIds } = aliceIds;
      for (const id of Object.values(recordIds)) {
        expect(aliceExport).toContain(id);
        expect(bobExport).not.toContain(id);
      }
      expect(bobExport).not.toContain(documentId);
      for (const url of [
        '/api/clients?includeArchived=true',
        '/api/templates',
        '/api/sessions',
        '/api/dashboard',
        '/api/dsm/documents',
      ]) {
        const body = (await bob.get(url)).body;
        for (const id of Object.values(aliceIds)) expect(body).not.toContain(id);
      }
    });

    // One call per audited route with a database round trip or more each: several dozen requests in all.
    it(
      'writes one audit row for every clinical read and write, naming the clinician and the record',
      { timeout: 300_000 },
      async () => {
        const carol = new TestAgent(t.app);
        const ids = await firstIds(carol);
        const me = (await carol.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
        const audited = t.app.workspaceRoutes.filter((r) => r.audit);
        expect(audited.length).toBeGreaterThanOrEqual(17);
        // Destructive calls last, a nested record before its owner, so every record still exists when it is used.
        // Consent is recorded first (audio is taken only with it) and withdrawn after the audio.
        const order = (key: string) => {
          if (key === 'POST /api/sessions/:id/consent') return -1;
          if (key === 'POST /api/sessions/:id/consent/withdraw') return 0.25;
          if (!key.startsWith('DELETE')) return 0;
          if (key === 'DELETE /api/workspace') return 2;
          return key.includes('/treatment-plan/') || key.startsWith('DELETE /api/measurements/') ? 0.5 : 1;
        };
        const keys = audited.map((r) => `${r.method} ${r.url}`).sort((a, b) => order(a) - order(b));
        for (const key of keys) {
          const route = audited.find((r) => `${r.method} ${r.url}` === key);
          const [{ n: before }] = (await t.database.query('SELECT count(*)::int AS n FROM audit_events')) as [
            { n: number },
          ];
          const response = await send(carol, key, ids);
          expect(response.statusCode, key).toBeLessThan(300);
          const rows = await t.database.query(
            'SELECT clinician_id, action, record_type, record_id, outcome FROM audit_events ORDER BY id DESC LIMIT 2',
          );
          const [{ n: afterCount }] = (await t.database.query(
            'SELECT count(*)::int AS n FROM audit_events',
          )) as [{ n: number }];
          expect(afterCount - before, key).toBe(1);
          expect(rows[0], key).toMatchObject({
            clinician_id: me,
            action: route?.audit?.action,
            record_type: route?.audit?.recordType,
            outcome: 'success',
          });
          if (
            key.includes(':id') ||
            key.startsWith('POST /api/clients') ||
            key === 'POST /api/templates' ||
            key === 'POST /api/sessions'
          ) {
            expect(rows[0]?.record_id, key).toEqual(expect.any(String));
          }
        }
      },
    );

    it('never stores clinical text in the audit trail', async () => {
      const rows = await t.database.query('SELECT * FROM audit_events');
      const text = JSON.stringify(rows);
      expect(text).not.toContain('Anxiety');
      expect(text).not.toContain('worry log');
    });
  });

  describe('in accounts mode', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind, { AUTH_MODE: 'accounts' });
    });
    afterAll(async () => t.close());

    it.each(Object.keys(CALLS))('%s without a session answers 401', async (key) => {
      const anonymous = new TestAgent(t.app);
      const response = await send(anonymous, key, {
        clientId: '00000000-0000-4000-8000-000000000001',
        templateId: '00000000-0000-4000-8000-000000000002',
        sessionId: '00000000-0000-4000-8000-000000000003',
        reportId: '00000000-0000-4000-8000-000000000004',
        planItemId: '00000000-0000-4000-8000-000000000005',
        documentId: '00000000-0000-4000-8000-000000000006',
        measurementId: '00000000-0000-4000-8000-000000000007',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    });

    it("keeps two signed-in clinicians' clients apart", async () => {
      const owner = new TestAgent(t.app);
      const setup = await owner.post('/api/auth/setup', {
        firstName: 'Olivia',
        lastName: 'Owner',
        email: 'owner@example.org',
        password: 'a long enough password',
      });
      expect(setup.statusCode).toBe(201);
      const added = await owner.post('/api/auth/clinicians', {
        firstName: 'Colin',
        lastName: 'Colleague',
        email: 'colin@example.org',
        password: 'another long password',
      });
      expect(added.statusCode).toBe(201);
      const colleague = new TestAgent(t.app);
      expect(
        (
          await colleague.post('/api/auth/sign-in', {
            email: 'colin@example.org',
            password: 'another long password',
          })
        ).statusCode,
      ).toBe(200);

      const created = await owner.post('/api/clients', { firstName: 'Private', lastName: 'Person', age: 40 });
      const clientId = created.json<{ client: { id: string } }>().client.id;
      expect((await colleague.get(`/api/clients/${clientId}`)).statusCode).toBe(404);
      expect((await colleague.patch(`/api/clients/${clientId}`, { age: 41 })).statusCode).toBe(404);
      expect((await colleague.delete(`/api/clients/${clientId}`)).statusCode).toBe(404);
      expect((await colleague.get('/api/clients')).body).not.toContain(clientId);
      expect(
        (await owner.get(`/api/clients/${clientId}`)).json<{ client: { age: number } }>().client.age,
      ).toBe(40);
    });
  });
});
