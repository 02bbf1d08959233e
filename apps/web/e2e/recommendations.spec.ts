import { expect, test } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

test('a resident sees vacancies recommended from the resume and may refresh them once a day', async ({
  page,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/recommend-list');
  await expect(auth.panel('Please log in first')).toBeVisible();
  await auth.loginHere('resident');
  await auth.expectAt('/recommend-list');

  const list = page.getByRole('list', { name: 'Recommended vacancies' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);

  const refresh = page.getByRole('button', { name: 'Refresh recommendations' });
  await expect(refresh).toBeEnabled();
  await refresh.click();
  await expect(refresh).toBeDisabled();
  await expect(page.getByText('Recommendations can be refreshed once a day')).toBeVisible();

  // The server holds the rule too: a second refresh the same day is refused.
  const token = await auth.token();
  const again = await page.request.post('/service/DeJobSeekApi/recommendvacancy/refresh', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(again.status()).toBe(429);
  expect((await again.json()).code).toBe('BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY');
});
