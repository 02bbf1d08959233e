import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

const html = `<!doctype html><title>Vaga</title>${'<!-- shell -->'.repeat(100)}`;
const dir = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
writeFileSync(path.join(dir, 'index.html'), html);
writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));

describe('index.html of the client routes', async () => {
  const { app } = await buildTestApp({ env: { WEB_DIST: dir } });

  it('answers every client route with index.html, revalidated on every load', async () => {
    for (const url of ['/service', '/job-service/job-list?type=local']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['etag']).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(res.headers['last-modified']).toBeDefined();
      expect(res.body).toBe(html);
    }
  });

  it('sends the brotli or gzip copy the build wrote, by Accept-Encoding', async () => {
    const br = await app.inject({ url: '/service', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gz = await app.inject({ url: '/service', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect(gz.headers['etag']).not.toBe(br.headers['etag']);
  });

  it('answers 304 with no body while the client holds the current copy', async () => {
    const first = await app.inject({ url: '/service', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/service',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({
      url: '/service',
      headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"1-1"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/service' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('answers from the copy read at start, not from the disk on every request', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>changed</title>');
    const res = await app.inject({ url: '/service', headers: { 'accept-encoding': 'identity' } });
    expect(res.body).toBe(html);
  });
});
