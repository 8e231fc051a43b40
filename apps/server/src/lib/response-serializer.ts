// How a route's answer becomes JSON: by fast-json-stringify, compiled once per route from the JSON
// Schema of the route's zod response schema (docs/decisions/035). Like zod's encoding it writes only
// the fields the contract names, so a secret column or an internal flag never reaches a caller; it
// costs a third of zod's validate-then-stringify on a course page (24 µs against 70). A schema that JSON
// Schema cannot say (a transform, a codec) keeps zod's own encoding.
//
// With `check` (the test suites), every answer is also encoded by zod and the two compared: an
// answer zod would refuse, or one the compiled serializer writes otherwise, fails the request, so the
// suites hold the two to the same output on every answer they make.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { toJSONSchema } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type ZodCompilerInput = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/** Per schema, its compiled serializer: many routes answer errors with the same schema. */
const compiledOf = new WeakMap<$ZodType, Serialize | null>();

/** The compiled serializer of a zod schema; null when JSON Schema cannot say it. */
export function compileSerializer(schema: $ZodType): Serialize | null {
  if (compiledOf.has(schema)) return compiledOf.get(schema)!;
  let compiled: Serialize | null = null;
  try {
    const jsonSchema = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    compiled = fastJson(open(jsonSchema) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    // Not representable in JSON Schema: zod writes it.
  }
  compiledOf.set(schema, compiled);
  return compiled;
}

/**
 * The schema without `additionalProperties: false`. An object's extra fields are left out either
 * way; but where a schema is one of several (a nullable object), fast-json-stringify picks the one
 * that validates, and a closed object would refuse a row that carries more than it shows.
 */
function open(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(open);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node))
    if (!(key === 'additionalProperties' && value === false)) out[key] = open(value);
  return out;
}

export function createSerializerCompiler({ check }: { check: boolean }) {
  return (route: ZodCompilerInput): Serialize => {
    const byZod = zodSerializerCompiler(route);
    const compiled = route.schema instanceof $ZodType ? compileSerializer(route.schema) : null;
    if (!compiled) return byZod;
    if (!check)
      return (data) => {
        try {
          return compiled(data);
        } catch {
          // An answer the compiled serializer cannot write gets zod's word on it: written, or refused.
          return byZod(data);
        }
      };
    return (data) => {
      const expected = byZod(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${written}, zod ${expected}`);
      return written;
    };
  };
}
