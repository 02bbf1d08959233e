import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { buildPath, PATHS, type FailedDelivery } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { desktopWidth } from '@/test/desktop-width.ts';
import { fakeApi, json } from '@/test/fake-api.ts';
import { axeViolations } from '@/test/axe.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ConsoleFailedDeliveriesPage } from './console-failed-deliveries-page.tsx';

const failed = (overrides: Partial<FailedDelivery> = {}): FailedDelivery => ({
  id: 7,
  notificationId: 70,
  accountId: 12,
  recipient: { name: 'Chan Tai Man', type: 'personal' },
  event: 'interview.invited',
  title: 'Interview invitation: Night porter',
  channel: 'email',
  state: 'failed',
  lapse: null,
  attempts: 5,
  lastError: '550 mailbox unavailable',
  updatedAt: '2026-11-22T02:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/failed-deliveries" element={<ConsoleFailedDeliveriesPage />} />
    </Routes>,
    { route: '/staff/failed-deliveries' },
  );
}

describe('the failed deliveries', () => {
  it('lists each with its channel, error and attempts, and tries one again', async () => {
    let retried = false;
    const api = fakeApi({
      [`GET ${PATHS.consoleFailedDeliveries}`]: () =>
        json(
          retried ? { content: [], totalElements: 0 } : { content: [failed()], totalElements: 1 },
        ),
      [`POST ${buildPath(PATHS.consoleDeliveryRetry, { id: 7 })}`]: () => {
        retried = true;
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Failed deliveries' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('E-mail · Interview invitation: Night porter');
    expect(card).toHaveTextContent('To Chan Tai Man, job seeker');
    expect(card).toHaveTextContent('Failed');
    expect(card).toHaveTextContent('550 mailbox unavailable');
    expect(card).toHaveTextContent('#7 · 5 attempts');
    expect(card).not.toHaveTextContent('interview.invited');
    expect(card).not.toHaveTextContent('account 12');
    const button = within(card).getByRole('button', {
      name: 'Try again: E-mail to Chan Tai Man',
    });
    expect(button).toHaveTextContent('Try again');
    await userEvent.click(button);
    expect(await screen.findByText('No delivery has failed.')).toBeInTheDocument();
    expect(api.to('POST', buildPath(PATHS.consoleDeliveryRetry, { id: 7 }))).toHaveLength(1);
  });

  it('shows a delivery not sent because its notice no longer held, with the reason and no retry', async () => {
    fakeApi({
      [`GET ${PATHS.consoleFailedDeliveries}`]: () =>
        json({
          content: [
            failed({ id: 9, state: 'skipped', lapse: 'invitationAnswered' }),
            failed({ id: 10, recipient: { name: '', type: 'employer' }, accountId: 31 }),
          ],
          totalElements: 2,
        }),
    });
    const { container } = renderPage();
    const list = await screen.findByRole('list', { name: 'Failed deliveries' });
    const [skipped, unnamed] = within(list).getAllByRole('listitem');
    expect(skipped).toHaveTextContent('Not sent: the invitation had been answered or had lapsed');
    expect(within(skipped).queryByRole('button')).toBeNull();
    expect(unnamed).toHaveTextContent('To account 31, employer');
    // Every button's accessible name holds the text it shows.
    for (const button of screen.getAllByRole('button')) {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      expect(name, button.outerHTML).toContain((button.textContent ?? '').trim());
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a table at desktop width, sortable by when they failed', async () => {
    desktopWidth();
    fakeApi({
      [`GET ${PATHS.consoleFailedDeliveries}`]: () =>
        json({
          content: [
            failed(),
            failed({ id: 8, channel: 'sms', updatedAt: '2026-11-20T02:00:00.000Z' }),
          ],
          totalElements: 2,
        }),
    });
    renderPage();
    const table = await screen.findByRole('table');
    const channels = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(channels()).toEqual(['E-mail', 'Text message']);
    await userEvent.click(within(table).getByText('Failed at'));
    await waitFor(() => expect(channels()).toEqual(['Text message', 'E-mail']));
  });
});
