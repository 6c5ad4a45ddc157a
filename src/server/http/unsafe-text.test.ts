import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../contract/zod';
import { UNSAFE_TEXT_MESSAGE, hasUnsafeText } from '../../contract/zod';
import { TestAgent, createTestApp, type TestApp } from '../testing/harness';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

const VALID_FORMATS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'someone@example.org',
  'date-time': '2026-01-05T10:00:00.000Z',
  date: '2026-01-05',
  uri: 'https://example.org',
};

/**
 * A request that passes every check of `schema` except that each free-text field holds `unsafe`; formatted
 * strings (ids, emails, dates), numbers, enums and flags get valid values. `found` collects the free-text paths.
 */
function hostileValue(schema: JsonSchema, unsafe: string, found: string[], where: string): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const first = options.find((o) => o.type !== 'null') ?? options[0];
    return first ? hostileValue(first, unsafe, found, where) : null;
  }
  if (schema.allOf?.[0]) return hostileValue(schema.allOf[0], unsafe, found, where);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format && VALID_FORMATS[schema.format]) return VALID_FORMATS[schema.format];
      found.push(where);
      return unsafe.padEnd(Math.max(schema.minLength ?? 1, unsafe.length), 'x');
    }
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, i) =>
        hostileValue(schema.items ?? {}, unsafe, found, `${where}[${i}]`),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = hostileValue(property, unsafe, found, where ? `${where}.${key}` : key);
      return value;
    }
    case 'null':
    case undefined:
    default:
      return schema.default ?? null;
  }
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const UNSAFE_SAMPLES = [
  ['a NUL character', 'a\u0000b'],
  ['a lone high surrogate', 'a\uD800b'],
  ['a lone low surrogate', 'a\uDC00b'],
] as const;

describe('the contract refuses unsafe text', () => {
  it('tells NUL characters and unpaired surrogates from ordinary text and paired surrogates', () => {
    expect(hasUnsafeText('Sleeping badly since May 😀 — naïve café')).toBe(false);
    for (const [, sample] of UNSAFE_SAMPLES) expect(hasUnsafeText(sample)).toBe(true);
    expect(hasUnsafeText('ends with a high half \uD83D')).toBe(true);
  });

  it('builds every contract schema from the refined zod, never from zod directly', () => {
    const dir = fileURLToPath(new URL('../../contract/', import.meta.url));
    const direct = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && file !== 'zod.ts')
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(path.join(dir, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});

describe('every route answers unsafe text with 400', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  }, 180_000);
  afterAll(async () => t.close());

  const snapshot = async () => (await agent.get('/api/export')).body.replace(/"exportedAt":"[^"]+"/, '');
  const fillParams = (url: string) => url.replace(/:\w+/g, VALID_FORMATS.uuid ?? '');

  it('in every text field of every JSON body, and changes nothing', async () => {
    const before = await snapshot();
    const tried: string[] = [];
    for (const route of t.app.apiRoutes) {
      const body = toJsonSchema(route.schema?.body);
      if (!body) continue;
      for (const [what, sample] of UNSAFE_SAMPLES) {
        const fields: string[] = [];
        const payload = hostileValue(body, sample, fields, '');
        if (fields.length === 0) continue;
        tried.push(`${route.method} ${route.url}`);
        const response = await agent.request({
          method: route.method as 'POST',
          url: fillParams(route.url),
          payload,
        });
        const label = `${route.method} ${route.url} with ${what} in ${fields.join(', ')}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toMatchObject({
          error: UNSAFE_TEXT_MESSAGE,
          code: 'validation_failed',
        });
      }
    }
    expect(new Set(tried).size).toBeGreaterThan(25);
    expect(await snapshot()).toBe(before);
  });

  it('in every text field of every query string', async () => {
    const tried: string[] = [];
    for (const route of t.app.apiRoutes) {
      const query = toJsonSchema(route.schema?.querystring);
      if (!query) continue;
      const fields: string[] = [];
      const safe = hostileValue(query, 'ok', fields, '') as Record<string, unknown>;
      for (const field of fields) {
        tried.push(`${route.method} ${route.url}?${field}`);
        const values = Object.entries({ ...safe, [field]: 'a\u0000b' }).map(([k, v]) => [k, String(v)]);
        const response = await agent.request({
          method: route.method as 'GET',
          url: `${fillParams(route.url)}?${new URLSearchParams(values).toString()}`,
        });
        expect(response.statusCode, `${route.url}?${field}`).toBe(400);
        expect(response.json<{ error: string }>().error, `${route.url}?${field}`).toBe(UNSAFE_TEXT_MESSAGE);
      }
    }
    expect(tried.length).toBeGreaterThan(0);
  });
});
