import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

type Answer = {
  recommendations: { id: string; therapy: string; reasoning: string }[];
  basis: { concerns: string[]; acceptedDiagnoses: string[] };
};

const diagnosis = (id: string, name: string, code: string) => ({
  id,
  diagnosis: name,
  code,
  confidence: 0.8,
  reasoning: `${name} criteria were discussed`,
  criteriaMet: [],
  criteriaUnmet: [],
  evidence: [],
});

describe.each(TEST_DATABASES)('therapy recommendations from a client record on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
  });
  afterAll(async () => t.close());

  const addClient = async (primaryDiagnosis: string[]) =>
    (
      await agent.post('/api/clients', { firstName: 'Nia', lastName: 'Okafor', age: 34, primaryDiagnosis })
    ).json<{ client: { id: string } }>().client.id;
  const recommend = (who: TestAgent, clientId: string, body: unknown = { sessionData: {} }) =>
    who.post(`/api/clients/${clientId}/therapy-recommendations`, body);

  it('recommends from saved concerns written the everyday way ("Depression", "ADHD")', async () => {
    const clientId = await addClient(['Depression', 'ADHD']);
    const response = await recommend(agent, clientId);
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.basis).toEqual({ concerns: ['Depression', 'ADHD'], acceptedDiagnoses: [] });
    const ids = answer.recommendations.map((r) => r.id);
    expect(ids).toContain('cbt-depression');
    expect(ids).toContain('cbt-adhd');
  });

  it('adds the diagnoses accepted in the client’s sessions, and only the accepted selection', async () => {
    const clientId = await addClient([]);
    expect((await recommend(agent, clientId)).json<Answer>().recommendations).toEqual([]);

    const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>()
      .templates[0]?.id;
    const sessionId = (await agent.post('/api/sessions', { clientId, templateId })).json<{
      session: { id: string };
    }>().session.id;
    const diagnoses = [
      diagnosis('ptsd', 'Posttraumatic stress disorder', 'F43.10'),
      diagnosis('ocd', 'Obsessive-compulsive disorder', 'F42.2'),
    ];
    // Listed but not accepted: nothing yet.
    await agent.put(`/api/sessions/${sessionId}/diagnoses`, {
      diagnoses,
      selectedIds: ['ptsd'],
      notes: '',
      accepted: false,
    });
    expect((await recommend(agent, clientId)).json<Answer>().basis.acceptedDiagnoses).toEqual([]);

    await agent.put(`/api/sessions/${sessionId}/diagnoses`, {
      diagnoses,
      selectedIds: ['ptsd'],
      notes: '',
      accepted: true,
    });
    const answer = (await recommend(agent, clientId)).json<Answer>();
    expect(answer.basis.acceptedDiagnoses).toEqual(['Posttraumatic stress disorder (F43.10)']);
    expect(answer.recommendations.length).toBeGreaterThan(0);
    expect(answer.recommendations[0]?.reasoning).toContain('Posttraumatic stress disorder');
    expect(answer.recommendations.map((r) => r.reasoning).join(' ')).not.toContain('Obsessive');
  });

  it('does not offer couples therapy to a client whose relationship just ended, unless the couple is the focus', async () => {
    const therapies = async (concerns: string[]) =>
      (await recommend(agent, await addClient(concerns))).json<Answer>().recommendations.map((r) => r.id);
    expect(await therapies(['Depression', 'Relationship problems'])).toContain('couples-therapy');
    expect(await therapies(['Depression', 'Relationship problems', 'Relationship just ended'])).not.toContain(
      'couples-therapy',
    );
    expect(
      await therapies(['Relationship problems', 'Separated, both partners want to reconcile']),
    ).toContain('couples-therapy');
  });

  it('a recommendation it gives can be saved to the client’s plan', async () => {
    const clientId = await addClient(['Depression']);
    const [first] = (await recommend(agent, clientId)).json<Answer>().recommendations;
    const saved = await agent.post(`/api/clients/${clientId}/treatment-plan`, { recommendation: first });
    expect(saved.statusCode).toBe(201);
    const plan = (await agent.get(`/api/clients/${clientId}/treatment-plan`)).json<{
      items: { therapy: string }[];
    }>();
    expect(plan.items.map((item) => item.therapy)).toEqual([first?.therapy]);
  });

  it('refuses a malformed body with 400, and another clinician’s client with 404', async () => {
    const clientId = await addClient(['Depression']);
    const malformed = await recommend(agent, clientId, { sessionData: { progressScore: 'high' } });
    expect(malformed.statusCode).toBe(400);
    expect((await recommend(agent, clientId, { extra: true })).statusCode).toBe(400);
    expect((await recommend(agent, 'not-an-id')).statusCode).toBe(400);

    const stranger = new TestAgent(t.app);
    const refused = await recommend(stranger, clientId);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Depression');
  });
});
