import type { Page, Response } from '@playwright/test';
import { STORAGE_KEYS } from '@vaga/contract';
import { expect, test } from './fixtures.ts';

/**
 * The app's scripts the page fetches from now on, their texts joined by `read()`. Each body is
 * asked for as its response arrives, and `read()` stops listening and waits for them all, so no
 * body is still being read when the test navigates on (the browser drops a page's bodies then).
 */
function scriptTexts(page: Page): { read: () => Promise<string> } {
  const bodies: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (!response.url().includes('/assets/') || !response.url().endsWith('.js')) return;
    const body = response.text();
    // Handled here so it never rejects unheard before read(), which rejects with it.
    body.catch(() => undefined);
    bodies.push(body);
  };
  page.on('response', listener);
  return {
    read: async () => {
      page.off('response', listener);
      return (await Promise.all(bodies)).join('\n');
    },
  };
}

test('?language=pt shows Portuguese and survives a reload and navigation', async ({
  page,
  servicePage,
  api,
}) => {
  const [first] = await api.catalog('pt');
  await servicePage.goto('/?language=pt');
  await expect(page).toHaveURL(/\/service\?language=pt$/);
  expect(await servicePage.htmlLang()).toBe('pt');
  await expect(servicePage.title).toHaveText('Serviços');
  await expect(servicePage.jobClass(first.name)).toBeVisible();
  await expect(servicePage.tab('Favoritos')).toBeVisible();
  await expect(servicePage.statistics.locator('dl')).toHaveClass(/vaga-stats__list--column/);

  await page.reload();
  await expect(servicePage.title).toHaveText('Serviços');

  await servicePage.tab('Entrevistas').click();
  await expect(page).toHaveURL(/\/interview$/);
  await page.reload();
  await expect(servicePage.title).toHaveText('As minhas entrevistas');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.locale)).toBe('pt');
});

test('the language switch saves the choice, reloads, and the choice persists', async ({
  page,
  servicePage,
  api,
}) => {
  const [first] = await api.catalog('en');
  await servicePage.goto();
  await expect(servicePage.title).toHaveText('服務');
  await expect(servicePage.statistics.locator('dl')).not.toHaveClass(/vaga-stats__list--column/);

  await servicePage.switchLanguage('語言', 'English');
  await expect(servicePage.title).toHaveText('Services');
  expect(await servicePage.htmlLang()).toBe('en');
  await expect(servicePage.jobClass(first.name)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.locale)).toBe('en');

  await page.reload();
  await expect(servicePage.title).toHaveText('Services');

  await servicePage.switchLanguage('Language', '繁體中文');
  await expect(servicePage.title).toHaveText('服務');
});

test('a language chosen by the switch wins over the language query it came with', async ({
  servicePage,
}) => {
  await servicePage.goto('/service?language=pt');
  await servicePage.switchLanguage('Idioma', 'English');
  await expect(servicePage.page).toHaveURL(/\/service$/);
  await expect(servicePage.title).toHaveText('Services');
});

test('only the active language is fetched', async ({ page, servicePage }) => {
  const scripts = scriptTexts(page);
  await servicePage.goto('/service?language=pt');
  await expect(servicePage.title).toHaveText('Serviços');
  await page.waitForLoadState('networkidle');
  const all = await scripts.read();
  expect(all).toContain('Chegou ao fim da lista');
  expect(all).not.toContain('已經到底了');
  expect(all).not.toContain('You have reached the end of the list');
});

test('Simplified Chinese: chosen by the switch or the query, its texts and the vacancies converted, only its catalogue fetched', async ({
  page,
  servicePage,
  api,
}) => {
  const [traditional] = await api.catalog('zh');
  const [simplified] = await api.catalog('zh-Hans');
  await servicePage.goto();
  await servicePage.switchLanguage('語言', '简体中文');
  await expect(servicePage.title).toHaveText('服务');
  expect(await servicePage.htmlLang()).toBe('zh-Hans');
  await expect(servicePage.jobClass(simplified.name)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.locale)).toBe(
    'zh-Hans',
  );
  // A page load in zh-Hans fetches its own catalogue only, and never the converter.
  const scripts = scriptTexts(page);
  await page.reload();
  await expect(servicePage.title).toHaveText('服务');
  await page.waitForLoadState('networkidle');
  const all = await scripts.read();
  expect(all).toContain('已经到底了');
  expect(all).not.toContain('已經到底了');
  expect(all).not.toContain('You have reached the end of the list');
  expect(all).not.toMatch(/opencc/i);

  await servicePage.goto('/service?language=en');
  await expect(servicePage.title).toHaveText('Services');
  await servicePage.goto('/service?language=zh-Hans');
  await expect(servicePage.title).toHaveText('服务');
  // The job classes' names are read converted (廚 → 厨), never stored so.
  expect(simplified.id).toBe(traditional.id);
});
