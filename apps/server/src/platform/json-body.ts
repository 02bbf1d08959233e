import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * API answers smaller than this go out as they are: compressing them saves less than it costs.
 * The threshold of live answers (@fastify/compress, app.ts) and of kept ones alike.
 */
export const API_COMPRESS_MIN_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * How hard to compress a body written once: `best` for answers kept until their data changes
 * (references), `fast` for answers kept seconds only (the levels @fastify/compress uses live).
 */
export type CompressionEffort = 'best' | 'fast';

const LEVELS: Record<CompressionEffort, { br: number; gzip: number }> = {
  best: { br: 9, gzip: 9 },
  fast: { br: 4, gzip: 6 },
};

/** One encoded copy of a JSON body. */
export function compressJson(
  body: Buffer,
  encoding: AnswerEncoding,
  effort: CompressionEffort,
): Buffer {
  const level = LEVELS[effort];
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level.br,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: level.gzip });
}

/** The compressed copies of each cached body, made once per encoding, dropped with the body. */
const compressedCopies = new WeakMap<Buffer, Partial<Record<AnswerEncoding, Buffer>>>();

function compressedOf(body: Buffer, encoding: AnswerEncoding): Buffer {
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = {};
    compressedCopies.set(body, copies);
  }
  return (copies[encoding] ??= compressJson(body, encoding, 'best'));
}

/**
 * The encoding to send, of those the client accepts (`Accept-Encoding`, q-values honoured, `*`
 * understood): brotli first, then gzip; null for none.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * Sends a JSON body that was serialized once and cached. A Buffer skips the per-response
 * serializer (the route's response schema still documents the shape, and tests parse answers
 * with it): these answers are large and identical for every caller. Their brotli and gzip
 * copies are made once too, and sent by the client's `Accept-Encoding`, instead of compressing
 * the same bytes on every request.
 */
export function sendJson(reply: FastifyReply, body: Buffer) {
  return sendJsonBytes(reply, body, (encoding) => compressedOf(body, encoding));
}

/**
 * Sends JSON bytes written once: as they are when small or when the client takes no encoding,
 * else the copy `encoded` gives for the client's encoding (each caller keeps its own copies).
 */
export function sendJsonBytes(
  reply: FastifyReply,
  body: Buffer,
  encoded: (encoding: AnswerEncoding) => Buffer,
) {
  reply.type('application/json; charset=utf-8');
  const request = reply.request;
  if (body.length < API_COMPRESS_MIN_BYTES || request.headers['x-no-compression'] !== undefined)
    return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(encoded(encoding));
}

export function toJsonBuffer(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}
