import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { JobClass, JobOfferCard, Page as ListPage } from '@vaga/contract';
import { JobListPage } from './page-models/job-list-page.ts';
import { ServicePage } from './page-models/service-page.ts';

const API = '/service/DeJobSeekApi/v1/joboffers';

/** Reads the real server's data, to compare the screens with it. */
export class VagaApi {
  constructor(private readonly request: APIRequestContext) {}

  async catalog(language: 'zh' | 'zh-Hans' | 'pt' | 'en' = 'zh'): Promise<JobClass[]> {
    const response = await this.request.get(`${API}/localvancancy/catalog`, {
      headers: { 'Accept-Language': language },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as JobClass[];
  }

  async vacancies(
    groupId: number,
    id: number,
    page = 0,
    size = 10,
  ): Promise<ListPage<JobOfferCard>> {
    const response = await this.request.get(
      `${API}/localvancancy?categoryGroupId=${groupId}&categoryId=${id}&page=${page}&size=${size}`,
      { headers: { 'Accept-Language': 'zh' } },
    );
    expect(response.ok()).toBe(true);
    return (await response.json()) as ListPage<JobOfferCard>;
  }

  /** A subcategory whose real list length satisfies the test. */
  async subCategoryWith(accept: (total: number) => boolean) {
    for (const jobClass of await this.catalog()) {
      for (const sub of jobClass.subCategories) {
        const { totalElements } = await this.vacancies(sub.groupId, sub.id, 0, 1);
        if (accept(totalElements)) return { jobClass, sub, total: totalElements };
      }
    }
    throw new Error('the seeded data has no such subcategory');
  }
}

interface Fixtures {
  api: VagaApi;
  servicePage: ServicePage;
  jobListPage: JobListPage;
  /** Uncaught errors of the page; each test ends by checking there were none. */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => use(new VagaApi(request)),
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  servicePage: async ({ page }, use) => use(new ServicePage(page)),
  jobListPage: async ({ page }, use) => use(new JobListPage(page)),
});

/**
 * Fails when the page shows a message placeholder left unfilled (`{0}`, `{1}`…): every message
 * with arguments must be filled before it shows.
 */
export async function expectNoRawPlaceholders(page: Page): Promise<void> {
  // An argument left unfilled (`{0}`, `{name}`) or a plural block shown as written.
  await expect(page.locator('body')).not.toHaveText(/\{\w+(?:\}|, plural,)/);
}

export { expect };
