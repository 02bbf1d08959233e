import { expect, expectNoRawPlaceholders, test } from './fixtures.ts';
import { bookInterview, InterviewPages, vacancyWithoutCv } from './page-models/interviews.ts';

test('a resident sees the interview tabs, a booking waiting for the employer, and its history', async ({
  page,
}) => {
  const interviews = new InterviewPages(page);
  await interviews.loginAt('/interview', 'resident');

  await expect(interviews.tabs).toHaveCount(6);
  for (const name of [
    'All',
    'Waiting for the employer',
    /Waiting for you/,
    'Arranged',
    /Finished/,
    'Job-seeking registration',
  ])
    await expect(interviews.tab(name)).toBeVisible();
  await expect(interviews.tab('All')).toHaveAttribute('aria-selected', 'true');

  const vacancy = await vacancyWithoutCv(page.request);
  const jobMatchUid = await bookInterview(page.request, await interviews.token(), vacancy.id);

  await interviews.tab('Waiting for the employer').click();
  const card = interviews.card(vacancy.jobOfferTitle).first();
  await expect(card).toBeVisible();
  await expect(card.getByText(vacancy.companyName)).toBeVisible();

  // The chosen tab is kept for the session.
  await page.reload();
  await expect(interviews.tab('Waiting for the employer')).toHaveAttribute('aria-selected', 'true');

  await page.goto(`/interview/details/${jobMatchUid}`);
  await expect(page.getByRole('heading', { name: vacancy.jobOfferTitle, level: 1 })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('By: you');
  await expect(history.getByRole('listitem').first()).toContainText(
    /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
  );
  await expect(page.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);
  await expectNoRawPlaceholders(page);
});
