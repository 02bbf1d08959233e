import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from 'antd-mobile/es/components/dialog';
import { Route, Routes } from 'react-router';
import {
  buildPath,
  PATHS,
  SAVED_SEARCHES_MAX,
  STORAGE_KEYS,
  type AccountProfile,
  SUGGESTION_PATHS,
} from '@vaga/contract';
import { initLocale } from '@/shared/lib/locale.ts';
import { setBridgeForTests } from '@/shared/lib/bridge/current-bridge.ts';
import { createInAppBridge } from '@/shared/lib/bridge/in-app-bridge.ts';
import { createFakeNativeBridge } from '@/shared/lib/bridge/fake-native-bridge.ts';
import { ROUTES } from '@/shared/paths.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { axeViolations } from '@/test/axe.ts';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { JobListRoute } from './pages/job-list-route.tsx';
import { TopBar } from './shell/top-bar.tsx';
import { createQueryClient } from './query-client.ts';
import { accountProfileQuery } from '@/shared/api/account-profile.ts';
import { account } from '@/test/profile-factories.ts';

const login = () => localStorage.setItem(STORAGE_KEYS.token, 'token-1');
/** A query cache holding the account the login flow loaded (the bell waits for it). */
function loadedAccount() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(accountProfileQuery().queryKey, account() as AccountProfile);
  return queryClient;
}
const inbox = (unread: number) => json({ content: [], totalElements: 0, unread });

beforeEach(() => {
  initLocale('?language=en');
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBridgeForTests(null);
  localStorage.clear();
  Dialog.clear();
});

describe('the bell in the top bar', () => {
  it('is there for a logged-in account only, and asks nothing for a visitor', async () => {
    const api = fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox(2) });
    const { unmount } = renderWithProviders(<TopBar title="Services" closes />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    unmount();

    login();
    renderWithProviders(<TopBar title="Services" closes />, { queryClient: loadedAccount() });
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeVisible();
  });

  it('stays inside the government app, where login, logout and language are the app’s', async () => {
    setBridgeForTests(createInAppBridge(createFakeNativeBridge({ token: 'from-app' })));
    login();
    fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox(1) });
    renderWithProviders(<TopBar title="Services" closes />, { queryClient: loadedAccount() });
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Language' })).not.toBeInTheDocument();
  });
});

const jobList = {
  [`GET ${PATHS.localVacancyCatalog}`]: () =>
    json([
      {
        groupId: 2,
        name: 'Catering',
        subCategories: [{ id: 5, groupId: 2, name: 'Cooks', count: 1 }],
      },
    ]),
  [`GET ${PATHS.topKeywords}`]: () => json([]),
  [`GET ${SUGGESTION_PATHS.jobOfferSuggestions}`]: () => json([]),
  [`GET ${PATHS.localVacancy}`]: () =>
    json({ content: [jobOfferCard({ jobOfferTitle: 'Cook' })], totalElements: 1 }),
  [`GET ${PATHS.localVacancySearch}`]: () =>
    json({ content: [jobOfferCard({ jobOfferTitle: 'Cook' })], totalElements: 1 }),
  [`GET ${PATHS.references}`]: () => json({ EDUCATION: [] }),
};

function renderJobList(query: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.jobList} element={<JobListRoute />} />
      <Route path={ROUTES.notificationSettings} element={<h2>The settings</h2>} />
    </Routes>,
    { route: `${ROUTES.jobList}?${query}` },
  );
}

describe('"Alert me" on the job list', () => {
  it('keeps the keyword, filters and job class as an alert named after the keyword', async () => {
    login();
    const api = fakeApi({
      ...jobList,
      [`POST ${PATHS.savedSearches}`]: (call) => json({ id: 1, ...(call.body as object) }, 201),
    });
    renderJobList(
      'type=local&groupId=2&id=5&keyword=cook&experience=1&equivalentMonthlySalaryFrom=12000',
    );
    await screen.findByRole('heading', { name: 'Cook' });
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    const form = screen.getByRole('form', { name: 'New job alert' });
    expect(within(form).getByLabelText('Name')).toHaveValue('cook');
    expect(within(form).getByLabelText('When to tell you')).toHaveValue('instant');
    expect(await axeViolations(form)).toEqual([]);
    await userEvent.selectOptions(within(form).getByLabelText('When to tell you'), 'daily');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the alert' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Job alert saved.');
    expect(api.to('POST', PATHS.savedSearches).map((c) => c.body)).toEqual([
      {
        name: 'cook',
        filters: {
          keyword: 'cook',
          experience: 1,
          equivalentMonthlySalaryFrom: 12000,
          categoryGroupId: 2,
          categoryId: 5,
        },
        mode: 'daily',
        paused: false,
      },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Manage job alerts' }));
    expect(await screen.findByRole('heading', { name: 'The settings' })).toBeVisible();
  });

  it('names an alert without a keyword after the job class', async () => {
    login();
    const api = fakeApi({
      ...jobList,
      [`POST ${PATHS.savedSearches}`]: (call) => json({ id: 1, ...(call.body as object) }, 201),
    });
    renderJobList('type=local&groupId=2&id=5');
    await screen.findByRole('heading', { name: 'Cook' });
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Cooks');
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert' }));
    await waitFor(() => expect(api.to('POST', PATHS.savedSearches)).toHaveLength(1));
    expect(api.to('POST', PATHS.savedSearches)[0].body).toMatchObject({
      name: 'Cooks',
      filters: { categoryGroupId: 2, categoryId: 5 },
    });
  });

  it('shows the server’s message at the limit', async () => {
    login();
    fakeApi({
      ...jobList,
      [`POST ${PATHS.savedSearches}`]: () =>
        apiError('BE_SAVED_SEARCH_EXCEED_MAX', 409, [SAVED_SEARCHES_MAX]),
    });
    renderJobList('type=local&keyword=cook');
    await screen.findByRole('heading', { name: 'Cook' });
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can have at most 10 job alerts',
    );
  });

  it('offers a visitor the login, and saves nothing', async () => {
    const api = fakeApi(jobList);
    renderJobList('type=local&keyword=cook');
    await screen.findByRole('heading', { name: 'Cook' });
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Log in to be told of new vacancies that match this search.');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog closes: it fades out, then leaves the page.
    await waitFor(() => {
      const text = screen.queryByText('Log in to be told of new vacancies that match this search.');
      if (text) expect(text).not.toBeVisible();
    });
    expect(screen.queryByRole('form', { name: 'New job alert' })).not.toBeInTheDocument();
    expect(api.to('POST', PATHS.savedSearches)).toHaveLength(0);
  });

  it('is not offered on an event’s job list', async () => {
    login();
    fakeApi({
      ...jobList,
      [`GET ${buildPath(PATHS.eventJobOffersCatalog, { eventId: 3 })}`]: () => json([]),
      [`GET ${buildPath(PATHS.eventJobOffers, { eventId: 3 })}`]: () =>
        json({ content: [jobOfferCard({ jobOfferTitle: 'Cook' })], totalElements: 1 }),
    });
    renderJobList('type=event&eventId=3');
    await screen.findByRole('heading', { name: 'Cook' });
    expect(screen.queryByRole('button', { name: 'Alert me' })).not.toBeInTheDocument();
  });
});
