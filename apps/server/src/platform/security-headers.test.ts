import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { ANSWERS_JSON, installSecurityHeaders } from './security-headers.ts';
import type { App } from './types.ts';

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
    // `/cv` is the app's page answered by the not-found handler, which is no route.
    for (const url of [
      '/service',
      '/job-service/job-list',
      '/cv',
      '/index.html',
      '/manifest.webmanifest',
    ]) {
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

describe('security headers decided per route', () => {
  async function appWithRoutes() {
    const app = Fastify();
    installSecurityHeaders(
      app as unknown as App,
      { crossOriginEmbedderPolicy: false },
      {
        https: false,
      },
    );
    const page = '<!doctype html><title>x</title>';
    app.get('/page', async (_request, reply) => reply.type('text/html').send(page));
    app.get('/json', async () => ({ ok: true }));
    // A route that declares JSON only runs no hook at send: were it to send a page, nothing
    // would write the document set over the API set.
    app.get('/declared', { config: ANSWERS_JSON }, async (_request, reply) =>
      reply.type('text/html').send(page),
    );
    app.get('/declared-json', { config: ANSWERS_JSON }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('writes the document set at send on the routes that do not declare JSON only', async () => {
    const app = await appWithRoutes();
    const page = await app.inject('/page');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const name of DOCUMENT_ONLY) expect(page.headers[name], name).toBeDefined();
    for (const url of ['/json', '/declared-json']) {
      const json = await app.inject(url);
      expect(json.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      for (const name of DOCUMENT_ONLY) expect(json.headers[name], name).toBeUndefined();
    }
    await app.close();
  });

  it('runs no hook at send on a route that declares JSON only', async () => {
    const app = await appWithRoutes();
    const declared = await app.inject('/declared');
    expect(declared.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    for (const name of DOCUMENT_ONLY) expect(declared.headers[name], name).toBeUndefined();
    await app.close();
  });
});
