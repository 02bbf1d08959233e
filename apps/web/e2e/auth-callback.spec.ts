import { test, expect, expectNoRawPlaceholders } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

const isAuthorize = (url: URL) => url.pathname === '/service/authorize';

test('a login answer arriving on /service (code and state) finishes the login there', async ({
  page,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/service');
  // The provider's answer (code, state, iss) is caught before the app spends it, then brought
  // back on /service instead of /profile.
  let answer: URL | null = null;
  await page.route(isAuthorize, async (route) => {
    answer ??= new URL(route.request().url());
    await route.abort();
  });
  await auth.loginHere('resident');
  await expect.poll(() => answer !== null).toBe(true);
  await page.unroute(isAuthorize);
  const callback = new URL(answer!.href);
  expect(callback.searchParams.get('state')).not.toBeNull();
  const moved = new URLSearchParams({ tab: 'x' });
  for (const name of ['code', 'state', 'iss']) {
    const value = callback.searchParams.get(name);
    if (value !== null) moved.set(name, value);
  }

  await page.goto(`/service?${moved.toString()}`);
  await auth.expectAt('/service?tab=x');
  await expect(auth.logoutButton).toBeVisible();
  expect(await auth.token()).not.toBeNull();
  await expect(auth.panel('Authorization failed')).toHaveCount(0);
  await expectNoRawPlaceholders(page);
});

test('a broken login answer shows the failure with its message filled in', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/service?code=abc');
  await expect(auth.panel('Authorization failed')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/\S/);
  await expectNoRawPlaceholders(page);
  expect(await auth.token()).toBeNull();
});
