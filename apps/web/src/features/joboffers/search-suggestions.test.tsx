import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { PATHS, SUGGESTION_PATHS, type JobOfferSuggestion } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json, pending, type Call } from '@/test/fake-api.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { JobListPage } from './pages/job-list-page.tsx';

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderJobList() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/job-service/job-list"
        element={
          <>
            <JobListPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route: '/job-service/job-list?type=local' },
  );
}

const COZ: JobOfferSuggestion[] = [
  { text: 'Cozinheiro', kind: 'JOB_TITLE', id: 1201 },
  { text: 'Cozinha', kind: 'JOB_CLASS', id: 12 },
  { text: 'Ajudante de cozinha', kind: 'JOB_TITLE', id: 1207 },
];

function api(suggest: (call: Call) => Response | Promise<Response> = () => json(COZ)) {
  return fakeApi({
    [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
    [`GET ${PATHS.topKeywords}`]: () => json([]),
    [`GET ${PATHS.localVacancy}`]: () =>
      json({ content: [jobOfferCard({ jobOfferTitle: 'Any vacancy' })], totalElements: 1 }),
    [`GET ${PATHS.localVacancySearch}`]: (call) =>
      json({
        content: [jobOfferCard({ jobOfferTitle: `Found ${call.query.get('keyword')}` })],
        totalElements: 1,
      }),
    [`GET ${SUGGESTION_PATHS.jobOfferSuggestions}`]: suggest,
  });
}

const field = () => screen.getByRole('combobox', { name: 'Search vacancies' });

async function typeAndWaitForList(text: string) {
  await userEvent.type(field(), text);
  return screen.findByRole('listbox', { name: 'Suggestions' });
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('search suggestions', () => {
  it('lists the suggestions of what was typed once typing pauses, as a combobox', async () => {
    const server = api();
    renderJobList();
    await screen.findByText('Any vacancy');
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    const list = await typeAndWaitForList('cozi');
    expect(
      server.to('GET', SUGGESTION_PATHS.jobOfferSuggestions).map((c) => c.query.get('keyword')),
    ).toEqual(['cozi']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'CozinheiroJob title',
      'CozinhaJob class',
      'Ajudante de cozinhaJob title',
    ]);
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('asks nothing for two letters or one Chinese character', async () => {
    const server = api();
    renderJobList();
    await screen.findByText('Any vacancy');
    await userEvent.type(field(), 'co');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.clear(field());
    await userEvent.type(field(), '廚');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.to('GET', SUGGESTION_PATHS.jobOfferSuggestions)).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrows and searches the one chosen with Enter', async () => {
    const server = api();
    renderJobList();
    await screen.findByText('Any vacancy');
    const list = await typeAndWaitForList('coz');
    const options = within(list).getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1].id);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Found Cozinha' })).toBeInTheDocument();
    expect(field()).toHaveValue('Cozinha');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('address')).toHaveTextContent('keyword=Cozinha');
    expect(server.to('GET', PATHS.localVacancySearch).map((c) => c.query.get('keyword'))).toEqual([
      'Cozinha',
    ]);
  });

  it('closes with Escape and opens again with ArrowDown; Enter without a choice searches the text', async () => {
    api();
    renderJobList();
    await screen.findByText('Any vacancy');
    await typeAndWaitForList('coz');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('coz');

    await userEvent.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Found coz' })).toBeInTheDocument();
  });

  it('searches a suggestion when it is clicked', async () => {
    api();
    renderJobList();
    await screen.findByText('Any vacancy');
    const list = await typeAndWaitForList('coz');
    await userEvent.click(within(list).getByRole('option', { name: /Ajudante de cozinha/ }));
    expect(
      await screen.findByRole('heading', { name: 'Found Ajudante de cozinha' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('cancels the request of a keyword typed further', async () => {
    const calls: Call[] = [];
    api((call) => {
      calls.push(call);
      return call.query.get('keyword') === 'coz' ? pending(call).promise : json(COZ.slice(0, 1));
    });
    renderJobList();
    await screen.findByText('Any vacancy');
    await userEvent.type(field(), 'coz');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].signal?.aborted).toBe(false);

    const list = await typeAndWaitForList('i');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(calls.map((c) => c.query.get('keyword'))).toEqual(['coz', 'cozi']);
    expect(calls[0].signal?.aborted).toBe(true);
  });
});
