import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsolePostings } from './page-models/console-postings.ts';
import { ConsoleVacancyReview } from './page-models/console-vacancy-review.ts';
import { mailLink, PersonalApi } from './page-models/mailbox.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(300_000);

/** Another browser, logged in as nobody, whose own language is Chinese. */
async function freshBrowser(browser: Browser, size = { width: 390, height: 844 }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: size,
    locale: 'zh-TW',
  });
  return { context, page: await context.newPage() };
}

test('e-mail links: a job alert e-mail opens the vacancy in its language in any browser, and its "Stop these e-mails" page switches alert e-mails off, which the settings switch on again', async ({
  browser,
  page,
  pageErrors,
}) => {
  // The resident reads the app in English, with alert e-mails on.
  await new ResumePages(page).loginAt('/cv', 'resident');
  const api = new PersonalApi(page);
  const before = await api.preferences();
  await api.savePreferences({ ...before.kinds, alerts: { ...before.kinds.alerts, email: true } });
  const keyword = '燈塔導賞';
  const title = `${keyword}員${String(Date.now()).slice(-5)}`;
  const alertId = await api.saveAlert(keyword, keyword);

  // An employer posts a vacancy the alert finds, and staff approve it.
  const employer = await freshBrowser(browser, { width: 1280, height: 800 });
  await new ConsolePages(employer.page).loginAt('/employer', 'employer');
  const postingId = await new ConsolePostings(employer.page).postVacancy({
    titleCn: title,
    jobClass: 'Education and training',
    subcategory: 'Tutoring and vocational training',
    salary: 15000,
    salaryType: 'Monthly',
    workingArea: '東望洋',
    workingTime: '09:00-18:00',
    description: '帶領遊客參觀燈塔，講解歷史。',
    contactName: '梁先生',
    contactPhone: '66123458',
  });
  expect(postingId).toBeGreaterThan(0);
  const staff = await freshBrowser(browser, { width: 1280, height: 800 });
  await new ConsolePages(staff.page).loginAt('/staff', 'staff');
  const review = new ConsoleVacancyReview(staff.page);
  await review.open(title);
  await review.approve();

  // The alert's e-mail, as it was built for sending: in English, its links naming English.
  const mail = await api.waitForMail(title);
  expect(mail.subject).toBe(`Job alert "${keyword}": ${title}`);
  const open = mailLink(mail, 'Open in Vaga');
  expect(open.pathname).toMatch(/^\/job-service\/job\/\d+$/);
  expect(open.search).toBe('?language=en');
  const stop = mailLink(mail, 'Stop these e-mails');
  expect(stop.searchParams.get('language')).toBe('en');

  // Opened in a browser that is logged in as nobody and speaks Chinese: the vacancy, in English.
  const reader = await freshBrowser(browser);
  await reader.page.goto(`${open.pathname}${open.search}`);
  await expect(reader.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(reader.page.getByText('Please log in first')).toHaveCount(0);

  // "Stop these e-mails": a page that says what stops, with one button.
  await reader.page.goto(`${stop.pathname}${stop.search}`);
  await expect(reader.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    reader.page.getByRole('heading', { name: 'Stop the e-mails about job alerts?' }),
  ).toBeVisible();
  expect((await api.preferences()).kinds.alerts.email).toBe(true);
  await reader.page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(reader.page.getByRole('status')).toHaveText(
    'You will no longer receive e-mails about job alerts.',
  );
  const settingsLink = reader.page.getByRole('link', { name: 'Notification settings' });
  await expect(settingsLink).toHaveAttribute('href', '/notifications/settings?language=en');

  // Alert e-mails are off, and the resident's settings show it; switched on there again.
  expect((await api.preferences()).kinds.alerts).toMatchObject({ email: false });
  await page.goto('/notifications/settings');
  const alertMails = page.getByRole('switch', { name: 'Job alerts: E-mail' });
  await expect(alertMails).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Interviews: E-mail' })).toBeChecked();
  await alertMails.click();
  await expect(alertMails).toBeChecked();
  await expect
    .poll(async () => (await api.preferences()).kinds.alerts.email, { timeout: 10_000 })
    .toBe(true);

  await api.deleteAlert(alertId);
  await Promise.all([employer.context.close(), staff.context.close(), reader.context.close()]);
  expect(pageErrors).toEqual([]);
});
