import { test, expect } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

test('in the app (fake bridge): no login, logout or language controls; close asks first', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.VagaFakeBridge = { language: 'pt' };
  });
  await page.goto('/service');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(banner.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Sair' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Idioma' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText('Confirma fechar?', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect.poll(() => page.evaluate(() => window.VagaFakeBridge?.closed === true)).toBe(true);
});

test('in the app the token, language and dark mode come from the app', async ({
  page,
  browser,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/cv');
  await auth.loginHere('resident');
  await auth.expectAt('/cv');
  const token = await auth.token();

  const inApp = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const appPage = await inApp.newPage();
    await appPage.addInitScript(
      (config) => {
        window.VagaFakeBridge = config;
      },
      { token, language: 'en', darkMode: true },
    );
    await appPage.goto('/interview');
    await expect(appPage.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
    const app = new AuthPages(appPage);
    // A logged-in resident with a profile: the interview page itself (still a placeholder).
    await expect(app.panel('Coming soon')).toBeVisible();
    await expect(app.panel('Please log in first')).toHaveCount(0);
    await expect(app.logoutButton).toHaveCount(0);
    await expect(app.loginButton).toHaveCount(0);
    expect(await app.token()).toBe(token);
    // Away from the home shell the button goes back instead of closing.
    await appPage.goto('/illustrate');
    await expect(appPage.getByRole('banner').getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(appPage.getByRole('banner').getByRole('button', { name: 'Close' })).toHaveCount(0);
  } finally {
    await inApp.close();
  }
});

test('?fakeBridge=1 loads the fake app shell for the tab', async ({ page }) => {
  await page.goto('/service?fakeBridge=1&language=en');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await page.goto('/favorites');
  await expect(banner.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await page.goto('/service?fakeBridge=0&language=en');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
});
