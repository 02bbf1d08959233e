import EVENTS_EN from '@vaga/contract/texts/en/events.json' with { type: 'json' };
import EVENTS_PT from '@vaga/contract/texts/pt/events.json' with { type: 'json' };
import EVENTS_ZH from '@vaga/contract/texts/zh-Hant/events.json' with { type: 'json' };
import VALIDATION_EN from '@vaga/contract/texts/en/validation.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsoleEvents } from './page-models/console-events.ts';

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, locale: 'en-GB' });

/** A date `days` from now, `YYYY-MM-DD` (Macao and UTC agree away from midnight). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const LANGUAGES = ['zh-Hant', 'pt', 'en'] as const;
const EVENT_TEXTS = { 'zh-Hant': EVENTS_ZH, pt: EVENTS_PT, en: EVENTS_EN } as const;
/** An event status's name in each language, as its catalogue writes it. */
const statusNames = (id: 1 | 2 | 3) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, EVENT_TEXTS[l][`status.${id}`]])) as Record<
    (typeof LANGUAGES)[number],
    string
  >;

test('an event still to come whose registration closed is listed as registration closed, not finished, for staff and residents in three languages', async ({
  page,
  pageErrors,
}) => {
  const consoles = new ConsolePages(page);
  const events = new ConsoleEvents(page);
  await consoles.loginAt('/staff', 'staff');
  const name = `Closed-registration fair ${Date.now()}`;
  const eventId = await events.createEvent({
    kind: 'Large job fairs',
    catalogueType: 1,
    name,
    venue: 'Macao Dome',
    firstDay: inDays(12),
    lastDay: inDays(12),
    registerFrom: inDays(-1),
    registerTo: inDays(11),
  });
  await events.setRegistration(false);
  await expect(events.fact('Registration')).toHaveText('Closed by staff');

  // The console's list: under "Registration closed", in neither of the other two tabs.
  await events.openEventNamed(name, 'Registration closed');
  expect(new URL(page.url()).pathname).toBe(`/staff/events/${eventId}`);
  for (const tab of ['Enrolling', 'Finished']) {
    await page.goto('/staff/events');
    await events.main.getByRole('tab', { name: tab, exact: true }).click();
    await expect(events.main.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(events.main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(events.main.getByRole('link', { name, exact: true })).toHaveCount(0);
  }

  // The resident's list of job fairs: the three tabs in the event's order of life; the event is
  // under "Registration closed" with that status on its card, and not under "Finished".
  for (const language of LANGUAGES) {
    const names = { 1: statusNames(1), 2: statusNames(2), 3: statusNames(3) };
    await page.goto(`/match-kinds?typeEventId=3&language=${language}`);
    const tabs = page.getByRole('navigation').filter({ has: page.locator('.vaga-chip') });
    await expect(tabs.getByRole('button')).toHaveText([
      names[1][language],
      names[3][language],
      names[2][language],
    ]);
    await tabs.getByRole('button', { name: names[3][language], exact: true }).click();
    const card = page.getByRole('link').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.locator('.vaga-tag')).toHaveText(names[3][language]);
    await tabs.getByRole('button', { name: names[2][language], exact: true }).click();
    await expect(tabs.getByRole('button', { name: names[2][language] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('link').filter({ hasText: name })).toHaveCount(0);
  }
  expect(pageErrors).toEqual([]);
});

test('the console refuses an event that starts in the past, with its message beside the first day', async ({
  page,
  pageErrors,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  await page.goto('/staff/events/new');
  const form = page.getByRole('main').getByRole('form', { name: 'The new event' });
  await form.getByLabel('Kind of event').selectOption({ label: 'Large job fairs' });
  await form.getByLabel('Catalogue type').selectOption({ label: 'Type 1: a list of vacancies' });
  for (const language of ['Chinese', 'Portuguese', 'English']) {
    await form.getByLabel(`Name (${language})`).fill('A fair of yesterday');
    await form.getByLabel(`Venue (${language})`).fill('Macao Dome');
  }
  await form.getByLabel('First day').fill(inDays(-1));
  await form.getByLabel('Last day').fill(inDays(2));
  await form.getByLabel('Opens at').fill('10:00');
  await form.getByLabel('Closes at').fill('18:00');
  await form.getByLabel('Registration from (Macao time)').fill(inDays(0));
  await form.getByLabel('Registration until (Macao time)').fill(inDays(1));
  const created: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/events$/.test(response.url()))
      created.push(String(response.status()));
  });
  await form.getByRole('button', { name: 'Create the event' }).click();
  const firstDay = form.getByLabel('First day');
  await expect(firstDay).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(VALIDATION_EN['validation.notPast']);
  await expect(page).toHaveURL(/\/staff\/events\/new$/);
  expect(created.every((status) => status !== '201' && status !== '200')).toBe(true);
  expect(pageErrors).toEqual([]);
});
