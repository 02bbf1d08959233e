import {
  CONSOLE_JOBOFFER_PATHS,
  PATHS,
  REJECT_REASONS,
  type ConsoleJobOffer,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import {
  ConsoleInterviews,
  callWithPageToken,
  macaoDate,
} from './page-models/interview-journey.ts';
import { NotificationScreens } from './page-models/notifications.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(300_000);

const ADDRESS = 'hr@demo-employer.example.mo';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('console notifications: an employer confirms a contact e-mail by its link, then the bell and the inbox tell of a declined invitation, which is e-mailed too', async ({
  browser,
  page,
  pageErrors,
}) => {
  // The employer, at a desk (1366×900, English).
  await page.setViewportSize({ width: 1366, height: 900 });
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer/notifications/settings', 'employer');
  const main = consoles.main;
  await expect(main.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  await expect(
    main.getByText('No contact address: no e-mail is sent to this account.'),
  ).toBeVisible();
  // Only the employer's kind, by inbox and e-mail: no push, no SMS, no seeker's kinds.
  const kinds = main.getByRole('region', { name: 'What you are told, and how' });
  await expect(kinds.getByRole('switch')).toHaveCount(2);
  await expect(kinds.getByRole('switch', { name: 'Interviews: E-mail' })).toBeChecked();
  await expect(kinds.getByRole('columnheader', { name: 'Push' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /push/i })).toHaveCount(0);
  await expect(main.getByText('Job alerts')).toHaveCount(0);

  // A bad address is refused at once; a good one gets a confirmation link.
  const email = main.getByLabel('Contact e-mail address');
  await email.fill('not-an-address');
  await main.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Enter a valid e-mail address of up to 100 characters.',
  );
  await email.fill(ADDRESS);
  await main.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'We e-mailed' })).toContainText(ADDRESS);
  await expect(main.getByText(`${ADDRESS} is waiting for its confirmation`)).toBeVisible();

  // The demo keeps the e-mail (no SMTP server); its link opens the confirmation page.
  const confirmation = main.getByRole('article', { name: 'Confirm your e-mail address' });
  await expect(confirmation).toContainText(`To ${ADDRESS}`);
  await confirmation.getByRole('link', { name: /confirm-email\?token=/ }).click();
  await expect(page).toHaveURL(/\/employer\/notifications\/confirm-email\?token=/);
  await expect(main.getByRole('status')).toHaveText(
    `${ADDRESS} is confirmed: notifications' e-mails now go to it.`,
  );
  await main.getByRole('link', { name: 'Notification settings' }).click();
  await expect(main.getByText(`E-mails go to ${ADDRESS} (confirmed).`)).toBeVisible();

  // The bell opens the console's inbox; it starts with nothing unread.
  const screens = new NotificationScreens(page);
  await expect(screens.bell).toBeVisible();
  await screens.bell.click();
  await expect(page).toHaveURL(/\/employer\/notifications$/);
  await expect(main.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  const markAll = main.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(screens.bell).toHaveAccessibleName('Notifications');

  // The employer invites the resident to a vacancy; the resident declines it.
  const offers = await consoles.fetchWithPageToken(CONSOLE_JOBOFFER_PATHS.consoleJobOffers);
  const valid = (offers.body as ConsoleJobOffer[]).filter((offer) => offer.valid);
  const vacancy = valid[test.info().retry];
  expect(vacancy, 'the employer has a valid vacancy for this run').toBeDefined();
  const interviews = new ConsoleInterviews(page);
  await page.goto('/employer/interviews');
  await main.getByRole('link', { name: 'Invite a seeker' }).click();
  await main.getByLabel('Search by name or expected job').fill('CHAN TAI MAN');
  await main.getByRole('button', { name: 'Search' }).click();
  await main.getByRole('radio', { name: /陳大文/ }).check();
  await main.getByLabel('Vacancy').selectOption(String(vacancy.id));
  await interviews.arrange(main, `${macaoDate(5)}T10:00`, 'Labour Bureau, Room 2', '28331236');
  await main.getByRole('button', { name: 'Send the invitation' }).click();
  await interviews.expectStatus('Waiting for the job seeker');
  const uid = /\/employer\/interviews\/([^/?#]+)$/.exec(page.url())?.[1];
  expect(uid, page.url()).toBeTruthy();

  const resident = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const residentPage = await resident.newPage();
  await new ResumePages(residentPage).loginAt('/cv', 'resident');
  const declined = await callWithPageToken(
    residentPage,
    'POST',
    PATHS.jobmatchReplyEmployer.replace(':id', uid!),
    { accept: false, rejectReasonId: REJECT_REASONS.timeNotSuitable },
  );
  expect(declined.status, JSON.stringify(declined.body)).toBe(204);
  await resident.close();

  // The employer's bell counts it; the inbox opens the interview.
  await page.goto('/employer');
  await expect(async () => {
    await page.reload();
    await expect(screens.bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await screens.bell.click();
  const item = main
    .getByRole('list', { name: 'Notifications of this account' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Invitation declined: ${escape(vacancy.title)}`) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Unread');
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/employer/interviews/${uid}$`));

  // The same notice reached the confirmed address (the demo mailbox shows it): its delivery runs
  // on the server's schedule, so the page is read again until it has come.
  await expect(async () => {
    await page.goto('/employer/notifications/settings');
    await expect(
      main.getByRole('article', { name: `Invitation declined: ${vacancy.title}` }),
    ).toContainText(`To ${ADDRESS}`, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  expect(await screens.violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
