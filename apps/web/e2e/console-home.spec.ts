import { PATHS, type EmployerHome, type StaffHome } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';

const QUEUE_NAMES: Record<StaffHome['queues'][number]['queue'], string> = {
  matches: 'Interview requests waiting for the employer',
  registrations: 'Job-seeking registrations to process',
  unemployment: 'Unemployment registrations to review',
  vacancyReviews: 'Vacancies to review',
  vacancyReports: 'Reported vacancies',
  failedDeliveries: 'Failed deliveries',
};

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('staff home: each queue in a table with the server’s count, each leading to its queue', async ({
    page,
  }) => {
    const consoles = new ConsolePages(page);
    await consoles.loginAt('/staff', 'staff');
    const home = await consoles.fetchWithPageToken(PATHS.consoleStaffHome);
    expect(home.status).toBe(200);
    const { queues } = home.body as StaffHome;

    const table = consoles.main.getByRole('table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(queues.length);
    for (const [i, queue] of queues.entries()) {
      const cells = rows.nth(i).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(QUEUE_NAMES[queue.queue]);
      await expect(cells.nth(1)).toHaveText(String(queue.count));
    }

    await table.getByRole('link', { name: QUEUE_NAMES.registrations }).click();
    await consoles.auth.expectAt('/staff/registrations');
    await expect(consoles.main.getByRole('heading', { level: 2 })).toBeVisible();
    await page.goBack();
    await table.getByRole('link', { name: QUEUE_NAMES.failedDeliveries }).click();
    await consoles.auth.expectAt('/staff/failed-deliveries');
    await expect(
      consoles.main.getByRole('heading', { level: 2, name: 'Failed deliveries' }),
    ).toBeVisible();
  });

  test('employer home: its vacancies by state in a table, as the server counts them', async ({
    page,
  }) => {
    const consoles = new ConsolePages(page);
    await consoles.loginAt('/employer', 'employer');
    const home = await consoles.fetchWithPageToken(PATHS.consoleEmployerHome);
    expect(home.status).toBe(200);
    const { vacancies } = home.body as EmployerHome;
    const rows = consoles.main.getByRole('table').first().locator('tbody tr');
    await expect(rows).toHaveCount(vacancies.length);
    const published = vacancies.find((row) => row.status === 'PUBLISHED')!;
    await expect(
      rows.filter({ has: page.getByRole('link', { name: 'Published', exact: true }) }),
    ).toContainText(String(published.count));
  });
});

test('staff home on a phone: the queues as cards, nothing wider than the screen', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  const cards = consoles.main.getByRole('list', { name: 'Queues waiting for staff' });
  await expect(cards.getByRole('listitem')).toHaveCount(Object.keys(QUEUE_NAMES).length);
  await expect(consoles.main.getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
});
