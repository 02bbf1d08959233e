import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { buildPath, PATHS, STORAGE_KEYS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { jobSeekRecord, jobSeekRecordDetail } from '@/test/jobseek-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ROUTES } from '@/shared/paths.ts';
import { RecordPage } from './pages/record-page.tsx';
import { RecordDetailsPage } from './pages/record-details-page.tsx';
import { RECORD_TAB_KEY } from './lib/record-tabs.ts';

const page = (content: unknown[], totalElements = content.length) =>
  json({ content, totalElements });

function Where() {
  const { pathname } = useLocation();
  return <p>At {pathname}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.record} element={<RecordPage />} />
      <Route path={ROUTES.recordDetails} element={<RecordDetailsPage />} />
      <Route path={ROUTES.interview} element={<Where />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the /record tabs', () => {
  it('lists the records in progress on record cards, staff remark sanitized', async () => {
    const api = fakeApi({
      [`GET ${PATHS.jobseeks}`]: () =>
        page([
          jobSeekRecord({
            isShowCardRemark: true,
            cardRemark:
              '<p>Bring your <b>ID</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
          }),
        ]),
    });
    renderAt('/record');
    expect(screen.getByRole('tab', { name: 'In progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByRole('article', { name: /JS20261101-000007/ });
    const field = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextSibling;
    expect(within(card).getByRole('heading')).toHaveTextContent(
      'Job-seeking registration (referral service)',
    );
    expect(within(card).getByText('Valid')).toBeInTheDocument();
    expect(field('Application number')).toHaveTextContent('JS20261101-000007');
    expect(field('Registered on')).toHaveTextContent('2026/11/01');
    expect(field('Wanted job')).toHaveTextContent('Cook · $12,000/month');
    expect(field('Interviews')).toHaveTextContent('2');
    expect(within(card).queryByText('Result', { selector: 'dt' })).toBeNull();
    expect(within(card).getByText('ID').tagName).toBe('B');
    expect(card.querySelector('script, img')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/record/details/7',
    );
    const call = api.to('GET', PATHS.jobseeks)[0];
    expect(call.query.get('jobSeekStatusList')).toBe('1');
    expect(call.query.get('page')).toBe('0');
    expect(call.query.get('size')).toBe('10');
    expect(await screen.findByText('You have reached the end of the list')).toBeInTheDocument();
  });

  it('shows the completed records with their result, and remembers the tab for the session', async () => {
    const api = fakeApi({
      [`GET ${PATHS.jobseeks}`]: (call) =>
        call.query.get('jobSeekStatusList') === '2'
          ? page([
              jobSeekRecord({
                jobSeekId: 3,
                entNo: 'JS20260301-000003',
                jobSeekStatus: 2,
                state: 5,
                statusDesc: 'Completed',
                jobSeekResult: 'Found a job on their own',
              }),
            ])
          : page([]),
    });
    const first = renderAt('/record');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const card = await screen.findByRole('article', { name: /JS20260301-000003/ });
    expect(within(card).getByText('Result', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Found a job on their own',
    );
    expect(sessionStorage.getItem(RECORD_TAB_KEY)).toBe('completed');
    first.unmount();

    renderAt('/record');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('article', { name: /JS20260301-000003/ });
    expect(api.to('GET', PATHS.jobseeks).at(-1)?.query.get('jobSeekStatusList')).toBe('2');
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    fakeApi({
      [`GET ${PATHS.jobseeks}`]: () =>
        fail ? apiError('INTERNAL_SERVER_ERROR', 500) : page([jobSeekRecord()]),
    });
    renderAt('/record');
    expect(await screen.findByText('The data could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /JS20261101-000007/ })).toBeInTheDocument();
  });
});

describe("a record's details", () => {
  const detailPath = buildPath(PATHS.jobseek, { id: 7 });

  it('shows every field, the remarks, the registration and the history', async () => {
    fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          jobSeekRecordDetail({
            jobSeekStatus: 2,
            state: 5,
            statusDesc: 'Completed',
            jobSeekResult: 'Hired through a referral',
            isShowCardRemark: true,
            cardRemark: '<p>Call us <em>weekdays</em></p>',
            isShowDetailsRemark: true,
            detailsRemark: '<p>Started at <strong>Hotel A</strong></p><script>x()</script>',
            history: [
              {
                action: 'registered',
                actionDesc: 'Registration submitted',
                at: '2026-11-01T02:00:00.000Z',
                actor: 'seeker',
                detail: null,
              },
              {
                action: 'referred',
                actionDesc: 'Referred to vacancies',
                at: '2026-11-03T06:30:00.000Z',
                actor: 'staff',
                detail: 'Cook at Hotel A',
              },
            ],
          }),
        ),
    });
    renderAt('/record/details/7');
    expect(
      await screen.findByRole('heading', { name: 'Job-seeking registration (referral service)' }),
    ).toBeInTheDocument();
    const field = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0].nextSibling;
    expect(field('Application number')).toHaveTextContent('JS20261101-000007');
    expect(field('Registered on')).toHaveTextContent('2026/11/01');
    expect(field('Status')).toHaveTextContent('Completed');
    expect(field('Valid from')).toHaveTextContent('2026/11/02');
    expect(field('Valid until')).toHaveTextContent('2027/05/01');
    expect(field('Wanted job')).toHaveTextContent('Cook');
    expect(field('Wanted salary')).toHaveTextContent('$12,000/month');
    expect(field('Interviews')).toHaveTextContent('2');
    expect(field('Result')).toHaveTextContent('Hired through a referral');
    expect(screen.getByText('Hotel A').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.getByText('weekdays').tagName).toBe('EM');
    expect(field('Employment status')).toHaveTextContent('Unemployed');
    expect(field('Work locations')).toHaveTextContent('Macao Peninsula, Taipa');
    expect(field('Wanted jobs and salaries')).toHaveTextContent('Cook: $12,000 (Monthly)');
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('2026/11/03 14:30');
    expect(history[1]).toHaveTextContent('Referred to vacancies');
    expect(history[1]).toHaveTextContent('By: staff');
    expect(history[1]).toHaveTextContent('Cook at Hotel A');
  });

  it('leads to the interviews of this registration only', async () => {
    sessionStorage.setItem(STORAGE_KEYS.selectedServices, JSON.stringify([3]));
    fakeApi({ [`GET ${detailPath}`]: () => json(jobSeekRecordDetail()) });
    renderAt('/record/details/7');
    await userEvent.click(
      await screen.findByRole('button', { name: 'See the interviews of this registration (2)' }),
    );
    expect(await screen.findByText('At /interview')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.selectedServices)).toBe('[7]');
  });

  it("says so for a record that is missing or someone else's", async () => {
    fakeApi({ [`GET ${detailPath}`]: () => apiError('NOT_FOUND', 404) });
    renderAt('/record/details/7');
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the records' })).toHaveAttribute(
      'href',
      '/record',
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
