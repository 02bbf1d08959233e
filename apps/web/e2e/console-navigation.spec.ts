import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

test('the staff navigation leads to every staff section, failed deliveries among them', async ({
  page,
}) => {
  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Matches',
    'Registrations',
    'Unemployment registrations',
    'Hot searches',
    'Statistics',
    'Events',
    'Vacancy review',
    'Reported vacancies',
    'Failed deliveries',
    'Data-access log',
    'Notifications',
  ]);
  await nav.getByRole('link', { name: 'Failed deliveries' }).click();
  await consoles.auth.expectAt('/staff/failed-deliveries');
  await expect(
    consoles.main.getByRole('heading', { level: 2, name: 'Failed deliveries' }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Failed deliveries' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
