// `npm run fuzz`: sends random request bodies to every write route (POST, PUT, PATCH, DELETE) of the running app,
// signed in as a browser is (session cookie, same-origin Origin), and counts server errors. Prints
// `fuzz: N bodies, K 5xx`, lists each route that answered 5xx with the smallest body found to do it, and exits 1 on
// any 5xx. Options: `--runs N` (default 10,000 bodies in all), `--seed S`.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { createPhiCipher } from '../src/server/security/phi-cipher';
import { HttpAgent } from './http-agent';
import { REPO_ROOT } from './server-process';

export type RouteKey = { method: string; url: string };
export type FuzzRequest = { path: string; body: string | undefined; contentType: string | undefined };
export type FuzzFailure = { route: RouteKey; status: number; minimal: FuzzRequest };
export type FuzzReport = {
  bodies: number;
  serverErrors: number;
  failures: FuzzFailure[];
  routes: RouteKey[];
};

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every write route the app has, read from Fastify's own route tree (`printRoutes`), so a route added later is
 * fuzzed without a list to keep up to date.
 */
export function writeRoutesOf(app: FastifyInstance): RouteKey[] {
  const stack: { depth: number; path: string }[] = [];
  const routes: RouteKey[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = at;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3));
    // Routes sharing a position under different parameter names print as one node, `/:id|:clientId`.
    const segment = (match?.[1] ?? '').replace(/(:\w+)(\|:\w+)+/g, '$1');
    while (stack.length > 0 && (stack[stack.length - 1]?.depth ?? 0) >= depth) stack.pop();
    const url = `${stack[stack.length - 1]?.path ?? ''}${segment}`;
    stack.push({ depth, path: url });
    for (const method of (match?.[2] ?? '').split(',').map((m) => m.trim())) {
      if (WRITE_METHODS.includes(method)) routes.push({ method, url });
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\uffff\ufffe',
  '\u202e\u2066rtl',
  "'; drop table clients; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: x=y',
  ' ',
  '',
  'DELETE',
  'x'.repeat(70_000),
  '🙂'.repeat(5_000),
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Raw JSON texts a serializer would never write: huge number literals, deep nesting, duplicates, bad escapes. */
const RAW_BODIES = [
  '{"age":1e400}',
  '{"age":-1e400,"duration":123456789012345678901234567890}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"isOwner":true,"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"firstName":"a","firstName":"b"}',
  '{"text":"\\ud800"}',
  '{"text":"\\u0000"}',
  '{"x":"\\uZZZZ"}',
  '{',
  '',
  'null',
  '[]',
  '"string"',
  '0',
  'true',
  '\u0000',
];

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

/** A value a schema would accept, or nearly: strings, numbers, enums and shapes taken from the contract. */
function arbitraryFor(schema: ZodLike, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as ZodLike;
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodLike>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) fields[key] = arbitraryFor(value, depth + 1);
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('Alex', 'alex@example.org', '2026-01-01T10:00:00.000Z', 'Client: I feel low.'),
        fc.uuid(),
      );
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(...HOSTILE_NUMBERS));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(arbitraryFor(inner('element'), depth + 1), { maxLength: 4 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryFor(inner('innerType'), depth);
    case 'pipe':
      return arbitraryFor(inner('in'), depth);
    case 'union':
      return fc.oneof(...(def.options as ZodLike[]).map((option) => arbitraryFor(option, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(inner('valueType'), depth + 1), {
        maxKeys: 3,
      });
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Every object schema the shared contract exports: near-valid bodies for whichever route reads one. */
export async function contractObjectSchemas(): Promise<ZodLike[]> {
  const dir = path.join(REPO_ROOT, 'src', 'contract');
  const schemas: ZodLike[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const def = (value as Partial<ZodLike> | null)?._zod?.def;
      if (def?.type === 'object') schemas.push(value as ZodLike);
    }
  }
  return schemas;
}

/** Replaces one field of a near-valid body with something hostile. */
function withHostileField(body: unknown): fc.Arbitrary<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fc.constant(body);
  const keys = Object.keys(body);
  return fc
    .record({
      key: keys.length > 0 ? fc.constantFrom(...keys, ...POLLUTION_KEYS) : fc.constantFrom(...POLLUTION_KEYS),
      value: fc.oneof(
        fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, null, true, [], {}),
        fc.anything({ maxDepth: 3 }),
        fc.constantFrom({ isOwner: true }, [[[[['deep']]]]]),
      ),
    })
    .map(({ key, value }) => {
      const copy = { ...(body as Record<string, unknown>) };
      // A literal own property named "__proto__", as JSON.parse would make it.
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      return copy;
    });
}

export function bodyArbitrary(
  schemas: ZodLike[],
): fc.Arbitrary<{ body: string | undefined; contentType: string | undefined }> {
  const nearValid = fc.constantFrom(...schemas).chain((schema) => arbitraryFor(schema));
  const json = fc.oneof(
    { weight: 3, arbitrary: nearValid },
    { weight: 3, arbitrary: nearValid.chain(withHostileField) },
    { weight: 1, arbitrary: fc.json().map((text) => JSON.parse(text) as unknown) },
    { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withObjectString: true }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...POLLUTION_KEYS, 'id', 'clientId'), fc.anything()),
    },
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: json.map((value) => ({
        body: JSON.stringify(value === undefined ? null : value),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        body: fc.constantFrom<string | undefined>(...RAW_BODIES, undefined),
        contentType: fc.constantFrom<string | undefined>(
          'application/json',
          'application/json; charset=utf-16',
          'text/plain',
          'application/pdf',
          'audio/webm',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          undefined,
        ),
      }),
    },
  );
}

