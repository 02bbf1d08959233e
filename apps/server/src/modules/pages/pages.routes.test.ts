import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';
import { JOB_OFFERS_TOPIC } from '../joboffers/cache-topics.ts';
import { PAGE_CACHE_TTL_MS } from '../joboffers/page-cache.ts';
import { headTags, pageTemplate } from './page-head.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/**
 * A stand-in for the web build's server renderer (apps/web/src/entry-server.tsx) with the same
 * exports: it asks the server's transport for the job list's first page or a vacancy, as the
 * app's queries do, and writes what it got. It counts its renders.
 */
const RENDERER = `
export const SSR_STATE_ID = 'vaga-ssr';
export const SERVER_RENDERED = ['/job-service/job-list', '/job-service/job/:id'];
export async function prepare() {}
export function vacancyIdOf(pathname) {
  const m = /^\\/job-service\\/job\\/([1-9]\\d{0,9})$/.exec(pathname);
  return m ? Number(m[1]) : null;
}
export async function loadPage({ url, locale, transport }) {
  const address = new URL(url, 'http://localhost');
  const id = vacancyIdOf(address.pathname);
  let data = null;
  let failed = false;
  try {
    data = id === null
      ? await transport('/service/DeJobSeekApi/v1/joboffers/localvancancy', { query: { page: 0, size: 10 } })
      : await transport('/service/DeJobSeekApi/v1/joboffers/' + id, {});
  } catch {
    failed = true;
  }
  return {
    status: id !== null && failed ? 410 : 200,
    complete: !failed,
    async render() {
      globalThis.__vagaRenders = (globalThis.__vagaRenders ?? 0) + 1;
      const titles = data === null ? [] : 'content' in data ? data.content.map((c) => c.jobOfferTitle) : [data.jobOfferTitle + ' ' + data.companyName + ' ' + data.salary];
      return {
        html: titles.map((t) => '<h2>' + t + '</h2>').join(''),
        state: JSON.stringify({ locale, queries: data, note: '</script><b>' }).replace(/</g, '\\\\u003c'),
        title: (titles[0] ?? 'Vaga') + ' · Vaga',
        description: id === null || data === null ? null : data.companyName + ' · <' + data.salary + '>',
      };
    },
  };
}
`;

function builtWithRenderer(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vaga-ssr-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-Hant"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Vaga &amp; jobs" /><title>Vaga</title>' +
      '<script type="module" src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(path.join(dist, 'assets', 'job-list-route-1.js'), 'export {};');
  writeFileSync(path.join(dist, 'assets', 'job-search-1.css'), '.vaga-job-card{color:#333}');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/job-service/job-list': ['/assets/job-list-route-1.js', '/assets/job-search-1.css'],
    }),
  );
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return dist;
}

const renders = () => (globalThis as { __vagaRenders?: number }).__vagaRenders ?? 0;

