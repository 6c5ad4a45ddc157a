import type {
  Bundle,
  Composition,
  Condition,
  DocumentReference,
  Encounter,
  Resource,
} from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleErrors } from '../../testing/fhir-validator';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { ICD10CM } from './session-bundle';

const NOTE = {
  presentingProblem: 'Worry about work that keeps her awake most nights.',
  duration: 'About seven months.',
  clinicalObservations: 'Restless; tearful when describing deadlines.',
  clientQuote: 'I cannot switch my mind off at night.',
  summary: 'First session; worry log agreed.',
  sections: [
    { title: 'Subjective', content: 'Reports poor sleep and worry most days.' },
    { title: 'Plan', content: 'Worry log; review in one week.' },
  ],
};
const diagnosis = (id: string, code: string, name: string) => ({
  id,
  diagnosis: name,
  code,
  confidence: 0.8,
  reasoning: 'Excessive worry on most days',
  criteriaMet: [],
  criteriaUnmet: [],
  evidence: [],
});

const resourcesOf = <T extends Resource>(bundle: Bundle, type: T['resourceType']): T[] =>
  (bundle.entry ?? []).flatMap((entry) =>
    entry.resource?.resourceType === type ? [entry.resource as T] : [],
  );

describe.each(TEST_DATABASES)('FHIR export of a session on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
  });
  afterAll(async () => t.close());

  it('exports every sample session as a Bundle that validates against FHIR R4 with 0 errors', async () => {
    const sessions = (await agent.get('/api/sessions')).json<{
      sessions: { id: string; isSample: boolean }[];
    }>().sessions;
    const samples = sessions.filter((session) => session.isSample);
    expect(samples.length).toBeGreaterThanOrEqual(12);
    for (const session of samples) {
      const response = await agent.get(`/api/sessions/${session.id}/fhir`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/fhir+json');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="fhir-session-\d{4}-\d{2}-\d{2}-/,
      );
      const bundle = response.json<Bundle>();
      expect(bundleErrors(bundle), session.id).toEqual([]);
      expect(resourcesOf<Encounter>(bundle, 'Encounter')[0]).toMatchObject({
        id: session.id,
        status: 'finished',
      });
      expect(resourcesOf(bundle, 'Patient')).toHaveLength(1);
      expect(resourcesOf(bundle, 'Practitioner')).toHaveLength(1);
    }
  });

  it('exports a documented session: times, the signed note, accepted diagnoses and the report PDF', async () => {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const id = (await agent.post('/api/sessions', { clientId })).json<{ session: { id: string } }>().session
      .id;
    const times = { startedAt: '2026-03-10T09:00:00.000Z', endedAt: '2026-03-10T09:53:00.000Z' };
    expect((await agent.patch(`/api/sessions/${id}`, { times })).statusCode).toBe(200);
    expect((await agent.put(`/api/sessions/${id}/note`, { content: NOTE })).statusCode).toBe(200);
    expect((await agent.post(`/api/sessions/${id}/note/sign`)).statusCode).toBe(200);
    const diagnoses = [
      diagnosis('gad', 'F41.1', 'Generalized anxiety disorder'),
      diagnosis('mdd', 'F32.1', 'Major depressive disorder, single episode, moderate'),
    ];
    const saved = await agent.put(`/api/sessions/${id}/diagnoses`, {
      diagnoses,
      selectedIds: ['gad'],
      accepted: true,
    });
    expect(saved.statusCode).toBe(200);

    const response = await agent.get(`/api/sessions/${id}/fhir`);
    expect(response.statusCode).toBe(200);
    const bundle = response.json<Bundle>();
    expect(bundleErrors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: t.clock.now().toISOString(),
    });
    expect(resourcesOf<Encounter>(bundle, 'Encounter')[0]).toMatchObject({
      period: { start: times.startedAt, end: times.endedAt },
      length: { value: 53, unit: 'min' },
    });
    const [composition] = resourcesOf<Composition>(bundle, 'Composition');
    expect(composition?.status).toBe('final');
    expect(composition?.section?.map((section) => section.title)).toEqual([
      'Presenting Problem',
      'Duration & Timeline',
      'Clinical Observations',
      'Client Quote',
      'Session Summary',
      'Subjective',
      'Plan',
    ]);
    // Only the selected diagnosis the clinician accepted.
    expect(resourcesOf<Condition>(bundle, 'Condition').map((c) => c.code?.coding?.[0])).toEqual([
      { system: ICD10CM, code: 'F41.1', display: 'Generalized anxiety disorder' },
    ]);
    const [document] = resourcesOf<DocumentReference>(bundle, 'DocumentReference');
    const url = document?.content[0]?.attachment.url ?? '';
    expect(document?.content[0]?.attachment.contentType).toBe('application/pdf');
    expect(url).toMatch(new RegExp(`/api/sessions/${id}/assessment/pdf$`));
    const pdf = await agent.get(new URL(url).pathname);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The workspace export carries the same Bundle (without the moment it was made).
    const exported = (await agent.get('/api/export')).json<{
      fhirBundles: { sessionId: string; bundle: Bundle }[];
    }>();
    const inExport = exported.fhirBundles.find((entry) => entry.sessionId === id)?.bundle;
    expect(inExport).toEqual({ ...bundle, timestamp: undefined });
    expect(exported.fhirBundles.length).toBeGreaterThanOrEqual(13);
  });

  it("answers 404 for another clinician's session, and 400 for an id that is not one", async () => {
    const id = (await agent.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    expect((await agent.get(`/api/sessions/${id}/fhir`)).statusCode).toBe(200);
    const other = new TestAgent(t.app);
    const response = await other.get(`/api/sessions/${id}/fhir`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', error: 'Session not found' });
    const otherExport = (await other.get('/api/export')).body;
    expect(otherExport).not.toContain(id);
    expect((await agent.get('/api/sessions/not-an-id/fhir')).statusCode).toBe(400);
  });

  it('records the export in the audit trail', async () => {
    const id = (await agent.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    await agent.get(`/api/sessions/${id}/fhir`);
    const rows = await t.database.query(
      "SELECT action, record_type, record_id, outcome FROM audit_events WHERE record_type = 'session-fhir' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ action: 'export', record_id: id, outcome: 'success' });
  });
});
