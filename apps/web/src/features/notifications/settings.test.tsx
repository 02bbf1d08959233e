import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from 'antd-mobile/es/components/dialog';
import { Route, Routes } from 'react-router';
import {
  buildPath,
  PATHS,
  STORAGE_KEYS,
  type NotificationPreferences,
  type SavedSearch,
} from '@vaga/contract';
import { initLocale } from '@/shared/lib/locale.ts';
import { paths } from '@/shared/paths.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { axeViolations } from '@/test/axe.ts';
import { apiError, failingOnce, fakeApi, json, type Call } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { keyBytes } from './lib/push-device.ts';
import { NotificationSettingsPage } from './pages/notification-settings-page.tsx';
import { MailboxPage } from './pages/mailbox-page.tsx';

const login = () => localStorage.setItem(STORAGE_KEYS.token, 'token-1');
const noContent = () => new Response(null, { status: 204 });

function preferencesOf(
  change: Partial<NotificationPreferences['kinds']> = {},
  email: string | null = 'seeker@example.mo',
): NotificationPreferences {
  return {
    kinds: {
      interviews: { email: true, push: false, sms: true },
      registrations: { email: true, push: false, sms: false },
      unemployment: { email: true, push: false, sms: false },
      events: { email: true, push: false, sms: false },
      alerts: { email: true, push: false, sms: false },
      favourites: { email: true, push: false, sms: false },
      ...change,
    },
    email,
  };
}

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 7,
    name: 'Cook',
    filters: { keyword: 'cook', categoryGroupId: 2, equivalentMonthlySalaryFrom: 10000 },
    mode: 'instant',
    paused: false,
    createdAt: '2025-03-01T02:30:00.000Z',
    updatedAt: '2025-03-01T02:30:00.000Z',
    ...overrides,
  };
}

/** The server's answers: preferences saved as sent, the saved searches, an empty mailbox. */
function server(
  options: {
    searches?: SavedSearch[];
    mails?: number;
    preferences?: NotificationPreferences;
    /** The server's answer to a browser's push subscription (204 by default). */
    subscribe?: () => Response;
  } = {},
) {
  let preferences = options.preferences ?? preferencesOf();
  const searches = options.searches ?? [];
  return fakeApi({
    [`GET ${PATHS.notificationPreferences}`]: () => json(preferences),
    [`PUT ${PATHS.notificationPreferences}`]: (call) => {
      preferences = { ...preferences, ...(call.body as Partial<NotificationPreferences>) };
      return json(preferences);
    },
    [`GET ${PATHS.savedSearches}`]: () => json(searches),
    [`PUT ${buildPath(PATHS.savedSearch, { id: 7 })}`]: (call) => {
      Object.assign(searches[0], call.body);
      return json(searches[0]);
    },
    [`DELETE ${buildPath(PATHS.savedSearch, { id: 7 })}`]: () => {
      searches.splice(0, 1);
      return noContent();
    },
    [`GET ${PATHS.notificationsMailbox}`]: () =>
      json({
        content: Array.from({ length: options.mails ?? 0 }, (_, i) => ({
          id: i + 1,
          to: 'seeker@example.mo',
          subject: `Interview invitation ${i + 1}`,
          text: 'An employer invited you.\nReply by 2025/03/09.',
          html: '<p>An employer invited you.</p>',
          listUnsubscribe: null,
          createdAt: '2025-03-01T02:30:00.000Z',
        })),
        totalElements: options.mails ?? 0,
      }),
    [`GET ${PATHS.pushKey}`]: () => json({ publicKey: VAPID_KEY }),
    [`POST ${PATHS.pushSubscriptions}`]: options.subscribe ?? (() => noContent()),
    [`DELETE ${PATHS.pushSubscriptions}`]: () => noContent(),
  });
}

