import type { Browser } from '@playwright/test';
import { CONSOLE_JOBOFFER_PATHS, type ConsoleJobOffer } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsolePostings } from './page-models/console-postings.ts';
import { ConsoleVacancyReview } from './page-models/console-vacancy-review.ts';
import { ConsoleInterviews, macaoDate } from './page-models/interview-journey.ts';
import { NotificationScreens } from './page-models/notifications.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(300_000);

/** A console user's own browser: desktop size, English. */
async function consoleContext(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  return { context, page: await context.newPage() };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('notifications: an invitation rings the bell and opens the interview; a saved search tells of a new vacancy staff approve', async ({
  browser,
  page,
  pageErrors,
}) => {
  // The resident (phone size), logged in, starts with nothing unread.
  await page.setViewportSize({ width: 390, height: 844 });
  await new ResumePages(page).loginAt('/cv', 'resident');
  const screens = new NotificationScreens(page);
  await expect(screens.bell).toBeVisible();
  await screens.openInbox();
  await screens.markAllRead();

  // An employer invites the resident to one of its vacancies (another one on each retry).
  const employer = await consoleContext(browser);
  const consoles = new ConsolePages(employer.page);
  const interviews = new ConsoleInterviews(employer.page);
  await consoles.loginAt('/employer', 'employer');
  const offers = await consoles.fetchWithPageToken(CONSOLE_JOBOFFER_PATHS.consoleJobOffers);
  expect(offers.status).toBe(200);
  const valid = (offers.body as ConsoleJobOffer[]).filter((offer) => offer.valid).reverse();
  const vacancy = valid[test.info().retry];
  expect(vacancy, 'the employer has a valid vacancy for this run').toBeDefined();
  await employer.page.goto('/employer/interviews');
  await interviews.main.getByRole('link', { name: 'Invite a seeker' }).click();
  await interviews.main.getByLabel('Search by name or expected job').fill('CHAN TAI MAN');
  await interviews.main.getByRole('button', { name: 'Search' }).click();
  await interviews.main.getByRole('radio', { name: /陳大文/ }).check();
  await interviews.main.getByLabel('Vacancy').selectOption(String(vacancy.id));
  await interviews.arrange(
    interviews.main,
    `${macaoDate(5)}T10:00`,
    'Labour Bureau, Room 2',
    '28331236',
  );
  await interviews.main.getByRole('button', { name: 'Send the invitation' }).click();
  await interviews.expectStatus('Waiting for the job seeker');

  // The resident's bell shows the invitation (within its minute of polling, or at once on
  // reload), and the notification opens the interview.
  await page.reload();
  await expect(screens.bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(screens.bell).toHaveText('1');
  await screens.openInbox();
  const invitation = screens.items.filter({
    hasText: new RegExp(`Interview invitation: ${escape(vacancy.title)}`),
  });
  await expect(invitation).toHaveCount(1);
  await expect(invitation).toContainText('Unread');
  await expect(invitation).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  expect(await screens.violations()).toEqual([]);
  await invitation.getByRole('link').click();
  await expect(page).toHaveURL(/\/interview\/details\/[^/]+$/);
  await expect(page.getByText(vacancy.title).first()).toBeVisible();
  await expect(screens.bell).toHaveAccessibleName('Notifications');

  // The resident keeps a keyword search of the job list as a job alert.
  const keyword = '海龜導賞';
  const title = `${keyword}員${String(Date.now()).slice(-5)}`;
  await page.goto(`/job-service/job-list?type=local&keyword=${encodeURIComponent(keyword)}`);
  await page.getByRole('button', { name: 'Alert me' }).click();
  const form = page.getByRole('form', { name: 'New job alert' });
  await expect(form.getByLabel('Name')).toHaveValue(keyword);
  await form.getByRole('button', { name: 'Save the alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job alert saved.' })).toBeVisible();

  // The employer posts a matching vacancy; staff approve it, and it is listed.
  const postings = new ConsolePostings(employer.page);
  const id = await postings.postVacancy({
    titleCn: title,
    jobClass: 'Education and training',
    subcategory: 'Tutoring and vocational training',
    salary: 16000,
    salaryType: 'Monthly',
    workingArea: '路環',
    workingTime: '09:00-18:00',
    description: '帶領遊客觀察海龜，講解保育知識。',
    contactName: '何小姐',
    contactPhone: '66123457',
  });
  expect(id).toBeGreaterThan(0);
  const staff = await consoleContext(browser);
  await new ConsolePages(staff.page).loginAt('/staff', 'staff');
  const review = new ConsoleVacancyReview(staff.page);
  await review.open(title);
  await review.approve();

  // The scheduler runs the alerts' fan-out: the inbox tells of the vacancy, which it opens.
  await screens.openInbox();
  const alert = await screens.waitForItem(`Job alert "${keyword}": ${title}`);
  await expect(alert).toContainText(`The new vacancy "${title}" matches your job alert`);
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(/\/job-service\/job\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The alert is listed in the settings, where it is paused and then deleted.
  await page.goto('/notifications/settings');
  const saved = page.getByRole('listitem', { name: keyword });
  await expect(saved).toContainText(`Keyword: ${keyword}`);
  await expect(page.getByRole('switch', { name: 'Interviews: Inbox' })).toBeDisabled();
  expect(await screens.violations()).toEqual([]);
  await saved.getByRole('button', { name: 'Pause' }).click();
  await expect(saved.getByRole('button', { name: 'Resume' })).toBeVisible();
  await saved.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: keyword })).toHaveCount(0);

  await Promise.all([employer.context.close(), staff.context.close()]);
  expect(pageErrors).toEqual([]);
});