/** Path parameters: a real record of the signed-in clinician half the time, so handlers get past the lookup. */
function pathArbitrary(route: RouteKey, realIds: string[]): fc.Arbitrary<string> {
  const params = route.url.match(/:\w+/g) ?? [];
  const id = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...(realIds.length > 0 ? realIds : ['none'])) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '%00',
        '..%2F..',
        "1'%20OR%20'1'='1",
        'null',
        '%ED%A0%80',
        '9'.repeat(40),
      ),
    },
  );
  return fc
    .tuple(...params.map(() => id), fc.constantFrom('', '', '?x=1', '?fileName=a.txt', '?sessionId=x'))
    .map((values) => {
      let url = route.url;
      params.forEach((param, index) => {
        const value = String(values[index]);
        url = url.replace(param, /%/.test(value) ? value : encodeURIComponent(value));
      });
      return url + String(values[params.length]);
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Running

export async function fuzzRoutes(options: {
  baseUrl: string;
  routes: RouteKey[];
  runs: number;
  seed: number;
  schemas: ZodLike[];
  onProgress?: (sent: number) => void;
}): Promise<FuzzReport> {
  const agent = new HttpAgent(options.baseUrl);
  await agent.get('/api/auth/me');
  const realIds = await seedRecords(agent);
  const bodies = bodyArbitrary(options.schemas);

  const send = async (route: RouteKey, request: FuzzRequest) => {
    const response = await agent.request(route.method, request.path, undefined, {
      raw: request.body,
      headers: request.contentType ? { 'content-type': request.contentType } : {},
      timeoutMs: 120_000,
    });
    // Signed out (a random body may hit sign-out or delete the workspace): the next request signs in again.
    return response.status;
  };

  let sent = 0;
  let serverErrors = 0;
  const failures: FuzzFailure[] = [];
  const perRoute = Math.floor(options.runs / options.routes.length);
  let extra = options.runs - perRoute * options.routes.length;
  for (const [index, route] of options.routes.entries()) {
    const count = perRoute + (extra-- > 0 ? 1 : 0);
    const requests = fc.record({ path: pathArbitrary(route, realIds), request: bodies });
    const samples = fc.sample(requests, { numRuns: count, seed: options.seed + index });
    let firstStatus = 0;
    for (const sample of samples) {
      const status = await send(route, { path: sample.path, ...sample.request });
      sent++;
      options.onProgress?.(sent);
      if (status >= 500) {
        serverErrors++;
        firstStatus ||= status;
      }
    }
    if (firstStatus > 0) {
      // fast-check shrinks the first failing case it finds to the smallest it can.
      const result = await fc.check(
        fc.asyncProperty(
          requests,
          async ({ path: url, request }) => (await send(route, { path: url, ...request })) < 500,
        ),
        { numRuns: count, seed: options.seed + index },
      );
      const counterexample = result.counterexample?.[0];
      failures.push({
        route,
        status: firstStatus,
        minimal: counterexample
          ? { path: counterexample.path, ...counterexample.request }
          : { path: route.url, body: undefined, contentType: undefined },
      });
    }
  }
  return { bodies: sent, serverErrors, failures, routes: options.routes };
}

/** A client, a session and a template of the signed-in clinician, whose ids the fuzzer puts in paths. */
async function seedRecords(agent: HttpAgent): Promise<string[]> {
  const client = await agent.post('/api/clients', { firstName: 'Fuzz', lastName: 'Target', age: 30 });
  const clientId = (client.json as { client?: { id: string } } | undefined)?.client?.id;
  const templates = await agent.get('/api/templates');
  const templateId = (templates.json as { templates?: { id: string }[] } | undefined)?.templates?.[0]?.id;
  const session = await agent.post('/api/sessions', { clientId, templateId });
  const sessionId = (session.json as { session?: { id: string } } | undefined)?.session?.id;
  return [clientId, templateId, sessionId].filter((id): id is string => typeof id === 'string');
}

export function formatReport(report: FuzzReport): string {
  const lines = report.failures.map(
    (failure) =>
      `5xx  ${failure.route.method} ${failure.route.url} answered ${failure.status}; smallest body found: ` +
      `${failure.minimal.contentType ?? '(no content type)'} ${failure.minimal.path} ` +
      JSON.stringify(failure.minimal.body?.slice(0, 300) ?? null),
  );
  lines.push(`fuzz: ${report.bodies} bodies, ${report.serverErrors} 5xx`);
  return lines.join('\n');
}

/** The app on an embedded database in a temporary folder, listening on a free local port. */
export async function startFuzzApp(env: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fuzz-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-build',
    ...env,
  });
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    const app = await buildApp({
      config,
      database,
      cipher: createPhiCipher(Buffer.alloc(32, 9)),
      backgroundJobs: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const handle = database;
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

async function main(): Promise<void> {
  const runs = argument('runs', 10_000);
  const seed = argument('seed', Date.now() % 1_000_000_000);
  const server = await startFuzzApp();
  try {
    const routes = writeRoutesOf(server.app);
    console.log(`fuzzing ${routes.length} write routes with ${runs} bodies (seed ${seed})`);
    const report = await fuzzRoutes({
      baseUrl: server.url,
      routes,
      runs,
      seed,
      schemas: await contractObjectSchemas(),
      onProgress: (sent) => {
        if (sent % 1000 === 0) console.log(`  ${sent} bodies sent`);
      },
    });
    console.log(formatReport(report));
    process.exitCode = report.serverErrors === 0 ? 0 : 1;
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
