import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent, createTestApp, type TestApp } from '../testing/harness';

describe('cross-site request forgery guard', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  const newClient = { firstName: 'Cross', lastName: 'Site', age: 33 };
  const count = async () => (await agent.get('/api/clients')).json<{ total: number }>().total;

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a POST with %s with 403 and stores nothing', async (_label, headers) => {
    const before = await count();
    const response = await agent.request({
      method: 'POST',
      url: '/api/clients',
      payload: newClient,
      headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      error: 'This request came from another site and was refused.',
    });
    expect(await count()).toBe(before);
  });

  it('serves the same POST from the app its own origin, and from a client that sends neither header', async () => {
    const before = await count();
    const sameOrigin = await agent.request({
      method: 'POST',
      url: '/api/clients',
      payload: newClient,
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(201);
    expect((await agent.post('/api/clients', newClient)).statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('leaves reads alone', async () => {
    const response = await agent.request({
      method: 'GET',
      url: '/api/clients',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
