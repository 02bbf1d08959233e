import { expect, test } from './fixtures.ts';
import { NotificationScreens } from './page-models/notifications.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(120_000);

test('a browser without push is told so in the push card, in words about the browser', async ({
  page,
  pageErrors,
}) => {
  // A browser without the Push API.
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await new ResumePages(page).loginAt('/cv', 'resident');
  await page.goto('/notifications/settings');
  const card = page.getByRole('region', { name: 'Push notifications on this device' });
  await expect(card).toContainText('This browser cannot receive push notifications.');
  await expect(page.getByRole('switch', { name: 'Interviews: Push' })).toBeDisabled();
  await expect(page.getByText('Service error')).toHaveCount(0);
  expect(await new NotificationScreens(page).violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
