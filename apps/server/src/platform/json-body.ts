import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * API answers smaller than this go out as they are: compressing them saves less than it costs.
 * The threshold of live answers (@fastify/compress, app.ts) and of kept ones alike.
 */
export const API_COMPRESS_MIN_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** The compressed copies of each cached body, made once, dropped with the body. */
const compressedCopies = new WeakMap<Buffer, Compressed>();

function compressedOf(body: Buffer): Compressed {
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = {
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip: gzipSync(body, { level: 9 }),
    };
    compressedCopies.set(body, copies);
  }
  return copies;
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
  return sendJsonBytes(reply, body, (encoding) => compressedOf(body)[encoding]);
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
