import type { Page } from '@playwright/test';
import {
  SUGGESTION_PATHS,
  type JobOfferCard,
  type JobOfferSuggestion,
  type Page as ListPage,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';

const SEARCH = '/service/DeJobSeekApi/v1/joboffers/localvancancy/search';

const CASES = [
  { language: 'zh-Hant', api: 'zh', typed: '廚師', field: '搜尋職位', list: '建議' },
  { language: 'pt', api: 'pt', typed: 'coz', field: 'Pesquisar vagas', list: 'Sugestões' },
] as const;

async function serverAnswer<T>(page: Page, path: string, language: string): Promise<T> {
  const response = await page.request.get(path, { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

for (const c of CASES) {
  test(`typing ${c.typed} suggests job titles; choosing one lists its vacancies (${c.language})`, async ({
    page,
  }) => {
    const expected = await serverAnswer<JobOfferSuggestion[]>(
      page,
      `${SUGGESTION_PATHS.jobOfferSuggestions}?keyword=${encodeURIComponent(c.typed)}`,
      c.api,
    );
    expect(expected.length).toBeGreaterThan(0);

    await page.goto(`/job-service/job-list?type=local&language=${c.language}`);
    const field = page.getByRole('combobox', { name: c.field });
    await field.pressSequentially(c.typed, { delay: 50 });
    const list = page.getByRole('listbox', { name: c.list });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options).toHaveCount(expected.length);
    await expect(options.first()).toContainText(expected[0].text);

    expect(await axeViolations(page)).toEqual([]);

    // The keyboard chooses: the first suggestion, then Enter.
    await field.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    expect(await axeViolations(page)).toEqual([]);
    await field.press('Enter');

    const chosen = expected[0].text;
    await expect(field).toHaveValue(chosen);
    await expect(list).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(chosen)}`));
    const found = await serverAnswer<ListPage<JobOfferCard>>(
      page,
      `${SEARCH}?keyword=${encodeURIComponent(chosen)}&page=0&size=10`,
      c.api,
    );
    expect(found.content.length).toBeGreaterThan(0);
    const items = page.locator('ul.vaga-paged-list__items > li');
    await expect(items.first()).toContainText(found.content[0].jobOfferTitle);
    await expect(items).toHaveCount(found.content.length);
  });
}

test('a suggestion chosen with a tap runs the search too', async ({ page }) => {
  await page.goto('/job-service/job-list?type=local&language=zh-Hant');
  const field = page.getByRole('combobox', { name: '搜尋職位' });
  await field.pressSequentially('廚師', { delay: 50 });
  const option = page.getByRole('listbox', { name: '建議' }).getByRole('option').first();
  const text = (await option.locator('span').first().textContent()) ?? '';
  await option.tap();
  await expect(field).toHaveValue(text);
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(text)}`));
  await expect(page.locator('ul.vaga-paged-list__items > li').first()).toBeVisible();
});
