import { expect, expectNoRawPlaceholders, test } from './fixtures.ts';
import { InterviewPages } from './page-models/interviews.ts';

const ENT_NO = /JS\d{8}-\d{6}/;

test('a resident sees the registration-info card of the valid registration', async ({ page }) => {
  const pages = new InterviewPages(page);
  await pages.loginAt('/referral-service', 'resident');

  const card = page.getByRole('region', { name: 'My job-seeking registration' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { expanded: true })).toBeVisible();
  const field = (label: string) => card.locator('dt', { hasText: label }).locator('+ dd');
  await expect(field('Application number')).toHaveText(ENT_NO);
  await expect(field('Validity')).toHaveText(/\d{4}\/\d{2}\/\d{2} to \d{4}\/\d{2}\/\d{2}/);
  await expect(field('Wanted jobs and salaries')).toContainText('$');
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Update the registration' })).toBeVisible();
  await expectNoRawPlaceholders(page);
});

test('a resident sees the records in progress and completed, and the details of each', async ({
  page,
}) => {
  const pages = new InterviewPages(page);
  await pages.loginAt('/record', 'resident');

  await expect(pages.tabs).toHaveCount(2);
  await expect(pages.tab('In progress')).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const current = panel.getByRole('article').first();
  await expect(current).toBeVisible();
  await expect(current.getByText('Valid', { exact: true })).toBeVisible();
  await expect(current.locator('dt', { hasText: 'Application number' }).locator('+ dd')).toHaveText(
    ENT_NO,
  );
  await expect(current.locator('dt', { hasText: 'Interviews' }).locator('+ dd')).toHaveText(
    /^\d+$/,
  );

  await pages.tab('Completed').click();
  const closed = panel.getByRole('article').first();
  await expect(closed.getByText('Completed', { exact: true })).toBeVisible();
  await expect(closed.locator('dt', { hasText: 'Result' }).locator('+ dd')).not.toBeEmpty();

  // The chosen tab is kept for the session.
  await page.reload();
  await expect(pages.tab('Completed')).toHaveAttribute('aria-selected', 'true');

  await panel.getByRole('article').first().getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/record\/details\/\d+$/);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(
    /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
  );
  await expect(history.getByText('By: staff').first()).toBeVisible();
  await expectNoRawPlaceholders(page);
});
