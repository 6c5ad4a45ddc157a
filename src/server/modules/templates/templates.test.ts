import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

type TemplateBody = {
  template: {
    id: string;
    name: string;
    duration: number;
    prompts: string[];
    usageCount: number;
    createdAt: string;
    sessionType: string;
  };
};
const valid = {
  name: 'Anxiety follow-up',
  description: 'Weekly check-in',
  sessionType: 'individual',
  duration: 45,
  sections: ['Current Mood/Affect', 'Next Steps'],
  prompts: ['How was the week?', '   ', ''],
};

describe.each(TEST_DATABASES)('templates API on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
  });
  afterAll(async () => t.close());

  it('creates with blank prompts dropped, updates, duplicates as "(Copy)" and deletes', async () => {
    const created = await agent.post('/api/templates', valid);
    expect(created.statusCode).toBe(201);
    const { template } = created.json<TemplateBody>();
    expect(template).toMatchObject({
      name: 'Anxiety follow-up',
      prompts: ['How was the week?'],
      usageCount: 0,
    });

    const updated = await agent.put(`/api/templates/${template.id}`, {
      ...valid,
      name: 'Renamed',
      sessionType: 'couples',
      duration: 90,
    });
    expect(updated.json<TemplateBody>().template).toMatchObject({
      name: 'Renamed',
      sessionType: 'couples',
      duration: 90,
    });

    t.clock.advance(60_000);
    const copy = (await agent.post(`/api/templates/${template.id}/duplicate`)).json<TemplateBody>().template;
    expect(copy.name).toBe('Renamed (Copy)');
    expect(copy.id).not.toBe(template.id);
    expect(copy.usageCount).toBe(0);
    expect(Date.parse(copy.createdAt)).toBeGreaterThan(Date.parse(template.createdAt));

    expect((await agent.delete(`/api/templates/${template.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/templates/${template.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/templates/${copy.id}`)).statusCode).toBe(200);
  });

  it('keeps a copy of a 120-character name within the limit', async () => {
    const long = (
      await agent.post('/api/templates', { ...valid, name: 'n'.repeat(120) })
    ).json<TemplateBody>().template;
    const copy = (await agent.post(`/api/templates/${long.id}/duplicate`)).json<TemplateBody>().template;
    expect(copy.name).toHaveLength(120);
    expect(copy.name.endsWith(' (Copy)')).toBe(true);
  });

  it('counts a use each time a session starts with the template', async () => {
    const templateId = (await agent.post('/api/templates', valid)).json<TemplateBody>().template.id;
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    for (let i = 0; i < 2; i++)
      expect((await agent.post('/api/sessions', { clientId, templateId })).statusCode).toBe(201);
    expect((await agent.get(`/api/templates/${templateId}`)).json<TemplateBody>().template.usageCount).toBe(
      2,
    );
  });

  it.each([
    ['a blank name', { ...valid, name: '  ' }, 'Name is required'],
    ['no sections', { ...valid, sections: [] }, 'Choose at least one section'],
    ['a duration of 14', { ...valid, duration: 14 }, 'Duration must be a number of minutes from 15 to 120'],
    ['a duration of 121', { ...valid, duration: 121 }, 'Duration must be a number of minutes from 15 to 120'],
    [
      'an unknown session type',
      { ...valid, sessionType: 'solo' },
      'Session type must be individual, group, family or couples',
    ],
  ])('rejects %s with 400', async (_label, body, message) => {
    const response = await agent.post('/api/templates', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });
});
