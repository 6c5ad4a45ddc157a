import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileStringify, createCompiledSerializerCompiler, simplifyForStringify } from './serializer';

const client = z.object({
  id: z.string(),
  firstName: z.string(),
  age: z.number().int().nullable(),
  lastSession: z.iso.datetime().nullable(),
  tags: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
  nested: z.object({ level: z.enum(['low', 'high']) }).nullable(),
  note: z.string().optional(),
});

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/x' });

describe('response serialisers compiled from the contract', () => {
  it('writes the same JSON as the contract would, nulls and optional fields included', () => {
    const stringify = compileStringify(client);
    expect(stringify).toBeDefined();
    const value = {
      id: 'a',
      firstName: 'Zoë "Z" O\'Brien',
      age: null,
      lastSession: '2026-01-02T03:04:05.000Z',
      tags: ['x', 'y'],
      scores: { phq9: 12 },
      nested: { level: 'high' as const },
    };
    expect(JSON.parse(stringify?.(value) ?? '')).toEqual(value);
    const withNulls = { ...value, nested: null, lastSession: null, note: 'n' };
    expect(JSON.parse(stringify?.(withNulls) ?? '')).toEqual(withNulls);
  });

  it('never writes a property the contract does not name', () => {
    const stringify = compileStringify(client);
    const leaked = JSON.parse(
      stringify?.({
        id: 'a',
        firstName: 'A',
        age: 3,
        lastSession: null,
        tags: [],
        scores: {},
        nested: { level: 'low', secret: 'x' },
        passwordHash: 'should not leave',
      }) ?? '',
    ) as Record<string, unknown>;
    expect(leaked).not.toHaveProperty('passwordHash');
    expect(leaked.nested).toEqual({ level: 'low' });
  });

  it('keeps the zod serialiser for a union it cannot write without validating', () => {
    const union = z.object({ value: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) });
    expect(compileStringify(union)).toBeUndefined();
    expect(simplifyForStringify({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
    });
    const serialize = createCompiledSerializerCompiler({ checkContract: false })(route(union));
    expect(JSON.parse(serialize({ value: { b: 2, extra: true } }))).toEqual({ value: { b: 2 } });
  });

  it('checks each answer against the contract when asked to, and fails a wrong one', () => {
    const checked = createCompiledSerializerCompiler({ checkContract: true })(route(client));
    expect(() => checked({ id: 'a', firstName: 5 })).toThrow();
    const unchecked = createCompiledSerializerCompiler({ checkContract: false })(route(client));
    // Production trusts the handler's types; the compiled serialiser still writes only the contract's fields.
    expect(() =>
      unchecked({ id: 'a', firstName: 'A', age: 1, lastSession: null, tags: [], scores: {}, nested: null }),
    ).not.toThrow();
  });
});
