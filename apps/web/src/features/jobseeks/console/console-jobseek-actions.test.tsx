import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_JOBOFFER_PATHS } from '@vaga/contract';
import { changedBy, fakeApi, json } from '@/test/fake-api.ts';
import {
  actionPath,
  jobSeekDetail,
  jobSeekPath,
  renderJobSeek,
} from '@/test/console/jobseek-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

const valid = jobSeekDetail({
  state: 2,
  stateDesc: 'Valid',
  validFrom: '2026-11-22',
  validUntil: '2027-05-21',
});

const offers = [
  { id: 11, title: 'Cook (Chinese cuisine)', employerId: 3, valid: true },
  { id: 12, title: 'Assistant cook', employerId: 4, valid: true },
  { id: 13, title: 'Cook, closed', employerId: 4, valid: false },
];

setUpConsoleTests();

describe('referring a valid registration', () => {
  it('searches vacancies by keyword, refers to the chosen ones and shows the referrals', async () => {
    const api = fakeApi({
      ...changedBy(jobSeekPath, actionPath('consoleJobSeekRefer'), {
        before: valid,
        after: {
          ...valid,
          jobMatchCount: 2,
          matches: offers.slice(0, 2).map((offer) => ({
            jobMatchUid: `uid-${offer.id}`,
            jobOfferId: offer.id,
            jobOfferTitle: offer.title,
            employerName: 'Golden Lotus Hotel',
            typeJobMatchStatusDesc: 'Waiting for the employer',
          })),
        },
        answer: { matches: [] },
      }),
      [`GET ${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}`]: () => json(offers),
    });
    renderJobSeek();
    const form = await screen.findByRole('form', { name: 'Refer to vacancies' });
    expect(screen.queryByRole('form', { name: 'Approve the registration' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Refer to 0 vacancies' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekRefer'))).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Search vacancies by title'), 'cook{Enter}');
    const found = await within(form).findByRole('list', { name: 'Vacancies found' });
    expect(api.to('GET', CONSOLE_JOBOFFER_PATHS.consoleJobOffers)[0]?.query.get('keyword')).toBe(
      'cook',
    );
    // A vacancy no longer valid is not offered.
    expect(within(found).queryByText('Cook, closed')).toBeNull();
    await userEvent.click(within(found).getByLabelText('Cook (Chinese cuisine) · #11'));
    await userEvent.click(within(found).getByLabelText('Assistant cook · #12'));
    expect(within(form).getByText('2 of 10 chosen')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Message/), 'Experienced in dim sum');
    await userEvent.click(within(form).getByRole('button', { name: 'Refer to 2 vacancies' }));

    expect(await screen.findByRole('heading', { name: 'Referrals (2)' })).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekRefer'))[0]?.body).toEqual({
      jobOfferIds: [11, 12],
      content: 'Experienced in dim sum',
    });
    expect(screen.getByRole('link', { name: 'Assistant cook' })).toHaveAttribute(
      'href',
      '/staff/matches/uid-12',
    );
    expect(within(form).queryByText('2 of 10 chosen')).toBeNull();
  });

  it('takes a chosen vacancy out again', async () => {
    fakeApi({
      [`GET ${jobSeekPath}`]: () => json(valid),
      [`GET ${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}`]: () => json(offers),
    });
    renderJobSeek();
    const form = await screen.findByRole('form', { name: 'Refer to vacancies' });
    await userEvent.type(within(form).getByLabelText('Search vacancies by title'), 'cook');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(form).findByLabelText('Assistant cook · #12'));
    const chosen = within(form).getByRole('list', { name: 'Chosen vacancies' });
    await userEvent.click(within(chosen).getByRole('button', { name: 'Take out Assistant cook' }));
    expect(within(form).queryByRole('list', { name: 'Chosen vacancies' })).toBeNull();
    expect(within(form).getByLabelText('Assistant cook · #12')).not.toBeChecked();
  });
});

describe('closing a registration', () => {
  it('needs a result, then closes with both remarks and shows it completed', async () => {
    const api = fakeApi(
      changedBy(jobSeekPath, actionPath('consoleJobSeekClose'), {
        before: valid,
        after: {
          ...valid,
          state: 5,
          stateDesc: 'Completed',
          jobSeekResult: 'Found a job on their own',
          detailsRemark: '<p>Hired as a cook</p>',
        },
      }),
    );
    renderJobSeek();
    const form = await screen.findByRole('form', { name: 'Close the registration' });
    await userEvent.click(within(form).getByRole('button', { name: 'Close the registration' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekClose'))).toHaveLength(0);

    await userEvent.click(within(form).getByLabelText('Found a job on their own'));
    expect(within(form).queryByText('This field is required')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/Closing remark/), 'Hired as a cook');
    await userEvent.type(within(form).getByLabelText(/Remark on the record card/), 'Well done');
    await userEvent.click(within(form).getByRole('button', { name: 'Close the registration' }));

    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekClose'))[0]?.body).toEqual({
      jobSeekResultId: 2,
      detailsRemark: 'Hired as a cook',
      cardRemark: 'Well done',
    });
    expect(screen.getByText('Found a job on their own')).toBeInTheDocument();
    expect(screen.getByText('Hired as a cook')).toBeInTheDocument();
    // Completed: nothing more to do.
    expect(screen.queryByRole('form')).toBeNull();
  });
});
