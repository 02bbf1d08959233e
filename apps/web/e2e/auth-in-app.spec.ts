import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { test, expect, expectNoRawPlaceholders } from './fixtures.ts';
import { useFakeAppShell } from './fake-bridge.ts';
import { AuthPages, clientAddress } from './page-models/auth.ts';

/** A resident's token, from a login in a browser context of its own. */
async function residentToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const auth = new AuthPages(await context.newPage());
    await auth.open('/cv');
    await auth.loginHere('resident');
    await auth.expectAt('/cv');
    const token = await auth.token();
    expect(token).not.toBeNull();
    return token!;
  } finally {
    await context.close();
  }
}

test('in the app (fake bridge): no login, logout or language controls; close asks first', async ({
  page,
  browser,
}) => {
  await useFakeAppShell(page, { token: await residentToken(browser), language: 'pt' });
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

test('in the app without a token: straight to the login, and back to the page', async ({
  page,
}) => {
  await useFakeAppShell(page, { token: null, language: 'en' });
  const auth = new AuthPages(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
  await page.goto('/cv?tab=1');
  // No please-log-in panel: the single-account login itself.
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await auth.signInAtProvider('resident');
  await auth.expectAt('/cv?tab=1');
  await expect(auth.panel('Please log in first')).toHaveCount(0);
  expect(await auth.token()).not.toBeNull();
  await expectNoRawPlaceholders(page);
});

test('in the app the language query wins over the app language', async ({ page, browser }) => {
  await useFakeAppShell(page, { token: await residentToken(browser), language: 'pt' });
  await page.goto('/service?language=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Close' })).toBeVisible();
  // Without the query the app's language decides again.
  await page.goto('/service');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('in the app the token, language and dark mode come from the app', async ({ browser }) => {
  const token = await residentToken(browser);

  const inApp = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const appPage = await inApp.newPage();
    await useFakeAppShell(appPage, { token, language: 'en', darkMode: true });
    await appPage.goto('/interview');
    await expect(appPage.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
    const app = new AuthPages(appPage);
    // A logged-in resident with a profile: the interview page itself.
    await expect(appPage.getByRole('tablist', { name: 'Interviews by status' })).toBeVisible();
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

test('the production build ignores ?fakeBridge=1 and window.VagaFakeBridge', async ({ page }) => {
  await page.addInitScript(() => {
    window.VagaFakeBridge = { language: 'pt' };
  });
  await page.goto('/service?fakeBridge=1&language=en');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
  // Not in the app: the login control shows, and nothing asked the fake shell anything.
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.VagaNativeBridge === undefined)).toBe(true);
  expect(await page.evaluate(() => window.VagaFakeBridge?.calls)).toBeUndefined();
  await page.goto('/favorites');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the production build does not contain the fake app shell', () => {
  const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    expect(readFileSync(path.join(assets, name), 'utf8'), name).not.toContain(
      'Fake government app',
    );
  }
});
