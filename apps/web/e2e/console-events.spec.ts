import type { Page } from '@playwright/test';
import { CONSOLE_EVENT_PATHS, type ConsoleEventDetail } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsoleEvents } from './page-models/console-events.ts';

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, locale: 'en-GB' });
// The staff journey walks a dozen console pages and forms: 51 s of the default 60 s was measured
// on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** axe-core's findings on the page once nothing is busy. */
async function violations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return axeViolations(page);
}

/** A date `days` from now, `YYYY-MM-DD` (Macao and UTC agree away from midnight). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('staff: create an event with a session, close and open its registration, all recorded', async ({
  page,
  pageErrors,
}) => {
  const consoles = new ConsolePages(page);
  const events = new ConsoleEvents(page);
  await consoles.loginAt('/staff', 'staff');
  await consoles.nav.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();

  const name = `Hotel careers day ${Date.now()}`;
  const eventId = await events.createEvent({
    kind: 'Leisure-industry events',
    catalogueType: 1,
    name,
    venue: 'Macao Forum',
    firstDay: inDays(10),
    lastDay: inDays(10),
    registerFrom: inDays(-1),
    registerTo: inDays(9),
    bookingsPerSeeker: 2,
  });
  expect(eventId).toBeGreaterThan(0);
  await events.addSession({
    day: inDays(10),
    startsAt: '10:00',
    endsAt: '12:00',
    seats: 30,
    ticketsFrom: '09:00',
    ticketsUntil: '11:30',
  });
  await expect(events.sessions()).toContainText('30 of 30 seats left');
  expect(await violations(page)).toEqual([]);

  await events.setRegistration(false);
  await expect(events.fact('Registration')).toHaveText('Closed by staff');
  await events.setRegistration(true);
  await expect(events.fact('Registration')).toHaveText('Open within the window');

  // The event is listed as open for registration; every action is in its history.
  await events.openEventNamed(name);
  const history = page.getByRole('list', { name: 'History' });
  for (const action of [
    'Event created',
    'Session added',
    'Registration closed',
    'Registration opened',
  ])
    await expect(history.getByText(action, { exact: true })).toBeVisible();
  const detail = await consoles.fetchWithPageToken(
    CONSOLE_EVENT_PATHS.consoleEvent.replace(':id', String(eventId)),
  );
  expect(detail.status).toBe(200);
  expect((detail.body as ConsoleEventDetail).registrationOpen).toBe(1);

  // A ticket no one was given is refused with the catalogue's message.
  await events.openCheckin();
  await events.checkInTyped('not-a-ticket');
  await expect(events.refusal()).toHaveText('This ticket is not valid');
  expect(await violations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('employer: the event bookings page of its console', async ({ page, pageErrors }) => {
  const consoles = new ConsolePages(page);
  const events = new ConsoleEvents(page);
  await consoles.loginAt('/employer', 'employer');
  const main = await events.openEmployerBookings();
  const answer = await consoles.fetchWithPageToken(
    CONSOLE_EVENT_PATHS.consoleEmployerEventBookings,
  );
  expect(answer.status).toBe(200);
  const { totalElements } = answer.body as { totalElements: number };
  if (totalElements === 0)
    await expect(main.getByText('No one has booked your vacancies at events yet.')).toBeVisible();
  else await expect(main.getByText(new RegExp(`^${totalElements} bookings?$`))).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Staff pages stay closed to the employer.
  const staffOnly = await consoles.fetchWithPageToken(CONSOLE_EVENT_PATHS.consoleEvents);
  expect(staffOnly.status).toBe(403);
  expect(pageErrors).toEqual([]);
});
