import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { buildPath, PATHS, STORAGE_KEYS, type NotificationItem as Item } from '@vaga/contract';
import { initLocale } from '@/shared/lib/locale.ts';
import { paths, ROUTES } from '@/shared/paths.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { axeViolations } from '@/test/axe.ts';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { NotificationBell } from './ui/notification-bell.tsx';
import { NotificationsPage } from './pages/notifications-page.tsx';
import { appLink } from './lib/app-link.ts';

const login = () => localStorage.setItem(STORAGE_KEYS.token, 'token-1');

let nextId = 1;
function item(overrides: Partial<Item> = {}): Item {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'interviews',
    event: 'interview.invited',
    title: `Interview invitation: Cook ${id}`,
    body: 'An employer invited you to an interview.',
    link: `/interview/details/uid-${id}`,
    createdAt: '2025-03-01T02:30:00.000Z',
    read: false,
    ...overrides,
  };
}

const inbox = (content: Item[], unread = content.filter((i) => !i.read).length) =>
  json({ content, totalElements: content.length, unread });

beforeEach(() => {
  initLocale('?language=en');
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the bell', () => {
  it('names the unread count and shows it on its badge', async () => {
    login();
    const api = fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox([item()], 3) });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', paths.notifications);
    expect(bell).toHaveTextContent('3');
    // The count comes with the smallest page.
    expect(api.to('GET', PATHS.notifications)[0].query.get('size')).toBe('1');
  });

  it('says one unread in the singular, and nothing on the badge when all are read', async () => {
    login();
    let unread = 1;
    fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox([], unread) });
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    unmount();
    unread = 0;
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveTextContent(''));
  });

  it('caps the badge at 99+', async () => {
    login();
    fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox([], 250) });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 250 unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('asks for the count again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      login();
      let unread = 1;
      const api = fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox([], unread) });
      renderWithProviders(<NotificationBell />);
      await screen.findByRole('link', { name: 'Notifications, 1 unread' });
      unread = 2;
      await vi.advanceTimersByTimeAsync(59_000);
      expect(api.to('GET', PATHS.notifications)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
      expect(api.to('GET', PATHS.notifications)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

function renderInbox() {
  return renderWithProviders(
    <Routes>
      <Route path={paths.notifications} element={<NotificationsPage />} />
      <Route path={ROUTES.interviewDetails} element={<h2>The interview</h2>} />
      <Route path={paths.notificationSettings} element={<h2>The settings</h2>} />
    </Routes>,
    { route: paths.notifications },
  );
}

describe('the inbox', () => {
  it('lists title, text, Macao time and the unread mark', async () => {
    login();
    fakeApi({
      [`GET ${PATHS.notifications}`]: () =>
        inbox([
          item({ title: 'Interview invitation: Cook', read: false }),
          item({ title: 'Interview arranged: Chef', read: true, body: 'Line one\nLine two' }),
        ]),
    });
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Interview invitation: Cook');
    expect(first).toHaveTextContent('An employer invited you to an interview.');
    // 02:30 UTC is 10:30 in Macao.
    expect(first).toHaveTextContent('2025/03/01 10:30');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(second).queryByText('Unread')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Line one');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('marks a notification read and opens the screen it is about', async () => {
    login();
    const unreadOne = item({ id: 41, title: 'Interview invitation: Cook' });
    let read = false;
    const api = fakeApi({
      [`GET ${PATHS.notifications}`]: () => inbox([{ ...unreadOne, read }]),
      [`POST ${buildPath(PATHS.notificationRead, { id: 41 })}`]: () => {
        read = true;
        return new Response(null, { status: 204 });
      },
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('link', { name: /Interview invitation: Cook/ }));
    expect(await screen.findByRole('heading', { name: 'The interview' })).toBeVisible();
    await waitFor(() =>
      expect(api.to('POST', buildPath(PATHS.notificationRead, { id: 41 }))).toHaveLength(1),
    );
  });

  it('does not mark an already read notification again', async () => {
    login();
    const api = fakeApi({
      [`GET ${PATHS.notifications}`]: () => inbox([item({ id: 42, title: 'Old', read: true })]),
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('link', { name: /Old/ }));
    expect(await screen.findByRole('heading', { name: 'The interview' })).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('marks one without a screen read when tapped', async () => {
    login();
    const api = fakeApi({
      [`GET ${PATHS.notifications}`]: () => inbox([item({ id: 43, title: 'No link', link: null })]),
      [`POST ${buildPath(PATHS.notificationRead, { id: 43 })}`]: () =>
        new Response(null, { status: 204 }),
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /No link/ }));
    await waitFor(() =>
      expect(api.to('POST', buildPath(PATHS.notificationRead, { id: 43 }))).toHaveLength(1),
    );
  });

  it('marks all read, then shows them read; the button waits for something unread', async () => {
    login();
    let allRead = false;
    const items = [item({ title: 'A' }), item({ title: 'B' })];
    const api = fakeApi({
      [`GET ${PATHS.notifications}`]: () => inbox(items.map((i) => ({ ...i, read: allRead }))),
      [`POST ${PATHS.notificationsReadAll}`]: () => {
        allRead = true;
        return new Response(null, { status: 204 });
      },
    });
    renderInbox();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(button).toBeDisabled();
    expect(api.to('POST', PATHS.notificationsReadAll)).toHaveLength(1);
  });

  it('says when there is nothing, and offers a retry after a failure', async () => {
    login();
    let fail = true;
    fakeApi({
      [`GET ${PATHS.notifications}`]: (call) =>
        call.query.get('size') === '1'
          ? inbox([], 0)
          : fail
            ? apiError('INTERNAL_SERVER_ERROR', 500)
            : inbox([]),
    });
    renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('links to the settings, and has no accessibility violation', async () => {
    login();
    fakeApi({ [`GET ${PATHS.notifications}`]: () => inbox([item(), item({ read: true })]) });
    const { container } = renderInbox();
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'The settings' })).toBeVisible();
  });
});

describe('the screen a notification opens', () => {
  it('is an address of the app only', () => {
    expect(appLink('/interview/details/abc')).toBe('/interview/details/abc');
    expect(appLink('/job-service/job-list?type=local&keyword=cook')).toBe(
      '/job-service/job-list?type=local&keyword=cook',
    );
    expect(appLink('//evil.example/x')).toBeNull();
    expect(appLink('/\\evil.example')).toBeNull();
    expect(appLink('https://evil.example')).toBeNull();
    expect(appLink('javascript:alert(1)')).toBeNull();
    expect(appLink(null)).toBeNull();
  });
});
