import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import {
  formatSimple,
  COMPANY_TYPES,
  LOCALE_TO_API_LANGUAGE,
  LOCALES,
  PATHS,
  type EmployerStatistics,
  type StaffStatistics,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { ConsolePages } from './page-models/console.ts';

interface Texts {
  title: string;
  /** The language of the texts (what `fewerThan` is formatted in). */
  language: string;
  fewerThan: string;
  downloadCsv: string;
  filters: Record<'employerType', string>;
  employer: Record<'vacancy' | 'day' | 'views', string>;
}
const texts = (language: 'en' | 'pt'): Texts => ({
  language,
  ...(JSON.parse(
    readFileSync(
      new URL(
        `../../../packages/contract/texts/${language}/screens/statistics-console.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  ) as Omit<Texts, 'language'>),
});

const isStatistics = (response: Response) =>
  response.url().includes(PATHS.consoleStaffStatistics) && response.status() === 200;

/** Digits of a number as shown (thousands separators of any language dropped). */
const digits = (text: string) => (/^[\d.,\s\u00a0]+$/.test(text) ? text.replace(/\D/g, '') : text);

/** A CSV (RFC 4180, our own: quoted fields hold no line break) as rows of fields. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}

const ROWS = 'tbody tr.ant-table-row';

/** The figure section's table as text rows (head first), numbers as digits. */
async function tableOf(page: Page, id: string): Promise<string[][]> {
  const table = page.locator(`[data-figure="${id}"] table`);
  const head = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator(ROWS)
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())),
    );
  return [head.map((h) => h.trim()), ...rows].map((row) => row.map(digits));
}

async function csvOf(page: Page, id: string, label: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-figure="${id}"]`).getByRole('button', { name: label }).click(),
  ]);
  return parseCsv(readFileSync((await download.path())!, 'utf8')).map((row) => row.map(digits));
}

/** The new sections' tables hold the API's figures, and each CSV its table. */
async function expectActivity(page: Page, t: Texts, figures: StaffStatistics) {
  const withheld = formatSimple(t.language, t.fewerThan, { count: 5 });
  const shown = (count: number | null) => (count === null ? withheld : String(count));
  const sum = (
    cells: StaffStatistics['totals']['notifications'],
    key: 'sent' | 'failed' | 'skipped',
  ) => cells.reduce((total, cell) => total + cell[key], 0);

  const notifications = await tableOf(page, 'notifications');
  expect(notifications.slice(1).map((row) => row.slice(1))).toEqual(
    figures.periods.map((p) =>
      (['sent', 'failed', 'skipped'] as const).map((key) => String(sum(p.notifications, key))),
    ),
  );
  const kinds = await tableOf(page, 'notification-kinds');
  expect(kinds.slice(1).map((row) => row.slice(1))).toEqual(
    figures.totals.notifications.map((c) => [c.sent, c.failed, c.skipped].map(String)),
  );
  const residents = await tableOf(page, 'residents');
  expect(residents.slice(1).map((row) => row.slice(1))).toEqual(
    figures.periods.map((p) =>
      [p.residents.newResumes, p.residents.publishedResumes, p.residents.jobAlerts].map((c) =>
        shown(c.all),
      ),
    ),
  );
  const languages = await tableOf(page, 'resident-languages');
  expect(languages.slice(1).map((row) => row.slice(1))).toEqual(
    LOCALES.map((locale) =>
      [
        figures.totals.residents.newResumes,
        figures.totals.residents.publishedResumes,
        figures.totals.residents.jobAlerts,
      ].map((c) => shown(c.byLanguage[locale])),
    ),
  );
  for (const id of ['notifications', 'notification-kinds', 'residents', 'resident-languages'])
    expect(await csvOf(page, id, t.downloadCsv), id).toEqual(await tableOf(page, id));
}

test.describe.configure({ timeout: 180_000 });

test('staff statistics: the employer-type control changes the figures; notifications and residents agree', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  for (const language of ['en', 'pt'] as const) {
    const t = texts(language);
    // This page's first answer: one the last language's page still had on its way is not it.
    const first = page.waitForResponse(
      async (r) =>
        isStatistics(r) &&
        (await r.request().allHeaders())['accept-language'] === LOCALE_TO_API_LANGUAGE[language],
    );
    await page.goto(`/staff/statistics?language=${language}`);
    const all = (await (await first).json()) as StaffStatistics;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectActivity(page, t, all);

    // Each employer type asks for its own figures; the vacancies' table shows them.
    const control = page.getByRole('combobox', { name: t.filters.employerType });
    let changed = false;
    for (const type of Object.values(COMPANY_TYPES)) {
      const next = page.waitForResponse(
        (r) => isStatistics(r) && r.url().includes(`employerType=${type}`),
      );
      await control.selectOption(String(type));
      const typed = (await (await next).json()) as StaffStatistics;
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const vacancies = await tableOf(page, 'vacancies');
      expect(vacancies.slice(1).map((row) => row[2])).toEqual(
        typed.periods.map((p) => String(p.vacancies.new)),
      );
      if (typed.totals.vacancies.new !== all.totals.vacancies.new) changed = true;
      // Notifications and residents have no employer type: the same figures.
      expect(typed.totals.residents).toEqual(all.totals.residents);
    }
    expect(changed).toBe(true);
    await expectActivity(page, t, all);
    await control.selectOption('');
  }
});

const isEmployerFigures = (response: Response) =>
  response.url().includes(PATHS.consoleEmployerStatistics) && response.status() === 200;

test('employer home: a vacancy’s views by Macao day, its chart, table and CSV agree', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer', 'employer');
  const t = texts('pt');
  const open = async () => {
    const answer = page.waitForResponse(isEmployerFigures);
    await page.goto('/employer?language=pt');
    return (await (await answer).json()) as EmployerStatistics;
  };
  let figures = await open();
  const newest = figures.vacancies[0];
  const before = newest.dailyViews[newest.dailyViews.length - 1];
  // Three reads of the vacancy's page today, stored at the next flush (every 10 s).
  for (let i = 0; i < 3; i++)
    expect(
      (await page.request.get(PATHS.jobOffer.replace(':id', String(newest.jobOfferId)))).ok(),
    ).toBe(true);
  await expect
    .poll(
      async () => {
        figures = await open();
        const today = figures.vacancies[0].dailyViews;
        return today[today.length - 1] - before;
      },
      { timeout: 40_000, intervals: [3_000] },
    )
    .toBe(3);
  const shown = (vacancy: EmployerStatistics['vacancies'][number]) => [
    [t.employer.day, t.employer.views],
    ...figures.viewDays.map((day, i) => [day, String(vacancy.dailyViews[i])]),
  ];
  await expect(page.locator('[data-figure="views"] [role="img"] svg')).toContainText(
    t.employer.views,
  );
  expect(await tableOf(page, 'views')).toEqual(shown(figures.vacancies[0]));
  expect(await csvOf(page, 'views', t.downloadCsv)).toEqual(await tableOf(page, 'views'));
  expect(figures.vacancies[0].views).toBeGreaterThanOrEqual(3);

  // The employer home with its new section: nothing axe-core finds.
  expect(await axeViolations(page)).toEqual([]);

  // Another vacancy chosen: its own days.
  const other = figures.vacancies[1];
  if (other) {
    await page
      .getByRole('combobox', { name: t.employer.vacancy })
      .selectOption(String(other.jobOfferId));
    await expect.poll(() => tableOf(page, 'views')).toEqual(shown(other));
  }
});
