import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsolePostings } from './page-models/console-postings.ts';
import { ConsoleVacancyReview } from './page-models/console-vacancy-review.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(240_000);

/** A console user's own browser: desktop size, English. */
async function consoleContext(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  return { context, page: await context.newPage() };
}

test('skill fit: the employer requires a language with levels and a licence, staff judge and approve them, a resident sees how they fit', async ({
  browser,
  page,
  pageErrors,
}) => {
  // A title of this run only (a retry posts another).
  const title = `雪糕店主管${String(Date.now()).slice(-5)}`;
  const licence = 'Macao class B (light vehicles)';

  // The employer posts a vacancy requiring spoken and written English and a licence.
  const employer = await consoleContext(browser);
  await new ConsolePages(employer.page).loginAt('/employer', 'employer');
  const postings = new ConsolePostings(employer.page);
  const id = await postings.postVacancy({
    titleCn: title,
    jobClass: 'Food and beverage',
    subcategory: 'Dining room service',
    salary: 16000,
    salaryType: 'Monthly',
    workingArea: '路氹',
    workingTime: '10:00-19:00',
    description: '管理雪糕店日常運作及接待外國遊客。',
    contactName: '何小姐',
    contactPhone: '66123457',
    requirements: {
      languages: [{ language: 'English', spoken: 'Fluent', written: 'Good' }],
      licences: [licence],
    },
  });
  expect(id).toBeGreaterThan(0);
  // The saved vacancy shows them.
  await expect(postings.fact('Languages required')).toHaveText(
    'English (spoken: Fluent, written: Good)',
  );
  await expect(postings.fact('Driving licences required')).toHaveText(licence);

  // Staff read them on the posting under review, and approve it.
  const staff = await consoleContext(browser);
  await new ConsolePages(staff.page).loginAt('/staff', 'staff');
  const review = new ConsoleVacancyReview(staff.page);
  await review.open(title);
  await expect(review.field('Languages required')).toHaveText(
    'English (spoken: Fluent, written: Good)',
  );
  await expect(review.field('Driving licences required')).toHaveText(licence);
  await expect(review.field('Qualifications and skills required')).toHaveText('None');
  await review.approve();

  // The demo resident (spoken and written English "good", a Macao class B licence) opens it:
  // 2 of its 3 requirements met, spoken English missing.
  await page.setViewportSize({ width: 390, height: 844 });
  await new ResumePages(page).loginAt('/cv', 'resident');
  await page.goto(
    `/job-service/job-list?type=local&language=en&keyword=${encodeURIComponent(title)}`,
  );
  const card = page.locator('ul.vaga-paged-list__items > li', {
    has: page.locator('.vaga-offer__title', { hasText: title }),
  });
  await card.getByRole('link').click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  const fit = detail.getByRole('region', { name: 'How you fit' });
  await expect(fit).toContainText('Meets 2 of 3 requirements');
  await expect(fit.getByRole('list', { name: 'Requirements you do not meet yet' })).toHaveText(
    'English speaking: vacancy asks Fluent, you have Good',
  );
  await expect(fit.getByRole('list', { name: 'Requirements you meet' })).toContainText(
    `Driving licence: vacancy asks ${licence}, you have ${licence}`,
  );

  await Promise.all([employer.context.close(), staff.context.close()]);
  expect(pageErrors).toEqual([]);
});
