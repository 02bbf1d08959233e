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

  it('erases after a confirmation naming what goes, says what stays, why and for how long', async () => {
    const api = fakeApi({
      [`GET ${MYDATA_PATHS.myDataSummary}`]: () => json(SUMMARY),
      [`GET ${MYDATA_PATHS.myDataAccessLog}`]: () => json({ content: [], totalElements: 0 }),
      [`POST ${MYDATA_PATHS.myDataErase}`]: () =>
        json({
          erased: { resume: 1, cvFiles: 2, favourites: 3, savedSearches: 1 },
          retentionYears: 5,
        }),
    });
    renderWithProviders(<MyDataPage />);
    const erase = await screen.findByRole('region', { name: 'Erase my data' });
    expect(
      within(erase).getByText(
        'They are kept for 5 years after each record closes, then deleted automatically.',
      ),
    ).toBeInTheDocument();
    expect(within(erase).getByText('Interviews with employers')).toBeInTheDocument();
    await userEvent.click(within(erase).getByRole('button', { name: 'Erase my data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your data?' });
    expect(itemTexts(dialog)).toEqual([
      'Resume: 1',
      'CV files: 2',
      'Favourite vacancies: 3',
      'Saved searches (job alerts): 1',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Your data was erased.')).toBeInTheDocument();
    expect(api.to('POST', MYDATA_PATHS.myDataErase)[0].body).toEqual({
      confirm: [...ERASABLE_KINDS],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
