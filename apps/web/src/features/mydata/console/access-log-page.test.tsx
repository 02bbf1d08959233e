import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { MYDATA_PATHS, type ConsoleAccessLogRow } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { desktopWidth } from '@/test/desktop-width.ts';
import { fakeApi, json } from '@/test/fake-api.ts';
import { loadNamespaces } from '@/shared/lib/i18n.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { StaffAccessLogPage } from './access-log-page.tsx';

const read = (overrides: Partial<ConsoleAccessLogRow> = {}): ConsoleAccessLogRow => ({
  viewedAt: '2026-11-22T02:05:00.000Z',
  seekerName: 'Wong Tai Man',
  viewerKind: 'employer',
  viewerName: 'Ho Recruiter',
  employerName: 'Sea View Limited',
  recordKind: 'resume',
  clientAddress: '203.0.113.9',
  ...overrides,
});

beforeEach(async () => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
  await loadNamespaces(['mydata']);
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(route = '/staff/access-log') {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/access-log" element={<StaffAccessLogPage />} />
    </Routes>,
    { route },
  );
}

describe('the staff data-access log', () => {
  it('shows each read in its own columns, with no internal ids', async () => {
    desktopWidth();
    fakeApi({
      [`GET ${MYDATA_PATHS.consoleAccessLog}`]: () =>
        json({
          content: [
            read(),
            read({
              viewerKind: 'staff',
              viewerName: 'Staff Chan',
              employerName: null,
              recordKind: 'jobSeek',
            }),
          ],
          totalElements: 2,
        }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Data-access log' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual([
      'Job seeker',
      'Read by',
      'Employer',
      'When (Macao time)',
      'Address',
      'What was read',
    ]);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells[0]).toEqual([
      'Wong Tai Man',
      'Ho Recruiter',
      'Sea View Limited',
      expect.stringContaining('10:05'),
      '203.0.113.9',
      'Resume',
    ]);
    expect(cells[1].slice(1, 3)).toEqual(['Employment service: Staff Chan', '—']);
    expect(cells[1][5]).toBe('Job-seeking registration');
    expect(screen.getByText('2 reads')).toBeInTheDocument();
  });

  it('asks for the filters and pages from the URL, and checks the dates first', async () => {
    const api = fakeApi({
      [`GET ${MYDATA_PATHS.consoleAccessLog}`]: () => json({ content: [read()], totalElements: 1 }),
    });
    renderPage('/staff/access-log?viewer=Sea&page=0');
    expect(await screen.findByText('Wong Tai Man')).toBeInTheDocument();
    expect(api.calls[0].query.get('viewer')).toBe('Sea');
    await userEvent.type(screen.getByLabelText(/^Job seeker/), ' M1234 ');
    const from = screen.getByLabelText('From (day)');
    const to = screen.getByLabelText('To (day)');
    await userEvent.type(from, '2026-11-22');
    await userEvent.type(to, '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(1);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const asked = api.calls[1].query;
    expect(Object.fromEntries(asked)).toMatchObject({
      seeker: 'M1234',
      viewer: 'Sea',
      from: '2026-11-22',
      to: '2026-11-23',
      page: '0',
    });
  });
});
