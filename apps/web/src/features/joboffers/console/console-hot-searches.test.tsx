import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { LIMITS, PATHS, type HotKeyword } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { ConsoleHotSearchesPage, keywordShows } from './console-hot-searches-page.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

const ENOUGH = LIMITS.hotKeywordMinClients;

function keyword(overrides: Partial<HotKeyword>): HotKeyword {
  return {
    folded: 'chef',
    keyword: 'Chef',
    searchCount: ENOUGH,
    clientCount: ENOUGH,
    hidden: false,
    ...overrides,
  };
}

const KEYWORDS: HotKeyword[] = [
  keyword({ folded: 'chef', keyword: 'Chef', searchCount: 9, clientCount: ENOUGH }),
  keyword({ folded: 'cook', keyword: 'cook', searchCount: 3, clientCount: ENOUGH - 1 }),
  keyword({ folded: 'guard', keyword: 'Guard', hidden: true }),
];

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/staff/hot-searches" element={<ConsoleHotSearchesPage />} />
    </Routes>,
    { route: '/staff/hot-searches' },
  );
}

const row = async (name: string) =>
  (await screen.findByText(name, { selector: '.vaga-console-matches__title' })).closest('li')!;

setUpConsoleTests();

describe('whether a keyword shows', () => {
  it('needs enough distinct clients and no hiding', () => {
    expect(keywordShows(keyword({}))).toBe(true);
    expect(keywordShows(keyword({ clientCount: ENOUGH - 1, searchCount: 50 }))).toBe(false);
    expect(keywordShows(keyword({ hidden: true }))).toBe(false);
  });
});

describe('the staff hot searches page', () => {
  it('lists every counted keyword with its clients, its searches and whether it shows', async () => {
    fakeApi({ [`GET ${PATHS.consoleHotSearches}`]: () => json(KEYWORDS) });
    renderPage();
    const chef = await row('Chef');
    expect(within(chef).getByText('Shown')).toBeInTheDocument();
    expect(within(chef).getByText(`${ENOUGH} clients · 9 searches`)).toBeInTheDocument();
    expect(within(chef).getByRole('button', { name: 'Hide “Chef”' })).toBeInTheDocument();
    const cook = await row('cook');
    expect(within(cook).getByText(`Not shown: under ${ENOUGH} clients`)).toBeInTheDocument();
    expect(within(cook).getByText(`${ENOUGH - 1} clients · 3 searches`)).toBeInTheDocument();
    const guard = await row('Guard');
    expect(within(guard).getByText('Hidden')).toBeInTheDocument();
    expect(within(guard).getByRole('button', { name: 'Show “Guard”' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`once ${ENOUGH} different clients`))).toBeInTheDocument();
  });

  it('hides a keyword and shows it again, reading the list afresh each time', async () => {
    let list = KEYWORDS;
    const api = fakeApi({
      [`GET ${PATHS.consoleHotSearches}`]: () => json(list),
      [`PUT ${PATHS.consoleHotSearches}`]: (call) => {
        const body = call.body as { folded: string; hidden: boolean };
        list = list.map((k) => (k.folded === body.folded ? { ...k, hidden: body.hidden } : k));
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await row('Chef')).getByRole('button', { name: 'Hide “Chef”' }));
    expect(api.to('PUT', PATHS.consoleHotSearches)[0]?.body).toEqual({
      folded: 'chef',
      hidden: true,
    });
    const chef = await row('Chef');
    expect(await within(chef).findByText('Hidden')).toBeInTheDocument();
    await user.click(within(chef).getByRole('button', { name: 'Show “Chef”' }));
    expect(api.to('PUT', PATHS.consoleHotSearches)[1]?.body).toEqual({
      folded: 'chef',
      hidden: false,
    });
    expect(await within(await row('Chef')).findByText('Shown')).toBeInTheDocument();
    expect(api.to('GET', PATHS.consoleHotSearches)).toHaveLength(3);
  });

  it('shows the catalogue message when a toggle is refused, and keeps the keyword as it was', async () => {
    fakeApi({
      [`GET ${PATHS.consoleHotSearches}`]: () => json(KEYWORDS),
      [`PUT ${PATHS.consoleHotSearches}`]: () => apiError('BAD_REQUEST', 400),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await row('Chef')).getByRole('button', { name: 'Hide “Chef”' }));
    expect(await screen.findByText('Bad request', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(await row('Chef')).getByText('Shown')).toBeInTheDocument();
  });

  it('says when nothing is counted yet', async () => {
    fakeApi({ [`GET ${PATHS.consoleHotSearches}`]: () => json([]) });
    renderPage();
    expect(await screen.findByText('No keyword has been counted yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi({ [`GET ${PATHS.consoleHotSearches}`]: () => apiError('INTERNAL_ERROR', 500) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The hot searches could not be loaded',
    );
  });
});
