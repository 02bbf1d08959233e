import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { AuthPages, type DemoAccount } from './page-models/auth.ts';

const NOT_RESIDENT = 'No local account';
const CREATE_RESUME = 'Create your resume first';
const PLEASE_LOGIN = 'Please log in first';
const UNDER_AGE = 'Available from age 16';

/** What each tab shows to each demo account (spec §6); null = the page itself. */
const GATING: Record<Exclude<DemoAccount, 'expired'>, Record<string, string | null>> = {
  resident: { Interviews: null, Records: null, 'My CV': null, Saved: null },
  newcomer: { Interviews: CREATE_RESUME, Records: CREATE_RESUME, 'My CV': null, Saved: null },
  // Under 16 by the identity's birth date: told so before being asked for a resume.
  minor: { Interviews: UNDER_AGE, Records: UNDER_AGE, 'My CV': null, Saved: null },
  nonresident: {
    Interviews: NOT_RESIDENT,
    Records: NOT_RESIDENT,
    'My CV': NOT_RESIDENT,
    Saved: NOT_RESIDENT,
  },
};
/** Panels a page shown to its user never carries (the resume page has its own resume prompt). */
const GATE_PANELS = [NOT_RESIDENT, PLEASE_LOGIN, 'Identity document expired'];

/** Something only the page itself shows, for the tabs whose page exists. */
function pageMarker(page: Page, tab: string): Locator | null {
  if (tab === 'Interviews') return page.getByRole('tablist', { name: 'Interviews by status' });
  if (tab === 'Records') return page.getByRole('tablist', { name: 'Job-seeking records' });
  if (tab === 'My CV') return page.getByRole('link', { name: 'My job-seeking data' });
  return null;
}

for (const [account, tabs] of Object.entries(GATING) as [
  Exclude<DemoAccount, 'expired'>,
  Record<string, string | null>,
][]) {
  test(`${account}: logs in, comes back to the page it started from, sees the gating`, async ({
    page,
  }) => {
    const auth = new AuthPages(page);
    const start = '/interview?from=menu&x=1';
    await auth.open(start);
    await expect(auth.panel(PLEASE_LOGIN)).toBeVisible();
    await auth.loginHere(account);
    await auth.expectAt(start);
    expect(await auth.token()).not.toBeNull();
    await expect(auth.logoutButton).toBeVisible();

    for (const [tab, panel] of Object.entries(tabs)) {
      await auth.tab(tab).click();
      if (panel === null) {
        const marker = pageMarker(page, tab);
        if (marker) await expect(marker).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('main')).not.toBeEmpty();
        for (const other of GATE_PANELS) await expect(auth.panel(other)).toHaveCount(0);
        if (tab !== 'My CV') await expect(auth.panel(CREATE_RESUME)).toHaveCount(0);
      } else {
        await expect(auth.panel(panel)).toBeVisible();
      }
    }
  });
}

test('expired: the login ends on "document expired"', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/cv');
  await auth.loginHere('expired');
  await expect(auth.panel('Identity document expired')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/profile');
});

test('logout ends the session: the old token answers 401', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/cv');
  await auth.loginHere('resident');
  await auth.expectAt('/cv');
  const token = await auth.token();
  expect(token).not.toBeNull();
  const before = await page.request.get('/service/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);

  await auth.logout();
  expect(await auth.token()).toBeNull();
  await expect(auth.loginButton).toBeVisible();
  const after = await page.request.get('/service/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  expect((await after.json()).code).toBe('Unauthorized');
});

test('a redirect target with & survives the round trip', async ({ page }) => {
  const auth = new AuthPages(page);
  const start = '/job-service/job-list?groupId=1&id=101&type=local';
  await auth.open(start);
  const login = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/service/login',
  );
  await auth.loginHere('resident');
  const redirect = new URL((await login).url()).searchParams.get('redirect');
  expect(redirect).toBe('/job-service/job-list?groupId=1__id=101__type=local');
  await auth.expectAt(start);
});
