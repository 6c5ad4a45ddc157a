import { createRequire } from 'node:module';
import type fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError, createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisers compiled from the contract (docs/decisions/016). Each route's zod response schema is turned
 * into a JSON schema and compiled by fast-json-stringify on the route's first answer, so a start compiles nothing
 * and a route never asked for costs nothing. Like the zod serialiser it replaces, the compiled one writes only the
 * properties the contract names: a field a handler adds by mistake never reaches the caller.
 *
 * With `checkContract` (development and tests) each answer is also checked against the zod schema first and a
 * mismatch fails the request, as before; production trusts the types the handlers are written against.
 *
 * A schema the compiler cannot represent faithfully (unions other than "X or null", transforms) keeps the zod
 * serialiser.
 */

type Stringify = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

type RouteSchema = { schema: unknown; method: string; url: string };

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref'];

/**
 * "X or null" as fast-json-stringify reads it (`type: [X, "null"]`); any other combinator makes the schema
 * unsupported (undefined), since fast-json-stringify would have to validate the data to choose a branch.
 */
export function simplifyForStringify(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(simplifyForStringify);
    return items.includes(undefined) ? undefined : items;
  }
  if (node === null || typeof node !== 'object') return node;
  let schema = node as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex(
      (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
    );
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = schema;
      schema = { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (COMBINATORS.includes(key)) return undefined;
    // Keywords that only validate are left out: the compiled serialiser does not check values.
    if (key === 'pattern' || key === 'format' || key === '$schema') continue;
    if (key === 'properties' || key === 'patternProperties') {
      const properties: JsonSchema = {};
      for (const [name, child] of Object.entries(value as JsonSchema)) {
        const simplified = simplifyForStringify(child);
        if (simplified === undefined) return undefined;
        properties[name] = simplified;
      }
      out[key] = properties;
      continue;
    }
    if (key === 'items' || key === 'additionalProperties' || key === 'prefixItems') {
      const simplified = simplifyForStringify(value);
      if (simplified === undefined) return undefined;
      out[key] = simplified;
      continue;
    }
    out[key] = value;
  }
  return out;
}

type FastJson = typeof fastJsonStringify;
let fastJson: FastJson | undefined;

/** The compiled serialiser for a zod schema, or undefined when it cannot be compiled faithfully. */
export function compileStringify(schema: z.ZodType): Stringify | undefined {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  const simplified = simplifyForStringify(json);
  if (simplified === undefined) return undefined;
  // Loaded with the first answer, not at start.
  fastJson ??= createRequire(import.meta.url)('fast-json-stringify') as FastJson;
  return fastJson(simplified as Parameters<typeof fastJson>[0]);
}

/** Fastify's serializer compiler: compiled serialisers, zod where a schema cannot be compiled. */
export function createCompiledSerializerCompiler(options: { checkContract: boolean }) {
  const zodCompiler = createSerializerCompiler({});
  return (route: RouteSchema): Stringify => {
    const schema = route.schema as z.ZodType;
    let stringify: Stringify | undefined;
    const build = (): Stringify => {
      const compiled = compileStringify(schema);
      if (!compiled) return zodCompiler(route as Parameters<typeof zodCompiler>[0]);
      if (!options.checkContract) return compiled;
      return (data) => {
        // The check alone: the compiled serialiser writes the answer, once.
        const result = z.safeEncode(schema, data);
        if (!result.success)
          throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
        return compiled(data);
      };
    };
    return (data) => {
      stringify ??= build();
      return stringify(data);
    };
  };
}
