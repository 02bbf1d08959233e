import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { allowPseudoLanguages, testLanguagesNamed, TEST_LANGUAGES_META } from '@vaga/contract';
import { buildTestApp } from '../../test/helper.ts';

const INDEX = '<!doctype html><html lang="zh-Hant"><head><title>Vaga</title></head><body></body>';

/** A built web app's index.html with the compressed copies the build writes beside it. */
function builtWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(INDEX));
  return dir;
}

/** The app's page at a client route, read plain, as brotli and as gzip. */
async function appPage(env: Record<string, string>) {
  const { app } = await buildTestApp({ env: { WEB_DIST: builtWebApp(), ...env } });
  const get = (encoding: string) =>
    app.inject({ url: '/profile?language=en-XA', headers: { 'accept-encoding': encoding } });
  const [plain, br, gzip] = await Promise.all([get('identity'), get('br'), get('gzip')]);
  for (const res of [plain, br, gzip]) expect(res.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  return {
    plain: plain.body,
    br: brotliDecompressSync(br.rawPayload).toString(),
    gzip: gunzipSync(gzip.rawPayload).toString(),
    etag: plain.headers.etag,
    brEtag: br.headers.etag,
    app,
  };
}

describe('the test languages named to the web app', () => {
  afterAll(() => allowPseudoLanguages(false));

  it('are in a meta of its page where PSEUDO_LANGUAGES=1, in every encoding', async () => {
    const page = await appPage({ PSEUDO_LANGUAGES: '1' });
    const meta = `<meta name="${TEST_LANGUAGES_META}" content="en-XA" /></head>`;
    for (const body of [page.plain, page.br, page.gzip]) expect(body).toContain(meta);
    const content = /content="([^"]*)" \/><\/head>/.exec(page.plain)?.[1];
    expect(testLanguagesNamed(content)).toEqual(['en-XA']);
    // The page the service worker precaches, which answers the app's later navigations.
    for (const encoding of ['identity', 'br']) {
      const precached = await page.app.inject({
        url: '/index.html',
        headers: { 'accept-encoding': encoding },
      });
      expect(precached.statusCode).toBe(200);
      expect(precached.headers['cache-control']).toBe('no-cache');
      expect(precached.headers.etag).toBe(encoding === 'br' ? page.brEtag : page.etag);
      const body =
        encoding === 'br' ? brotliDecompressSync(precached.rawPayload).toString() : precached.body;
      expect(body).toContain(meta);
    }
  });

  it('are not named where they are off: the page is the build’s', async () => {
    const page = await appPage({ PSEUDO_LANGUAGES: '0' });
    for (const body of [page.plain, page.br, page.gzip]) expect(body).toBe(INDEX);
    expect(page.plain).not.toContain(TEST_LANGUAGES_META);
    const precached = await page.app.inject({ url: '/index.html' });
    expect(precached.body).toBe(INDEX);
    expect(testLanguagesNamed(null)).toEqual([]);
    expect(testLanguagesNamed('xx-XA en')).toEqual([]);
  });
});
