import { PATHS, type ConsoleMe } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';

const FORBIDDEN = { code: 'FORBIDDEN_ROLE', errorArgs: [] };

test('employer: logs in from /employer and lands on its console home, with its employer and vacancies', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer', 'employer');
  await expect(consoles.title('Employer console')).toBeVisible();

  // What the console shows is what the server says of this account.
  const me = await consoles.fetchWithPageToken(PATHS.consoleMe);
  expect(me.status).toBe(200);
  const { name, employer } = me.body as ConsoleMe;
  expect(employer).not.toBeNull();
  await expect(consoles.welcome(name)).toBeVisible();
  await expect(consoles.header.getByText(employer!.name)).toBeVisible();
  await expect(consoles.fact('Employer')).toHaveText(employer!.name);
  await expect(consoles.fact('Vacancies')).toHaveText(String(employer!.vacancyCount));

  await expect(consoles.nav.getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(consoles.nav.getByText('Interview requests')).toBeVisible();
  await expect(consoles.nav.getByRole('link', { name: 'Vacancies' })).toBeVisible();
  await expect(consoles.nav.getByText('Not available yet')).toHaveCount(0);
});

test('employer: its token on a seeker API answers 403 FORBIDDEN_ROLE, and seeker pages refuse it', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer', 'employer');
  await expect(consoles.title('Employer console')).toBeVisible();
  const profile = await consoles.fetchWithPageToken(PATHS.profile);
  expect(profile).toEqual({ status: 403, body: FORBIDDEN });

  await page.goto('/cv');
  const panel = page.getByRole('alert', {
    name: 'This account cannot use the job-seeking service',
  });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('This type of account cannot use this function')).toBeVisible();
  await panel.getByRole('button', { name: 'Go to the employer console' }).click();
  await consoles.auth.expectAt('/employer');
  await expect(consoles.title('Employer console')).toBeVisible();
});

test('employer: logging in from the job-seeking app is led to the employer console', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.open('/service');
  await consoles.auth.loginButton.click();
  await consoles.signInAtProvider('employer');
  // A seeker login opens no session for an employer's identity: the app offers its console.
  const panel = page.getByRole('alert', { name: 'This account cannot log in here' });
  await expect(panel).toBeVisible();
  expect(await consoles.auth.token()).toBeNull();
  await panel.getByRole('button', { name: 'Go to the employer console' }).click();
  await page.waitForURL((url) => url.pathname !== '/profile');
  await consoles.signInIfAsked('employer');
  await consoles.auth.expectAt('/employer');
  await expect(consoles.title('Employer console')).toBeVisible();
});

test('staff: logs in from /staff and lands on the staff console', async ({ page }) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  await expect(consoles.title('Staff console')).toBeVisible();
  const me = await consoles.fetchWithPageToken(PATHS.consoleMe);
  expect(me.status).toBe(200);
  expect((me.body as ConsoleMe).accountType).toBe('staff');
  await expect(consoles.welcome((me.body as ConsoleMe).name)).toBeVisible();
  // Every staff section is open.
  await expect(consoles.nav.getByText('Not available yet')).toHaveCount(0);
  for (const section of ['Registrations', 'Vacancy review', 'Reported vacancies'])
    await expect(consoles.nav.getByRole('link', { name: section, exact: true })).toBeVisible();

  // The hot searches page reads the counted keywords from the staff API.
  const hotSearches = page.waitForResponse((r) => r.url().endsWith(PATHS.consoleHotSearches));
  await consoles.nav.getByRole('link', { name: 'Hot searches' }).click();
  await expect(page.getByRole('heading', { name: 'Hot searches' })).toBeVisible();
  expect((await hotSearches).status()).toBe(200);

  // Staff have no employer consoles.
  await page.goto('/employer');
  await expect(consoles.refusal('This account cannot use the employer console')).toBeVisible();
});

test('resident: a seeker opening /employer is refused, and its token answers 403 on the console API', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.open('/cv');
  await consoles.auth.loginHere('resident');
  await consoles.auth.expectAt('/cv');

  await page.goto('/employer');
  const refusal = consoles.refusal('This account cannot use the employer console');
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Go to the job-seeking service' })).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(consoles.nav).toHaveCount(0);

  const me = await consoles.fetchWithPageToken(PATHS.consoleMe);
  expect(me).toEqual({ status: 403, body: FORBIDDEN });
});

test('resident: logging in at /employer with a seeker identity is refused, with no session', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.open('/employer');
  await consoles.signInAtProvider('resident');
  const panel = page.getByRole('alert', { name: 'This account cannot log in here' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('This type of account cannot use this function')).toBeVisible();
  expect(await consoles.auth.token()).toBeNull();
  await panel.getByRole('button', { name: 'Go to the job-seeking service' }).click();
  await consoles.auth.expectAt('/service');
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the console shows its sections in a side bar beside the page', async ({ page }) => {
    const consoles = new ConsolePages(page);
    await consoles.loginAt('/employer', 'employer');
    await expect(consoles.nav).toBeVisible();
    const nav = (await consoles.nav.boundingBox())!;
    const main = (await consoles.main.boundingBox())!;
    expect(nav.x).toBeLessThan(main.x);
    expect(nav.x + nav.width).toBeLessThanOrEqual(main.x + 1);
    expect(nav.height).toBeGreaterThan(nav.width);
    await expect(consoles.nav.getByRole('link', { name: 'Home' })).toBeVisible();
  });
});

test('on a phone the sections run in a strip between the header and the page', async ({ page }) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  await expect(consoles.nav).toBeVisible();
  const header = (await consoles.header.boundingBox())!;
  const nav = (await consoles.nav.boundingBox())!;
  const main = (await consoles.main.boundingBox())!;
  expect(nav.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(main.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1);
  expect(nav.width).toBeGreaterThan(nav.height);
  // Nothing wider than the phone's screen but the strip itself, which scrolls.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
});

test('the console speaks the chosen language', async ({ page }) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer', 'employer');
  await consoles.auth.languageButton.click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByText('Português', { exact: true }).click(),
  ]);
  await expect(
    page.getByRole('heading', { name: 'Consola do empregador', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secções da consola' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('seekers never download the console', async ({ page, servicePage }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
  });
  await servicePage.goto('/service');
  await expect(servicePage.jobClasses.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((asset) => /console/.test(asset))).toEqual([]);

  // Opening a console is what brings its chunks.
  await page.goto('/staff');
  await page.waitForURL((url) => url.pathname !== '/staff');
  expect(assets.filter((asset) => /console-layout/.test(asset)).length).toBeGreaterThan(0);
});

test('employer: logging out of the console ends the session and starts no new login', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/employer', 'employer');
  const token = await consoles.auth.token();
  await consoles.header.getByRole('button', { name: 'Log out' }).click();
  await page.locator('button[name="logout"][value="yes"]').click();
  await page.waitForURL((url) => url.pathname === '/service');
  expect(await consoles.auth.token()).toBeNull();
  const after = await page.request.get(PATHS.consoleMe, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  await expect(consoles.auth.loginButton).toBeVisible();
});
