import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

type ClientBody = {
  client: {
    id: string;
    firstName: string;
    age: number;
    riskLevel: string;
    gender: string;
    nextSession: string | null;
    archivedAt: string | null;
    primaryDiagnosis: string[];
    totalSessions: number;
    lastSession: string | null;
  };
};

describe.each(TEST_DATABASES)('clients API on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
  });
  afterAll(async () => t.close());

  it('creates, reads, updates, schedules, archives and deletes a client', async () => {
    const created = await agent.post('/api/clients', {
      firstName: ' Dana ',
      lastName: 'Reyes',
      age: 34,
      gender: 'Female',
      riskLevel: 'moderate',
      primaryDiagnosis: ['Panic attacks', 'Insomnia'],
    });
    expect(created.statusCode).toBe(201);
    const { client } = created.json<ClientBody>();
    expect(client).toMatchObject({
      firstName: 'Dana',
      age: 34,
      primaryDiagnosis: ['Panic attacks', 'Insomnia'],
      totalSessions: 0,
      lastSession: null,
      nextSession: null,
    });

    expect((await agent.get(`/api/clients/${client.id}`)).json<ClientBody>().client.firstName).toBe('Dana');

    const updated = await agent.patch(`/api/clients/${client.id}`, {
      age: 35,
      nextSession: '2030-03-04T15:30:00.000Z',
    });
    // A partial update changes only what it names.
    expect(updated.json<ClientBody>().client).toMatchObject({
      age: 35,
      nextSession: '2030-03-04T15:30:00.000Z',
      riskLevel: 'moderate',
      gender: 'Female',
      primaryDiagnosis: ['Panic attacks', 'Insomnia'],
    });
    const cleared = await agent.patch(`/api/clients/${client.id}`, { nextSession: null });
    expect(cleared.json<ClientBody>().client).toMatchObject({ nextSession: null, age: 35 });

    const archived = await agent.patch(`/api/clients/${client.id}`, { archived: true });
    expect(archived.json<ClientBody>().client.archivedAt).not.toBeNull();
    expect((await agent.get('/api/clients')).body).not.toContain(client.id);
    expect((await agent.get('/api/clients?includeArchived=true')).body).toContain(client.id);

    expect((await agent.delete(`/api/clients/${client.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/clients/${client.id}`)).statusCode).toBe(404);
    expect((await agent.delete(`/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('counts sessions and the last session from the client own sessions', async () => {
    const clients = (await agent.get('/api/clients')).json<{ clients: ClientBody['client'][] }>().clients;
    const sarah = clients.find((c) => c.firstName === 'Sarah');
    expect(sarah?.totalSessions).toBe(8);
    expect(sarah?.lastSession).not.toBeNull();
  });

  it.each([
    ['a blank first name', { firstName: '  ', lastName: 'X', age: 30 }, 'First name is required'],
    ['no last name', { firstName: 'A', age: 30 }, 'Last name is required'],
    [
      'an age of 121',
      { firstName: 'A', lastName: 'B', age: 121 },
      'Age must be a whole number from 0 to 120',
    ],
    [
      'a fractional age',
      { firstName: 'A', lastName: 'B', age: 30.5 },
      'Age must be a whole number from 0 to 120',
    ],
    [
      'an age as text',
      { firstName: 'A', lastName: 'B', age: 'thirty' },
      'Age must be a whole number from 0 to 120',
    ],
    [
      'an unknown status',
      { firstName: 'A', lastName: 'B', age: 30, status: 'paused' },
      'Status must be active or inactive',
    ],
    [
      'an unknown risk level',
      { firstName: 'A', lastName: 'B', age: 30, riskLevel: 'extreme' },
      'Risk level must be low, moderate or high',
    ],
    [
      'an unknown field',
      { firstName: 'A', lastName: 'B', age: 30, clinicianId: 'x' },
      'Unrecognized key: "clinicianId"',
    ],
    [
      'a bad next-session date',
      { firstName: 'A', lastName: 'B', age: 30, nextSession: 'tomorrow' },
      'Use an ISO 8601 date and time',
    ],
  ])('rejects %s with 400 and a clear message, storing nothing', async (_label, body, message) => {
    const before = (await agent.get('/api/clients?includeArchived=true')).json<{ total: number }>().total;
    const response = await agent.post('/api/clients', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect((await agent.get('/api/clients?includeArchived=true')).json<{ total: number }>().total).toBe(
      before,
    );
  });

  it('rejects an empty update and a malformed id', async () => {
    const id = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id ?? '';
    expect((await agent.patch(`/api/clients/${id}`, {})).json()).toMatchObject({
      code: 'validation_failed',
      error: 'Nothing to update',
      issues: [{ path: [], message: 'Nothing to update' }],
    });
    expect((await agent.get('/api/clients/not-a-uuid')).statusCode).toBe(400);
  });

  it('names every refused field with its path, so a form can show each message beside its field', async () => {
    const refused = await agent.post('/api/clients', {
      firstName: '',
      lastName: 'Reyes',
      age: 300,
      primaryDiagnosis: ['Panic attacks', ''],
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{
      error: string;
      code: string;
      issues: { path: unknown[]; message: string }[];
    }>();
    expect(body.code).toBe('validation_failed');
    const paths = body.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining([['firstName'], ['age'], ['primaryDiagnosis', 1]]));
    expect(body.issues.every((issue) => issue.message.length > 0)).toBe(true);
    // The one-line text stays the first problem's message, as before.
    expect(body.error).toContain(body.issues[0]?.message);
  });
});
