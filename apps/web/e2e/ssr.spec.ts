import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from '@playwright/test';
import {
  buildPath,
  PATHS,
  RECORD_PAGES,
  SITEMAP_PAGES,
  type EventCard,
  type EventDetail,
  type JobOfferCard,
  type JobOfferDetail,
  type Page as ListPage,
} from '@vaga/contract';
import { paths } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';

const API = '/service/DeJobSeekApi/v1/joboffers';
const LANGUAGES = [
  { locale: 'zh-Hant', api: 'zh' },
  { locale: 'pt', api: 'pt' },
  { locale: 'en', api: 'en' },
] as const;

/** A text of the web app's locale files: `file` under src/ (`{lang}` its language), then the key. */
function localeText(file: string, locale: string, key: string): string {
  const src = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../packages/contract/texts',
  );
  let value: unknown = JSON.parse(
    readFileSync(path.join(src, file.replace('{lang}', locale)), 'utf8'),
  );
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  return value as string;
}

/** The description index.html gives the app's shell (in every language at once). */
const SHELL_DESCRIPTION = /name="description"\s+content="([^"]*)"/.exec(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../index.html'), 'utf8'),
)![1];

/** What React says when the server's markup and the first client render differ. */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|423|425)/i;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (HYDRATION_TROUBLE.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(error.message)) problems.push(error.message);
  });
  return problems;
}

