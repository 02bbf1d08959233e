import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Digits of a number as shown (separators of any language dropped); other text as it is. */
export const digits = (text: string) =>
  /^[\d.,\s\u00a0]+$/.test(text) ? text.replace(/\D/g, '') : text;

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
export const ROWS = 'tbody tr.ant-table-row';

/** The figure section's table as text rows (head first). */
export async function tableOf(page: Page, id: string): Promise<string[][]> {
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
export async function csvOf(page: Page, id: string, label: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-figure="${id}"]`).getByRole('button', { name: label }).click(),
  ]);
  return parseCsv(readFileSync((await download.path())!, 'utf8'));
}
