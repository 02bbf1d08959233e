import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AUTHORED_LOCALES, PUBLIC_PAGE_ROUTES } from '@vaga/contract';
import { ROUTES } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';
import { languagesUnderTest } from './page-models/languages.ts';

/** Every route of the app, its parameters filled with an example. */
const ADDRESSES = Object.values(ROUTES).map((route) =>
  route.replace(':id', '1').replace(':section', 'education'),
);
const LANGUAGES = languagesUnderTest();
/**
 * The routes walked in a language whose catalogue is generated from another's (zh-Hans from
 * zh-Hant): the same pages with the same structure, roles and names, only other characters. Its
 * pass checks what the language itself changes (the page's `lang`, the words of its overrides in
 * labels) on the public pages and the resident's forms and lists, not the whole table again.
 */
const GENERATED_LANGUAGE_ROUTES = new Set<string>([
  ...PUBLIC_PAGE_ROUTES,
  ROUTES.interview,
  ROUTES.record,
  ROUTES.favorites,
  ROUTES.updateProfile,
  ROUTES.registerForm,
  ROUTES.makeAppointment,
  ROUTES.fileUpload,
  ROUTES.notificationSettings,
  ROUTES.myData,
]);
const addressesIn = (language: string) =>
  (AUTHORED_LOCALES as readonly string[]).includes(language)
    ? ADDRESSES
    : Object.values(ROUTES)
        .filter((route) => GENERATED_LANGUAGE_ROUTES.has(route))
        .map((route) => route.replace(':id', '1'));

/**
 * axe-core's findings on the page as it stands, one line each (rule, impact, elements): every
 * rule it runs by default, and also the check that a control's name contains its visible text.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Opens an address and waits until the page has loaded what it shows. */
async function openSettled(page: Page, address: string, language: string): Promise<void> {
  const separator = address.includes('?') ? '&' : '?';
  await page.goto(`${address}${separator}language=${language}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// Every route of a language in one test: about five minutes on a busy two-core machine, where
// the layout pass runs beside it.
test.describe.configure({ timeout: 600_000 });

for (const language of LANGUAGES) {
  test(`axe-core finds nothing on the routes of ${language}, for a visitor and a resident`, async ({
    page,
  }) => {
    const found: Record<string, string[]> = {};
    const check = async (who: string, address: string) => {
      await openSettled(page, address, language);
      const list = await violations(page);
      if (list.length > 0) found[`${who} ${address}`] = list;
    };

    await check('visitor', ROUTES.service);
    await check('visitor', ROUTES.cv);
    const auth = new AuthPages(page);
    await auth.open(ROUTES.cv);
    await auth.loginHere('resident');
    await auth.expectAt(ROUTES.cv);
    for (const address of addressesIn(language)) await check('resident', address);
    expect(found).toEqual({});
  });
}