function renderSettings() {
  return renderWithProviders(
    <Routes>
      <Route path={paths.notificationSettings} element={<NotificationSettingsPage />} />
      <Route path={paths.notificationMailbox} element={<MailboxPage />} />
    </Routes>,
    { route: paths.notificationSettings },
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const puts = (api: ReturnType<typeof fakeApi>) =>
  api.to('PUT', PATHS.notificationPreferences).map((c: Call) => c.body);

/** A P-256 public key as a server gives it (65 bytes, base64url). */
const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser that can receive push: a service worker, the Push API and the permission prompt. */
function pushCapableBrowser(answer: NotificationPermission, refusal?: DOMException) {
  const subscription = {
    endpoint: 'https://push.example.com/send/abc',
    toJSON: () => ({
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => {
      if (refusal) throw refusal;
      subscribed = subscription;
      return subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission: 'default' as NotificationPermission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { requestPermission, pushManager, subscription };
}

beforeEach(() => {
  initLocale('?language=en');
  vi.stubGlobal('IntersectionObserver', undefined);
  login();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
  Dialog.clear();
});

describe('channel settings', () => {
  it('shows each kind on each channel, the inbox always on, SMS for interviews only', async () => {
    server({ preferences: preferencesOf({ events: { email: false, push: false, sms: false } }) });
    renderSettings();
    await screen.findByRole('table');
    for (const kind of ['Interviews', 'Job alerts', 'Job fairs']) {
      expect(toggle(`${kind}: Inbox`)).toBeChecked();
      expect(toggle(`${kind}: Inbox`)).toBeDisabled();
    }
    expect(toggle('Interviews: E-mail')).toBeChecked();
    expect(toggle('Job fairs: E-mail')).not.toBeChecked();
    expect(toggle('Interviews: SMS')).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Job alerts: SMS' })).not.toBeInTheDocument();
    expect(screen.getByText('Job alerts: SMS: not offered')).toBeInTheDocument();
    expect(screen.getByText('E-mails go to seeker@example.mo.')).toBeInTheDocument();
  });

  it('saves a switch at once, with every kind', async () => {
    const api = server();
    renderSettings();
    await screen.findByRole('table');
    await userEvent.click(toggle('Job alerts: E-mail'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(puts(api)).toEqual([
      { kinds: preferencesOf({ alerts: { email: false, push: false, sms: false } }).kinds },
    ]);
    expect(toggle('Job alerts: E-mail')).not.toBeChecked();
  });

  it('says when no e-mail address is known', async () => {
    server({ preferences: preferencesOf({}, null) });
    renderSettings();
    expect(
      await screen.findByText('No e-mail address is known, so no e-mails are sent.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the preferences cannot be read', async () => {
    fakeApi({
      [`GET ${PATHS.notificationPreferences}`]: failingOnce(() => json(preferencesOf())),
      [`GET ${PATHS.savedSearches}`]: () => json([]),
      [`GET ${PATHS.notificationsMailbox}`]: () => json({ content: [], totalElements: 0 }),
    });
    renderSettings();
    await retryFailedLoad();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('push', () => {
  /** The push card: its region, named by its title. */
  const pushCard = () => screen.getByRole('region', { name: 'Push notifications on this device' });

  it('cannot be turned on where the browser has no push', async () => {
    const api = server();
    renderSettings();
    expect(
      await screen.findByText('This browser cannot receive push notifications.'),
    ).toBeInTheDocument();
    expect(pushCard()).toHaveTextContent('This browser cannot receive push notifications.');
    expect(toggle('Interviews: Push')).toBeDisabled();
    expect(api.to('GET', PATHS.pushKey)).toHaveLength(0);
  });

  it('asks the permission only when turned on, then subscribes with the server key', async () => {
    const browser = pushCapableBrowser('granted');
    const api = server();
    renderSettings();
    expect(
      await screen.findByText('This device does not receive push notifications.'),
    ).toBeInTheDocument();
    // Nothing is asked on load.
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(api.to('GET', PATHS.pushKey)).toHaveLength(0);

    await userEvent.click(toggle('Interviews: Push'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(VAPID_KEY),
    });
    expect(api.to('POST', PATHS.pushSubscriptions).map((c) => c.body)).toEqual([
      browser.subscription.toJSON(),
    ]);
    expect(puts(api)).toEqual([
      { kinds: preferencesOf({ interviews: { email: true, push: true, sms: true } }).kinds },
    ]);
    expect(screen.getByText('This device receives push notifications.')).toBeInTheDocument();

    // Another kind: this device is already subscribed, nothing is asked again.
    await userEvent.click(toggle('Job alerts: Push'));
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(api.to('POST', PATHS.pushSubscriptions)).toHaveLength(1);
  });

  it('saves nothing when the person refuses the permission', async () => {
    const browser = pushCapableBrowser('denied');
    const api = server();
    renderSettings();
    await screen.findByText('This device does not receive push notifications.');
    await userEvent.click(toggle('Interviews: Push'));
    expect(await within(pushCard()).findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site in the browser settings.',
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(puts(api)).toEqual([]);
    expect(toggle('Interviews: Push')).not.toBeChecked();
  });

  it('says so in the push card, about the browser, when its push service will not subscribe it', async () => {
    const browser = pushCapableBrowser(
      'granted',
      new DOMException('Registration failed - push service not available', 'AbortError'),
    );
    const api = server();
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    const said = await within(pushCard()).findByRole('alert');
    expect(said).toHaveTextContent(
      "This browser's push service would not sign it up for push notifications.",
    );
    expect(document.body).not.toHaveTextContent(errorText('INTERNAL_SERVER_ERROR', 'en'));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.to('POST', PATHS.pushSubscriptions)).toHaveLength(0);
    expect(toggle('Interviews: Push')).toBeDisabled();
  });

  it('says so in the push card when the browser refuses the permission as it subscribes', async () => {
    pushCapableBrowser('granted', new DOMException('Permission denied', 'NotAllowedError'));
    const api = server();
    renderSettings();
    await screen.findByText('This device does not receive push notifications.');
    await userEvent.click(toggle('Interviews: Push'));
    expect(await within(pushCard()).findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site in the browser settings.',
    );
    expect(puts(api)).toEqual([]);
    expect(toggle('Interviews: Push')).not.toBeChecked();
  });

  it("says in the push card when the server refuses the browser's keys", async () => {
    pushCapableBrowser('granted');
    const api = server({
      subscribe: () => apiError('BE_PUSH_KEYS_INVALID', 400, ['keys.p256dh']),
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(await within(pushCard()).findByRole('alert')).toHaveTextContent(
      errorText('BE_PUSH_KEYS_INVALID', 'en'),
    );
    expect(api.to('POST', PATHS.pushSubscriptions)).toHaveLength(1);
  });

  it('turns this device on and off', async () => {
    const browser = pushCapableBrowser('granted');
    const api = server();
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(
      await screen.findByText('Push notifications are on for this device.'),
    ).toBeInTheDocument();
    expect(api.to('POST', PATHS.pushSubscriptions)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off for this device' }));
    expect(
      await screen.findByText('Push notifications are off for this device.'),
    ).toBeInTheDocument();
    expect(api.to('DELETE', PATHS.pushSubscriptions).map((c) => c.body)).toEqual([
      { endpoint: 'https://push.example.com/send/abc' },
    ]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('reads a base64url key into its bytes', () => {
    const bytes = keyBytes(VAPID_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});

describe('job alerts in the settings', () => {
  it('lists them, and says when there are none', async () => {
    server({ searches: [savedSearch()] });
    const { unmount } = renderSettings();
    const alert = await screen.findByRole('listitem', { name: 'Cook' });
    expect(alert).toHaveTextContent('Keyword: cook · 2 filters');
    unmount();
    server({ searches: [] });
    renderSettings();
    expect(await screen.findByText(/No job alerts yet/)).toBeInTheDocument();
  });

  it('says why they cannot be read, and reads them again on retry', async () => {
    fakeApi({
      [`GET ${PATHS.notificationPreferences}`]: () => json(preferencesOf()),
      [`GET ${PATHS.savedSearches}`]: failingOnce(() => json([savedSearch()])),
      [`GET ${PATHS.notificationsMailbox}`]: () => json({ content: [], totalElements: 0 }),
    });
    renderSettings();
    await retryFailedLoad(errorText('INTERNAL_SERVER_ERROR', 'en'));
    expect(await screen.findByRole('listitem', { name: 'Cook' })).toBeInTheDocument();
  });

  it('pauses, resumes and switches to the daily digest, sending the whole alert', async () => {
    const search = savedSearch();
    const api = server({ searches: [search] });
    renderSettings();
    const alert = await screen.findByRole('listitem', { name: 'Cook' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Pause' }));
    expect(
      await within(screen.getByRole('listitem', { name: 'Cook' })).findByRole('button', {
        name: 'Resume',
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      within(screen.getByRole('listitem', { name: 'Cook' })).getByRole('combobox', {
        name: 'When to tell you about Cook',
      }),
      'daily',
    );
    await waitFor(() =>
      expect(api.to('PUT', buildPath(PATHS.savedSearch, { id: 7 }))).toHaveLength(2),
    );
    const bodies = api.to('PUT', buildPath(PATHS.savedSearch, { id: 7 })).map((c) => c.body);
    const filters = { keyword: 'cook', categoryGroupId: 2, equivalentMonthlySalaryFrom: 10000 };
    expect(bodies).toEqual([
      { name: 'Cook', filters, mode: 'instant', paused: true },
      { name: 'Cook', filters, mode: 'daily', paused: true },
    ]);
  });

  it('renames one', async () => {
    const api = server({ searches: [savedSearch()] });
    renderSettings();
    const alert = await screen.findByRole('listitem', { name: 'Cook' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Rename' }));
    const form = screen.getByRole('form', { name: 'Rename the job alert' });
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), 'Chef jobs');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Chef jobs' })).toBeInTheDocument();
    expect(api.to('PUT', buildPath(PATHS.savedSearch, { id: 7 }))[0].body).toMatchObject({
      name: 'Chef jobs',
    });
  });

  it('deletes one once confirmed', async () => {
    const api = server({ searches: [savedSearch()] });
    renderSettings();
    const alert = await screen.findByRole('listitem', { name: 'Cook' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Delete the job alert “Cook”?');
    // The dialog's own pointer-events stay off while it animates in: a tap, as a person does.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No job alerts yet/)).toBeInTheDocument();
    expect(api.to('DELETE', buildPath(PATHS.savedSearch, { id: 7 }))).toHaveLength(1);
  });

  it('says why a change was refused', async () => {
    fakeApi({
      [`GET ${PATHS.notificationPreferences}`]: () => json(preferencesOf()),
      [`GET ${PATHS.savedSearches}`]: () => json([savedSearch()]),
      [`GET ${PATHS.notificationsMailbox}`]: () => json({ content: [], totalElements: 0 }),
      [`PUT ${buildPath(PATHS.savedSearch, { id: 7 })}`]: () => apiError('NOT_FOUND', 404),
    });
    renderSettings();
    const alert = await screen.findByRole('listitem', { name: 'Cook' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Pause' }));
    expect(await within(alert).findByRole('alert')).not.toBeEmptyDOMElement();
  });
});

describe('the demo mailbox', () => {
  it('is linked only when it holds e-mails, and lists them', async () => {
    server({ mails: 0 });
    const { unmount } = renderSettings();
    await screen.findByRole('table');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Demo mailbox/ })).toBeNull());
    unmount();

    server({ mails: 2 });
    renderSettings();
    await userEvent.click(await screen.findByRole('link', { name: 'Demo mailbox: 2 e-mails' }));
    const list = await screen.findByRole('list', { name: 'E-mails' });
    const mail = within(list).getByRole('article', { name: 'Interview invitation 1' });
    expect(mail).toHaveTextContent('To seeker@example.mo');
    expect(mail).toHaveTextContent('2025/03/01 10:30');
    expect(mail).toHaveTextContent('Reply by 2025/03/09.');
  });
});

describe('accessibility', () => {
  it('finds no violation on the settings', async () => {
    pushCapableBrowser('granted');
    server({ searches: [savedSearch(), savedSearch({ id: 8, name: 'Guard', paused: true })] });
    const { container } = renderSettings();
    await screen.findByRole('listitem', { name: 'Cook' });
    await screen.findByText('This device does not receive push notifications.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
