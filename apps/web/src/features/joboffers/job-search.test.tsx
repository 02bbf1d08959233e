import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { PATHS, SUGGESTION_PATHS, type JobOfferCard } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json, pending, type Call } from '@/test/fake-api.ts';
import { jobOfferCard } from '@/test/vacancy-factories.ts';
import { JobListPage } from './pages/job-list-page.tsx';

const page = (content: JobOfferCard[]) => json({ content, totalElements: content.length });

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderJobList(route = '/job-service/job-list?type=local') {
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
    { route },
  );
}

const common = {
  [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
  [`GET ${PATHS.topKeywords}`]: () => json(['保安', '廚師']),
  [`GET ${SUGGESTION_PATHS.jobOfferSuggestions}`]: () => json([]),
  [`GET ${PATHS.localVacancy}`]: () => page([jobOfferCard({ jobOfferTitle: 'Any vacancy' })]),
  [`GET ${PATHS.references}`]: () =>
    json({
      EDUCATION: [
        {
          id: 4,
          name: 'Senior secondary',
          nameCn: '高中',
          namePt: 'Secundário',
          nameEn: 'Senior secondary',
          isActive: 1,
          extraInfo: null,
        },
        {
          id: 10,
          name: 'Foundation year',
          nameCn: '預科',
          namePt: 'Preparatório',
          nameEn: 'Foundation year',
          isActive: 0,
          extraInfo: null,
        },
      ],
    }),
};

async function search(keyword: string) {
  const field = screen.getByRole('combobox', { name: 'Search vacancies' });
  await userEvent.clear(field);
  await userEvent.type(field, keyword);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('job list search', () => {
  it('cancels the earlier search request when a new search starts', async () => {
    const cookRequests: Call[] = [];
    const api = fakeApi({
      ...common,
      [`GET ${PATHS.localVacancySearch}`]: (call) => {
        if (call.query.get('keyword') === 'cook') {
          cookRequests.push(call);
          return pending(call).promise;
        }
        return page([jobOfferCard({ jobOfferTitle: 'Chef vacancy' })]);
      },
    });
    renderJobList();
    await screen.findByText('Any vacancy');

    await search('cook');
    await waitFor(() => expect(cookRequests).toHaveLength(1));
    expect(cookRequests[0].signal?.aborted).toBe(false);

    await search('chef');
    expect(await screen.findByRole('heading', { name: 'Chef vacancy' })).toBeInTheDocument();
    expect(cookRequests[0].signal?.aborted).toBe(true);
    expect(api.to('GET', PATHS.localVacancySearch).map((c) => c.query.get('keyword'))).toEqual([
      'cook',
      'chef',
    ]);
    expect(screen.getByLabelText('address')).toHaveTextContent('keyword=chef');
  });

  it('never lets an older answer replace the newer one', async () => {
    let answerCook!: (response: Response) => void;
    fakeApi({
      ...common,
      [`GET ${PATHS.localVacancySearch}`]: (call) => {
        if (call.query.get('keyword') === 'cook') {
          // A server that answers late, even though the request was given up.
          return new Promise<Response>((resolve) => (answerCook = resolve));
        }
        return page([jobOfferCard({ jobOfferTitle: 'Chef vacancy' })]);
      },
    });
    renderJobList();
    await screen.findByText('Any vacancy');
    await search('cook');
    await waitFor(() => expect(answerCook).toBeTypeOf('function'));
    await search('chef');
    expect(await screen.findByRole('heading', { name: 'Chef vacancy' })).toBeInTheDocument();

    await act(async () => answerCook(page([jobOfferCard({ jobOfferTitle: 'Stale cook' })])));

    expect(screen.queryByText('Stale cook')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chef vacancy' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search vacancies' })).toHaveValue('chef');
  });

  it('searches a hot keyword when it is tapped', async () => {
    const api = fakeApi({
      ...common,
      [`GET ${PATHS.localVacancySearch}`]: () => page([jobOfferCard({ jobOfferTitle: '保安員' })]),
    });
    renderJobList();
    const hot = await screen.findByRole('navigation', { name: 'Hot searches' });
    await userEvent.click(within(hot).getByRole('button', { name: '保安' }));
    expect(await screen.findByRole('heading', { name: '保安員' })).toBeInTheDocument();
    expect(api.to('GET', PATHS.localVacancySearch)[0].query.get('keyword')).toBe('保安');
    expect(screen.getByRole('combobox', { name: 'Search vacancies' })).toHaveValue('保安');
  });

  it('keeps a search inside the chosen job class', async () => {
    const api = fakeApi({
      ...common,
      [`GET ${PATHS.localVacancySearch}`]: () => page([jobOfferCard({ jobOfferTitle: 'Chef' })]),
    });
    renderJobList('/job-service/job-list?type=local&groupId=3&id=301');
    await screen.findByText('Any vacancy');
    await search('chef');
    await screen.findByText('Chef');
    const query = api.to('GET', PATHS.localVacancySearch)[0].query;
    expect([query.get('categoryGroupId'), query.get('categoryId')]).toEqual(['3', '301']);
  });
});

