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
  'content',
  'amendmentReason',
  'summary',
  'diagnoses',
  'selectedIds',
  'notes',
  'accepted',
  'treatments',
  'reportType',
  'recommendation',
  'transcript',
  'end',
  'instrument',
  'items',
  'difficulty',
  'filledBy',
  'administeredAt',
  'sessionId',
  'method',
  'givenBy',
  'givenByName',
  'givenAt',
  'note',
  'deleteAudioAndTranscript',
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
      fc.constantFrom(
        null,
        true,
        '',
        'DELETE',
        'individual',
        'dark',
        'verbal',
        'guardian',
        '2026-01-01T09:00:00Z',
      ),
    ),
  ),
);
const randomId = fc.oneof(
  fc.uuid(),
  fc.string(),
  fc.constantFrom('', '%00', '..%2F..', "1' OR '1'='1", 'null'),
);

// Built before the tests are collected, so there is one test per registered route.
const t: TestApp = await createTestApp('pglite');
const WORKSPACE_ROUTE_KEYS = t.app.workspaceRoutes.map((r) => `${r.method} ${r.url}`);

describe('random input against every workspace route', () => {
  const agent = new TestAgent(t.app);
  beforeAll(async () => {
    await agent.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  const snapshot = async () => (await agent.get('/api/export')).body.replace(/"exportedAt":"[^"]+"/, '');

  // One test per route, so a slow route cannot starve the others of time and a failure names its route.
  const WRITE_ROUTES = WORKSPACE_ROUTE_KEYS.filter(
    (key) => !key.startsWith('GET ') && key !== 'POST /api/auth/sign-out',
  );
  it('has write routes to try', () => expect(WRITE_ROUTES.length).toBeGreaterThan(30));

  it.each(WRITE_ROUTES)(
    '%s never answers 5xx, and a rejected request changes nothing',
    { timeout: 120_000 },
    async (key) => {
      const [method, path] = key.split(' ') as ['POST', string];
      await fc.assert(
        fc.asyncProperty(
          randomBody,
          randomId,
          fc.constantFrom('application/json', 'text/plain', undefined),
          async (body, id, contentType) => {
            const before = await snapshot();
            const url = path.replace(/:\w+/g, encodeURIComponent(id));
            const response = await agent.request({
              method,
              url,
              payload: typeof body === 'string' ? body : JSON.stringify(body ?? null),
              headers: contentType ? { 'content-type': contentType } : {},
            });
            expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
            if (response.statusCode >= 400) expect(await snapshot(), `${method} ${url}`).toBe(before);
          },
        ),
        { numRuns: 15 },
      );
    },
  );

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
