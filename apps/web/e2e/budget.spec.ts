import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
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

test('the first screen loads at most 100 KiB of gzipped JavaScript', async ({
  page,
  servicePage,
}) => {
  const scripts = scriptsLoaded(page);
  await servicePage.goto('/service');
  await expect(servicePage.jobClasses.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gzipped = [...scripts].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  test.info().annotations.push({
    type: 'first-screen JS (gzip)',
    description: `${(gzipped / 1024).toFixed(1)} KiB`,
  });
  console.log(
    `first-screen JavaScript: ${scripts.size} files, ${(gzipped / 1024).toFixed(1)} KiB gzipped`,
  );
  expect(gzipped).toBeLessThanOrEqual(100 * 1024);
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
