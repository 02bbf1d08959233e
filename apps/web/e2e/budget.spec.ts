import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { LOCALES } from '@vaga/contract';
import {
  FIRST_VISIT_BUDGET,
  FIRST_VISIT_ENCODING,
  firstVisit,
  inLocale,
  kib,
  publicPageAddresses,
} from '../build/first-visit.ts';
import { expect, test } from './fixtures.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The app's script files the page loads from now on (paths under /assets/). */
function scriptsLoaded(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      scripts.add(url.pathname);
  });
  return scripts;
}

test.describe('every public page, on a first visit', () => {
  // Each page in each language, in a fresh browser: a few seconds each on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  for (const locale of LOCALES) {
    test(`downloads at most 100 KiB of JavaScript as served (${locale})`, async ({
      browser,
      baseURL,
    }) => {
      const addresses = await publicPageAddresses(baseURL!);
      for (const address of Object.values(addresses)) {
        const visit = await firstVisit(browser, baseURL!, inLocale(address, locale));
        const lines = visit.scripts.map((s) => `  ${s.path} ${kib(s.bodyBytes)} (${s.encoding})`);
        console.log(
          `${visit.address}: ${visit.scripts.length} scripts, ${kib(visit.bodyBytes)} (${kib(visit.transferBytes)} with headers)\n${lines.join('\n')}`,
        );
        test.info().annotations.push({
          type: `first-visit JS ${visit.address}`,
          description: kib(visit.bodyBytes),
        });
        expect(visit.scripts.length, visit.address).toBeGreaterThan(0);
        // Counted as served: every script of any size came compressed with what was asked for.
        for (const script of visit.scripts.filter((s) => s.bodyBytes > 1024))
          expect.soft(script.encoding, script.path).toBe(FIRST_VISIT_ENCODING);
        expect.soft(visit.bodyBytes, visit.address).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
      }
    });
  }
});

test('the entry script asks V8 to compile its functions as it loads, and no other script does', async ({
  request,
}) => {
  const html = await (await request.get('/service')).text();
  const entry = html.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeDefined();
  expect(await (await request.get(entry!)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  expect(preloaded.length).toBeGreaterThan(0);
  for (const [, chunk] of preloaded) {
    expect(await (await request.get(chunk)).text()).not.toContain('allFunctionsCalledOnLoad');
  }
});

test('the job list, a vacancy page and the event list load no schema library (their forms open later)', async ({
  page,
}) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/job-service/job-list?type=local');
  await expect(page.locator('.vaga-offer').first()).toBeVisible();
  const href = await page.locator('a.vaga-offer-link').first().getAttribute('href');
  const id = new URL(href!, page.url()).searchParams.get('detail');
  await page.goto(`/job-service/job/${id}`);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/match-kinds');
  await expect(page.locator('a[href^="/match-index"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  for (const file of scripts) {
    expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('$ZodType');
  }
});

test('every file a server-rendered page preloads or names is served', async ({ request }) => {
  const routes = JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const files = new Set(Object.values(routes).flat());
  expect(files.size).toBeGreaterThan(0);
  for (const file of files) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
});