describe('job list filters', () => {
  it('sends salary from/to in MOP, education and experience, and counts the filters set', async () => {
    const api = fakeApi({
      ...common,
      [`GET ${PATHS.localVacancySearch}`]: () =>
        page([jobOfferCard({ jobOfferTitle: 'Well paid' })]),
    });
    renderJobList('/job-service/job-list?type=local&keyword=廚師');
    await screen.findByText('Well paid');

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('form', { name: 'Filter vacancies' });
    await userEvent.type(within(panel).getByLabelText('From (MOP)'), '10000');
    await userEvent.type(within(panel).getByLabelText('To (MOP)'), '20000');
    const education = within(panel).getByLabelText('Education');
    await within(education).findByRole('option', { name: 'Senior secondary' });
    expect(within(education).queryByRole('option', { name: 'Foundation year' })).toBeNull();
    await userEvent.selectOptions(education, 'Senior secondary');
    await userEvent.selectOptions(
      within(panel).getByLabelText('Experience'),
      'Experience required',
    );
    await userEvent.type(
      within(panel).getByLabelText('Years of experience required, at most'),
      '2',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(api.to('GET', PATHS.localVacancySearch)).toHaveLength(2));
    const query = api.to('GET', PATHS.localVacancySearch)[1].query;
    expect(Object.fromEntries(query)).toMatchObject({
      keyword: '廚師',
      equivalentMonthlySalaryFrom: '10000',
      equivalentMonthlySalaryTo: '20000',
      typeEducationId: '4',
      experience: '1',
      experienceRequiredYears: '2',
      page: '0',
      size: '10',
    });
    expect(screen.getByRole('button', { name: 'Filter (5)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('refuses a salary "from" above "to" without asking the server', async () => {
    const api = fakeApi(common);
    renderJobList();
    await screen.findByText('Any vacancy');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.type(screen.getByLabelText('From (MOP)'), '30000');
    await userEvent.type(screen.getByLabelText('To (MOP)'), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      "The salary 'from' cannot be higher than 'to'",
    );
    expect(screen.getByLabelText('From (MOP)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('GET', PATHS.localVacancySearch)).toHaveLength(0);
  });

  it('refuses a salary that is not a whole amount', async () => {
    fakeApi(common);
    renderJobList();
    await screen.findByText('Any vacancy');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.type(screen.getByLabelText('From (MOP)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('whole amount from 0 to 1,000,000 MOP');
  });

  it('clears the filters and goes back to the class list', async () => {
    const api = fakeApi({
      ...common,
      [`GET ${PATHS.localVacancySearch}`]: () =>
        page([jobOfferCard({ jobOfferTitle: 'Filtered' })]),
    });
    renderJobList('/job-service/job-list?type=local&equivalentMonthlySalaryFrom=9000');
    await screen.findByText('Filtered');
    await userEvent.click(screen.getByRole('button', { name: 'Filter (1)' }));
    expect(screen.getByLabelText('From (MOP)')).toHaveValue('9000');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Any vacancy')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).not.toHaveTextContent('equivalentMonthlySalaryFrom');
    expect(api.to('GET', PATHS.localVacancy)).toHaveLength(1);
  });
});
