import { test, expect } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

const UNAUTHORIZED = { status: 401, json: { code: 'Unauthorized', errorArgs: [] } };

test('?code=… on /favorites lands on /profile with code and redirect', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/favorites?code=abc');
  await page.waitForURL((url) => url.pathname === '/profile');
  const params = new URL(page.url()).searchParams;
  expect(params.get('code')).toBe('abc');
  expect(params.get('redirect')).toBe('/favorites');
  // A code the provider never gave cannot log anyone in.
  await expect(auth.panel('Authorization failed')).toBeVisible();
});

test('/link?redirect=/cv lands on /cv?link=true', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/link?redirect=/cv');
  await auth.expectAt('/cv?link=true');
});

test('a route that needs auth sends a visitor straight to the login', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/cv-form');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await auth.signInAtProvider('newcomer');
  await auth.expectAt('/cv-form');
});

test('a revoked token leads to the login, and back', async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.open('/cv');
  await auth.loginHere('resident');
  await auth.expectAt('/cv');
  const revoked = await auth.token();
  // Leave the app while the token is revoked, so none of its own requests meets the 401 first.
  await page.goto('about:blank');
  const logout = await page.request.post('/service/logout?type=personal', {
    headers: { Authorization: `Bearer ${revoked}` },
  });
  expect(logout.status()).toBe(200);

  const login = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/service/login',
  );
  // The app leaves for the login before the page has finished loading, which may abort the
  // page load itself; the login request below is what must happen.
  await page.goto('/cv').catch((error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
  });
  const redirect = new URL((await login).url()).searchParams.get('redirect');
  expect(redirect).toBe('/cv');
  // The provider may still know the person (no form) or ask again.
  const form = page.locator('input[name="username"]');
  await expect(form.or(auth.logoutButton)).toBeVisible();
  if (await form.isVisible()) await auth.signInAtProvider('resident');
  await auth.expectAt('/cv');
  await expect(auth.logoutButton).toBeVisible();
  const renewed = await auth.token();
  expect(renewed).not.toBeNull();
  expect(renewed).not.toBe(revoked);
});

test('three failed logins in a row show the error with retry and back', async ({ page }) => {
  const auth = new AuthPages(page);
  await page.route('**/service/profile', (route) => route.fulfill(UNAUTHORIZED));
  await auth.open('/cv');
  let logins = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/service/login') logins += 1;
  });
  await auth.loginHere('resident');

  const failure = page.getByRole('alert', { name: 'Login invalid or expired' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  // The first login, then three retries.
  expect(logins).toBe(4);
  expect(await page.evaluate(() => sessionStorage.getItem('vaga.retryCount'))).toBe('3');
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await failure.getByRole('button', { name: 'Back' }).click();
  await auth.expectAt('/service');
});
