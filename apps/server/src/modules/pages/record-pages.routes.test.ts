import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, PATHS, RECORD_PAGES, buildPath } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/**
 * A stand-in for the web build's server renderer (apps/web/src/entry-server.tsx) on a record's
 * pages: it asks the server's transport for the page's record, as the page's query does, and
 * answers the failure's status (the HTTP status of the server's error) with its code in the page.
 */
const RENDERER = `
export const SSR_STATE_ID = 'vaga-ssr';
export const SERVER_RENDERED = ['/job-service/job/:id', '/match-index'];
export async function prepare() {}
export function vacancyIdOf(pathname) {
  const m = /^\\/job-service\\/job\\/([1-9]\\d{0,9})$/.exec(pathname);
  return m ? Number(m[1]) : null;
}
export async function loadPage({ url, locale, transport }) {
  const address = new URL(url, 'http://localhost');
  const id = vacancyIdOf(address.pathname);
  const record = id !== null
    ? ${JSON.stringify(PATHS.jobOffer)}.replace(':id', id)
    : ${JSON.stringify(PATHS.event)}.replace(':id', address.searchParams.get('eventId'));
  let status = 200;
  let text = '';
  try {
    const answer = await transport(record, {});
    text = answer.jobOfferTitle ?? answer.eventName;
  } catch (error) {
    status = error.statusCode;
    text = 'failed: ' + error.code;
  }
  return {
    status,
    complete: status === 200,
    async render() {
      return { html: '<p role="alert">' + text + '</p>', state: '{}', title: 'Vaga', description: locale };
    },
  };
}
`;

function builtWithRenderer(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vaga-ssr-records-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-Hant"><head><meta charset="UTF-8" /><title>Vaga</title>' +
      '<script type="module" src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return dist;
}

async function setup(): Promise<TestContext> {
  const ctx = await buildTestApp({
    env: { WEB_DIST: builtWithRenderer(), PUBLIC_URL: 'https://vaga.example.mo' },
  });
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

/** The page's address in `locale` (its `language` query). */
const inLanguage = (address: string, locale: string) =>
  `${address}${address.includes('?') ? '&' : '?'}language=${locale}`;

describe('a record’s page (crawl.ts RECORD_PAGES)', () => {
  it('answers 404 for an id no record has, in every language, and is not kept', async () => {
    const ctx = await setup();
    const kinds = Object.keys(RECORD_PAGES) as (keyof typeof RECORD_PAGES)[];
    for (const kind of kinds) {
      for (const locale of LOCALES) {
        const url = inLanguage(RECORD_PAGES[kind](999_999), locale);
        for (let round = 0; round < 2; round += 1) {
          const res = await ctx.app.inject(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
          expect(res.body, url).toContain(`<html lang="${locale}"`);
          expect(res.body, url).toContain('<p role="alert">failed: NOT_FOUND</p>');
          expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
        }
      }
    }
  });

  it('answers 410 for a removed or withdrawn vacancy, 200 for a listed one', async () => {
    const ctx = await setup();
    // Published 2026-07-01: removed on 2026-11-16 (before NOW).
    const removed = await createVacancy(ctx.database.db, {
      published_at: '2026-07-01T02:00:00.000Z',
    });
    const listed = await createVacancy(ctx.database.db, {
      published_at: '2026-11-10T02:00:00.000Z',
      title_en: 'Cook',
    });
    const gone = await ctx.app.inject(inLanguage(RECORD_PAGES.vacancy(removed), 'en'));
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('failed: BE_JOBOFFER_INVALID');
    const open = await ctx.app.inject(inLanguage(RECORD_PAGES.vacancy(listed), 'en'));
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('<p role="alert">Cook</p>');
    expect(await ctx.app.services.jobOfferPublishing.withdraw(listed)).toBe(true);
    const after = await ctx.app.inject(inLanguage(RECORD_PAGES.vacancy(listed), 'pt'));
    expect(after.statusCode).toBe(410);
    // The API itself still answers BE_JOBOFFER_INVALID for any vacancy it cannot show.
    const api = await ctx.app.inject(buildPath(PATHS.jobOffer, { id: 999_999 }));
    expect(api.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [999_999] });
  });
});
