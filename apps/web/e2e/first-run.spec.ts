import { expect, test, type Page } from '@playwright/test';
import { clientAddress } from './page-models/auth.ts';

/**
 * The first minute of a resident: the login page speaks the app's language, not the
 * browser's, and a new resume starts from what the single account holds. The newcomer's resume
 * is only looked at here, never created (other specs create it).
 */

// An English browser: only the app's `language` can make the provider's pages Chinese.
test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
});

const username = (page: Page) => page.locator('input[name="username"]');

async function reachLoginPage(page: Page, loginLabel: string) {
  // An auth route sends a visitor to the login page; elsewhere the panel offers the login.
  const panelLogin = page.getByRole('button', { name: loginLabel, exact: true }).first();
  await expect(username(page).or(panelLogin).first()).toBeVisible();
  if (!(await username(page).isVisible())) await panelLogin.click();
  await expect(username(page)).toBeVisible();
}

test("/cv-form?language=zh-Hant leads a visitor to a Chinese login page, and the newcomer's new resume starts from the identity", async ({
  page,
}) => {
  await page.goto('/cv-form?language=zh-Hant');
  await reachLoginPage(page, '登入');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('單一帳戶登入（示範）');
  await expect(page.getByLabel('密碼')).toBeVisible();
  await expect(page.getByText('Password')).toHaveCount(0);

  await username(page).fill('newcomer');
  await page.getByLabel('密碼').fill('demo');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/cv-form');

  // Back in the app, still in Chinese, on a resume that starts from the identity.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByLabel('中文姓名', { exact: true })).toHaveValue('李小梅');
  await expect(page.getByLabel('葡文/英文姓名', { exact: true })).toHaveValue('LEI SIO MUI');
  await expect(page.getByRole('radio', { name: '女', exact: true })).toBeChecked();
  const birthDate = page.getByLabel('出生日期', { exact: true });
  await expect(birthDate).toHaveValue('1998-03-15');
  await expect(birthDate).not.toBeEditable();
  await expect(page.getByText('5123456(7)')).toBeVisible();
});

test('the login page follows the app in Portuguese too', async ({ page }) => {
  await page.goto('/cv-form?language=pt');
  await reachLoginPage(page, 'Entrar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByLabel('Palavra-passe')).toBeVisible();
});
