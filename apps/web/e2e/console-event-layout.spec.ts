import type { Locator } from '@playwright/test';
import { buildPath, CONSOLE_EVENT_PATHS, type ConsoleEventDetail } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { callWithPageToken } from './page-models/interview-journey.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, locale: 'en-GB' });

/** The left edges of the elements, rounded to the pixel. */
async function lefts(elements: Locator): Promise<number[]> {
  const boxes = await elements.evaluateAll((list) =>
    list.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  expect(boxes.length).toBeGreaterThan(1);
  return boxes;
}

/** Fails unless every value is the first one. */
function expectOne(values: number[], what: string): void {
  expect(values, what).toEqual(values.map(() => values[0]));
}

test('staff event page: rows start at one left edge and their action buttons share one x', async ({
  page,
}) => {
  await new ConsolePages(page).loginAt('/staff', 'staff');
  // The enrolling event with the most sessions and vacancies of the seeded data.
  const list = await callWithPageToken(
    page,
    'GET',
    `${CONSOLE_EVENT_PATHS.consoleEvents}?typeEventStatus=1&page=0&size=20`,
  );
  const details: ConsoleEventDetail[] = [];
  for (const { eventId } of (list.body as { content: { eventId: number }[] }).content) {
    const detail = await callWithPageToken(
      page,
      'GET',
      buildPath(CONSOLE_EVENT_PATHS.consoleEvent, { id: eventId }),
    );
    details.push(detail.body as ConsoleEventDetail);
  }
  const event = details
    .filter((one) => one.sessions.length > 1 && one.vacancies.length > 1)
    .sort((a, b) => b.sessions.length - a.sessions.length)[0];
  expect(event, 'an enrolling event with sessions and vacancies').toBeDefined();

  await page.goto(`/staff/events/${event.eventId}`);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 2, name: event.eventName });
  await expect(heading).toBeVisible();
  const sessions = main.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  const vacancies = main
    .getByRole('list', { name: 'Vacancies at the event' })
    .getByRole('listitem');
  await expect(sessions).toHaveCount(event.sessions.length);
  await expect(vacancies).toHaveCount(event.vacancies.length);

  // The page's actions start at the page's left edge, under its title, not in the middle.
  const left = Math.round((await heading.boundingBox())!.x);
  const registration = main.getByRole('button', { name: /^(Close|Open) registration$/ });
  const checkin = main.getByRole('link', { name: 'Check-in' });
  for (const first of [registration, checkin])
    expect(Math.round((await first.boundingBox())!.x)).toBe(left);

  // Each list: the rows' texts at one left edge, the buttons in one column.
  expectOne(await lefts(sessions.locator('> :first-child')), 'session texts');
  expectOne(await lefts(sessions.getByRole('button')), 'session buttons');
  expectOne(await lefts(vacancies.locator('> :first-child')), 'vacancy texts');
  expectOne(await lefts(vacancies.getByRole('button')), 'vacancy buttons');
  expect((await lefts(vacancies.locator('> :first-child')))[0]).toBe(left);

  // The vacancy search has a label shown whole, and its answers line up the same way.
  const label = main.getByText('Search valid vacancies by title', { exact: true });
  await expect(label).toBeVisible();
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await main.getByLabel('Search valid vacancies by title').fill('cook');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  const found = main.getByRole('list', { name: 'Valid vacancies found' }).getByRole('listitem');
  await expect(found.first()).toBeVisible();
  expectOne(await lefts(found.getByRole('button')), 'found vacancy buttons');
  expectOne(await lefts(found.locator('> :first-child')), 'found vacancy texts');
});
