import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsolePostings } from './page-models/console-postings.ts';
import { ConsoleVacancyReview } from './page-models/console-vacancy-review.ts';
import { ReportVacancy } from './page-models/report-vacancy.ts';
import { ResumePages } from './page-models/resume.ts';
import { VacancyScreens } from './page-models/vacancies.ts';

// Three people, two consoles and a search index: on a busy two-core machine this takes minutes.
test.setTimeout(480_000);

/** A console user's own browser: desktop size, English. */
async function consoleContext(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  return { context, page: await context.newPage() };
}

/** A visitor's keyword search of the local vacancies (the app in Chinese); answers the titles shown. */
async function searchTitles(page: Page, keyword: string): Promise<VacancyScreens> {
  const screens = new VacancyScreens(page, 'zh-Hant');
  await page.goto('/job-service/job-list?type=local&language=zh-Hant');
  await screens.search(keyword);
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return screens;
}

test('vacancies from an employer: posted with a Chinese title, returned, fixed, approved, found by a visitor, withdrawn; a resident reports another and staff see it', async ({
  browser,
  page,
  pageErrors,
}) => {
  // A title of this run only (a retry posts another).
  const title = `潛水教練${String(Date.now()).slice(-5)}`;
  const reason = 'Please give the full address of the working area';

  // The employer posts a vacancy with a Chinese title only.
  const employer = await consoleContext(browser);
  await new ConsolePages(employer.page).loginAt('/employer', 'employer');
  const postings = new ConsolePostings(employer.page);
  const id = await postings.postVacancy({
    titleCn: title,
    jobClass: 'Education and training',
    subcategory: 'Tutoring and vocational training',
    salary: 15000,
    salaryType: 'Monthly',
    workingArea: '氹仔',
    workingTime: '09:00-18:00',
    description: '教授潛水課程，照顧學員安全。',
    contactName: '陳先生',
    contactPhone: '66123456',
  });
  expect(id).toBeGreaterThan(0);

  // Staff return it with a reason; the employer reads it, fixes the vacancy and submits again.
  const staff = await consoleContext(browser);
  await new ConsolePages(staff.page).loginAt('/staff', 'staff');
  const review = new ConsoleVacancyReview(staff.page);
  await review.open(title);
  await review.giveBack(reason);

  await postings.openPosting(id);
  await expect(postings.status('Returned')).toBeVisible();
  await expect(postings.returnReason(reason)).toBeVisible();
  await postings.fixAndResubmit(id, { 'Working area (Chinese)': '氹仔海洋花園' });

  // Staff approve it: it is published.
  await review.open(title);
  await review.approve();
  await postings.openPosting(id);
  await expect(postings.status('Published')).toBeVisible();

  // A visitor finds it by two Chinese characters of its title, and by an English word of its job
  // class that no seeded title holds (the newest of the class-only matches comes first).
  let screens = await searchTitles(page, '潛水');
  await expect(screens.items.first().locator('.vaga-offer__title')).toHaveText(title);
  screens = await searchTitles(page, 'Tutoring');
  await expect(screens.items.first().locator('.vaga-offer__title')).toHaveText(title);
  await screens.openDetail(0);
  await expect(screens.detail).toContainText('氹仔海洋花園');
  await screens.closeDetail();

  // The employer withdraws it: the same search no longer finds it.
  await postings.withdraw(id);
  screens = await searchTitles(page, '潛水');
  await expect(page.locator('.vaga-offer__title', { hasText: title })).toHaveCount(0);
  screens = await searchTitles(page, 'Tutoring');
  await expect(screens.items.first()).toBeVisible();
  await expect(page.locator('.vaga-offer__title', { hasText: title })).toHaveCount(0);

  // A resident reports another vacancy (one of the list, another one on each retry).
  const resident = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const residentPage = await resident.newPage();
  await new ResumePages(residentPage).loginAt('/cv', 'resident');
  await residentPage.goto('/job-service/job-list?type=local&language=en');
  const card = residentPage.locator('ul.vaga-paged-list__items > li').nth(test.info().retry);
  // The card's name is the title alone (a title given only in Chinese shows "(in Chinese)" too).
  const reportedTitle = (await card.locator('article.vaga-offer').getAttribute('aria-label')) ?? '';
  expect(reportedTitle).not.toBe('');
  await card.getByRole('link').click();
  const report = new ReportVacancy(residentPage);
  await expect(report.detail.getByRole('heading', { name: reportedTitle })).toBeVisible();
  const reportText = 'The interviewer asked for a training fee before the interview';
  await report.report('It asks for money', reportText);
  // A second report of the same vacancy by the same account is refused.
  await report.open();
  await report.send('Other', 'Again');
  await report.expectRefused('You have already reported this vacancy');

  // Staff see the report.
  await review.openReported(reportedTitle);
  await review.expectReport('Asks for money', reportText);

  await Promise.all([employer.context.close(), staff.context.close(), resident.close()]);
  expect(pageErrors).toEqual([]);
});
