import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { buildPath, CONSOLE_JOBSEEK_PATHS, MYDATA_PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { desktopWidth } from '@/test/desktop-width.ts';
import { apiError, changedBy, fakeApi, json } from '@/test/fake-api.ts';
import { ConsoleJobSeeksPage } from './console-jobseeks-page.tsx';
import { checkApprove, checkClose, checkRefer, checkRefuse } from '../lib/jobseek-form-checks.ts';
import {
  actionPath,
  jobSeekDetail,
  jobSeekPath,
  renderJobSeek,
} from '@/test/console/jobseek-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

setUpConsoleTests();

describe('the registration form checks', () => {
  it('asks for a refusal reason, 1 to 10 different vacancies and a closing result', () => {
    expect(checkApprove({ cardRemark: '' })).toEqual({});
    expect(checkApprove({ cardRemark: 'x'.repeat(201) })).toEqual({
      cardRemark: 'validation.maxLength|200',
    });
    expect(checkRefuse({ reason: '   ' })).toEqual({ reason: 'validation.required' });
    expect(checkRefuse({ reason: 'Not a resident' })).toEqual({});
    expect(checkRefer({ jobOfferIds: [], content: '' })).toEqual({
      jobOfferIds: 'validation.required',
    });
    expect(checkRefer({ jobOfferIds: Array.from({ length: 11 }, (_, i) => i + 1) })).toEqual({
      jobOfferIds: 'validation.maxItems|10',
    });
    expect(checkRefer({ jobOfferIds: [3, 3] })).toEqual({ jobOfferIds: 'validation.duplicate' });
    expect(checkRefer({ jobOfferIds: [3, 4], content: 'Please call' })).toEqual({});
    expect(checkClose({ detailsRemark: '', cardRemark: '' })).toEqual({
      jobSeekResultId: 'validation.required',
    });
    expect(checkClose({ jobSeekResultId: 7 })).toEqual({ jobSeekResultId: 'validation.choice' });
    expect(checkClose({ jobSeekResultId: 2, detailsRemark: 'x'.repeat(1001) })).toEqual({
      detailsRemark: 'validation.maxLength|1000',
    });
  });
});

describe('the registrations queue', () => {
  it('shows what is processing first, and another state on its tab', async () => {
    const api = fakeApi({
      [`GET ${CONSOLE_JOBSEEK_PATHS.consoleJobSeeks}`]: (call) =>
        json({
          content: [
            {
              ...jobSeekDetail(),
              ...(call.query.get('state') === '2'
                ? { state: 2, stateDesc: 'Valid', jobMatchCount: 2, seekerName: 'Chan Tai Man' }
                : {}),
            },
          ],
          totalElements: 1,
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/staff/registrations" element={<ConsoleJobSeeksPage />} />
      </Routes>,
      { route: '/staff/registrations' },
    );
    const link = await screen.findByRole('link', { name: 'Vong San Loi · Cook' });
    expect(link).toHaveAttribute('href', '/staff/registrations/41');
    const card = link.closest('li')!;
    expect(within(card).getByText('Processing')).toBeInTheDocument();
    expect(
      within(card).getByText(/JS20261120-000041 · 2026\/11\/20 10:00 · 0 matches/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Processing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.to('GET', CONSOLE_JOBSEEK_PATHS.consoleJobSeeks)[0]?.query.get('state')).toBe('1');

    await userEvent.click(screen.getByRole('tab', { name: 'Valid' }));
    expect(await screen.findByRole('link', { name: 'Chan Tai Man · Cook' })).toBeInTheDocument();
    expect(screen.getByText(/2 matches/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Valid' })).toHaveAttribute('aria-selected', 'true');
    expect(api.to('GET', CONSOLE_JOBSEEK_PATHS.consoleJobSeeks).at(-1)?.query.get('state')).toBe(
      '2',
    );
  });
});

describe('the registrations queue at desktop width', () => {
  it('is a table, sortable by age, whose state column filters the queue', async () => {
    desktopWidth();
    const api = fakeApi({
      [`GET ${CONSOLE_JOBSEEK_PATHS.consoleJobSeeks}`]: (call) =>
        json({
          content:
            call.query.get('state') === '2'
              ? [{ ...jobSeekDetail(), jobSeekId: 50, state: 2, stateDesc: 'Valid' }]
              : [
                  jobSeekDetail(),
                  {
                    ...jobSeekDetail(),
                    jobSeekId: 42,
                    entNo: 'JS20261118-000042',
                    entDate: '2026-11-18T02:00:00.000Z',
                    seekerName: 'Chan Tai Man',
                  },
                ],
          totalElements: 2,
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/staff/registrations" element={<ConsoleJobSeeksPage />} />
      </Routes>,
      { route: '/staff/registrations' },
    );
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('list', { name: 'Registrations' })).toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Registration', 'State', 'No.', 'Registered', 'Matches']);
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(firstCells()).toEqual(['Vong San Loi · Cook', 'Chan Tai Man · Cook']);
    expect(within(table).getByRole('link', { name: 'Chan Tai Man · Cook' })).toHaveAttribute(
      'href',
      '/staff/registrations/42',
    );

    // Sorted by age: the oldest registration first.
    await userEvent.click(within(table).getByText('Registered'));
    expect(firstCells()).toEqual(['Chan Tai Man · Cook', 'Vong San Loi · Cook']);

    // The state column's filter asks the server for another state, as its tab does.
    const stateHeader = within(table).getAllByRole('columnheader')[1];
    await userEvent.click(within(stateHeader).getByRole('button'));
    await userEvent.click(await screen.findByText('Valid', { selector: '.ant-dropdown-menu *' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await within(table).findByText('Valid')).toBeInTheDocument();
    expect(api.to('GET', CONSOLE_JOBSEEK_PATHS.consoleJobSeeks).at(-1)?.query.get('state')).toBe(
      '2',
    );
    expect(screen.getByRole('tab', { name: 'Valid' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('a registration under review', () => {
  it('shows the seeker, the registration and its history', async () => {
    fakeApi({ [`GET ${jobSeekPath}`]: () => json(jobSeekDetail()) });
    renderJobSeek();
    expect(await screen.findByRole('heading', { name: 'Vong San Loi · Cook' })).toBeInTheDocument();
    expect(screen.getByText('JS20261120-000041')).toBeInTheDocument();
    // The seeker's choices, drawn by the same view the seeker sees.
    expect(screen.getByText('Looking for a first job')).toBeInTheDocument();
    expect(screen.getByText('2026/09/01')).toBeInTheDocument();
    expect(screen.getByText('Macao Peninsula, Taipa')).toBeInTheDocument();
    expect(screen.getByText(/^Cook: \$12,000/)).toBeInTheDocument();
    expect(screen.getByText('No referral yet.')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'History' }).parentElement!;
    expect(within(history).getByText('Registration submitted')).toBeInTheDocument();
    expect(within(history).getByText(/job seeker/)).toBeInTheDocument();
    // Under review: approve, refuse or close; no referral yet.
    expect(screen.getByRole('form', { name: 'Approve the registration' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Refuse the registration' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Close the registration' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refer to vacancies' })).toBeNull();
  });

  it('shows staff who looked at the seeker’s personal data, from where', async () => {
    const detail = jobSeekDetail();
    const api = fakeApi({
      [`GET ${jobSeekPath}`]: () => json(detail),
      [`GET ${buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: detail.seekerAccountId })}`]:
        () =>
          json({
            content: [
              {
                id: 3,
                viewedAt: '2026-11-20T02:00:00.000Z',
                viewerKind: 'employer',
                employerName: 'Harbour Catering Limited',
                recordKind: 'cvFile',
                recordId: 'cv-1',
                viewerAccountId: 9,
                viewerName: 'Ho Ka Man',
                employerId: 4,
                clientAddress: '203.0.113.7',
              },
            ],
            totalElements: 1,
          }),
    });
    renderJobSeek();
    const log = await screen.findByRole('region', {
      name: "Access log: who looked at this person's data",
    });
    const row = await within(log).findByRole('listitem');
    // Each fact in its own labelled column, and no internal id shown.
    expect(
      within(row)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Who', 'When (Macao time)', 'Address', 'What was read']);
    expect(
      within(row)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      'Harbour Catering Limited: Ho Ka Man',
      '2026/11/20 10:00',
      '203.0.113.7',
      'CV file',
    ]);
    expect(row).not.toHaveTextContent(/cv-1|\b9\b|\b4\b|\b3\b/);
    expect(
      api.to(
        'GET',
        buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: detail.seekerAccountId }),
      ),
    ).toHaveLength(1);
  });

  it('approves with the card remark, then shows it valid and open to referrals', async () => {
    const api = fakeApi(
      changedBy(jobSeekPath, actionPath('consoleJobSeekApprove'), {
        before: jobSeekDetail(),
        after: jobSeekDetail({
          state: 2,
          stateDesc: 'Valid',
          validFrom: '2026-11-22',
          validUntil: '2027-05-21',
          cardRemark: 'Call before 6 pm',
        }),
      }),
    );
    renderJobSeek();
    const form = await screen.findByRole('form', { name: 'Approve the registration' });
    await userEvent.type(
      within(form).getByLabelText(/Remark on the record card/),
      'Call before 6 pm',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2026/11/22 – 2027/05/21')).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekApprove'))[0]?.body).toEqual({
      cardRemark: 'Call before 6 pm',
    });
    expect(screen.getByText('Call before 6 pm')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Refer to vacancies' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approve the registration' })).toBeNull();
  });

  it('refuses only with a reason, and shows the catalogue message of a refused action', async () => {
    const api = fakeApi({
      [`GET ${jobSeekPath}`]: () => json(jobSeekDetail()),
      [`POST ${actionPath('consoleJobSeekRefuse')}`]: () =>
        apiError('BE_JOBSEEK_STATE_INVALID', 409),
    });
    renderJobSeek();
    const form = await screen.findByRole('form', { name: 'Refuse the registration' });
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekRefuse'))).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Reason/), 'No valid identity document');
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText(
        'This registration is not in a state that allows this',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', actionPath('consoleJobSeekRefuse'))[0]?.body).toEqual({
      reason: 'No valid identity document',
    });
  });
});
