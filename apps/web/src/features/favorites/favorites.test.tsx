import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toast from 'antd-mobile/es/components/toast';
import { buildPath, LIMITS, PATHS, STORAGE_KEYS } from '@vaga/contract';
import { initLocale } from '@/shared/lib/locale.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { favorite, jobOfferDetail } from '@/test/vacancy-factories.ts';
import { FavoriteToggle } from './ui/favorite-toggle.tsx';
import { NotFittingNotice } from './ui/not-fitting-dialog.tsx';
import { mergeVisitorFavorites } from './lib/merge-visitor-favorites.ts';
import { FavoritesPage } from './pages/favorites-page.tsx';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.visitorFavorites) ?? '[]');
const login = () => localStorage.setItem(STORAGE_KEYS.token, 'token-1');

/** The toast (loaded on first use) in the English the tests read. */
const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

beforeEach(() => {
  initLocale('?language=en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Toast.clear();
});

describe('favourite toggle of a visitor', () => {
  it('keeps the vacancy in local storage and takes it out again', async () => {
    const api = fakeApi({});
    renderWithProviders(<FavoriteToggle jobOfferId={42} />);
    const toggle = screen.getByRole('button', { name: 'Save' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([42]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(STORAGE_KEYS.visitorFavorites)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps newest first and refuses the 31st, saying the cap', async () => {
    const thirty = Array.from({ length: LIMITS.favoritesPerSeeker }, (_, i) => i + 1);
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify(thirty));
    fakeApi({});
    renderWithProviders(<FavoriteToggle jobOfferId={99} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual(thirty);
    expect(await findToast('You can save at most 30 vacancies')).toBeInTheDocument();
  });

  it('reads a broken stored value as no favourites', () => {
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, '{not json');
    fakeApi({});
    renderWithProviders(<FavoriteToggle jobOfferId={5} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('favourite toggle of a logged-in seeker', () => {
  it('saves and removes on the server, following the ids it answers', async () => {
    login();
    const api = fakeApi({
      [`GET ${PATHS.favorites}`]: () => json([3]),
      [`POST ${PATHS.favorites}`]: (call) => json([Number(call.query.get('jobOfferId')), 3]),
      [`DELETE ${PATHS.favorites}`]: () => json([3]),
    });
    renderWithProviders(<FavoriteToggle jobOfferId={42} />);
    const toggle = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(api.to('POST', PATHS.favorites)[0].query.get('jobOfferId')).toBe('42');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(api.to('DELETE', PATHS.favorites)[0].query.get('jobOfferId')).toBe('42');
    expect(localStorage.getItem(STORAGE_KEYS.visitorFavorites)).toBeNull();
  });

  it('shows the server refusing the 31st and stays unsaved', async () => {
    login();
    fakeApi({
      [`GET ${PATHS.favorites}`]: () => json([]),
      [`POST ${PATHS.favorites}`]: () => apiError('BE_FAVORITE_EXCEED_MAX', 409, [30]),
    });
    renderWithProviders(<FavoriteToggle jobOfferId={42} />);
    const toggle = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await findToast('You can save at most 30 vacancies')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('merging a visitor’s favourites after login', () => {
  it('sends them in one batch and clears them locally', async () => {
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify([8, 5]));
    login();
    const answer = { ids: [8, 5, 1], saved: [5, 8], notFitting: [], skipped: [] };
    const api = fakeApi({ [`POST ${PATHS.favoritesSaveBatch}`]: () => json(answer) });
    expect(await mergeVisitorFavorites()).toEqual(answer);
    expect(api.to('POST', PATHS.favoritesSaveBatch)[0].body).toEqual([5, 8]);
    expect(localStorage.getItem(STORAGE_KEYS.visitorFavorites)).toBeNull();
  });

  it('does nothing without a login or without local favourites', async () => {
    const api = fakeApi({});
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify([8]));
    expect(await mergeVisitorFavorites()).toBeNull();
    localStorage.clear();
    login();
    expect(await mergeVisitorFavorites()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps them on the device when the account is not a resident', async () => {
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify([8]));
    login();
    fakeApi({ [`POST ${PATHS.favoritesSaveBatch}`]: () => apiError('BE_NOT_RESIDENT', 403) });
    expect(await mergeVisitorFavorites()).toBeNull();
    expect(stored()).toEqual([8]);
  });

  it('keeps the ones that did not fit on the device and names them until closed', async () => {
    // Newest first on the device: 8 was saved last.
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify([8, 5, 3]));
    login();
    const api = fakeApi({
      [`POST ${PATHS.favoritesSaveBatch}`]: () =>
        json({ ids: [5, 3], saved: [3, 5], notFitting: [8], skipped: [] }),
      [`GET ${buildPath(PATHS.jobOffer, { id: 8 })}`]: () =>
        json(jobOfferDetail({ id: 8, jobOfferTitle: 'Night security guard' })),
    });
    renderWithProviders(<NotFittingNotice />);
    const result = await mergeVisitorFavorites();
    expect(result?.notFitting).toEqual([8]);
    expect(api.to('POST', PATHS.favoritesSaveBatch)[0].body).toEqual([3, 5, 8]);
    expect(stored()).toEqual([8]);
    const dialog = await screen.findByRole('dialog', {
      name: 'Some saved vacancies did not fit in your account',
    });
    expect(dialog).toHaveTextContent('at most 30 saved vacancies');
    expect(await within(dialog).findByText('Night security guard')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toEqual([8]);
  });

  it('sends one batch when called twice at once', async () => {
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify([8]));
    login();
    const api = fakeApi({
      [`POST ${PATHS.favoritesSaveBatch}`]: () =>
        json({ ids: [8], saved: [8], notFitting: [], skipped: [] }),
    });
    await Promise.all([mergeVisitorFavorites(), mergeVisitorFavorites()]);
    expect(api.to('POST', PATHS.favoritesSaveBatch)).toHaveLength(1);
  });
});

describe('/favorites tab', () => {
  it('lists the server favourites; an expired one shows its message and no book button', async () => {
    login();
    fakeApi({
      [`GET ${PATHS.favoritesDetail}`]: () =>
        json([
          favorite({
            jobOfferId: 1,
            jobOfferTitle: 'Chef',
            salary: 15000,
            salaryTypeName: 'month',
          }),
          favorite({ jobOfferId: 2, jobOfferTitle: 'Old waiter', isValid: 0 }),
        ]),
    });
    renderWithProviders(<FavoritesPage />);
    const chef = await screen.findByRole('article', { name: 'Chef' });
    expect(chef).toHaveTextContent('$15,000/month');
    expect(within(chef).getByRole('link', { name: 'Book an interview' })).toHaveAttribute(
      'href',
      '/job-service/make-appointment?jobOfferId=1&type=local',
    );
    const old = screen.getByRole('article', { name: 'Old waiter' });
    expect(within(old).getByRole('note')).toHaveTextContent('This vacancy has expired');
    expect(within(old).queryByRole('link', { name: 'Book an interview' })).toBeNull();
  });

  it('expands a favourite to its details, with the additional message only when shown', async () => {
    login();
    fakeApi({
      [`GET ${PATHS.favoritesDetail}`]: () =>
        json([
          favorite({
            jobOfferTitle: 'Chef',
            jobDescription: 'Cook Macanese dishes',
            additionalMessage: 'Bring certificates',
            isShowAdditionalMessage: 1,
            needCv: 1,
            hashTag: ['Meals'],
          }),
          favorite({
            jobOfferTitle: 'Cleaner',
            additionalMessage: 'Hidden note',
            isShowAdditionalMessage: 0,
          }),
        ]),
    });
    renderWithProviders(<FavoritesPage />);
    const head = await screen.findByRole('button', { name: /Chef/ });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Cook Macanese dishes')).toBeNull();
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Cook Macanese dishes')).toBeInTheDocument();
    expect(screen.getByText('Bring certificates')).toBeInTheDocument();
    expect(screen.getByText('CV required')).toBeInTheDocument();
    expect(screen.getByText('#Meals')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Cleaner/ }));
    expect(screen.queryByText('Hidden note')).toBeNull();
  });

  it('removes a favourite on the server and from the list', async () => {
    login();
    let saved = [
      favorite({ jobOfferId: 1, jobOfferTitle: 'Chef' }),
      favorite({ jobOfferId: 2, jobOfferTitle: 'Guard' }),
    ];
    const api = fakeApi({
      [`GET ${PATHS.favoritesDetail}`]: () => json(saved),
      [`DELETE ${PATHS.favorites}`]: (call) => {
        saved = saved.filter((f) => f.jobOfferId !== Number(call.query.get('jobOfferId')));
        return json(saved.map((f) => f.jobOfferId));
      },
    });
    renderWithProviders(<FavoritesPage />);
    const chef = await screen.findByRole('article', { name: 'Chef' });
    await userEvent.click(within(chef).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chef' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Guard' })).toBeInTheDocument();
    expect(api.to('DELETE', PATHS.favorites)[0].query.get('jobOfferId')).toBe('1');
  });

  it('shows the not-resident result to a logged-in non-resident', async () => {
    login();
    fakeApi({ [`GET ${PATHS.favoritesDetail}`]: () => apiError('BE_NOT_RESIDENT', 403) });
    renderWithProviders(<FavoritesPage />);
    expect(await screen.findByRole('region', { name: 'No local account' })).toBeInTheDocument();
  });

  it('shows a visitor the vacancies kept on this device, and removes them there', async () => {
    localStorage.setItem(STORAGE_KEYS.visitorFavorites, JSON.stringify([7, 9]));
    fakeApi({
      [`GET ${buildPath(PATHS.jobOffer, { id: 7 })}`]: () =>
        json(jobOfferDetail({ id: 7, jobOfferTitle: 'Barista' })),
      [`GET ${buildPath(PATHS.jobOffer, { id: 9 })}`]: () =>
        apiError('BE_JOBOFFER_INVALID', 404, [9]),
    });
    renderWithProviders(<FavoritesPage />);
    expect(screen.getByRole('region', { name: 'Saved on this device' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Barista' })).toBeInTheDocument();
    expect(await screen.findByText('This vacancy no longer exists.')).toBeInTheDocument();

    const barista = screen.getByRole('article', { name: 'Barista' });
    await userEvent.click(within(barista).getByRole('button', { name: 'Remove' }));
    expect(stored()).toEqual([9]);
    expect(screen.queryByRole('article', { name: 'Barista' })).toBeNull();
  });
});
