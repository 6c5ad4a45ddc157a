import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent, createTestApp, type TestApp } from './testing/harness';

/** Field names our contracts use, so random bodies get close to valid ones and exercise the validators. */
const FIELD_NAMES = [
  'firstName',
  'lastName',
  'age',
  'gender',
  'status',
  'riskLevel',
  'primaryDiagnosis',
  'nextSession',
  'archived',
  'name',
  'description',
  'sessionType',
  'duration',
  'sections',
  'prompts',
  'clientId',
  'templateId',
  'setting',
  'language',
  'profile',
  'notifications',
  'theme',
  'confirm',
  'code',
  'email',
  'password',
  'totpCode',
  '__proto__',
  'constructor',
];

const randomBody = fc.oneof(
  fc.anything(),
  fc.json(),
  fc.dictionary(
    fc.constantFrom(...FIELD_NAMES),
    fc.oneof(
      fc.anything(),
      fc.string(),
      fc.integer(),
      fc.constantFrom(null, true, '', 'DELETE', 'individual', 'dark'),
    ),
  ),
);
const randomId = fc.oneof(
  fc.uuid(),
  fc.string(),
  fc.constantFrom('', '%00', '..%2F..', "1' OR '1'='1", 'null'),
);

describe('random input against every workspace route', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  const snapshot = async () => (await agent.get('/api/export')).body.replace(/"exportedAt":"[^"]+"/, '');

  it('never answers 5xx, and a rejected request changes nothing', { timeout: 300_000 }, async () => {
    const routes = t.app.workspaceRoutes.filter((r) => r.method !== 'GET' && r.url !== '/api/auth/sign-out');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          randomBody,
          randomId,
          fc.constantFrom('application/json', 'text/plain', undefined),
          async (body, id, contentType) => {
            const before = await snapshot();
            const url = route.url.replace(':id', encodeURIComponent(id));
            const response = await agent.request({
              method: route.method as 'POST',
              url,
              payload: typeof body === 'string' ? body : JSON.stringify(body ?? null),
              headers: contentType ? { 'content-type': contentType } : {},
            });
            expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
            if (response.statusCode >= 400) expect(await snapshot(), `${route.method} ${url}`).toBe(before);
          },
        ),
        { numRuns: 15 },
      );
    }
  });

  it('answers GET query strings of any shape without 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/clients', '/api/sessions', '/api/dashboard', '/api/templates'),
        fc.webQueryParameters(),
        async (path, query) => {
          const response = await agent.get(`${path}?${query}`);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
