import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './json-body.ts';

type Encoding = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  /** A weak validator of these bytes, as @fastify/static writes it: size and time, in hex. */
  etag: string;
  lastModified: string;
}

/** The web app's index.html and the brotli and gzip copies the build wrote beside it. */
export interface IndexPage {
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

function variantOf(file: string): Variant {
  const { size, mtimeMs } = statSync(file);
  const mtime = Math.floor(mtimeMs);
  return {
    body: readFileSync(file),
    etag: `W/"${size.toString(16)}-${mtime.toString(16)}"`,
    lastModified: new Date(mtime).toUTCString(),
  };
}

/**
 * Reads index.html and its compressed copies once, at start: every client route of the web app
 * answers it, and it only changes with a new build (which a new server start serves).
 */
export function loadIndexPage(webDist: string): IndexPage {
  const file = path.join(webDist, 'index.html');
  const encoded: IndexPage['encoded'] = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(file + suffix)) encoded[encoding] = variantOf(file + suffix);
  }
  return { plain: variantOf(file), encoded };
}

/**
 * index.html with `tag` written at the end of its head (the test languages' meta: the server's
 * settings the app reads before it starts), its compressed copies made anew and its validator a
 * hash of its bytes; the page as it was when there is nothing to write.
 */
export function withHeadTag(page: IndexPage, tag: string | null): IndexPage {
  const html = page.plain.body.toString('utf8');
  if (!tag || !html.includes('</head>')) return page;
  const body = Buffer.from(html.replace('</head>', `${tag}</head>`));
  const variant = (bytes: Buffer): Variant => ({
    body: bytes,
    etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
    lastModified: page.plain.lastModified,
  });
  const encoded: IndexPage['encoded'] = {};
  if (page.encoded.br) encoded.br = variant(brotliCompressSync(body));
  if (page.encoded.gzip) encoded.gzip = variant(gzipSync(body, { level: 9 }));
  return { plain: variant(body), encoded };
}

/** Whether an `If-None-Match` header names this validator (weakly, as for a GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Answers index.html from memory: the copy in the encoding the client accepts, revalidated on
 * every load (`no-cache`) and answered 304 when the client's copy is still current.
 */
export function sendIndexPage(request: FastifyRequest, reply: FastifyReply, page: IndexPage) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const chosen = encoding ? page.encoded[encoding] : undefined;
  const variant = chosen ?? page.plain;
  reply
    .header('cache-control', 'no-cache')
    .header('last-modified', variant.lastModified)
    .header('etag', variant.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (matches(request.headers['if-none-match'], variant.etag)) return reply.status(304).send();
  if (chosen) reply.header('content-encoding', encoding);
  return reply.send(variant.body);
}
