import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

const worker = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(200)}`;
const manifest = JSON.stringify({
  name: 'Vaga 求職服務',
  short_name: 'Vaga 求職',
  lang: 'zh-Hant',
});

/** A built web app with its service worker, manifests and icons, as the build leaves them. */
function builtWebApp(): string {
  // Inside a folder named `assets`: only the app's own assets/ folder is immutable.
  const parent = path.join(mkdtempSync(path.join(tmpdir(), 'vaga-web-')), 'assets');
  mkdirSync(parent);
  const dir = path.join(parent, 'dist');
  mkdirSync(dir);
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vaga</title>');
  writeFileSync(path.join(dir, 'sw.js'), worker);
  writeFileSync(path.join(dir, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dir, 'sw.js.gz'), gzipSync(worker));
  writeFileSync(path.join(dir, 'manifest.webmanifest'), manifest);
  writeFileSync(path.join(dir, 'manifest.pt.webmanifest'), manifest);
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dir, 'assets', 'index-1a2b3c.js'), 'export {};');
  return dir;
}

describe('the web app files that are not hashed', async () => {
  const { app } = await buildTestApp({ env: { WEB_DIST: builtWebApp() } });

  it('serves the service worker as JavaScript, revalidated on every load, never immutable', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(worker);
  });

  it('serves the brotli copy of the service worker with the same headers', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(worker);
  });

  it('serves each language manifest as a web app manifest, revalidated on every load', async () => {
    for (const url of ['/manifest.webmanifest', '/manifest.pt.webmanifest']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual(JSON.parse(manifest));
    }
  });

  it('serves the icons as PNG images and keeps hashed assets immutable', async () => {
    const icon = await app.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a worker or manifest that is not there, not the app shell', async () => {
    for (const url of ['/workbox-0a1b.js', '/manifest.fr.webmanifest']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('the chunks a client route needs first', async () => {
  const dir = builtWebApp();
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/job-service/job-list': ['/assets/job-list-route-9f8e.js', '/assets/format-1c2d.js'],
      '/job-service': ['https://elsewhere.example/x.js', '/icons/icon-192.png', 7],
    }),
  );
  const { app } = await buildTestApp({ env: { WEB_DIST: dir } });

  it('are named with the route’s index.html as module preloads', async () => {
    const res = await app.inject({ url: '/job-service/job-list?type=local' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.link).toBe(
      '</assets/job-list-route-9f8e.js>; rel=modulepreload, </assets/format-1c2d.js>; rel=modulepreload',
    );
  });

  it('are only files of the build’s own assets, and only for the routes listed', async () => {
    expect((await app.inject({ url: '/job-service' })).headers.link).toBeUndefined();
    expect((await app.inject({ url: '/cv' })).headers.link).toBeUndefined();
  });

  it('are none when the build lists none', async () => {
    const { app: older } = await buildTestApp({ env: { WEB_DIST: builtWebApp() } });
    const res = await older.inject({ url: '/job-service/job-list?type=local' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });
});
