import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  NOTIFICATION_KINDS,
  PATHS,
  STORAGE_KEYS,
  type ContactEmail,
  type NotificationPreferences,
} from '@vaga/contract';
import { initLocale } from '@/shared/lib/locale.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { axeViolations } from '@/test/axe.ts';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { ConsoleConfirmEmailPage } from './console/console-confirm-email-page.tsx';
import { ConsoleNotificationSettingsPage } from './console/console-notification-settings-page.tsx';

const OFF = { email: false, push: false, sms: false };
const employerPreferences = (email = true): NotificationPreferences => ({
  kinds: {
    ...(Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [k, OFF]),
    ) as NotificationPreferences['kinds']),
    interviews: { ...OFF, email },
  },
  email: null,
});

function server(contact: ContactEmail = { email: null, confirmed: false, confirmBy: null }) {
  let preferences = employerPreferences();
  let current = contact;
  return fakeApi({
    [`GET ${PATHS.notificationPreferences}`]: () => json(preferences),
    [`PUT ${PATHS.notificationPreferences}`]: (call) => {
      preferences = { ...preferences, ...(call.body as Partial<NotificationPreferences>) };
      return json(preferences);
    },
    [`GET ${PATHS.contactEmail}`]: () => json(current),
    [`PUT ${PATHS.contactEmail}`]: (call) => {
      current = {
        email: (call.body as { email: string }).email,
        confirmed: false,
        confirmBy: '2025-03-02T02:30:00.000Z',
      };
      return json(current);
    },
    [`POST ${PATHS.contactEmailConfirm}`]: (call) =>
      (call.body as { token: string }).token === 'good-token-good-token-1'
        ? json({ email: 'hr@example.mo', confirmed: true, confirmBy: null })
        : apiError('BE_CONTACT_EMAIL_LINK_EXPIRED', 410),
    [`GET ${PATHS.notificationsMailbox}`]: () => json({ content: [], totalElements: 0 }),
  });
}

beforeEach(() => {
  initLocale('?language=en');
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
});

describe("an employer's notification settings", () => {
  it('offers the interviews kind by inbox and e-mail only, and sets a contact address that waits for its link', async () => {
    const api = server();
    const { container } = renderWithProviders(<ConsoleNotificationSettingsPage type="employer" />);
    expect(
      await screen.findByText('No contact address: no e-mail is sent to this account.'),
    ).toBeInTheDocument();
    const kinds = await screen.findByRole('region', { name: 'What you are told, and how' });
    expect(within(kinds).getAllByRole('switch')).toHaveLength(2);
    expect(screen.queryByText(/push notifications on this device/i)).toBeNull();
    expect(screen.queryByRole('switch', { name: /Job alerts/ })).toBeNull();

    // Turning the e-mail off sends every other kind off, push and SMS off.
    await userEvent.click(within(kinds).getByRole('switch', { name: 'Interviews: E-mail' }));
    await waitFor(() => expect(api.to('PUT', PATHS.notificationPreferences)).toHaveLength(1));
    const [saved] = api.to('PUT', PATHS.notificationPreferences);
    expect(saved.body).toEqual({ kinds: employerPreferences(false).kinds });

    // A bad address is not sent; a good one is, and waits for its confirmation.
    const input = screen.getByLabelText('Contact e-mail address');
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a valid e-mail address of up to 100 characters.',
    );
    expect(api.to('PUT', PATHS.contactEmail)).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, 'hr@example.mo');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(
      await screen.findByText(/We e-mailed a confirmation link to hr@example.mo/),
    ).toBeInTheDocument();
    expect(api.to('PUT', PATHS.contactEmail)[0].body).toEqual({ email: 'hr@example.mo' });
    expect(await screen.findByText(/hr@example.mo is waiting for its confirmation/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the page a confirmation link opens', () => {
  const open = (token: string) =>
    renderWithProviders(
      <Routes>
        <Route
          path="/employer/notifications/confirm-email"
          element={<ConsoleConfirmEmailPage type="employer" />}
        />
      </Routes>,
      { route: `/employer/notifications/confirm-email?token=${token}` },
    );

  it('confirms the address once and says so', async () => {
    const api = server();
    open('good-token-good-token-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "hr@example.mo is confirmed: notifications' e-mails now go to it.",
    );
    expect(api.to('POST', PATHS.contactEmailConfirm)).toHaveLength(1);
  });

  it("says why a link does not confirm (the catalogue's message)", async () => {
    server();
    open('old-token-old-token-old-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorText('BE_CONTACT_EMAIL_LINK_EXPIRED', 'en'),
    );
  });
});
