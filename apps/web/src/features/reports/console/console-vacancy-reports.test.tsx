import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_PATHS } from '@vaga/contract';
import { axeViolations } from '@/test/axe.ts';
import { apiError, fakeApi, json, page } from '@/test/fake-api.ts';
import {
  dismissPath,
  removePath,
  renderVacancyPages,
  reportedDetail,
  reportedJobOffer,
  reportPath,
} from '@/test/console/vacancy-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

vi.mock('@/shared/lib/confirm-dialog.ts', () => ({ confirmDialog: vi.fn(async () => true) }));

const QUEUE = REPORT_PATHS.consoleReports;
const emptyQueue = () => page([]);

setUpConsoleTests();

describe('the reported vacancies queue', () => {
  it('lists vacancies with open reports and their counts, reasons and dates; closed ones on a tab', async () => {
    const api = fakeApi({
      [`GET ${QUEUE}`]: (call) =>
        page([
          call.query.get('state') === 'CLOSED'
            ? reportedJobOffer({
                jobOfferId: 12,
                title: 'Night watchman',
                hidden: false,
                reportCount: 1,
                accountCount: 1,
                reasons: [{ reason: 'NOT_REAL', count: 1 }],
                outcome: 'KEPT',
              })
            : reportedJobOffer(),
        ]),
    });
    const { container } = renderVacancyPages('/staff/vacancy-reports');
    const link = await screen.findByRole('link', { name: 'Easy money at home' });
    expect(link).toHaveAttribute('href', '/staff/vacancy-reports/9001');
    const item = link.closest('li')!;
    expect(within(item).getByText('Lucky Star Trading')).toBeInTheDocument();
    expect(within(item).getByText('Hidden after reports')).toBeInTheDocument();
    expect(within(item).getByText('4 reports from 3 accounts')).toBeInTheDocument();
    expect(within(item).getByText('Asks for money: 3 · Other: 1')).toBeInTheDocument();
    expect(
      within(item).getByText('first reported 2026/11/18 10:00 · last 2026/11/21 14:30'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(api.to('GET', QUEUE)[0]?.query.get('state')).toBe('OPEN');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('link', { name: 'Night watchman' });
    expect(api.to('GET', QUEUE).at(-1)?.query.get('state')).toBe('CLOSED');
    expect(within(closed.closest('li')!).getByText('Kept')).toBeInTheDocument();
    expect(within(closed.closest('li')!).queryByText('Hidden after reports')).toBeNull();
  });

  it('says so when no vacancy has open reports', async () => {
    fakeApi({ [`GET ${QUEUE}`]: emptyQueue });
    renderVacancyPages('/staff/vacancy-reports');
    expect(await screen.findByText('No vacancy has open reports.')).toBeInTheDocument();
  });
});

describe("a vacancy's reports", () => {
  it('shows each report with its reason, text, time and reporter, and is axe-clean', async () => {
    fakeApi({ [`GET ${reportPath}`]: () => json(reportedDetail()) });
    const { container } = renderVacancyPages('/staff/vacancy-reports/9001');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Easy money at home' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hidden after reports')).toBeInTheDocument();
    const reports = within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(reports).toHaveLength(2);
    expect(within(reports[0]).getByText('Other')).toBeInTheDocument();
    expect(
      within(reports[0]).getByText('They asked me to pay a deposit for the uniform'),
    ).toBeInTheDocument();
    expect(within(reports[0]).getByText('2026/11/21 14:30 · by a visitor')).toBeInTheDocument();
    expect(within(reports[1]).getByText('Asks for money')).toBeInTheDocument();
    expect(
      within(reports[1]).getByText('2026/11/18 10:00 · by a logged-in account'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Keep the vacancy' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Remove the vacancy' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the vacancy: its reports are closed, and the queue shows again with a toast', async () => {
    const api = fakeApi({
      [`GET ${reportPath}`]: () => json(reportedDetail()),
      [`POST ${dismissPath}`]: () => json({}),
      [`GET ${QUEUE}`]: emptyQueue,
    });
    renderVacancyPages('/staff/vacancy-reports/9001');
    const form = await screen.findByRole('form', { name: 'Keep the vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Keep' }));
    expect(
      await screen.findByText('The vacancy is kept; its reports are closed'),
    ).toBeInTheDocument();
    expect(api.to('POST', dismissPath)).toHaveLength(1);
    expect(await screen.findByText('No vacancy has open reports.')).toBeInTheDocument();
  });

  it('removes the vacancy with a reason once confirmed', async () => {
    const api = fakeApi({
      [`GET ${reportPath}`]: () => json(reportedDetail()),
      [`POST ${removePath}`]: () => json({}),
      [`GET ${QUEUE}`]: emptyQueue,
    });
    renderVacancyPages('/staff/vacancy-reports/9001');
    const form = await screen.findByRole('form', { name: 'Remove the vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.to('POST', removePath)).toHaveLength(0);
    await userEvent.type(
      within(form).getByLabelText('Reason (the employer reads it)'),
      'Charges a fee',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The vacancy is removed')).toBeInTheDocument();
    expect(api.to('POST', removePath)[0]?.body).toEqual({ reason: 'Charges a fee' });
    expect(await screen.findByRole('heading', { name: 'Reported vacancies' })).toBeInTheDocument();
  });

  it('shows the catalogue message when the decision is refused, and stays', async () => {
    fakeApi({
      [`GET ${reportPath}`]: () => json(reportedDetail()),
      [`POST ${dismissPath}`]: () => apiError('NOT_FOUND', 404),
    });
    renderVacancyPages('/staff/vacancy-reports/9001');
    const form = await screen.findByRole('form', { name: 'Keep the vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Keep' }));
    expect(
      await screen.findByText('Request failed: not found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Keep the vacancy' })).toBeInTheDocument();
  });

  it('offers no decision once the reports are closed, and leads back to the closed tab', async () => {
    fakeApi({
      [`GET ${reportPath}`]: () =>
        json(
          reportedDetail({
            outcome: 'REMOVED',
            hidden: false,
            listed: false,
            reports: [
              {
                reason: 'ASKS_FOR_MONEY',
                text: '',
                at: '2026-11-18T02:00:00.000Z',
                byAccount: true,
                closedAt: '2026-11-22T03:00:00.000Z',
                outcome: 'REMOVED',
                closedBy: 'Lei Man Hou',
              },
            ],
          }),
        ),
    });
    renderVacancyPages('/staff/vacancy-reports/9001');
    expect(await screen.findByText('Not listed')).toBeInTheDocument();
    expect(screen.getByText('Removed 2026/11/22 11:00 by Lei Man Hou')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/staff/vacancy-reports?state=1',
    );
  });
});
