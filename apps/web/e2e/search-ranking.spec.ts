import type { JobOfferCard, Page as ListPage } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { VacancyScreens } from './page-models/vacancies.ts';

const SEARCH = '/service/DeJobSeekApi/v1/joboffers/localvancancy/search';

test('保安 lists a title holding 保安 first, with the match marked, title matches before the rest', async ({
  page,
}) => {
  const screens = new VacancyScreens(page, 'zh-Hant');
  await page.goto('/job-service/job-list?type=local&language=zh-Hant');
  await screens.search('保安');
  await expect(page).toHaveURL(/keyword=%E4%BF%9D%E5%AE%89/);

  const first = screens.items.first().locator('.vaga-offer__title');
  await expect(first).toContainText('保安');
  await expect(first.locator('mark')).toHaveText(['保安']);

  // The screen shows the server's order, in which titles holding 保安 come before vacancies
  // found only by their employer, job class or description.
  const response = await page.request.get(`${SEARCH}?keyword=${encodeURIComponent('保安')}`, {
    headers: { 'Accept-Language': 'zh' },
  });
  const { content } = (await response.json()) as ListPage<JobOfferCard>;
  const titles = content.map((card) => card.jobOfferTitle);
  expect(titles.length).toBeGreaterThan(1);
  const firstOther = titles.findIndex((title) => !title.includes('保安'));
  if (firstOther !== -1) {
    expect(titles.slice(firstOther).filter((title) => title.includes('保安'))).toEqual([]);
  }
  await expect(screens.items.locator('.vaga-offer__title')).toHaveText(titles.slice(0, 10));
});

test('保安员 in Simplified characters finds the vacancies titled 保安員, the match marked', async ({
  page,
}) => {
  const screens = new VacancyScreens(page, 'zh-Hant');
  await page.goto('/job-service/job-list?type=local&language=zh-Hant');
  await screens.search('保安员');

  // The Traditional titles are found and marked, as written.
  const first = screens.items.first().locator('.vaga-offer__title');
  await expect(first).toContainText('保安員');
  await expect(first.locator('mark')).toHaveText(['保安員']);

  // Either script finds the same vacancies, in the same order.
  const ids = async (keyword: string) => {
    const response = await page.request.get(`${SEARCH}?keyword=${encodeURIComponent(keyword)}`, {
      headers: { 'Accept-Language': 'zh' },
    });
    const { content, totalElements } = (await response.json()) as ListPage<JobOfferCard>;
    return { ids: content.map((card) => card.id), totalElements };
  };
  const simplified = await ids('保安员');
  expect(simplified.ids.length).toBeGreaterThan(0);
  expect(await ids('保安員')).toEqual(simplified);
});
