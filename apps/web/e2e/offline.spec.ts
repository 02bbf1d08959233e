import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { PATHS, type Favorite } from '@vaga/contract';
import { test, expect, expectNoRawPlaceholders, type VagaApi } from './fixtures.ts';
import { useFakeAppShell } from './fake-bridge.ts';
import { AuthPages } from './page-models/auth.ts';

const texts = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contract/texts',
);
const OFFLINE_EN = 'You are offline: what you see was saved the last time it loaded.';

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null, {
    timeout: 30_000,
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Two live vacancies the resident has not saved. */
async function unsavedIds(api: VagaApi, saved: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const jobClass of await api.catalog()) {
    for (const sub of jobClass.subCategories) {
      for (const card of (await api.vacancies(sub.groupId, sub.id, 0, 20)).content) {
        if (!saved.includes(card.id) && !ids.includes(card.id)) ids.push(card.id);
        if (ids.length === 2) return ids;
      }
    }
  }
  throw new Error('the seeded data has too few vacancies');
}

test('offline, the shell, the job classes, a class list and the saved vacancies open from the cache and say so', async ({
  page,
  context,
  api,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/service');
  await auth.loginHere('resident');
  await auth.expectAt('/service');
  const headers = { Authorization: `Bearer ${await auth.token()}` };
  const saved = (await (await page.request.get(PATHS.favorites, { headers })).json()) as number[];
  const [kept, later] = await unsavedIds(api, saved);
  const save = (id: number) =>
    page.request.post(`${PATHS.favorites}?jobOfferId=${id}`, { headers });
  try {
    expect((await save(kept)).ok()).toBe(true);
    await underWorker(page);

    // Online once: the job classes, one class's vacancies and the saved vacancies.
    await page.goto('/job-service');
    const classes = page.locator('section.vaga-job-class');
    await expect(classes.first()).toBeVisible();
    const [jobClass] = await api.catalog('en');
    const sub = jobClass.subCategories[0];
    const listUrl = `/job-service/job-list?groupId=${sub.groupId}&id=${sub.id}&type=local`;
    await page.goto(listUrl);
    const cards = page.locator('ul.vaga-paged-list__items > li');
    await expect(cards.first()).toBeVisible();
    const listTitles = await cards.locator('.vaga-offer__title').allTextContents();
    await page.goto('/favorites');
    const details = (await (
      await page.request.get(PATHS.favoritesDetail, {
        headers: { ...headers, 'Accept-Language': 'en' },
      })
    ).json()) as Favorite[];
    const favorites = page.locator('.vaga-favorites__list > li');
    await expect(favorites).toHaveCount(details.length);
    await expect(
      page.locator('.vaga-offer__title', { hasText: details[0].jobOfferTitle }).first(),
    ).toBeVisible();

    // The server's list changes; the page, offline, shows the list it kept.
    expect((await save(later)).ok()).toBe(true);
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_EN });
    await expect(notice).toBeVisible();
    await expect(favorites).toHaveCount(details.length);
    for (const favorite of details) {
      await expect(page.getByRole('article', { name: favorite.jobOfferTitle })).toBeVisible();
    }

    await page.goto(listUrl);
    await expect(notice).toBeVisible();
    await expect(cards.locator('.vaga-offer__title')).toHaveText(listTitles);
    await page.goto('/job-service');
    await expect(classes).toHaveCount((await api.catalog('en')).length);
    await page.goto('/service');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('nav.vaga-tab-bar')).toBeVisible();
    await expect(notice).toBeVisible();
    await expectNoRawPlaceholders(page);
    // Within the page too: the saved vacancies' tab asks its answers of the worker's cache.
    await page.locator('nav.vaga-tab-bar a[href="/favorites"]').click();
    await expect(page.getByRole('article', { name: details[0].jobOfferTitle })).toBeVisible();

    // Back online the notice goes.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    for (const id of [kept, later]) {
      await page.request.delete(`${PATHS.favorites}?jobOfferId=${id}`, { headers });
    }
  }
});

test('under the worker the login works, and logging out clears the answers kept for offline use', async ({
  page,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/service');
  await underWorker(page);
  // The login's addresses (/service/login, /oidc) are the server's, not the app shell.
  await auth.loginHere('resident');
  await auth.expectAt('/service');
  await page.goto('/favorites');
  await expect(page.locator('.vaga-favorites')).toBeVisible();
  // The answers kept for the session: the favourites (the public ones may come back at once).
  const kept = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('vaga-api-'))) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => url.includes('/favorites')).length;
    });
  await expect.poll(kept).toBeGreaterThan(0);
  await auth.logout();
  await expect.poll(kept).toBe(0);
});

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('each language has a valid manifest with its names and icons that load', async ({
  page,
  request,
}) => {
  const files = {
    'zh-Hant': 'manifest.webmanifest',
    pt: 'manifest.pt.webmanifest',
    en: 'manifest.en.webmanifest',
  };
  for (const [locale, file] of Object.entries(files)) {
    const answer = await request.get(`/${file}`);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as Manifest;
    const app = (
      JSON.parse(readFileSync(path.join(texts, locale, 'screens', 'common.json'), 'utf8')) as {
        app: { name: string; shortName: string };
      }
    ).app;
    expect(manifest).toMatchObject({
      name: app.name,
      short_name: app.shortName,
      lang: locale,
      start_url: '/service',
      display: 'standalone',
      theme_color: '#1677ff',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  }
  // The page links the manifest of its language.
  for (const [locale, file] of Object.entries(files)) {
    await page.goto(`/service?language=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${file}`);
  }
});

test('in the app (fake bridge) the worker controls the page and the bridge still gives the token and language', async ({
  page,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/service');
  await auth.loginHere('resident');
  await auth.expectAt('/service');
  const token = await auth.token();
  await page.evaluate(() => localStorage.clear());
  await useFakeAppShell(page, { token, language: 'pt' });
  await page.goto('/service');
  await underWorker(page);
  // Under the worker the page still starts from the bridge: its token and its language.
  await page.goto('/favorites');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.locator('.vaga-favorites')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicie sessão primeiro' })).toHaveCount(0);
  const calls = await page.evaluate(() =>
    (window.VagaFakeBridge?.calls ?? []).map((c) => c.method),
  );
  expect(calls).toEqual(expect.arrayContaining(['getToken', 'getLanguage']));
  expect(await auth.token()).toBe(token);
});
