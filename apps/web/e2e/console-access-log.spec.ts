import { buildPath, PATHS } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

test('staff open the data-access log from the navigation and see an employer’s read of a resume', async ({
  browser,
  page,
}) => {
  // The employer, in a session of its own, finds a seeker and reads the resume.
  const employerContext = await browser.newContext();
  let seekerName = '';
  let employerName = '';
  try {
    const employerPage = await employerContext.newPage();
    const employer = new ConsolePages(employerPage);
    await employer.loginAt('/employer', 'employer');
    const token = await employer.auth.token();
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const profile = await employerPage.request.get(PATHS.accountProfile, { headers });
    employerName = (await profile.json()).employer.name;
    const seekers = await employerPage.request.get(`${PATHS.consoleSeekers}?size=1`, { headers });
    expect(seekers.ok()).toBe(true);
    const [seeker] = (await seekers.json()).content;
    seekerName = seeker.name;
    const resume = await employerPage.request.get(
      buildPath(PATHS.consoleSeeker, { id: seeker.seekerId }),
      { headers },
    );
    expect(resume.ok()).toBe(true);
  } finally {
    await employerContext.close();
  }

  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  await consoles.nav.getByRole('link', { name: 'Data-access log' }).click();
  await consoles.auth.expectAt('/staff/access-log');
  await expect(
    consoles.main.getByRole('heading', { level: 2, name: 'Data-access log' }),
  ).toBeVisible();
  await consoles.main.getByLabel(/^Job seeker/).fill(seekerName);
  await consoles.main.getByLabel(/^Read by/).fill(employerName);
  await consoles.main.getByRole('button', { name: 'Search' }).click();
  const table = consoles.main.getByRole('table', { name: 'Data-access log' });
  const row = table.getByRole('row').nth(1);
  // The seeker's card names the resume's name; the log the account's, which begins with it.
  const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(row.getByRole('cell')).toHaveText([
    literal(seekerName),
    /.+/,
    employerName,
    /\d{2}:\d{2}/,
    /.+/,
    'Resume',
  ]);
});
