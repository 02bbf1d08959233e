import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_EVENT_PATHS,
  CRAWL_DISALLOWED,
  LOCALES,
  macaoToday,
  SITEMAP_PAGES,
  type Locale,
} from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer, loginAs } from '../../../test/auth.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { stateAt, validityWindow } from '../joboffers/joboffer-validity.ts';
import { SITEMAP_PAGE_URLS } from './seo.service.ts';

const SEEDED_AT = new Date('2026-11-22T02:00:00.000Z');
const ORIGIN = 'https://vaga.example.mo';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The `<loc>` of every `<url>` or `<sitemap>` of a sitemap file. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
/** The vacancy ids a language's sitemap lists. */
const vacancyIds = (xml: string) =>
  locs(xml)
    .map((loc) => /\/job-service\/job\/(\d+)\?/.exec(loc)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
/** The event ids a language's sitemap lists. */
const eventIds = (xml: string) =>
  locs(xml)
    .map((loc) => /\/match-index\?eventId=(\d+)&/.exec(loc)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);

describe('robots.txt and the sitemaps', async () => {
  const { app, clock } = await buildTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
  clock.set(SEEDED_AT);
  await seedDemoData(app.db, app.dialect, { vacancies: 150, now: SEEDED_AT });

  /** The local vacancies valid at `now`, from the table itself. */
  async function validIds(now: Date): Promise<number[]> {
    const rows = await app.db
      .selectFrom('job_offer')
      .select(['id', 'published_at', 'removed_at', 'event_id'])
      .orderBy('id')
      .execute();
    return rows
      .filter(
        (r) =>
          r.removed_at === null &&
          r.event_id === null &&
          stateAt(validityWindow(r.published_at), now) === 'VALID',
      )
      .map((r) => r.id);
  }

  /** The events enrolling at `now` (by their window), from the table itself. */
  async function enrollingIds(now: Date): Promise<number[]> {
    const rows = await app.db
      .selectFrom('event')
      .select(['id', 'register_to', 'end_date'])
      .orderBy('id')
      .execute();
    return rows
      .filter((r) => r.register_to >= now.toISOString() && r.end_date >= macaoToday(now))
      .map((r) => r.id);
  }

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers });
    return { res, body: res.body };
  };

  it('robots.txt points to the sitemap and disallows the API and the logged-in pages', async () => {
    const { res, body } = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    expect(disallowed).toEqual([...CRAWL_DISALLOWED]);
    for (const path of ['/service/DeJobSeekApi/', '/oidc/', '/cv', '/employer', '/staff'])
      expect(disallowed).toContain(path);
    // The public pages and the vacancies' pages stay open.
    for (const path of [...SITEMAP_PAGES, '/job-service/job/52'])
      expect(
        disallowed.some((rule) => path.startsWith(rule)),
        path,
      ).toBe(false);
  });

  it('the index lists the sitemap of each language of the list of languages', async () => {
    const { res, body } = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(locs(body)).toEqual(LOCALES.map((l) => `${ORIGIN}/sitemap-${l}.xml`));
    expect(body.match(/<lastmod>/g)).toHaveLength(LOCALES.length);
  });

  it('each language lists the public pages and exactly the valid local vacancies, with alternates', async () => {
    const expected = await validIds(SEEDED_AT);
    const all = await app.db.selectFrom('job_offer').select('id').execute();
    // The seed has expired, removed and event vacancies as well: none of them is listed.
    expect(all.length - expected.length).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      const { res, body } = await get(`/sitemap-${locale}.xml`);
      expect(res.statusCode).toBe(200);
      expect(vacancyIds(body)).toEqual(expected);
      for (const path of SITEMAP_PAGES)
        expect(locs(body)).toContain(`${ORIGIN}${path}?language=${locale}`);
      const urls = body.match(/<url>.*?<\/url>/g)!;
      const events = await enrollingIds(SEEDED_AT);
      expect(urls).toHaveLength(SITEMAP_PAGES.length + events.length + expected.length);
      const sample = urls.find((u) => u.includes(`/job-service/job/${expected[0]}?`))!;
      for (const other of LOCALES as readonly Locale[])
        expect(sample).toContain(
          `<xhtml:link rel="alternate" hreflang="${other}" href="${ORIGIN}/job-service/job/${expected[0]}?language=${other}"/>`,
        );
      expect(sample).toContain(
        `hreflang="x-default" href="${ORIGIN}/job-service/job/${expected[0]}"`,
      );
      expect(sample).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    }
  });

  it('is answered gzipped to a client that takes it', async () => {
    const plain = (await get('/sitemap-pt.xml')).body;
    const { res } = await get('/sitemap-pt.xml', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain);
  });

  it('answers 404 for a page past the last and a page that is no number', async () => {
    expect(SITEMAP_PAGE_URLS).toBeGreaterThan(150);
    expect((await get('/sitemap-en.xml?page=1')).res.statusCode).toBe(200);
    for (const page of ['2', '0', 'x', '-1', '1e3'])
      expect((await get(`/sitemap-en.xml?page=${page}`)).res.statusCode, page).toBe(404);
  });

  it('is made again after a publication and a withdrawal, and drops a vacancy once it expires', async () => {
    const before = vacancyIds((await get('/sitemap-zh-Hant.xml')).body);
    // A vacancy that expired is renewed (published again from now): it is listed at once.
    const rows = await app.db
      .selectFrom('job_offer')
      .select(['id', 'published_at'])
      .where('removed_at', 'is', null)
      .where('event_id', 'is', null)
      .execute();
    const expired = rows.find(
      (r) => stateAt(validityWindow(r.published_at), SEEDED_AT) === 'EXPIRED',
    )!;
    expect(before).not.toContain(expired.id);
    await app.services.jobOfferPublishing.renew(expired.id);
    const renewed = vacancyIds((await get('/sitemap-zh-Hant.xml')).body);
    expect(renewed).toContain(expired.id);
    // A withdrawn one leaves it at once.
    const withdrawn = before[0];
    await app.services.jobOfferPublishing.withdraw(withdrawn);
    expect(vacancyIds((await get('/sitemap-zh-Hant.xml')).body)).not.toContain(withdrawn);
    // The earliest-published valid vacancy expires: it is no longer listed, without any write.
    const earliest = rows
      .filter((r) => before.includes(r.id) && r.id !== withdrawn)
      .sort((a, b) => a.published_at.localeCompare(b.published_at))[0];
    const expiry = validityWindow(earliest.published_at).expiresAt;
    clock.set(new Date(expiry.getTime() + 1));
    const later = vacancyIds((await get('/sitemap-zh-Hant.xml')).body);
    expect(later).not.toContain(earliest.id);
    expect(later).toEqual(await validIds(clock.now()));
    clock.set(new Date(SEEDED_AT.getTime() + DAY_MS));
  });
  it('lists the enrolling events’ pages with alternates, and follows staff writes and the clock', async () => {
    const events = await enrollingIds(clock.now());
    const all = await app.db.selectFrom('event').select('id').execute();
    // The seed has finished events as well: they are not listed.
    expect(events.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(events.length);
    for (const locale of LOCALES) {
      const { body } = await get(`/sitemap-${locale}.xml`);
      expect(eventIds(body)).toEqual(events);
      const sample = body
        .match(/<url>.*?<\/url>/g)!
        .find((u) => u.includes(`eventId=${events[0]}&`))!;
      expect(sample).toContain(
        `<loc>${ORIGIN}/match-index?eventId=${events[0]}&amp;language=${locale}</loc>`,
      );
      for (const other of LOCALES as readonly Locale[])
        expect(sample).toContain(
          `<xhtml:link rel="alternate" hreflang="${other}" href="${ORIGIN}/match-index?eventId=${events[0]}&amp;language=${other}"/>`,
        );
      expect(sample).toContain(
        `hreflang="x-default" href="${ORIGIN}/match-index?eventId=${events[0]}"`,
      );
    }
    // Staff create an event: listed at once.
    const staff = bearer(await loginAs(app, 'staff'));
    const now = clock.millis();
    const created = await app.inject({
      method: 'POST',
      url: CONSOLE_EVENT_PATHS.consoleEvents,
      headers: { ...staff, 'accept-language': 'en' },
      payload: {
        typeEventId: 1,
        eventCatalogType: 1,
        name: { cn: '酒店業配對會', pt: 'Sessão de hotelaria', en: 'Hotel session' },
        venue: { cn: '中心', pt: 'Centro', en: 'Centre' },
        description: { cn: '', pt: '', en: '' },
        startDate: macaoToday(new Date(now + 20 * DAY_MS)),
        endDate: macaoToday(new Date(now + 20 * DAY_MS)),
        startTime: '10:00',
        endTime: '17:00',
        registerFrom: new Date(now - DAY_MS).toISOString(),
        registerTo: new Date(now + 2_000).toISOString(),
        maxApplyPerSeeker: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { eventId: number }).eventId;
    expect(eventIds((await get('/sitemap-en.xml')).body)).toEqual([...events, id]);
    // Its registration ends: it leaves the sitemap without any write.
    clock.set(new Date(now + 2_001));
    expect(eventIds((await get('/sitemap-en.xml')).body)).toEqual(await enrollingIds(clock.now()));
    expect(eventIds((await get('/sitemap-en.xml')).body)).not.toContain(id);
  });
});

describe('without PUBLIC_URL', async () => {
  const { app } = await buildTestApp();
  const origin = `http://localhost:${app.config.port}`;

  it('writes the default address, never the request’s Host, whatever Host says', async () => {
    expect(app.config.publicOrigin).toBe(origin);
    for (const host of ['jobs.test:8080', 'evil.example', 'bad host"><x>']) {
      const robots = await app.inject({ url: '/robots.txt', headers: { host } });
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const index = await app.inject({ url: '/sitemap.xml', headers: { host } });
      expect(locs(index.body)[0]).toBe(`${origin}/sitemap-zh-Hant.xml`);
      // No vacancy yet: the public pages alone, and no lastmod in the index.
      expect(index.body).not.toContain('<lastmod>');
      const en = await app.inject({ url: '/sitemap-en.xml', headers: { host } });
      expect(locs(en.body)).toEqual(SITEMAP_PAGES.map((path) => `${origin}${path}?language=en`));
      for (const answer of [robots, index, en]) expect(answer.body).not.toContain(host);
    }
  });
});
