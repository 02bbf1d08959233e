import type { JsonSchema } from './arbitraries.ts';

/**
 * Integer edges: every integer field of an operation (body, query, path) set in turn to 2^31
 * (one past a 32-bit column), 2^53 (past a safe JavaScript integer) and -1, the rest of the
 * request kept valid, so that a value the schema lets through reaches the service and the
 * database (where PostgreSQL's integer columns break on it) instead of stopping at validation.
 */
export const INTEGER_EDGES = [2 ** 31, 2 ** 53, -1] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

/** Strings the schemas' patterns ask for (dates, times, uuids, phones, paths). */
const PATTERN_SAMPLES = [
  '2026-12-01',
  '2026-12-01T11:00',
  '2026-12-01T03:00:00.000Z',
  '11:00',
  '28781234',
  '6f1b6a52-3c1d-4e7a-9d8e-2b4f5a6c7d8e',
  '/',
  'x',
];
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-12-01',
  'date-time': '2026-12-01T03:00:00.000Z',
  uuid: '6f1b6a52-3c1d-4e7a-9d8e-2b4f5a6c7d8e',
  uri: 'https://example.org/',
  email: 'someone@example.org',
};

function stringExample(schema: JsonSchema & { pattern?: string; format?: string }): string {
  if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return PATTERN_SAMPLES.find((s) => pattern.test(s)) ?? 'x';
  }
  const min = (schema as { minLength?: number }).minLength ?? 1;
  return 'x'.repeat(Math.max(min, 1));
}

/** A value the schema most likely accepts: every property given, lists of one, the lowest bound. */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 8) return null;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return exampleOf(nonNull, depth + 1);
  }
  if (schema.allOf?.length) return exampleOf(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return schema.enum[0] as Json;
  const constant = (schema as { const?: Json }).const;
  if (constant !== undefined) return constant;
  switch (schema.type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        out[key] = exampleOf(property, depth + 1);
      }
      return out;
    }
    case 'array':
      return [exampleOf(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema);
    default:
      return null;
  }
}

/** Where the integer fields of a schema sit in its example (paths of keys and indices). */
export function integerPaths(schema: JsonSchema | undefined, depth = 0): Segment[][] {
  if (!schema || depth > 8) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return integerPaths(nonNull, depth + 1);
  }
  if (schema.allOf?.length) return integerPaths(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return [];
  if (schema.type === 'integer' || schema.type === 'number') return [[]];
  if (schema.type === 'array') {
    return integerPaths(schema.items, depth + 1).map((path) => [0, ...path]);
  }
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      integerPaths(property, depth + 1).map((path) => [key, ...path]),
    );
  }
  return [];
}

/** A copy of `value` with the field at `path` set to `edge`. */
export function withValue(value: Json, path: Segment[], edge: number): Json {
  if (path.length === 0) return edge;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? withValue(item, rest, edge) : item));
  }
  if (value && typeof value === 'object') {
    return { ...value, [head]: withValue(value[head as string] ?? null, rest, edge) };
  }
  return value;
}
