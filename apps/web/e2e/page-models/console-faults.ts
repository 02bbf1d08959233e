import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

/**
 * What is wrong with a console page as it stands at a desktop width: the page scrolls sideways,
 * the row actions of a table or list do not share one x, or axe-core finds something (every rule
 * it runs by default, and the check that a control's name contains its visible text).
 */
export async function consoleFaults(page: Page, { axe }: { axe: boolean }): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      out.push(`page ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    // A table's actions are its rows' last cells; a list's, the buttons that end its items.
    for (const table of document.querySelectorAll('main table')) {
      const xs = [...table.querySelectorAll('tbody tr td:last-child')]
        .map((cell) => cell.querySelector('button, a'))
        .filter((action): action is Element => action !== null)
        .map(left);
      if (new Set(xs).size > 1) out.push(`table row actions at ${[...new Set(xs)].join(', ')}`);
    }
    for (const list of document.querySelectorAll('main ul, main ol')) {
      const items = [...list.children].filter((item) => item.tagName === 'LI');
      const xs = items
        .map((item) => [...item.querySelectorAll(':scope > * button')].at(-1))
        .filter((action): action is HTMLButtonElement => action !== undefined)
        .map(left);
      if (xs.length > 1 && new Set(xs).size > 1)
        out.push(`list row actions at ${[...new Set(xs)].join(', ')}`);
    }
    return out;
  });
  if (!axe) return found;
  return [...found, ...(await axeViolations(page))];
}
