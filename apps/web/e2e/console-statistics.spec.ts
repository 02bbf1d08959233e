import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { formatSimple, PATHS, type StaffStatistics } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { ConsolePages } from './page-models/console.ts';

const LANGUAGES = ['zh-Hant', 'pt', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

interface Texts {
  title: string;
  /** The language of the texts (what `fewerThan` is formatted in). */
  language: string;
  fewerThan: string;
  downloadCsv: string;
  filters: Record<'period' | 'by' | 'sector' | 'scopeHint', string>;
  sections: Record<'vacancies' | 'funnel' | 'matching' | 'sectors', string>;
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

/** A table's rows of figures (not the hidden row antd measures its columns with). */
const ROWS = 'tbody tr.ant-table-row';

/** The figure section's table as text rows (head first). */
async function tableOf(page: Page, id: string): Promise<string[][]> {
  const table = page.locator(`[data-figure="${id}"] table`);
  const head = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator(ROWS)
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())),
    );
  return [head.map((h) => h.trim()), ...rows];
}

/** The section's CSV, downloaded by its button. */
async function csvOf(page: Page, id: string, label: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-figure="${id}"]`).getByRole('button', { name: label }).click(),
  ]);
  return parseCsv(readFileSync((await download.path())!, 'utf8'));
}

/** The table and the CSV hold the same figures, and the table the API's (periods in order). */
async function expectAgreement(page: Page, t: Texts, figures: StaffStatistics) {
  const withheld = formatSimple(t.language, t.fewerThan, { count: 5 });
  const vacancies = await tableOf(page, 'vacancies');
  expect(vacancies.length - 1, JSON.stringify(vacancies)).toBe(figures.periods.length);
  figures.periods.forEach((period, i) => {
    const row = vacancies[i + 1].slice(1).map(digits);
    const v = period.vacancies;
    expect(row).toEqual([v.open, v.new, v.positions, v.withdrawn, v.expired, v.filled].map(String));
  });
  const matching = await tableOf(page, 'matching');
  figures.periods.forEach((period, i) => {
    expect(matching[i + 1][1]).toBe(
      period.matching.requested === null ? withheld : digits(String(period.matching.requested)),
    );
  });
  for (const id of ['vacancies', 'funnel', 'matching', 'sectors']) {
    const table = (await tableOf(page, id)).map((row) => row.map(digits));
    const csv = (await csvOf(page, id, t.downloadCsv)).map((row) => row.map(digits));
    expect(csv, id).toEqual(table);
  }
  // The funnel's chart labels each step with the table's figure.
  const funnel = await tableOf(page, 'funnel');
  const chart = page.locator('[data-figure="funnel"] [role="img"] svg');
  for (const [step, people] of funnel.slice(1))
    await expect(chart).toContainText(`${step}: ${people}`);
  // The vacancies' chart names each figure of the table in its legend.
  const lines = page.locator('[data-figure="vacancies"] [role="img"] svg');
  for (const name of vacancies[0].slice(1)) await expect(lines).toContainText(name);
}

async function expectNoAxeViolation(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const viewport of [
  { width: 1366, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });
    test.describe.configure({ timeout: 600_000 });

    test('staff statistics in three languages: period and sector change, chart, table and CSV agree', async ({
      page,
    }) => {
      const consoles = new ConsolePages(page);
      await consoles.loginAt('/staff', 'staff');
      for (const language of LANGUAGES) {
        const t = texts(language);
        const first = page.waitForResponse(isStatistics);
        await page.goto(`/staff/statistics?language=${language}`);
        let figures = (await (await first).json()) as StaffStatistics;
        await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAgreement(page, t, figures);

        // Last month, by week.
        let next = page.waitForResponse(isStatistics);
        await page.getByRole('combobox', { name: t.filters.period }).selectOption('lastMonth');
        await next;
        next = page.waitForResponse((r) => isStatistics(r) && r.url().includes('by=week'));
        await page.getByRole('combobox', { name: t.filters.by }).selectOption('week');
        figures = (await (await next).json()) as StaffStatistics;
        expect(figures.by).toBe('week');
        await expect(page.locator(`[data-figure="vacancies"] ${ROWS}`)).toHaveCount(
          figures.periods.length,
        );
        await expectAgreement(page, t, figures);

        // One sector: the filter says which figures it does not change.
        await expect(
          page.getByRole('combobox', { name: t.filters.sector }),
        ).toHaveAccessibleDescription(t.filters.scopeHint);
        const sector = figures.sectors[0];
        next = page.waitForResponse((r) => isStatistics(r) && r.url().includes('sector='));
        await page
          .getByRole('combobox', { name: t.filters.sector })
          .selectOption(String(sector.sector));
        figures = (await (await next).json()) as StaffStatistics;
        expect(figures.totals.vacancies.new).toBe(sector.new);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAgreement(page, t, figures);
        await expectNoAxeViolation(page);
      }
      // Nothing scrolls sideways on the page itself.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
