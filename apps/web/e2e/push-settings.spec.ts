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

test('a browser whose push service will not subscribe it is told so in the push card', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.setViewportSize({ width: 390, height: 844 });
  await new ResumePages(page).loginAt('/cv', 'resident');
  await page.goto('/notifications/settings');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  const card = page.getByRole('region', { name: 'Push notifications on this device' });
  await card.getByRole('button', { name: 'Turn on for this device' }).click();
  // Headless Chromium has no push service: its subscribe is refused.
  await expect(card.getByRole('alert')).toContainText(
    "This browser's push service would not sign it up for push notifications.",
  );
  await expect(page.getByText('Service error')).toHaveCount(0);
});
