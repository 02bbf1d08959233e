import type { Page } from '@playwright/test';
import {
  POSTING_PATHS,
  REPORT_PATHS,
  type PostingReview,
  type PostingSummary,
  type Page as ListPage,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { ConsolePages } from './page-models/console.ts';

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, locale: 'en-GB' });
test.setTimeout(180_000);

const LANGUAGES = ['zh-Hant', 'pt', 'en'] as const;

/** axe-core's findings on each address, in the three languages, once its data has loaded. */
async function violations(page: Page, addresses: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    for (const address of addresses) {
      await page.goto(`${address}${address.includes('?') ? '&' : '?'}language=${language}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const list = await axeViolations(page);
      if (list.length > 0) found[`${language} ${address}`] = list;
    }
  }
  return found;
}

test('employer: the vacancies console, its form and a vacancy, axe-clean in three languages', async ({
  page,
  pageErrors,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer/vacancies', 'employer');
  // The demo employer's seeded vacancies are listed with their states.
  const listed = (await consoles.fetchWithPageToken(`${POSTING_PATHS.consolePostings}?size=50`))
    .body as ListPage<PostingSummary>;
  expect(listed.totalElements).toBeGreaterThan(0);
  const published = listed.content.find((p) => p.status === 'PUBLISHED');
  expect(published).toBeDefined();
  await expect(page.getByRole('link', { name: published!.title }).first()).toBeVisible();

  expect(
    await violations(page, [
      '/employer/vacancies',
      '/employer/vacancies/new',
      `/employer/vacancies/${published!.id}`,
      `/employer/vacancies/${published!.id}/edit`,
    ]),
  ).toEqual({});
  // Staff pages stay closed to the employer.
  expect((await consoles.fetchWithPageToken(POSTING_PATHS.consolePostingReviews)).status).toBe(403);
  expect(pageErrors).toEqual([]);
});

test('staff: the review queue, a posting under review and the reported vacancies, axe-clean in three languages', async ({
  page,
  pageErrors,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff/vacancy-review', 'staff');
  const queue = (await consoles.fetchWithPageToken(POSTING_PATHS.consolePostingReviews))
    .body as ListPage<PostingReview>;
  // The demo data holds a posting waiting for review.
  expect(queue.totalElements).toBeGreaterThan(0);
  const waiting = queue.content[0];
  await expect(page.getByRole('link', { name: waiting.title }).first()).toBeVisible();

  expect(
    await violations(page, [
      '/staff/vacancy-review',
      `/staff/vacancy-review/${waiting.id}`,
      '/staff/vacancy-reports',
    ]),
  ).toEqual({});
  // Employers' routes stay closed to staff.
  expect((await consoles.fetchWithPageToken(POSTING_PATHS.consolePostings)).status).toBe(403);
  expect((await consoles.fetchWithPageToken(REPORT_PATHS.consoleReports)).status).toBe(200);
  expect(pageErrors).toEqual([]);
});
