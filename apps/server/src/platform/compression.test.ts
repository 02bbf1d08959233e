import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { buildTestApp } from '../../test/helper.ts';

const ENTRY = 'assets/index-1a2b3c.js';
const entrySource = `export const words = ${JSON.stringify('vaga '.repeat(2000))};\n`;

/** A built web app as the build leaves it: each text file with its .br and .gz copies. */
function builtWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const html = `<!doctype html><title>Vaga</title>${'<!-- shell -->'.repeat(100)}`;
  for (const [file, content] of [
    ['index.html', html],
    [ENTRY, entrySource],
  ] as const) {
    writeFileSync(path.join(dir, file), content);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(dir, 'assets', 'small-9f8e.css'), 'body{margin:0}');
  return dir;
}

describe('the built web app', async () => {
  const { app } = await buildTestApp({ env: { WEB_DIST: builtWebApp() } });

  it('sends the brotli copy of a hashed asset to a browser that accepts br, cached for good', async () => {
    const res = await app.inject({
      url: `/${ENTRY}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entrySource);
  });

  it('sends the gzip copy when the browser accepts only gzip', async () => {
    const res = await app.inject({ url: `/${ENTRY}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(entrySource);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: `/${ENTRY}`, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(entrySource);
  });

  it('sends a small asset without a compressed copy as it is', async () => {
    const res = await app.inject({
      url: '/assets/small-9f8e.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('body{margin:0}');
  });

  it('revalidates index.html on every load, compressed too, also as a client route', async () => {
    for (const url of ['/index.html', '/service']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Vaga</title>');
    }
  });
});

describe('API answers', async () => {
  const { app } = await buildTestApp();

  it('of 1 KB or more go out compressed with the encoding the client prefers', async () => {
    const plain = await app.inject({ url: PATHS.openapi });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ url: PATHS.openapi, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await app.inject({ url: PATHS.openapi, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KB go out as they are', async () => {
    const res = await app.inject({ url: PATHS.healthz, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
