import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSTING_PATHS, POSTING_STATUSES } from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import {
  formHandlers,
  page,
  POSTING_ID,
  postingApi,
  postingDetail,
  postingSummary,
  postingValues,
  renderPostingPages,
} from '@/test/console/posting-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

vi.mock('@/shared/lib/confirm-dialog.ts', () => ({ confirmDialog: vi.fn(async () => true) }));

setUpConsoleTests(() => {
  vi.mocked(confirmDialog).mockReset().mockResolvedValue(true);
});

describe("the employer's vacancies", () => {
  it('lists each vacancy with its state, change under way, dates and request counts', async () => {
    fakeApi({
      [`GET ${POSTING_PATHS.consolePostings}`]: () =>
        json(
          page(
            [
              postingSummary({ revision: 'PENDING' }),
              postingSummary({
                id: 42,
                jobOfferId: null,
                title: '廚房助理',
                status: 'RETURNED',
                publishDate: null,
                expiryDate: null,
                requestCount: 0,
                waitingCount: 0,
              }),
              postingSummary({ id: 43, title: 'Security guard', hidden: true, waitingCount: 0 }),
            ],
            3,
          ),
        ),
    });
    renderPostingPages('/employer/vacancies');
    const list = await screen.findByRole('list', { name: 'Vacancies' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const cook = within(items[0]);
    expect(cook.getByRole('link', { name: 'Cook' })).toHaveAttribute(
      'href',
      `/employer/vacancies/${POSTING_ID}`,
    );
    expect(cook.getByText('Published')).toBeInTheDocument();
    expect(cook.getByText('Change waiting for review')).toBeInTheDocument();
    expect(
      cook.getByText(
        'Published 2026/11/02, valid until 2027/03/02 · 5 interview requests · 2 waiting for your answer',
      ),
    ).toBeInTheDocument();

    const returned = within(items[1]);
    expect(returned.getByText('Returned')).toBeInTheDocument();
    expect(returned.getByText('Not published · 0 interview requests')).toBeInTheDocument();
    expect(within(items[2]).getByText('Hidden after reports')).toBeInTheDocument();
    expect(screen.getByText('3 vacancies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a vacancy' })).toHaveAttribute(
      'href',
      '/employer/vacancies/new',
    );
  });

  it('filters by every status of the contract, and asks for the chosen one', async () => {
    const api = fakeApi({
      [`GET ${POSTING_PATHS.consolePostings}`]: (call) =>
        json(
          call.query.get('status') === 'WITHDRAWN'
            ? page([postingSummary({ status: 'WITHDRAWN', title: 'Waiter' })])
            : page([]),
        ),
    });
    renderPostingPages('/employer/vacancies');
    expect(await screen.findByText('You have not posted any vacancy yet.')).toBeInTheDocument();
    expect(api.calls[0]?.query.get('status')).toBeNull();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option')).toHaveLength(POSTING_STATUSES.length + 1);

    await userEvent.selectOptions(filter, 'Withdrawn');
    expect(await screen.findByRole('link', { name: 'Waiter' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('status')).toBe('WITHDRAWN');

    await userEvent.selectOptions(filter, 'Expired');
    expect(await screen.findByText('No vacancies in this status.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('status')).toBe('EXPIRED');
  });

  it('pages through a long list', async () => {
    const api = fakeApi({
      [`GET ${POSTING_PATHS.consolePostings}`]: (call) =>
        json(page([postingSummary({ title: `Cook ${call.query.get('page')}` })], 45)),
    });
    renderPostingPages('/employer/vacancies');
    expect(await screen.findByRole('link', { name: 'Cook 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Cook 1' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('size')).toBe('20');
  });

  it('says so when the list could not be loaded', async () => {
    fakeApi({});
    renderPostingPages('/employer/vacancies');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The vacancies could not be loaded.',
    );
  });
});

describe('one vacancy', () => {
  it('shows a returned vacancy with the reason, a fix action and no renew', async () => {
    fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(
          postingDetail({
            status: 'RETURNED',
            jobOfferId: null,
            publishDate: null,
            expiryDate: null,
            returnReason: 'The salary is unclear',
            history: [
              {
                action: 'RETURNED',
                at: '2026-11-03T02:00:00.000Z',
                actorRole: 'staff',
                actorName: 'Lei Man Hou',
                reason: 'The salary is unclear',
              },
            ],
          }),
        ),
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    expect(await screen.findByRole('heading', { name: 'Cook', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Returned by staff: The salary is unclear')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix and resubmit' })).toHaveAttribute(
      'href',
      `/employer/vacancies/${POSTING_ID}/edit`,
    );
    expect(screen.queryByRole('button', { name: 'Renew for four months' })).toBeNull();
    expect(screen.queryByRole('link', { name: /interview requests/ })).toBeNull();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Returned')).toBeInTheDocument();
    expect(within(history).getByText('2026/11/03 10:00 · Lei Man Hou')).toBeInTheDocument();
    expect(within(history).getByText('The salary is unclear')).toBeInTheDocument();
    expect(await screen.findByText('Catering · Kitchen')).toBeInTheDocument();
    expect(screen.getByText('MOP 15,000 · Monthly')).toBeInTheDocument();
  });

  it('renews a vacancy only when it is renewable', async () => {
    let renewable = true;
    const api = fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(postingDetail({ status: renewable ? 'EXPIRED' : 'PUBLISHED', renewable })),
      [`POST ${postingApi('consolePostingRenew')}`]: () => {
        renewable = false;
        return json(postingDetail({ status: 'PUBLISHED', renewable }));
      },
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    const renew = await screen.findByRole('button', { name: 'Renew for four months' });
    // An expired vacancy is not changed, it is renewed.
    expect(screen.queryByRole('link', { name: 'Change the vacancy' })).toBeNull();
    await userEvent.click(renew);
    expect(api.to('POST', postingApi('consolePostingRenew'))).toHaveLength(1);
    expect(await screen.findByText('Published', { selector: '.vaga-posting__tag' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Renew for four months' })).toBeNull();
  });

  it('withdraws after the employer confirms, and not when it cancels', async () => {
    let status: 'PUBLISHED' | 'WITHDRAWN' = 'PUBLISHED';
    const api = fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () => json(postingDetail({ status })),
      [`POST ${postingApi('consolePostingWithdraw')}`]: () => {
        status = 'WITHDRAWN';
        return json(postingDetail({ status }));
      },
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.getByRole('link', { name: 'Its interview requests (5)' })).toHaveAttribute(
      'href',
      '/employer/interviews?jobOfferId=9001',
    );

    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(withdraw);
    expect(confirmDialog).toHaveBeenCalledWith(
      'Withdraw “Cook”? It disappears from lists and search at once.',
      'Withdraw',
      'Cancel',
    );
    expect(api.to('POST', postingApi('consolePostingWithdraw'))).toHaveLength(0);

    await userEvent.click(withdraw);
    expect(await screen.findByText('Withdrawn', { selector: '.vaga-posting__tag' })).toBeVisible();
    expect(api.to('POST', postingApi('consolePostingWithdraw'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change the vacancy' })).toBeNull();
  });

  it('shows a change under way beside the version still listed', async () => {
    fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(
          postingDetail({
            revision: 'PENDING',
            values: postingValues({ salaryAmount: 16000 }),
            publishedValues: postingValues(),
          }),
        ),
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    expect(
      await screen.findByText('The published version stays online until staff approve the change.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Change waiting for review')).toBeInTheDocument();
    const change = screen.getByRole('region', { name: 'The change' });
    const listed = screen.getByRole('region', { name: 'The published version' });
    expect(await within(change).findByText('MOP 16,000 · Monthly')).toBeInTheDocument();
    expect(within(listed).getByText('MOP 15,000 · Monthly')).toBeInTheDocument();
  });

  it('shows why staff removed a vacancy, and offers nothing more to do with it', async () => {
    fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(postingDetail({ status: 'REMOVED', removalReason: 'Asks seekers for a fee' })),
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    expect(await screen.findByText('Removed by staff: Asks seekers for a fee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change the vacancy' })).toBeNull();
  });

  it("answers another employer's vacancy (404) with a way back", async () => {
    fakeApi({ [`GET ${postingApi('consolePosting')}`]: () => apiError('NOT_FOUND', 404) });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This vacancy could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Back to the vacancies' })).toHaveAttribute(
      'href',
      '/employer/vacancies',
    );
  });
});
