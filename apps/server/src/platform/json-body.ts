import type { FastifyReply } from 'fastify';

/**
 * Sends a JSON body that was serialized once and cached. A Buffer skips the per-response
 * serializer (the route's response schema still documents the shape, and tests parse answers
 * with it): these answers are large and identical for every caller.
 */
export function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body);
}

export function toJsonBuffer(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}
