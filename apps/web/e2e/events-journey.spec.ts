import type { Page } from '@playwright/test';
import { buildPath, PATHS } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { samplePdf } from './sample-files.ts';
import { EventPages, deleteCvWithPageToken } from './page-models/events-journey.ts';
import { uploadCv } from './page-models/interview-journey.ts';
import { ConsoleEvents } from './page-models/console-events.ts';
import { ConsolePages } from './page-models/console.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(480_000);

/** axe-core's findings on the event pages, with real data, in the three languages. */
async function eventPageViolations(page: Page, eventId: number, jobOfferId: number) {
  const addresses = [
    `/match-kinds?typeEventId=3`,
    `/match-index?eventId=${eventId}`,
    `/register-result?eventId=${eventId}`,
    `/match-jobs?eventId=${eventId}`,
    `/match-jobs?eventId=${eventId}&jobOfferId=${jobOfferId}`,
    `/appt-form?eventId=${eventId}&jobOfferId=${jobOfferId}`,
    `/appt-jobs?eventId=${eventId}`,
    `/job-service?type=event&eventId=${eventId}`,
  ];
  const found: Record<string, string[]> = {};
  for (const language of ['zh-Hant', 'pt', 'en']) {
    for (const address of addresses) {
      await page.goto(`${address}&language=${language}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const list = await axeViolations(page);
      if (list.length > 0) found[`${language} ${address}`] = list;
    }
  }
  return found;
}

test('events: the grand job fair from the service menu, registration, QR ticket, two bookings with the CV, the third refused, then the check-in moves the queue', async ({
  browser,
  page,
  pageErrors,
}) => {
  const events = new EventPages(page);
  await new ResumePages(page).loginAt('/cv', 'resident');

  // The grand event from the service menu, and its registration.
  await page.goto('/service?language=en');
  await page
    .getByRole('link', { name: /Grand job fair/ })
    .first()
    .click();
  await events.expectAt('/match-index', 'eventId=');
  const eventId = Number(new URL(page.url()).searchParams.get('eventId'));
  await expect(events.heading(/Grand job fair/)).toBeVisible();
  await expect(page.getByText(/Please arrive 15 minutes before/)).toBeVisible();
  await events.link('Register').click();
  await events.expectAt('/register-ready', `eventId=${eventId}`);
  await events.register();

  // The ticket: the QR code, its number, the collection time and the notice.
  await events.expectAt('/register-result', `eventId=${eventId}`);
  await expect(page.getByRole('img', { name: 'QR ticket for the check-in' })).toBeVisible();
  const ticketNo = (await page.locator('.vaga-ticket__number strong').textContent()) ?? '';
  expect(ticketNo.length).toBeGreaterThan(3);
  await expect(page.getByText(/Queue tickets collected \d\d:\d\d–\d\d:\d\d/).first()).toBeVisible();
  await expect(page.getByText(/Not checked in yet/)).toBeVisible();
  await expect(events.bookingsLeft(2, 0)).toBeVisible();

  // Two bookings with the CV (uploaded for this journey, removed at its end).
  const uploaded = await uploadCv(page, PATHS.cvs, 'event-cv.pdf', samplePdf('Event CV'));
  expect(uploaded.status).toBe(200);
  const { cvName, cvUid } = uploaded.body as { cvName: string; cvUid: string };
  try {
    await events.link('Book vacancies').click();
    await events.book(0, cvName);
    await events.expectAt('/appt-jobs', `eventId=${eventId}`);
    await expect(events.bookingsLeft(1, 1)).toBeVisible();
    await expect(page.getByText(`CV: ${cvName}`)).toHaveCount(1);

    await events.link('Book vacancies').click();
    await events.book(1, cvName);
    await events.expectAt('/appt-jobs', `eventId=${eventId}`);
    await expect(events.bookingsLeft(0, 2)).toBeVisible();
    await expect(page.getByText(`CV: ${cvName}`)).toHaveCount(2);

    // A third booking is over the grand event's maximum of 2: refused.
    await events.link('Book vacancies').click();
    await events.book(2, cvName);
    await expect(page.getByRole('alert')).toContainText('You have exceeded the number of bookings');
    await events.expectAt('/appt-form', `eventId=${eventId}`);

    // Every event page, with real data, is axe-clean in the three languages.
    const jobOfferId = Number(new URL(page.url()).searchParams.get('jobOfferId'));
    expect(await eventPageViolations(page, eventId, jobOfferId)).toEqual({});
  } finally {
    expect(await deleteCvWithPageToken(page, buildPath(PATHS.cv, { cvUid }))).toBeLessThan(300);
  }

  await page.goto(`/register-result?eventId=${eventId}&language=en`);
  await expect(page.getByText(/Not checked in yet/)).toBeVisible();

  // The staff check the typed ticket in; the seeker's ticket page shows the place and the queue.
  const staffContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const staffPage = await staffContext.newPage();
  await new ConsolePages(staffPage).loginAt('/staff', 'staff');
  const consoleEvents = new ConsoleEvents(staffPage);
  // The fair is weeks ahead: check-in opens on its days only, so staff move it to today.
  await consoleEvents.openEvent(eventId);
  await consoleEvents.moveToToday(eventId);
  await consoleEvents.openCheckin(eventId);
  await consoleEvents.checkInTyped(ticketNo);
  await expect(consoleEvents.result()).toContainText('Place in the queue');
  const place = Number(
    await consoleEvents
      .result()
      .locator('dl > div')
      .filter({ has: staffPage.getByText('Place in the queue', { exact: true }) })
      .locator('dd')
      .textContent(),
  );
  expect(place).toBeGreaterThan(0);
  expect(await consoleEvents.waitingCount()).toBeGreaterThan(0);
  // The same ticket a second time is refused.
  await consoleEvents.checkInTyped(ticketNo);
  await expect(consoleEvents.refusal()).toContainText(/already checked in/i);

  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByText('Waiting before me')).toBeVisible();
  await expect(page.locator('.vaga-event__queue')).toContainText(String(place));
  await staffContext.close();
  expect(pageErrors).toEqual([]);
});
