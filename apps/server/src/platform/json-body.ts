import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * API answers smaller than this go out as they are: compressing them saves less than it costs.
 * The threshold of live answers (@fastify/compress, app.ts) and of kept ones alike.
 */
export const API_COMPRESS_MIN_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * Kept answers (pages for seconds, details until their validity changes) are compressed at once,
 * at the levels @fastify/compress uses live.
 */
const FAST = { br: 4, gzip: 6 };

/**
 * Answers written once per change of their data (references, job classes) are compressed as hard
 * as the formats go: brotli 11 makes the 67 KB of all references 11% smaller than brotli 9 (11.8
 * against 13.3 KB), for about 50 ms of a worker thread once per change.
 */
const BEST = { br: constants.BROTLI_MAX_QUALITY, gzip: 9 };

function brotliParams(body: Buffer, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** One encoded copy of a kept JSON body, made at once (FAST levels). */
export function compressJson(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliParams(body, FAST.br))
    : gzipSync(body, { level: FAST.gzip });
}

const brotliInWorker = promisify(brotliCompress);
const gzipInWorker = promisify(gzip);

/** Counts of the copies made, for the tests that check they are made once per change. */
export const writtenAnswerStats = { compressed: 0 };

/** The compressed copies of each body written once, made once per encoding, dropped with the body. */
const compressedCopies = new WeakMap<Buffer, Partial<Record<AnswerEncoding, Promise<Buffer>>>>();

/**
 * The copy of a body written once in `encoding` (BEST levels), made on libuv's worker threads so
 * the event loop goes on answering; requests arriving meanwhile wait for the same copy.
 */
function compressedOf(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  let copies = compressedCopies.get(body);
  if (!copies) compressedCopies.set(body, (copies = {}));
  const kept = copies[encoding];
  if (kept) return kept;
  writtenAnswerStats.compressed++;
  const made =
    encoding === 'br'
      ? brotliInWorker(body, brotliParams(body, BEST.br))
      : gzipInWorker(body, { level: BEST.gzip });
  copies[encoding] = made;
  // A copy that failed is not kept: the next request tries again.
  const own = copies;
  made.catch(() => {
    if (own[encoding] === made) delete own[encoding];
  });
  return made;
}

/** Clients send few distinct `Accept-Encoding` values: each is parsed once (at most this many kept). */
const ENCODINGS_KEPT = 64;
const encodingsOf = new Map<string, AnswerEncoding | null>();

/**
 * The encoding to send, of those the client accepts (`Accept-Encoding`, q-values honoured, `*`
 * understood): brotli first, then gzip; null for none.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const known = encodingsOf.get(header);
  if (known !== undefined) return known;
  const chosen = parseAcceptEncoding(header);
  if (encodingsOf.size >= ENCODINGS_KEPT) encodingsOf.clear();
  encodingsOf.set(header, chosen);
  return chosen;
}

function parseAcceptEncoding(header: string): AnswerEncoding | null {
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
 * Sets the type of JSON bytes written once and answers the encoding they go out in: none when
 * small or when the client takes no encoding (Vary is set whenever it could have been one).
 */
function encodingFor(reply: FastifyReply, body: Buffer): AnswerEncoding | null {
  reply.type('application/json; charset=utf-8');
  const request = reply.request;
  if (body.length < API_COMPRESS_MIN_BYTES || request.headers['x-no-compression'] !== undefined)
    return null;
  reply.header('vary', 'accept-encoding');
  return acceptedEncoding(request.headers['accept-encoding']);
}

/**
 * Sends a JSON body that was serialized once and kept until its data changes. A Buffer skips the
 * per-response serializer (the route's response schema still documents the shape, and tests
 * parse answers with it): these answers are large and identical for every caller. Their brotli
 * and gzip copies are made once too (BEST levels), and sent by the client's `Accept-Encoding`.
 * Give the same Buffer while the data is unchanged: its copies are kept with it.
 */
export async function sendJson(reply: FastifyReply, body: Buffer) {
  const encoding = encodingFor(reply, body);
  if (!encoding) return reply.send(body);
  const copy = await compressedOf(body, encoding);
  return reply.header('content-encoding', encoding).send(copy);
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
  const encoding = encodingFor(reply, body);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(encoded(encoding));
}

/**
 * The bytes last written under each key (a bounded set of answers), so that an answer written
 * again with the same bytes, when a cache reads data that has not changed, is the same Buffer
 * and keeps the compressed copies sendJson made of it.
 */
export class WrittenAnswers {
  private readonly last = new Map<string, Buffer>();

  /** `body`, or the Buffer last kept under `key` when it holds the same bytes. */
  same(key: string, body: Buffer): Buffer {
    const prior = this.last.get(key);
    if (prior?.equals(body)) return prior;
    this.last.set(key, body);
    return body;
  }
}

export function toJsonBuffer(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}
