import { PATHS, STORAGE_KEYS } from '@vaga/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

/** A job alert only the resident has: its name is theirs alone. */
const ALERT_NAME = `Alert of the resident ${Date.now()}`;

/**
 * What only the resident's data shows: the resume's names and e-mail, the application numbers of
 * their job-seeking registrations and records, their job alert.
 */
const RESIDENT_MARKS = ['陳大文', 'CHAN TAI MAN', 'chan.taiman@example.mo', ALERT_NAME];
const APPLICATION_NUMBER = 'JS\\d{8}-\\d{6}';

/** The resident's own pages, each with what shows once its data is there (when it has some). */
const PRIVATE_PAGES: { path: string; mark?: string | RegExp }[] = [
  { path: '/cv', mark: 'chan.taiman@example.mo' },
  { path: '/record', mark: new RegExp(APPLICATION_NUMBER) },
  { path: '/referral-service', mark: new RegExp(APPLICATION_NUMBER) },
  { path: '/notifications/settings', mark: ALERT_NAME },
  { path: '/notifications' },
  { path: '/unemployed-info' },
  { path: '/interview' },
  { path: '/favorites' },
  { path: '/cv-file' },
  { path: '/match-kinds' },
  { path: '/my-data' },
];

declare global {
  interface Window {
    vagaSeen?: string[];
  }
}

/** Moves within the app, as its links do: no reload, the cache stays. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test("after a session ends, the next person on the same page never sees the previous one's data", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const auth = new AuthPages(page);
  await auth.open('/service');
  await auth.loginHere('resident');
  await auth.expectAt('/service');
  await expect(auth.logoutButton).toBeVisible();

  // The resident's own job alert, for the alerts page to show.
  const created = await page.evaluate(
    async ({ url, key, name }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name, filters: { keyword: 'clerk' }, mode: 'daily', paused: false }),
      });
      return res.status;
    },
    { url: PATHS.savedSearches, key: STORAGE_KEYS.token, name: ALERT_NAME },
  );
  expect(created).toBe(201);

  // The resident opens each of their pages: their data is now in the app's cache. Their
  // application numbers are theirs alone (the newcomer may have numbers of their own).
  const marks = [...RESIDENT_MARKS];
  for (const { path, mark } of PRIVATE_PAGES) {
    await goInApp(page, path);
    if (mark) await expect(page.locator('main')).toContainText(mark);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const [number] of text.matchAll(new RegExp(APPLICATION_NUMBER, 'g')))
      if (!marks.includes(number)) marks.push(number);
  }
  expect(marks.length).toBeGreaterThan(RESIDENT_MARKS.length);
  await goInApp(page, '/service');

  // The session ends here without leaving the page: a provider without an end-session address.
  await page.route('**/service/logout**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), logoutUrl: null } });
  });
  await auth.logoutButton.click();
  await expect(auth.loginButton).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/service');

  // From now on, any appearance of the resident's data on this page is recorded, as it happens.
  await page.evaluate(
    ({ marks }) => {
      window.vagaSeen = [];
      const look = () => {
        const text = document.body.textContent ?? '';
        for (const mark of marks) if (text.includes(mark)) window.vagaSeen!.push(mark);
      };
      look();
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    { marks },
  );

  // The newcomer logs in in another tab of the same browser; this page takes the session up.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  const otherAuth = new AuthPages(otherPage);
  await otherAuth.open('/service');
  await otherAuth.loginHere('newcomer');
  await otherAuth.expectAt('/service');
  const token = await otherAuth.token();
  await other.close();
  expect(token).not.toBeNull();
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    { key: STORAGE_KEYS.token, value: token! },
  );
  await auth.expectAt('/service');
  await expect(auth.logoutButton).toBeVisible();

  // The newcomer goes through the same pages: none shows the resident's data, not for a frame.
  for (const { path } of PRIVATE_PAGES) await goInApp(page, path);
  expect(await page.evaluate(() => window.vagaSeen)).toEqual([]);
});
