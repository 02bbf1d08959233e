import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSTING_PATHS } from '@vaga/contract';
import { axeViolations } from '@/test/axe.ts';
import { submitWithinLimit } from '@/test/forms.ts';
import { apiError, fakeApi, json, page } from '@/test/fake-api.ts';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import {
  approvePath,
  JOB_OFFER_ID,
  lookupHandlers,
  postingDetail,
  postingPath,
  postingReview,
  postingValues,
  removePath,
  renderVacancyPages,
  returnPath,
} from '@/test/console/vacancy-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

vi.mock('@/shared/lib/confirm-dialog.ts', () => ({ confirmDialog: vi.fn(async () => true) }));

const QUEUE = POSTING_PATHS.consolePostingReviews;

setUpConsoleTests();

/** The value shown under a field's label (the first `dd`). */
function fieldValue(label: string): HTMLElement {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('the vacancy review queue', () => {
  it('lists what waits, oldest first as the server answers, with kind, employer and time, paged', async () => {
    const api = fakeApi({
      [`GET ${QUEUE}`]: (call) =>
        call.query.get('page') === '1'
          ? page([postingReview({ id: 60, title: 'Security guard' })], 21)
          : page(
              [
                postingReview(),
                postingReview({
                  id: 42,
                  jobOfferId: 77,
                  title: 'Receptionist',
                  kind: 'EDIT',
                  employerName: 'Harbour Hotel',
                  submittedAt: '2026-11-21T03:30:00.000Z',
                }),
              ],
              21,
            ),
    });
    const { container } = renderVacancyPages('/staff/vacancy-review');
    expect(await screen.findByRole('heading', { name: 'Vacancy review' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vacancy review' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      '西廚廚師',
      'Receptionist',
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/staff/vacancy-review/41');
    expect(within(items[0]).getByText('New vacancy')).toBeInTheDocument();
    expect(within(items[0]).getByText('Golden Lotus Hotel')).toBeInTheDocument();
    expect(within(items[0]).getByText('submitted 2026/11/20 10:00')).toBeInTheDocument();
    expect(within(items[1]).getByText('Change to a published vacancy')).toBeInTheDocument();
    expect(within(items[1]).getByText('submitted 2026/11/21 11:30')).toBeInTheDocument();
    expect(screen.getByText('21 waiting for review')).toBeInTheDocument();
    // One state only: no tabs.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.to('GET', QUEUE)[0]?.query.get('size')).toBe('20');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Security guard' })).toBeInTheDocument();
    expect(api.to('GET', QUEUE).at(-1)?.query.get('page')).toBe('1');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says so when nothing waits, and when the queue cannot be loaded', async () => {
    fakeApi({ [`GET ${QUEUE}`]: () => page([]) });
    renderVacancyPages('/staff/vacancy-review');
    expect(await screen.findByText('No vacancy is waiting for review.')).toBeInTheDocument();
  });

  it('shows a failure to load the queue', async () => {
    fakeApi({ [`GET ${QUEUE}`]: () => apiError('FORBIDDEN_ROLE', 403) });
    renderVacancyPages('/staff/vacancy-review');
    expect(
      await screen.findByText('The vacancies waiting for review could not be loaded.'),
    ).toBeInTheDocument();
  });
});

describe('a posting waiting for review', () => {
  it('shows every field with option names, the state and the history, and is axe-clean', async () => {
    fakeApi({ ...lookupHandlers, [`GET ${postingPath}`]: () => json(postingDetail()) });
    const { container } = renderVacancyPages('/staff/vacancy-review/41');
    expect(await screen.findByRole('heading', { level: 2, name: '西廚廚師' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(fieldValue('Employer')).toHaveTextContent('Golden Lotus Hotel');
    expect(fieldValue('Submitted')).toHaveTextContent('2026/11/20 10:00');
    expect(fieldValue('Title')).toHaveTextContent('Chinese: 西廚廚師 English: Western cook');
    expect(await screen.findByText('Food and drink · Cooks')).toBeInTheDocument();
    expect(await screen.findByText('MOP 16,000 / month')).toBeInTheDocument();
    expect(fieldValue('Education')).toHaveTextContent('Senior secondary');
    expect(fieldValue('Years of experience')).toHaveTextContent('2 years');
    expect(fieldValue('Experience and skills')).toHaveTextContent('None');
    expect(fieldValue('Hashtags')).toHaveTextContent('Chinese: #包膳食');
    expect(fieldValue('CV required')).toHaveTextContent('Yes');
    expect(fieldValue('Contact')).toHaveTextContent('Chinese: 蘇先生 28123456');
    expect(fieldValue('Most interview requests at once')).toHaveTextContent('No limit of its own');
    // A new posting: nothing is marked changed, and it cannot be removed (not published).
    expect(screen.queryByText('Changed')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Remove the vacancy' })).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Submitted for review')).toBeInTheDocument();
    expect(within(history).getByText('2026/11/20 10:00 · Wong Ka Yan')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('approves it, then shows the queue again with a toast', async () => {
    const api = fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () => json(postingDetail()),
      [`POST ${approvePath}`]: () => json(postingDetail({ status: 'PUBLISHED' })),
      [`GET ${QUEUE}`]: () => page([]),
    });
    renderVacancyPages('/staff/vacancy-review/41');
    const form = await screen.findByRole('form', { name: 'Approve the vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The vacancy is approved and published')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vacancy review' })).toBeInTheDocument();
    expect(api.to('POST', approvePath)).toHaveLength(1);
    expect(api.to('POST', approvePath)[0]?.body).toEqual({});
  });

  it('returns it only with a reason of at most 500 characters, and sends it trimmed', async () => {
    const api = fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () => json(postingDetail()),
      [`POST ${returnPath}`]: () => json(postingDetail({ status: 'RETURNED' })),
      [`GET ${QUEUE}`]: () => page([]),
    });
    renderVacancyPages('/staff/vacancy-review/41');
    const form = await screen.findByRole('form', { name: 'Return to the employer' });
    const reason = within(form).getByLabelText('Reason (the employer reads it)');
    await userEvent.type(reason, '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Return' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await submitWithinLimit(form, reason, {
      submit: 'Return',
      sent: () => api.to('POST', returnPath),
      value: '  Say the working hours of each shift ',
    });
    expect(await screen.findByText('The vacancy is returned to the employer')).toBeInTheDocument();
    expect(api.to('POST', returnPath)[0]?.body).toEqual({
      reason: 'Say the working hours of each shift',
    });
    expect(await screen.findByText('No vacancy is waiting for review.')).toBeInTheDocument();
  });

  it('stays on the posting with the catalogue message when the action is refused', async () => {
    fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () => json(postingDetail()),
      [`POST ${approvePath}`]: () => apiError('BE_POSTING_STATE_INVALID', 409),
    });
    renderVacancyPages('/staff/vacancy-review/41');
    const form = await screen.findByRole('form', { name: 'Approve the vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'This vacancy cannot do this in its current state',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '西廚廚師' })).toBeInTheDocument();
  });

  it('says so when the posting cannot be loaded, with the way back', async () => {
    fakeApi({ [`GET ${postingPath}`]: () => apiError('NOT_FOUND', 404) });
    renderVacancyPages('/staff/vacancy-review/41');
    expect(await screen.findByText('This vacancy could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/staff/vacancy-review',
    );
  });
});

describe('a change to a published vacancy', () => {
  const edited = () =>
    postingDetail({
      jobOfferId: JOB_OFFER_ID,
      status: 'PUBLISHED',
      revision: 'PENDING',
      publishDate: '2026-10-01T01:00:00.000Z',
      expiryDate: '2027-02-01T01:00:00.000Z',
      values: postingValues({ salaryAmount: 18000, positions: 3 }),
      publishedValues: postingValues(),
    });

  it('marks the changed fields with the published value under each', async () => {
    fakeApi({ ...lookupHandlers, [`GET ${postingPath}`]: () => json(edited()) });
    const { container } = renderVacancyPages('/staff/vacancy-review/41');
    expect(await screen.findByText('Change waiting for review')).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'p > span' })).toBeInTheDocument();
    expect(fieldValue('Valid until')).toHaveTextContent('2027/02/01');
    expect(screen.getByRole('heading', { name: 'The vacancy as changed' })).toBeInTheDocument();
    expect(
      screen.getByText('2 fields changed; the published value is shown under each.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('MOP 18,000 / month')).toBeInTheDocument();
    const salary = screen.getByText('Salary', { selector: 'dt' }).parentElement!;
    expect(within(salary).getByText('Changed')).toBeInTheDocument();
    expect(salary.querySelectorAll('dd')[1]).toHaveTextContent('Published now: MOP 16,000 / month');
    const positions = screen.getByText('Positions', { selector: 'dt' }).parentElement!;
    expect(positions.querySelectorAll('dd')[1]).toHaveTextContent('Published now: 2');
    const title = screen.getByText('Title', { selector: 'dt' }).parentElement!;
    expect(within(title).queryByText('Changed')).toBeNull();
    expect(screen.getAllByText('Changed')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removes the published vacancy only with a reason and once confirmed', async () => {
    const api = fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () => json(edited()),
      [`POST ${removePath}`]: () => json({}),
      [`GET ${QUEUE}`]: () => page([]),
    });
    renderVacancyPages('/staff/vacancy-review/41');
    const form = await screen.findByRole('form', { name: 'Remove the vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(confirmDialog).not.toHaveBeenCalled();

    await userEvent.type(
      within(form).getByLabelText('Reason (the employer reads it)'),
      'Asks applicants for a deposit',
    );
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      'Remove this vacancy from the service?',
      'Remove',
      'Cancel',
    );
    expect(api.to('POST', removePath)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The vacancy is removed')).toBeInTheDocument();
    expect(api.to('POST', removePath)[0]?.body).toEqual({
      reason: 'Asks applicants for a deposit',
    });
    expect(await screen.findByRole('heading', { name: 'Vacancy review' })).toBeInTheDocument();
  });

  it('offers nothing for a removed vacancy, and shows why it was removed', async () => {
    fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () =>
        json(
          postingDetail({
            jobOfferId: JOB_OFFER_ID,
            status: 'REMOVED',
            removalReason: 'Asks applicants for a deposit',
          }),
        ),
    });
    renderVacancyPages('/staff/vacancy-review/41');
    expect(await screen.findByText('Removed by staff')).toBeInTheDocument();
    expect(fieldValue('Reason for removing')).toHaveTextContent('Asks applicants for a deposit');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
