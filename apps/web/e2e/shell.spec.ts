import { formatNumber } from '@vaga/contract';
import { expect, expectNoRawPlaceholders, test } from './fixtures.ts';

test('/ redirects to /service, which shows the job classes with their counts in zh-Hant', async ({
  page,
  servicePage,
  api,
}) => {
  await servicePage.goto('/');
  await expect(page).toHaveURL(/\/service$/);
  expect(await servicePage.htmlLang()).toBe('zh-Hant');
  await expect(servicePage.title).toHaveText('服務');
  await expect(page.getByRole('heading', { name: '職位類別' })).toBeVisible();

  const catalog = await api.catalog('zh');
  expect(catalog.length).toBeGreaterThanOrEqual(15);
  await expect(servicePage.jobClasses).toHaveCount(catalog.length);
  for (const jobClass of catalog.slice(0, 3)) {
    const card = servicePage.jobClass(jobClass.name);
    for (const meta of jobClass.metaDatas) {
      const shown =
        meta.value > 9999
          ? `${formatNumber(9999, 'zh-Hant')}+`
          : formatNumber(meta.value, 'zh-Hant');
      await expect(card.locator('.vaga-job-class__head')).toContainText(`${meta.label} ${shown}`);
    }
  }
  await expect(servicePage.statistic('職位空缺')).toHaveText(/^\d{1,3}(,\d{3})*\+?$/);
  await expect(page.getByText(/^版本 \d+\.\d+\.\d+/)).toBeVisible();
});

test('a job class expands to its subcategories, which open their job list', async ({
  page,
  servicePage,
  api,
}) => {
  const [first] = await api.catalog('zh');
  const sub = first.subCategories[0];
  await servicePage.goto();
  const card = servicePage.jobClass(first.name);
  const toggle = card.getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await card.getByRole('link', { name: new RegExp(sub.name) }).click();
  await expect(page).toHaveURL(
    new RegExp(`/job-service/job-list\\?groupId=${sub.groupId}&id=${sub.id}&type=local$`),
  );
  await expect(page.locator('ul.vaga-paged-list__items > li').first()).toBeVisible();
});

test('the five tabs switch pages and follow the route', async ({ page, servicePage }) => {
  await servicePage.goto();
  const tabs = [
    ['求職登記', '/cv', '求職登記'],
    ['面試', '/interview', '我的面試'],
    ['求職紀錄', '/record', '求職紀錄'],
    ['收藏', '/favorites', '收藏職位'],
    ['服務', '/service', '服務'],
  ] as const;
  for (const [name, path, title] of tabs) {
    await servicePage.tab(name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(servicePage.tab(name)).toHaveAttribute('aria-current', 'page');
    await expect(servicePage.title).toHaveText(title);
  }
  await expect(servicePage.tabs.locator('[aria-current="page"]')).toHaveCount(1);
});

test('a visitor sees the please-login panel where a page needs a login', async ({ page }) => {
  await page.goto('/interview');
  const panel = page.getByRole('region', { name: '請先登入' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: '登入' })).toBeVisible();
  await expectNoRawPlaceholders(page);
});

test('/illustrate shows the three notices and the version', async ({ page }) => {
  await page.goto('/illustrate?language=en');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    '1. What the service offers',
    '2. Booking interviews',
    '3. Personal data and help',
  ]);
  await expect(page.getByText(/within 10 days/)).toBeVisible();
  await expect(page.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible();
  await expectNoRawPlaceholders(page);
});

test('close on the home shell asks for confirmation in the current language', async ({ page }) => {
  await page.goto('/service?language=pt');
  await page.getByRole('button', { name: 'Fechar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Confirma fechar?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Confirma fechar?')).toBeHidden();
  await expect(page).toHaveURL(/\/service/);
});

test('a code query on any route but /profile goes to /profile with code and redirect', async ({
  page,
}) => {
  await page.goto('/record?code=abc123');
  await expect(page).toHaveURL(/\/profile\?code=abc123&redirect=%2Frecord$/);
});
