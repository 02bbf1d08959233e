import {
  CONSOLE_JOBOFFER_PATHS,
  PATHS,
  type ConsoleJobOffer,
  type ConsoleSeekerCard,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import {
  callWithPageToken,
  ConsoleInterviews,
  macaoDate,
} from './page-models/interview-journey.ts';

test.setTimeout(180_000);

test('an employer moves an invitation to another day and place, then cancels it with a reason', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const consoles = new ConsolePages(page);
  const employer = new ConsoleInterviews(page);
  await consoles.loginAt('/employer', 'employer');

  // An invitation (through the API): the first published seeker and valid vacancy that take one.
  const offers = (
    (await consoles.fetchWithPageToken(CONSOLE_JOBOFFER_PATHS.consoleJobOffers))
      .body as ConsoleJobOffer[]
  ).filter((offer) => offer.valid);
  const seekers = (
    (await consoles.fetchWithPageToken(`${PATHS.consoleSeekers}?size=50`)).body as {
      content: ConsoleSeekerCard[];
    }
  ).content;
  let uid: string | null = null;
  search: for (const seeker of seekers) {
    for (const offer of offers) {
      const invited = await callWithPageToken(page, 'POST', PATHS.consoleMatchInvite, {
        jobOfferId: offer.id,
        seekerId: seeker.seekerId,
        interviewAt: `${macaoDate(8)}T10:00`,
        location: 'Health Bureau, Room 7',
        contactPhone: '28331237',
      });
      if (invited.status === 200) {
        uid = (invited.body as { jobMatchUid: string }).jobMatchUid;
        break search;
      }
    }
  }
  expect(uid, 'a seeker could be invited').not.toBeNull();

  // The invitation's page offers to change it, filled with the interview as it stands.
  await page.goto(`/employer/interviews/${uid}`);
  await employer.expectStatus('Waiting for the job seeker');
  const change = employer.form('Change the interview');
  await expect(change.getByLabel('Place', { exact: true })).toHaveValue('Health Bureau, Room 7');
  await expect(change.getByLabel('Date and time (Macao)')).toHaveValue(`${macaoDate(8)}T10:00`);
  await employer.arrange(change, `${macaoDate(9)}T14:30`, 'Health Bureau, Room 9', '28331239');
  await change.getByRole('button', { name: 'Save the change' }).click();
  await expect(employer.fact('Place')).toHaveText('Health Bureau, Room 9');
  await expect(employer.fact('Contact phone')).toHaveText('28331239');
  await expect(employer.fact('Interview')).toContainText('14:30');
  await employer.expectStatus('Waiting for the job seeker');

  // Cancelled with a reason: the seeker's match is declined, and nothing more may be changed.
  const cancel = employer.form('Cancel the interview');
  await cancel.getByLabel('Reason (the seeker sees it)').fill('The post has been filled');
  await cancel.getByRole('button', { name: 'Cancel the interview' }).click();
  await employer.expectStatus('Declined by the employer');
  await expect(employer.fact('Reason for declining')).toHaveText('The post has been filled');
  await expect(employer.form('Change the interview')).toHaveCount(0);
  await expect(employer.form('Cancel the interview')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
