import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const LIST = '**/service/DeJobSeekApi/v1/joboffers/localvancancy?*';

function isPage(route: Route, categoryId: number, page: number): boolean {
  const url = new URL(route.request().url());
  return (
    url.searchParams.get('categoryId') === String(categoryId) &&
    url.searchParams.get('page') === String(page)
  );
}

test('infinite scroll loads the pages after the first with real data', async ({
  page,
  jobListPage,
  api,
}) => {
  const { sub, total } = await api.subCategoryWith((n) => n > 25);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/localvancancy?'))
      requested.push(new URL(request.url()).searchParams.get('page')!);
  });
  await jobListPage.goto(sub.groupId, sub.id);
  await expect(jobListPage.items).toHaveCount(10);
  const firstPage = await api.vacancies(sub.groupId, sub.id, 0);
  expect(await jobListPage.titles()).toEqual(firstPage.content.map((offer) => offer.jobOfferTitle));
  await expect(jobListPage.items.first()).toContainText(/\$[\d.,]+\//);

  await jobListPage.scrollToEnd();
  await expect(jobListPage.items).toHaveCount(20);
  await jobListPage.scrollToEnd();
  await expect(jobListPage.items).toHaveCount(Math.min(30, total));
  // The first page came with the server-rendered page: the browser asks for the next ones.
  expect(requested.slice(0, 2)).toEqual(['1', '2']);
  expect(requested).not.toContain('0');
  await expect(page.getByText('已經到底了')).toHaveCount(total <= 30 ? 1 : 0);
});

test('a short list finishes when the loaded items reach the count', async ({
  page,
  jobListPage,
  api,
}) => {
  const { sub, total } = await api.subCategoryWith((n) => n > 10 && n <= 20);
  await jobListPage.goto(sub.groupId, sub.id);
  await expect(jobListPage.items).toHaveCount(10);
  await expect(page.getByText('已經到底了')).toHaveCount(0);
  await jobListPage.scrollToEnd();
  await expect(jobListPage.items).toHaveCount(total);
  await expect(page.getByText('已經到底了')).toBeVisible();
  await expect(page.getByText('暫無資料')).toHaveCount(0);
});

test('an empty list says there is no data', async ({ page, jobListPage, api }) => {
  // Every seeded subcategory has vacancies: the server is asked, its answer replaced by an empty page.
  const { sub } = await api.subCategoryWith((n) => n > 0);
  await page.route(LIST, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { totalElements: number };
    expect(body.totalElements).toBeGreaterThan(0);
    await route.fulfill({ response, json: { content: [], totalElements: 0 } });
  });
  await jobListPage.openInApp(sub.groupId, sub.id);
  await expect(page.getByText('暫無資料')).toBeVisible();
  await expect(jobListPage.items).toHaveCount(0);
  await expect(page.getByText('已經到底了')).toHaveCount(0);
});

test('a failed page shows the error and a retry that loads it again', async ({
  page,
  jobListPage,
  api,
}) => {
  const { sub, total } = await api.subCategoryWith((n) => n > 20);
  let failures = 0;
  await page.route(LIST, async (route) => {
    if (isPage(route, sub.id, 1) && failures === 0) {
      failures += 1;
      await route.fulfill({ status: 500, json: { code: 'INTERNAL_SERVER_ERROR', errorArgs: [] } });
      return;
    }
    await route.continue();
  });
  await jobListPage.goto(sub.groupId, sub.id);
  await expect(jobListPage.items).toHaveCount(10);
  await jobListPage.scrollToEnd();

  await expect(page.getByText('服務出現錯誤，請稍後再試')).toBeVisible();
  await expect(jobListPage.retryButton).toBeVisible();
  await expect(jobListPage.items).toHaveCount(10);

  await jobListPage.retryButton.click();
  await expect(jobListPage.items).toHaveCount(Math.min(20, total));
  await expect(jobListPage.retryButton).toHaveCount(0);
  expect(failures).toBe(1);
});

test('a newer request makes the older answer ignored', async ({ page, jobListPage, api }) => {
  const [jobClass] = (await api.catalog('zh')).filter((c) => c.subCategories.length >= 2);
  const [older, newer] = jobClass.subCategories;
  const newerFirst = await api.vacancies(newer.groupId, newer.id, 0);
  const olderFirst = await api.vacancies(older.groupId, older.id, 0);

  let releaseOlder!: () => void;
  const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve));
  let olderAnswered!: () => void;
  const olderDone = new Promise<void>((resolve) => (olderAnswered = resolve));
  await page.route(LIST, async (route) => {
    if (isPage(route, older.id, 0)) {
      await olderHeld;
      await route.continue();
      olderAnswered();
      return;
    }
    await route.continue();
  });

  await jobListPage.openInApp(older.groupId, older.id);
  await jobListPage.chip(newer.name).click();
  await expect(page).toHaveURL(new RegExp(`id=${newer.id}`));
  await expect(jobListPage.items).toHaveCount(newerFirst.content.length);

  releaseOlder();
  await olderDone;
  await page.waitForTimeout(300);
  expect(await jobListPage.titles()).toEqual(
    newerFirst.content.map((offer) => offer.jobOfferTitle),
  );
  expect(olderFirst.content.map((o) => o.jobOfferTitle)).not.toEqual(await jobListPage.titles());
});
