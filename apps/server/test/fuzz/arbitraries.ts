import fc from 'fast-check';

/** A JSON schema of an endpoint's input, as zod writes it for OpenAPI 3.0 (the parts the fuzzer reads). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

/** Strings that broke servers before, as raw URL text (already percent-encoded where needed). */
export const NAMED_RAW = [
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '0x10',
  '%2B1',
  '1e3',
  '1.0',
  '-1',
  '0',
  '016',
  '2147483648',
  '99999999999999999999',
  '%E2%80%AE',
  '%20',
  'null',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
];

/** Text values that broke servers before, as JSON strings. */
const NAMED_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\u2066x\u2069',
  '0x10',
  '1e3',
  '+1',
  '-1',
  "' OR 1=1 --",
  'a" OR "1"="1',
  '* OR *',
  '<script>alert(1)</script>',
  '\uD800',
  '😀'.repeat(100),
  'x'.repeat(20_000),
];

/** A string for a URL: a named raw case, or any text percent-encoded. */
export const urlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NAMED_RAW),
  fc.string({ maxLength: 30, unit: 'grapheme' }).map((s) => encodeURIComponent(s)),
  fc.integer().map(String),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...NAMED_TEXT),
  fc.constant([]),
  fc.constant({}),
);

const numberEdge = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, 1e308),
  fc.double(),
);

/**
 * Values for a JSON schema: mostly of the right shape with edge contents, sometimes of any
 * other JSON type, so validation, coercion and the handlers behind them all get exercised.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return anyJson;
  const shaped = shapedFrom(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedFrom(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyJson);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = fromSchema(properties[key], depth + 1);
      return fc.record(record, { requiredKeys: [] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        maxLength: Math.min((schema.maxItems ?? 3) + 1, 12),
      });
    case 'integer':
    case 'number': {
      const inRange =
        schema.minimum !== undefined && schema.maximum !== undefined
          ? fc.integer({
              min: Math.max(schema.minimum, -(2 ** 31)),
              max: Math.min(schema.maximum, 2 ** 31),
            })
          : fc.integer();
      return fc.oneof(inRange, numberEdge);
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), anyJson);
    case 'string':
      return fc.oneof(
        fc.constantFrom(...NAMED_TEXT),
        fc.string({ maxLength: (schema.maxLength ?? 20) + 2, unit: 'binary' }),
      );
    default:
      return anyJson;
  }
}
