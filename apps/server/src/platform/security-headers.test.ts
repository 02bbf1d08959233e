import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

/** Headers only a document needs: a JSON answer never carries them. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vaga</title>');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Vaga"}');
  return dir;
}

describe('security headers per kind of answer', async () => {
  const { app } = await buildTestApp({ env: { WEB_DIST: webDist() } });

  it('gives JSON answers, errors included, the short API set', async () => {
    for (const url of ['/healthz', '/service/DeJobSeekApi/v1/nope']) {
      const res = await app.inject(url);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Framing is refused by `frame-ancestors`, which makes X-Frame-Options obsolete.
      expect(res.headers['x-frame-options']).toBeUndefined();
      // Served over http here: HSTS would be ignored.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('gives pages and files the whole document set', async () => {
    for (const url of ['/service', '/job-service/job-list', '/manifest.webmanifest']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it('keeps the policy a page sets for itself (the API docs)', async () => {
    const res = await app.inject('/service/docs/');
    expect(res.statusCode).toBe(200);
    const policy = res.headers['content-security-policy'];
    expect(policy).not.toContain("default-src 'none'");
    expect(policy).not.toContain("frame-src 'self' blob:");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('security headers over https', async () => {
  const { app } = await buildTestApp({ env: { PUBLIC_URL: 'https://vaga.example.mo' } });

  it('adds HSTS to JSON answers', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
