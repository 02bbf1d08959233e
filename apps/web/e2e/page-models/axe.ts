import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

/** Every rule axe-core runs by default, and the check that a control's name holds its visible text. */
const RUN_OPTIONS: axe.RunOptions = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** How long a frame may take to take axe-core in (a frame that runs no script never does). */
const INJECT_TIMEOUT_MS = 1_000;

/**
 * axe-core's findings on the page as it stands, one line each (rule, impact, elements).
 *
 * axe-core is put into each frame once per document and run in the page with `axe.run`: the app
 * moves between routes in one document, so a walk of many routes loads it once. (The Playwright
 * wrapper loads it again at every check and finishes each run in a new blank page, which made a
 * check three times as slow on a two-core machine, for the same findings.) A frame that takes
 * no script (a PDF viewer) is left to axe-core's own frame check, as the wrapper leaves it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    let late: NodeJS.Timeout | undefined;
    await Promise.race([
      injectAxe(frame).catch(() => undefined),
      new Promise<void>((resolve) => (late = setTimeout(resolve, INJECT_TIMEOUT_MS))),
    ]);
    clearTimeout(late);
  }
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    RUN_OPTIONS,
  );
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Puts axe-core into a frame's document unless it is there. */
async function injectAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
}
