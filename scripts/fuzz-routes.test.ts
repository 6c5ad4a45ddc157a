import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractObjectSchemas, formatReport, fuzzRoutes, startFuzzApp, writeRoutesOf } from './fuzz-routes';

describe('the route fuzzer', () => {
  let server: Awaited<ReturnType<typeof startFuzzApp>>;
  beforeAll(async () => {
    server = await startFuzzApp();
  }, 600_000);
  afterAll(async () => server.close());

  it("finds every write route in the app's route tree, public and signed-in", () => {
    // Parameter names aside: routes sharing a position under different names are one node in Fastify's tree.
    const keys = writeRoutesOf(server.app).map(
      (route) => `${route.method} ${route.url.replace(/:\w+/g, ':param')}`,
    );
    for (const key of [
      'POST /api/waitlist',
      'POST /api/auth/sign-in',
      'POST /api/clients',
      'PATCH /api/clients/:param',
      'DELETE /api/clients/:param/treatment-plan/:param',
      'PUT /api/sessions/:param/note',
      'DELETE /api/workspace',
    ]) {
      expect(keys).toContain(key);
    }
    expect(keys.some((key) => key.startsWith('GET '))).toBe(false);
  });

  it('sends random bodies to every write route with no 5xx', { timeout: 600_000 }, async () => {
    const routes = writeRoutesOf(server.app);
    const report = await fuzzRoutes({
      baseUrl: server.url,
      routes,
      runs: routes.length * 6,
      seed: 20261125,
      schemas: await contractObjectSchemas(),
    });
    expect(report.bodies).toBe(routes.length * 6);
    expect(formatReport(report)).toBe(`fuzz: ${report.bodies} bodies, 0 5xx`);
  });
});

describe('what the fuzzer reports', () => {
  it('counts a 5xx and shrinks the body that caused it', { timeout: 300_000 }, async () => {
    const app = Fastify();
    // A handler with the kind of bug the fuzzer is for: it trusts a field's type.
    app.post('/api/echo', (request) =>
      Promise.resolve({ length: (request.body as { name: string }).name.length }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const report = await fuzzRoutes({
        baseUrl: `http://127.0.0.1:${port}`,
        routes: writeRoutesOf(app),
        runs: 60,
        seed: 1,
        schemas: await contractObjectSchemas(),
      });
      expect(report.bodies).toBe(60);
      expect(report.serverErrors).toBeGreaterThan(0);
      expect(report.failures).toHaveLength(1);
      expect(report.failures[0]?.route).toEqual({ method: 'POST', url: '/api/echo' });
      expect(formatReport(report)).toMatch(/^5xx {2}POST \/api\/echo answered 500; smallest body found: /);
      expect(formatReport(report)).toMatch(/fuzz: 60 bodies, [1-9]\d* 5xx$/);
    } finally {
      await app.close();
    }
  });
});
