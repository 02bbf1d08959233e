import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import {
  formatSimple,
  PATHS,
  REGISTRATION_KINDS,
  WAITING_AGES,
  type StaffStatistics,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { ConsolePages } from './page-models/console.ts';
import { csvOf, digits, ROWS, tableOf } from './statistics-tables.ts';

type Language = 'zh-Hant' | 'pt' | 'en';

interface Texts {
  /** The language of the texts (what `fewerThan` is formatted in). */
  language: string;
  fewerThan: string;
  downloadCsv: string;
  filters: Record<'period' | 'by', string>;
  registrations: { sections: Record<'received' | 'days' | 'waiting', string> };
  events: { title: string };
}
const texts = (language: Language): Texts => ({
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

const SECTIONS = ['registrations', 'decision-days', 'waiting', 'events'] as const;

/** The new sections' tables hold the API's figures, and each CSV its table. */
async function expectAgreement(page: Page, t: Texts, figures: StaffStatistics) {
  const withheld = formatSimple(t.language, t.fewerThan, { count: 5 });
  const shown = (value: number | null) => (value === null ? withheld : digits(String(value)));
  const received = await tableOf(page, 'registrations');
  expect(received.length - 1).toBe(figures.periods.length);
  figures.periods.forEach((period, i) => {
    expect(received[i + 1].slice(1).map(digits)).toEqual(
      REGISTRATION_KINDS.flatMap((kind) => {
        const r = period.registrations[kind];
        return [r.received, r.approved, r.refused].map(shown);
      }),
    );
  });
  const days = await tableOf(page, 'decision-days');
  expect(days.at(-1)!.slice(1).map(digits)).toEqual(
    REGISTRATION_KINDS.flatMap((kind) => {
      const r = figures.totals.registrations[kind];
      return [r.medianDays, r.p90Days].map((d) => (d === null ? withheld : shown(d)));
    }),
  );
  const waiting = await tableOf(page, 'waiting');
  expect(waiting.slice(1).map((row) => row.slice(1).map(digits))).toEqual(
    WAITING_AGES.map((age) => REGISTRATION_KINDS.map((kind) => shown(figures.waiting[kind][age]))),
  );
  const events = await tableOf(page, 'events');
  expect(events.slice(1).map((row) => row.slice(1, 3).map(digits))).toEqual(
    figures.events.flatMap((e) =>
      [e, ...e.sessions].map((row) => [shown(row.registered), shown(row.checkedIn)]),
    ),
  );
  for (const id of SECTIONS) {
    const table = (await tableOf(page, id)).map((row) => row.map(digits));
    const csv = (await csvOf(page, id, t.downloadCsv)).map((row) => row.map(digits));
    expect(csv, id).toEqual(table);
  }
  // The registrations' chart names each figure of the table in its legend.
  const lines = page.locator('[data-figure="registrations"] [role="img"] svg');
  for (const name of received[0].slice(1)) await expect(lines).toContainText(name);
}

for (const { viewport, languages } of [
  { viewport: { width: 1366, height: 900, isMobile: false }, languages: ['en', 'zh-Hant'] },
  { viewport: { width: 390, height: 844, isMobile: true }, languages: ['pt'] },
] as const) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });
    test.describe.configure({ timeout: 180_000 });

    test('registrations and events: chart, table, CSV and the API agree', async ({ page }) => {
      const consoles = new ConsolePages(page);
      await consoles.loginAt('/staff', 'staff');
      for (const language of languages) {
        const t = texts(language);
        const first = page.waitForResponse(isStatistics);
        await page.goto(`/staff/statistics?language=${language}`);
        let figures = (await (await first).json()) as StaffStatistics;
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const title of [...Object.values(t.registrations.sections), t.events.title])
          await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
        await expectAgreement(page, t, figures);

        // Last month, by week: a row a week.
        let next = page.waitForResponse(isStatistics);
        await page.getByRole('combobox', { name: t.filters.period }).selectOption('lastMonth');
        await next;
        next = page.waitForResponse((r) => isStatistics(r) && r.url().includes('by=week'));
        await page.getByRole('combobox', { name: t.filters.by }).selectOption('week');
        figures = (await (await next).json()) as StaffStatistics;
        await expect(page.locator(`[data-figure="registrations"] ${ROWS}`)).toHaveCount(
          figures.periods.length,
        );
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAgreement(page, t, figures);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  });
}