async function setup(): Promise<TestContext> {
  const ctx = await buildTestApp({
    env: { WEB_DIST: builtWithRenderer(), PUBLIC_URL: 'https://vaga.example.mo' },
  });
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

describe('server-rendered pages', () => {
  it('hold the vacancies of the list in the language of the address', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    for (const [language, title] of [
      ['zh-Hant', '樓面服務員'],
      ['pt', 'Empregado de mesa'],
      ['en', 'Waiter'],
    ] as const) {
      const res = await ctx.app.inject(`/job-service/job-list?type=local&language=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // A document's security headers, not the API's.
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain(`<html lang="${language}"`);
      expect(res.body).toMatch(new RegExp(`<h2>${title} \\d+</h2>`));
      expect(res.body).toContain('<div id="root"><h2>');
      // Nothing but the document holds the first paint: the route's stylesheet is inline (its
      // file named as loaded, not fetched), the scripts that make the page interactive come at
      // low priority, and no script is in the Link header.
      expect(res.body).toContain(
        '<script type="module" fetchpriority="low" src="/assets/index-1.js"></script>',
      );
      expect(res.body).toContain(
        '<style>.vaga-job-card{color:#333}</style>' +
          '<link rel="stylesheet" href="/assets/job-search-1.css" disabled />',
      );
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/job-list-route-1.js" fetchpriority="low" />',
      );
      expect(res.headers.link).toBeUndefined();
      // Nothing is drawn before the whole page has been read (its state comes last), so the
      // first layout is the page's, not a part of it laid out again.
      expect(res.body).toContain('<link rel="expect" href="#vaga-ssr" blocking="render" />');
      expect(res.body.indexOf('rel="expect"')).toBeLessThan(res.body.indexOf('<style>'));
      expect(res.body.indexOf('id="vaga-ssr"')).toBeGreaterThan(res.body.indexOf('</h2>'));
      // The app's description stays on pages without one of their own.
      expect(res.body).toContain('<meta name="description" content="Vaga &amp; jobs" />');
      // The state is a data block no markup in it can end.
      expect(res.body).toContain('<script type="application/json" id="vaga-ssr">');
      expect(res.body).not.toContain('</script><b>');
    }
    expect(id).toBeGreaterThan(0);
  });

  it('are answered again without rendering while their data holds, and anew when it changes', async () => {
    const ctx = await setup();
    await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    const url = '/job-service/job-list?type=local&language=en';
    const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const before = renders();
    const again = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(renders()).toBe(before);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    );
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await ctx.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    // Made or kept, whole or not modified: each answer carries the page's own headers and the
    // document's whole security set (written with the page, no hook at send).
    for (const res of [first, again, unchanged]) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['cross-origin-opener-policy']).toBeDefined();
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }

    // A vacancy published meanwhile: the list's answer changes once its cached page expires.
    await createVacancy(ctx.database.db, {
      published_at: '2026-11-11T02:00:00.000Z',
      title_en: 'Night porter',
    });
    ctx.clock.advance(PAGE_CACHE_TTL_MS);
    const fresh = await ctx.app.inject(url);
    expect(renders()).toBe(before + 1);
    expect(fresh.body).toContain('<h2>Night porter</h2>');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('are answered again with no service call, and made anew at once when a vacancy is published or withdrawn', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, {
      published_at: '2026-11-10T02:00:00.000Z',
      title_en: 'Cook',
    });
    const url = '/job-service/job-list?type=local&language=en';
    const first = await ctx.app.inject(url);
    expect(first.body).toContain('<h2>Cook</h2>');
    const list = vi.spyOn(ctx.app.services.jobOfferList, 'localVacancies');
    const before = renders();
    const again = await ctx.app.inject(url);
    expect(again.body).toBe(first.body);
    expect(list).not.toHaveBeenCalled();
    expect(renders()).toBe(before);

    // Published (the writer bumps the vacancies' topic): the next request makes the page again.
    await createVacancy(ctx.database.db, {
      published_at: '2026-11-12T02:00:00.000Z',
      title_en: 'Night porter',
    });
    await ctx.app.changeFeed.bump(JOB_OFFERS_TOPIC);
    const published = await ctx.app.inject(url);
    expect(renders()).toBe(before + 1);
    expect(published.body).toContain('<h2>Night porter</h2>');
    expect(published.headers.etag).not.toBe(first.headers.etag);

    // Withdrawn by its employer: gone from the page at once.
    expect(await ctx.app.services.jobOfferPublishing.withdraw(id)).toBe(true);
    const withdrawn = await ctx.app.inject(url);
    expect(renders()).toBe(before + 2);
    expect(withdrawn.body).not.toContain('<h2>Cook</h2>');
    expect(withdrawn.body).toContain('<h2>Night porter</h2>');
  });

  it('answer a vacancy’s page no longer than until the vacancy expires', async () => {
    const ctx = await setup();
    // Expires 4 s after NOW (four months after its publication).
    const id = await createVacancy(ctx.database.db, { published_at: '2026-07-22T02:00:04.000Z' });
    const url = `/job-service/job/${id}?language=en`;
    const valid = await ctx.app.inject(url);
    expect(valid.statusCode).toBe(200);
    expect(valid.body).not.toContain('name="robots"');
    ctx.clock.advance(3_000);
    const before = renders();
    expect((await ctx.app.inject(url)).body).toBe(valid.body);
    expect(renders()).toBe(before);
    ctx.clock.advance(1_000);
    const expired = await ctx.app.inject(url);
    expect(renders()).toBe(before + 1);
    expect(expired.body).toContain('<meta name="robots" content="noindex" />');
    expect(expired.headers.etag).not.toBe(valid.headers.etag);
  });

  it('keep each address and language apart', async () => {
    const ctx = await setup();
    const a = await createVacancy(ctx.database.db, {
      published_at: '2026-11-10T02:00:00.000Z',
      title_en: 'Cook',
    });
    const b = await createVacancy(ctx.database.db, {
      published_at: '2026-11-11T02:00:00.000Z',
      title_en: 'Driver',
    });
    const expected: [string, RegExp][] = [
      [`/job-service/job/${a}?language=en`, /<html lang="en"[^>]*>[\s\S]*<h2>Cook /],
      [`/job-service/job/${b}?language=en`, /<html lang="en"[^>]*>[\s\S]*<h2>Driver /],
      [`/job-service/job/${a}?language=pt`, /<html lang="pt"[^>]*>[\s\S]*<h2>Empregado de mesa/],
      [`/job-service/job/${a}`, /<html lang="zh-Hant"[^>]*>[\s\S]*<h2>樓面服務員/],
      ['/job-service/job-list?type=local&language=pt', /<html lang="pt"[^>]*>/],
      ['/job-service/job-list?type=local&language=en', /<h2>Driver<\/h2><h2>Cook<\/h2>/],
    ];
    // Asked twice each, in turn: the second answers are the kept pages.
    for (let round = 0; round < 2; round += 1) {
      for (const [url, body] of expected) {
        const res = await ctx.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toMatch(body);
      }
    }
  });

  it('give a vacancy its own page: title, description, canonical, alternates and previews', async () => {
    const ctx = await setup();
    const id = await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    const res = await ctx.app.inject(`/job-service/job/${id}?language=pt`);
    expect(res.statusCode).toBe(200);
    const page = `https://vaga.example.mo/job-service/job/${id}`;
    expect(res.body).toMatch(/<title>Empregado de mesa \d+ [^<]+ 12000 · Vaga<\/title>/);
    expect(res.body).toMatch(/<meta name="description" content="[^"]+ · &lt;12000&gt;" \/>/);
    expect(res.body).toContain(`<link rel="canonical" href="${page}?language=pt" />`);
    for (const language of ['zh-Hant', 'pt', 'en']) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${language}" href="${page}?language=${language}" />`,
      );
    }
    expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${page}" />`);
    expect(res.body).toContain('<meta property="og:title" content="Empregado de mesa');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://vaga.example.mo/icons/icon-512.png" />',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(res.body).not.toContain('name="robots"');
  });

  it('say an expired vacancy is not to be indexed, and answer a removed one 410', async () => {
    const ctx = await setup();
    // Published 2026-07-01: expired on 2026-11-01, removed on 2026-11-16 (before NOW).
    const expired = await createVacancy(ctx.database.db, {
      published_at: '2026-07-15T02:00:00.000Z',
    });
    const removed = await createVacancy(ctx.database.db, {
      published_at: '2026-07-01T02:00:00.000Z',
    });
    const old = await ctx.app.inject(`/job-service/job/${expired}`);
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('<meta name="robots" content="noindex" />');
    const gone = await ctx.app.inject(`/job-service/job/${removed}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.body).toContain('<meta name="robots" content="noindex" />');
    // Not a vacancy's address: the app's shell (its own not-found page).
    const other = await ctx.app.inject('/job-service/job/abc');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>Vaga</title>');
  });
});

describe('a page head', () => {
  it('escapes what it writes, and writes structured data as a data block', () => {
    const tags = headTags({
      title: 'A "quoted" <title>',
      description: 'x & y',
      canonical: 'https://vaga.example.mo/job-service/job/1?language=en',
      alternates: [],
      image: null,
      noindex: false,
      ogLocale: 'en_GB',
      structuredData: { '@type': 'JobPosting', title: '</script><script>alert(1)</script>' },
      styles: [{ href: '/assets/a.css', text: '.a{content:"</style><script>"}' }],
    });
    expect(tags).toContain('<style>.a{content:"<\\/style><script>"}</style>');
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(tags).toContain('<meta name="description" content="x &amp; y" />');
    expect(tags).toContain('<script type="application/ld+json">');
    expect(tags).toContain('\\u003c/script>\\u003cscript>');
    expect(tags).not.toContain('</script><script>');
  });

  it('is not made for a page that is not the app’s', () => {
    expect(pageTemplate('<!doctype html><title>x</title>')).toBeNull();
  });
});