async function firstVacancies(page: Page, language: string): Promise<ListPage<JobOfferCard>> {
  const response = await page.request.get(`${API}/localvancancy?page=0&size=10`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListPage<JobOfferCard>;
}

async function vacancy(page: Page, id: number, language: string): Promise<JobOfferDetail> {
  const response = await page.request.get(`${API}/${id}`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as JobOfferDetail;
}

async function enrollingEvents(page: Page, language: string): Promise<EventCard[]> {
  const response = await page.request.get(`${PATHS.events}?typeEventStatus=1&page=0&size=10`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  const events = ((await response.json()) as ListPage<EventCard>).content;
  expect(events.length).toBeGreaterThan(0);
  return events;
}

async function eventDetail(page: Page, id: number, language: string): Promise<EventDetail> {
  const response = await page.request.get(PATHS.event.replace(':id', String(id)), {
    headers: { 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as EventDetail;
}

test.describe('server-rendered pages', () => {
  // What the server renders is checked on every load here: once the service worker installed by
  // an earlier page controls the tab, it answers navigations with the app's shell from its cache.
  test.use({ serviceWorkers: 'block' });
  for (const { locale, api } of LANGUAGES) {
    test(`hydrate without a warning and work as before (${locale})`, async ({ page }) => {
      const problems = watchHydration(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/DeJobSeekApi/')) requests.push(request.url());
      });
      const list = await firstVacancies(page, api);
      const first = list.content[0];

      // The home: painted by the server, then taken over by the app.
      await page.goto(`${paths.service}?language=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('.vaga-stats')).toBeVisible();

      // The job list: its vacancies come with the page; the app asks nothing again for them.
      requests.length = 0;
      await page.goto(`${paths.jobList({ type: 'local' })}&language=${locale}`);
      const titles = page.locator('.vaga-offer__title');
      await expect(titles.first()).toHaveText(first.jobOfferTitle);
      await page.waitForLoadState('networkidle');
      expect(requests.filter((url) => url.includes('/localvancancy?'))).toEqual([]);
      // Interactive: a vacancy opens its detail over the list, as before.
      await titles.first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('.vaga-detail__title')).toHaveText(
        first.jobOfferTitle,
      );

      // The job classes and a vacancy's own page.
      await page.goto(`${paths.jobService({ type: 'local' })}&language=${locale}`);
      await expect(page.locator('.vaga-job-classes')).toBeVisible();
      await page.goto(`${paths.jobOffer(first.id)}?language=${locale}`);
      await expect(page.locator('.vaga-detail__title')).toHaveText(first.jobOfferTitle);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Taken over, the page keeps the vacancy's own title (not its route's).
      await expect.poll(() => page.title()).toContain(first.jobOfferTitle);
      // Interactive: the favourite toggle saves the vacancy (a visitor's, on this device).
      const favorite = page.locator('.vaga-favorite');
      await expect(favorite).toHaveAttribute('aria-pressed', 'false');
      await favorite.click();
      await expect(favorite).toHaveAttribute('aria-pressed', 'true');
      expect(problems).toEqual([]);

      // The event list and an event's page hydrate as well.
      const [event] = await enrollingEvents(page, api);
      requests.length = 0;
      await page.goto(`${paths.matchKinds()}?language=${locale}`);
      await expect(page.locator('.vaga-event-card__name').first()).toHaveText(event.eventName);
      await page.waitForLoadState('networkidle');
      // Its events came with the page: the app asks nothing again for them.
      expect(requests.filter((url) => new URL(url).pathname === PATHS.events)).toEqual([]);
      await page.goto(`${paths.matchIndex(event.eventId)}&language=${locale}`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(event.eventName);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a record’s page with an unknown id, taken over by the app', () => {
  test.use({ serviceWorkers: 'block' });
  test('keeps its not-found message, without a hydration warning or a request again', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/DeJobSeekApi/')) requests.push(request.url());
    });
    const messages: Record<keyof typeof RECORD_PAGES, string> = {
      vacancy: localeText('{lang}/screens/jobsearch.json', 'en', 'detail.unavailable'),
      event: localeText('{lang}/screens/events.json', 'en', 'notFound.title'),
    };
    for (const kind of Object.keys(RECORD_PAGES) as (keyof typeof RECORD_PAGES)[]) {
      const address = RECORD_PAGES[kind](999_999);
      const response = await page.goto(`${address}${address.includes('?') ? '&' : '?'}language=en`);
      expect(response?.status(), address).toBe(404);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(messages[kind]).first()).toBeVisible();
    }
    // The record itself came with the page (its failure too): not asked again.
    const records = [
      buildPath(PATHS.jobOffer, { id: 999_999 }),
      buildPath(PATHS.event, { id: 999_999 }),
    ];
    expect(requests.filter((url) => records.includes(new URL(url).pathname))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, api } of LANGUAGES) {
    test(`each page holds its content (${locale})`, async ({ page }) => {
      const list = await firstVacancies(page, api);
      await page.goto(`${paths.jobList({ type: 'local' })}&language=${locale}`);
      for (const card of list.content) {
        await expect(page.getByRole('heading', { name: card.jobOfferTitle }).first()).toBeVisible();
      }
      const detail = await vacancy(page, list.content[0].id, api);
      await page.goto(`${paths.jobOffer(detail.id)}?language=${locale}`);
      await expect(page.locator('.vaga-detail__title')).toHaveText(detail.jobOfferTitle);
      await expect(page.locator('.vaga-detail')).toContainText(detail.companyName);
      await expect(page.locator('.vaga-detail__salary')).toContainText(detail.salaryTypeName);
      await expect(page).toHaveTitle(new RegExp(detail.jobOfferTitle));
      await page.goto(`${paths.service}?language=${locale}`);
      await expect(page.locator('.vaga-stats')).toBeVisible();
    });

    test(`the event list and an event's page hold their events (${locale})`, async ({ page }) => {
      const events = await enrollingEvents(page, api);
      await page.goto(`${paths.matchKinds()}?language=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const names = page.locator('.vaga-event-card__name');
      await expect(names).toHaveText(events.map((event) => event.eventName));
      // The enrolling events' banners above the list.
      await expect(page.locator('.vaga-event-banner__title').first()).toBeVisible();
      const detail = await eventDetail(page, events[0].eventId, api);
      await page.goto(`${paths.matchIndex(detail.eventId)}&language=${locale}`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(detail.eventName);
      await expect(page.locator('.vaga-event__facts')).toContainText(detail.venue);
      await expect(page.locator('.vaga-event__facts')).toContainText(String(detail.remainingQuota));
      // The page is named after its event, and described by its venue and days.
      expect(await page.title()).toContain(detail.eventName);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain(detail.venue);
      expect(description).toContain(detail.startDate.replace(/-/g, '/'));
    });
  }

  for (const { locale } of LANGUAGES) {
    test(`each public page has its own description, in its language (${locale})`, async ({
      page,
    }) => {
      const seen = new Set<string>();
      for (const address of SITEMAP_PAGES) {
        await page.goto(`${address}?language=${locale}`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, address).toBeTruthy();
        expect(description, address).not.toBe(SHELL_DESCRIPTION);
        if (locale === 'zh-Hant') expect(description, address).toMatch(/\p{Script=Han}/u);
        else expect(description, address).not.toMatch(/\p{Script=Han}/u);
        expect(seen.has(description!), `${address} repeats another page's`).toBe(false);
        seen.add(description!);
      }
    });

    test(`a record's page with an unknown id answers 404 with its message (${locale})`, async ({
      page,
    }) => {
      const messages: Record<keyof typeof RECORD_PAGES, string> = {
        vacancy: localeText('{lang}/screens/jobsearch.json', locale, 'detail.unavailable'),
        event: localeText('{lang}/screens/events.json', locale, 'notFound.title'),
      };
      const loading = localeText(
        '{lang}/screens/common.json',
        locale,
        'DataComponent.message.loading',
      );
      for (const kind of Object.keys(RECORD_PAGES) as (keyof typeof RECORD_PAGES)[]) {
        const address = RECORD_PAGES[kind](999_999);
        const response = await page.goto(
          `${address}${address.includes('?') ? '&' : '?'}language=${locale}`,
        );
        expect(response?.status(), address).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByText(messages[kind]).first()).toBeVisible();
        await expect(page.getByText(loading)).toHaveCount(0);
      }
    });
  }

  test('a shared vacancy link shows the vacancy before any script runs', async ({
    page,
  }, testInfo) => {
    const [first] = (await firstVacancies(page, 'zh')).content;
    await page.goto(paths.jobOffer(first.id));
    await expect(page.locator('.vaga-detail__title')).toHaveText(first.jobOfferTitle);
    await expect(page.locator('.vaga-detail__salary')).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(first.jobOfferTitle),
    );
    // The vacancy's JobPosting (schema.org) is in the page, for search engines' job results.
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    ) as Record<string, unknown> & { hiringOrganization?: { name?: string } };
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe(first.jobOfferTitle);
    expect(ld.hiringOrganization?.name).toBe(first.companyName);
    const shot = testInfo.outputPath('shared-vacancy-no-js.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('shared vacancy, JavaScript disabled', {
      path: shot,
      contentType: 'image/png',
    });
  });
});
