import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERASABLE_KINDS, MYDATA_PATHS, type MyDataSummary } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { MyDataPage } from './pages/my-data-page.tsx';
import { itemTexts } from '@/test/queries.ts';

const SUMMARY: MyDataSummary = {
  counts: {
    account: 1,
    resume: 1,
    cvFiles: 2,
    favourites: 3,
    jobMatches: 1,
    jobSeeks: 2,
    unemployment: 0,
    events: 1,
    notifications: 4,
    savedSearches: 1,
    accessLog: 2,
  },
  retentionYears: 5,
};

const LOG = {
  content: [
    {
      id: 2,
      viewedAt: '2026-11-20T02:00:00.000Z',
      viewerKind: 'employer',
      employerName: 'Harbour Catering Limited',
      recordKind: 'resume',
      recordId: '1',
    },
    {
      id: 1,
      viewedAt: '2026-11-19T02:00:00.000Z',
      viewerKind: 'staff',
      employerName: null,
      recordKind: 'jobSeek',
      recordId: '5',
    },
  ],
  totalElements: 2,
};

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('/my-data', () => {
  it('shows what Vaga holds by kind and who looked at it', async () => {
    fakeApi({
      [`GET ${MYDATA_PATHS.myDataSummary}`]: () => json(SUMMARY),
      [`GET ${MYDATA_PATHS.myDataAccessLog}`]: () => json(LOG),
    });
    renderWithProviders(<MyDataPage />);
    const holdings = await screen.findByRole('region', { name: 'What Vaga holds about you' });
    expect(within(holdings).getByText('Favourite vacancies').nextSibling).toHaveTextContent('3');
    const log = screen.getByRole('region', { name: 'Who looked at your data' });
    expect(
      await within(log).findByText(
        'Viewed by employer Harbour Catering Limited on 2026/11/20 10:00',
      ),
    ).toBeInTheDocument();
    expect(
      within(log).getByText('Viewed by the employment service on 2026/11/19 10:00'),
    ).toBeInTheDocument();
  });

  it('erases after a confirmation listing what is open, naming what goes, says what stays, why and for how long', async () => {
    const invitation = {
      kind: 'invitation',
      id: 'm-1',
      title: 'Cook',
      at: '2026-12-02T02:00:00.000Z',
      link: '/interview/details/m-1',
      onErasure: 'withdrawn',
    } as const;
    const registration = {
      kind: 'unemployment',
      id: 'UR-1',
      title: 'UR-1',
      at: '2026-11-20T02:00:00.000Z',
      link: '/unemployed-process',
      onErasure: 'kept',
    } as const;
    const api = fakeApi({
      [`GET ${MYDATA_PATHS.myDataSummary}`]: () => json(SUMMARY),
      [`GET ${MYDATA_PATHS.myDataAccessLog}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${MYDATA_PATHS.myDataOpenItems}`]: () => json({ items: [invitation, registration] }),
      [`POST ${MYDATA_PATHS.myDataErase}`]: () =>
        json({
          erased: { resume: 1, cvFiles: 2, favourites: 3, savedSearches: 1 },
          withdrawn: [invitation],
          retentionYears: 5,
        }),
    });
    renderWithProviders(<MyDataPage />);
    const erase = await screen.findByRole('region', { name: 'Erase my data' });
    // What stays, each with why and for how long.
    expect(
      within(erase).getByText(/^Interviews with employers, the withdrawn ones too/),
    ).toBeInTheDocument();
    expect(within(erase).getByText(/5 years after each interview closes\.$/)).toBeInTheDocument();
    expect(within(erase).getByText(/^The session on this device$/)).toBeInTheDocument();
    await userEvent.click(within(erase).getByRole('button', { name: 'Erase my data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your data?' });
    // What is still open, before anything goes: what erasing does to each, and where to settle it.
    const open = await within(dialog).findByRole('list', { name: 'Still open' });
    expect(itemTexts(open)).toEqual([
      expect.stringMatching(
        /^Interview invitationCookReply by 2026\/12\/02 10:00Erasing withdraws the invitation; the employer is told/,
      ),
      expect.stringMatching(
        /^Unemployment registrationUR-1Submitted on 2026\/11\/20 10:00Erasing keeps it: staff go on deciding it/,
      ),
    ]);
    expect(within(open).getByRole('link', { name: 'Reply to the invitation' })).toHaveAttribute(
      'href',
      '/interview/details/m-1',
    );
    const goes = within(dialog)
      .getAllByRole('list')
      .find((list) => list !== open)!;
    expect(itemTexts(goes)).toEqual([
      'Resume: 1',
      'CV files: 2',
      'Favourite vacancies: 3',
      'Saved searches (job alerts): 1',
      'Your notifications (the inbox) and reminders not yet sent',
      'Your notification settings and push subscriptions',
      'Your sessions on other devices',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your data was erased.');
    expect(done).toHaveTextContent('Withdrawn by the erasure (the other side was told)');
    expect(within(done).getByRole('link', { name: 'Open its page' })).toHaveAttribute(
      'href',
      '/interview/details/m-1',
    );
    expect(api.to('POST', MYDATA_PATHS.myDataErase)[0].body).toEqual({
      confirm: [...ERASABLE_KINDS],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the erasure only once what is open is known', async () => {
    fakeApi({
      [`GET ${MYDATA_PATHS.myDataSummary}`]: () => json(SUMMARY),
      [`GET ${MYDATA_PATHS.myDataAccessLog}`]: () => json({ content: [], totalElements: 0 }),
      [`GET ${MYDATA_PATHS.myDataOpenItems}`]: () => json({ code: 'INTERNAL' }, 500),
    });
    renderWithProviders(<MyDataPage />);
    const erase = await screen.findByRole('region', { name: 'Erase my data' });
    await userEvent.click(within(erase).getByRole('button', { name: 'Erase my data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your data?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'What is still open could not be checked.',
    );
    expect(within(dialog).getByRole('button', { name: 'Erase' })).toBeDisabled();
  });
});
