import type { Page } from '@playwright/test';
import type { JobOfferCard, Page as ListPage, ServiceMenu } from '@vaga/contract';
import { expect, expectNoRawPlaceholders, test } from './fixtures.ts';
import { VacancyScreens, type JourneyLocale } from './page-models/vacancies.ts';

const SEARCH = '/service/DeJobSeekApi/v1/joboffers/localvancancy/search';

interface Journey {
  locale: JourneyLocale;
  /** `language` query of the first address. */
  language: string;
  apiLanguage: 'zh' | 'pt';
  keyword: string;
}

const JOURNEYS: Journey[] = [
  { locale: 'zh-Hant', language: 'zh-Hant', apiLanguage: 'zh', keyword: '廚師' },
  { locale: 'pt', language: 'pt', apiLanguage: 'pt', keyword: 'cozinheiro' },
];

/** The search answer the server gives for the same query, to compare the screen with. */
async function serverSearch(page: Page, query: URLSearchParams, language: string) {
  const response = await page.request.get(`${SEARCH}?${query.toString()}`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListPage<JobOfferCard>;
}

for (const journey of JOURNEYS) {
  test(`a visitor browses, searches, saves two vacancies and finds them after login (${journey.locale})`, async ({
    page,
    api,
  }) => {
    const screens = new VacancyScreens(page, journey.locale);
    const { jobClass, sub } = await api.subCategoryWith((n) => n > 12);
    const classes = await api.catalog(journey.apiLanguage);
    const localClass = classes.find((c) => c.groupId === jobClass.groupId)!;
    const localSub = localClass.subCategories.find((s) => s.id === sub.id)!;

    // Service home → local vacancies (service menu) → a job class → a subcategory list.
    await page.goto(`/service?language=${journey.language}`);
    const home = await page.request.get('/service/DeJobSeekApi/v1/servicehome', {
      headers: { 'Accept-Language': journey.apiLanguage },
    });
    const { serviceMenuList } = (await home.json()) as { serviceMenuList: ServiceMenu[] };
    const local = serviceMenuList.find((entry) => entry.serviceMenu === 'LOCAL_VACANCY')!;
    const menu = page.getByRole('region', { name: journey.locale === 'pt' ? 'Serviços' : '服務' });
    await menu.getByRole('link', { name: new RegExp(`^${local.name}`) }).click();
    await expect(page).toHaveURL(/\/job-service\?type=local/);
    const classCard = page.getByRole('region', { name: localClass.name, exact: true });
    await classCard.getByRole('button', { expanded: false }).click();
    await classCard.getByRole('link', { name: new RegExp(`^${localSub.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`groupId=${sub.groupId}.*id=${sub.id}`));

    // Infinite scroll past page 1.
    await expect(screens.items).toHaveCount(10);
    await page.locator('.vaga-paged-list__sentinel').scrollIntoViewIfNeeded();
    await expect(screens.items).not.toHaveCount(10);
    expect(await screens.items.count()).toBeGreaterThan(10);

    // A vacancy's detail, over the list.
    const title = await screens.openDetail(0);
    await expect(screens.detail.getByRole('heading', { name: title })).toBeVisible();
    await expect(screens.detail).toContainText(/\$[\d.,]+\//);
    await expect(
      screens.detail.getByRole('link', { name: screens.texts.requestInterview }),
    ).toBeVisible();
    await expectNoRawPlaceholders(page);
    await screens.closeDetail();

    // Keyword search with a salary filter, every class.
    await page.goto(`/job-service/job-list?type=local`);
    await screens.search(journey.keyword);
    await expect(page).toHaveURL(/keyword=/);
    const searched = page.waitForRequest(
      (request) =>
        request.url().includes('/localvancancy/search?') &&
        request.url().includes('equivalentMonthlySalaryFrom=10000'),
    );
    await screens.filterSalary(10000, 20000);
    const query = new URL((await searched).url()).searchParams;
    expect(query.get('keyword')).toBe(journey.keyword);
    expect(query.get('equivalentMonthlySalaryTo')).toBe('20000');
    const expected = await serverSearch(page, query, journey.apiLanguage);
    expect(expected.totalElements).toBeGreaterThan(1);
    await expect(screens.items.first().locator('.vaga-offer__title')).toHaveText(
      expected.content[0].jobOfferTitle,
    );
    await expect(screens.items).toHaveCount(Math.min(10, expected.totalElements));

    // Save two vacancies as a visitor: kept in local storage.
    const saved: string[] = [];
    for (const index of [0, 1]) {
      saved.push(await screens.openDetail(index));
      await expect(screens.saveToggle()).toHaveAttribute('aria-pressed', 'false');
      await screens.saveToggle().click();
      await expect(screens.saveToggle()).toHaveAttribute('aria-pressed', 'true');
      await screens.closeDetail();
    }
    expect(await screens.visitorFavorites()).toEqual([
      expected.content[1].id,
      expected.content[0].id,
    ]);

    // Log in as a resident: the favourites move to the account and leave the device.
    await screens.login('resident');
    await expect(page).toHaveURL(/\/job-service\/job-list/, { timeout: 20_000 });
    await expect.poll(() => screens.visitorFavorites(), { timeout: 10_000 }).toEqual([]);
    await page.goto('/favorites');
    for (const savedTitle of saved) {
      await expect(screens.favoriteCard(savedTitle).first()).toBeVisible();
    }
    await expectNoRawPlaceholders(page);
    expect(await screens.visitorFavorites()).toEqual([]);
  });
}
