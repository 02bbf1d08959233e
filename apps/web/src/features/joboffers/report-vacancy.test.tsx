import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toast from 'antd-mobile/es/components/toast';
import { Route, Routes } from 'react-router';
import { buildPath, PATHS, REPORT_PATHS } from '@vaga/contract';
import { axeViolations } from '@/test/axe.ts';
import { submitWithinLimit } from '@/test/forms.ts';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { jobOfferDetail } from '@/test/vacancy-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { checkReport } from './lib/report-checks.ts';
import { JobListPage } from './pages/job-list-page.tsx';

const ID = 7;
const REPORTS = buildPath(REPORT_PATHS.jobOfferReports, { id: ID });

function serve(extra: Parameters<typeof fakeApi>[0] = {}, offer = jobOfferDetail({ id: ID })) {
  return fakeApi({
    [`GET ${PATHS.localVacancyCatalog}`]: () => json([]),
    [`GET ${PATHS.topKeywords}`]: () => json([]),
    [`GET ${PATHS.localVacancy}`]: () => json({ content: [], totalElements: 0 }),
    [`GET ${buildPath(PATHS.jobOffer, { id: ID })}`]: () => json(offer),
    ...extra,
  });
}

/** The vacancy's detail over the job list, as a visitor (nobody logged in) opens it. */
async function openDetail(title = 'Cook 7') {
  renderWithProviders(
    <Routes>
      <Route path="/job-service/job-list" element={<JobListPage />} />
    </Routes>,
    { route: `/job-service/job-list?type=local&detail=${ID}` },
  );
  return screen.findByRole('dialog', { name: title });
}

/** Opens the report form from the detail (it loads on this first tap). */
async function openReport() {
  const detail = await openDetail();
  await userEvent.click(within(detail).getByRole('button', { name: 'Report this vacancy' }));
  return screen.findByRole('dialog', { name: 'Report this vacancy' });
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Toast.clear();
});

describe('the report checks', () => {
  it('need a reason, a text for other, and at most 500 characters', () => {
    expect(checkReport({ reason: null, text: '' })).toEqual({ reason: 'validation.choice' });
    expect(checkReport({ reason: 'OTHER', text: '  ' })).toEqual({ text: 'validation.required' });
    expect(checkReport({ reason: 'NOT_REAL', text: 'x'.repeat(501) })).toEqual({
      text: 'validation.maxLength|500',
    });
    expect(checkReport({ reason: 'NOT_REAL', text: '' })).toEqual({});
    expect(checkReport({ reason: 'OTHER', text: 'x'.repeat(500) })).toEqual({});
  });
});

describe('reporting a vacancy', () => {
  it('asks for a reason, a text for other, at most 500 characters, then sends it and thanks', async () => {
    const api = serve({ [`POST ${REPORTS}`]: () => json({ reported: true }) });
    const form = await openReport();
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'It asks for money',
      'The salary is misleading',
      'It is not a real job',
      'It is discriminatory',
      'Other',
    ]);
    expect(await axeViolations(form)).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(within(form).getByText('Choose one of the options')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: 'Other' }));
    expect(within(form).queryByText('Choose one of the options')).toBeNull();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    const text = within(form).getByRole('textbox', { name: 'Details (required for Other)' });
    expect(text).toHaveAttribute('aria-invalid', 'true');

    await submitWithinLimit(form, text, {
      submit: 'Send the report',
      sent: () => api.to('POST', REPORTS),
      value: '  They want a deposit for the uniform ',
    });
    expect(await screen.findByText('Thank you, staff will check this vacancy')).toBeInTheDocument();
    expect(api.to('POST', REPORTS)[0]?.body).toEqual({
      reason: 'OTHER',
      text: 'They want a deposit for the uniform',
    });
    // The form closes; the detail stays, the focus back on the button.
    expect(screen.queryByRole('dialog', { name: 'Report this vacancy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report this vacancy' })).toHaveFocus();
  });

  it('sends a reason with no text, the text being optional but for other', async () => {
    const api = serve({ [`POST ${REPORTS}`]: () => json({ reported: true }) });
    const form = await openReport();
    await userEvent.click(within(form).getByRole('radio', { name: 'It asks for money' }));
    expect(within(form).getByRole('textbox', { name: 'Details (optional)' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(api.to('POST', REPORTS)).toHaveLength(1));
    expect(api.to('POST', REPORTS)[0]?.body).toEqual({ reason: 'ASKS_FOR_MONEY', text: '' });
    expect(await screen.findByText('Thank you, staff will check this vacancy')).toBeInTheDocument();
  });

  it('shows "already reported" as the catalogue toast and closes the form', async () => {
    serve({ [`POST ${REPORTS}`]: () => apiError('BE_JOBOFFER_ALREADY_REPORTED', 409) });
    const form = await openReport();
    await userEvent.click(within(form).getByRole('radio', { name: 'It is not a real job' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('You have already reported this vacancy', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report this vacancy' })).toBeNull();
  });

  it.each([
    [
      'BE_JOBOFFER_REPORTS_ENOUGH',
      409,
      'This vacancy has already been reported enough today and is waiting for staff review',
    ],
    ['BE_JOBOFFER_REPORT_LIMIT', 429, 'An account can report at most 10 vacancies a day'],
  ] as const)(
    'shows the daily cap %s as the catalogue toast and closes the form',
    async (code, status, message) => {
      serve({ [`POST ${REPORTS}`]: () => apiError(code, status, [10]) });
      const form = await openReport();
      await userEvent.click(within(form).getByRole('radio', { name: 'It is not a real job' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
      expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Report this vacancy' })).toBeNull();
    },
  );

  it('keeps the form after "too many requests", to try later', async () => {
    serve({ [`POST ${REPORTS}`]: () => apiError('TOO_MANY_REQUESTS', 429) });
    const form = await openReport();
    await userEvent.click(within(form).getByRole('radio', { name: 'It is discriminatory' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('Too many requests; please try later', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this vacancy' })).toBeInTheDocument();
  });

  it('closes with Escape or Cancel, leaving the detail open', async () => {
    const api = serve();
    const form = await openReport();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Report this vacancy' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cook 7' })).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Report this vacancy' }));
    const again = await screen.findByRole('dialog', { name: 'Report this vacancy' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Report this vacancy' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cook 7' })).toBeInTheDocument();
    expect(api.to('POST', REPORTS)).toHaveLength(0);
  });

  it('is not offered for an expired vacancy', async () => {
    serve({}, jobOfferDetail({ id: ID, jobOfferTitle: 'Old job', isValid: 0 }));
    const detail = await openDetail('Old job');
    expect(within(detail).queryByRole('button', { name: 'Report this vacancy' })).toBeNull();
  });
});
