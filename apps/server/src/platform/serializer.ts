import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.ZodType;

/**
 * Response serialization.
 *
 * `validate`: every response is parsed by its zod schema first (tests and the browser tests run
 * this way, so a response that breaks its contract fails loudly).
 *
 * `fast` (production): each route's zod response schema is turned into JSON Schema once and
 * compiled with fast-json-stringify, which writes only the properties the schema names — a
 * field a service forgot to drop never leaks — without paying for a zod parse on every answer.
 * A schema JSON Schema cannot express falls back to the validating serializer.
 */
export type SerializerMode = 'validate' | 'fast';

export function serializerFor(mode: SerializerMode): FastifySerializerCompiler<ZodSchema> {
  if (mode === 'validate') return zodSerializerCompiler as FastifySerializerCompiler<ZodSchema>;
  return (route) => {
    try {
      const jsonSchema = z.toJSONSchema(route.schema, {
        target: 'draft-7',
        io: 'output',
        unrepresentable: 'throw',
      });
      const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
      return (data: unknown) => stringify(data);
    } catch {
      return (zodSerializerCompiler as FastifySerializerCompiler<ZodSchema>)(route);
    }
  };
}

/** `validate` under test runners (NODE_ENV=test), `fast` otherwise. */
export function defaultSerializerMode(): SerializerMode {
  return process.env.NODE_ENV === 'test' ? 'validate' : 'fast';
}
