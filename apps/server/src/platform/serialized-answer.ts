import type { FastifyReply } from 'fastify';
import { compressJson, sendJsonBytes, type AnswerEncoding as Encoding } from './json-body.ts';

interface Serialized {
  /** The route's 200 response schema the bytes were written by. */
  schema: unknown;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The bytes of each kept answer object, per route schema; dropped with the object. */
const kept = new WeakMap<object, Serialized[]>();

/** Counts of the work done, for the tests that check it is done once per kept answer. */
export const serializedAnswerStats = { serialized: 0, compressed: 0 };

function compress(body: Buffer, encoding: Encoding): Buffer {
  serializedAnswerStats.compressed++;
  return compressJson(body, encoding);
}

/** The route's 200 response schema (`reply.routeOptions` makes a new object at each read). */
function responseSchemaOf(reply: FastifyReply): unknown {
  const schema = reply.routeOptions.schema?.response as Record<string, unknown> | undefined;
  return schema?.[200] ?? schema?.['2xx'] ?? null;
}

function serializedOf(reply: FastifyReply, value: object, schema: unknown): Serialized {
  const key = schema === undefined ? responseSchemaOf(reply) : schema;
  const list = kept.get(value) ?? [];
  let entry = list.find((e) => e.schema === key);
  if (!entry) {
    serializedAnswerStats.serialized++;
    // The route's own serializer: fast-json-stringify in production, the zod check under test.
    const text = reply.serialize(value);
    const body = typeof text === 'string' ? Buffer.from(text) : Buffer.from(text as Uint8Array);
    entry = { schema: key, body, encoded: {} };
    list.push(entry);
    kept.set(value, list);
  }
  return entry;
}

/**
 * Sends `value`, an answer object that is kept and answered again (a cached page, a vacancy's
 * detail), as JSON: it is serialized by the route's response schema once, and compressed once per
 * encoding a client asks for, however many times it is sent. A new object is a new answer:
 * callers keep an object only while its content holds. `schema`, the route's 200 response
 * schema when the caller knows it (an endpoint's route), spares looking it up at every send.
 */
export function sendKeptJson(reply: FastifyReply, value: object, schema?: unknown) {
  const entry = serializedOf(reply, value, schema);
  return sendJsonBytes(
    reply,
    entry.body,
    (encoding) => (entry.encoded[encoding] ??= compress(entry.body, encoding)),
  );
}
