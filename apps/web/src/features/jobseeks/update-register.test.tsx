import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, failingOnce, fakeApi, json, type Call } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import {
  jobAssistance,
  jobAssistanceOptions,
  registrationReferences,
} from '@/test/jobseek-factories.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ROUTES } from '@/shared/paths.ts';
import { UpdateRegisterPage } from './pages/update-register-page.tsx';

vi.mock('@/shared/lib/error-toast.ts', () => ({ showErrorToast: vi.fn() }));

function Where() {
  const { pathname } = useLocation();
  return <p>At {pathname}</p>;
}

function renderAt(route: string, before: string[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.updateRegister} element={<UpdateRegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, before },
  );
}

/** The minimum-wage check as the server answers it: below MOP 7,280 a month is refused. */
function minimumSalary(call: Call) {
  const body = call.body as { salaryAmount: number; typeSalaryId: number; isDisability: number };
  if (body.isDisability === 1) return json({ minimumAmount: null, exempt: true });
  const minimum = body.typeSalaryId === 1 ? 7280 : 35;
  if (body.salaryAmount < minimum)
    return apiError('BE_SALARY_BELOW_MINIMUM', 400, [
      minimum,
      body.typeSalaryId === 1 ? 'month' : 'hour',
    ]);
  return json({ minimumAmount: minimum, exempt: false });
}

function serve({
  latest = () => apiError('NOT_FOUND', 404),
  options = jobAssistanceOptions(),
}: { latest?: (call: Call) => Response; options?: ReturnType<typeof jobAssistanceOptions> } = {}) {
  return fakeApi({
    [`GET ${PATHS.jobAssistance}`]: latest,
    [`GET ${PATHS.jobAssistanceOptions}`]: () => json(options),
    [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    [`POST ${PATHS.minimumSalary}`]: minimumSalary,
    [`POST ${PATHS.jobAssistance}`]: () => json({ jobSeekId: 8, entNo: 'JS20261122-000008' }),
    [`PUT ${PATHS.jobAssistance}`]: () => json({ jobSeekId: 7, entNo: 'JS20261101-000007' }),
  });
}

const input = (name: string) => screen.getByLabelText(name);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const messageOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

async function fillValidForm() {
  await userEvent.selectOptions(await screen.findByLabelText('Employment status'), 'Employed');
  await userEvent.selectOptions(input('Reason for registering'), 'Looking for a first job');
  await userEvent.click(screen.getByRole('radio', { name: 'Can work shifts' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Taipa' }));
  const job = screen.getByRole('group', { name: 'Wanted job 1' });
  await userEvent.selectOptions(within(job).getByLabelText('Job title'), 'Cook');
  await userEvent.selectOptions(within(job).getByLabelText('Salary type'), 'Monthly');
  await userEvent.type(within(job).getByLabelText('Wanted salary (MOP)'), '9000');
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
  vi.mocked(showErrorToast).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the registration form (/cv-form/update-register)', () => {
  it('says so when the registration cannot be read, and reads it again on retry', async () => {
    serve({ latest: failingOnce(() => apiError('NOT_FOUND', 404)) });
    renderAt('/cv-form/update-register');
    await retryFailedLoad();
    expect(
      await screen.findByRole('heading', { name: 'Registration details' }),
    ).toBeInTheDocument();
  });

  it('shows every missing field next to it and sends nothing', async () => {
    const api = serve();
    renderAt('/cv-form/update-register');
    await screen.findByRole('heading', { name: 'Registration details' });
    await next();
    const required = 'This field is required';
    for (const label of ['Employment status', 'Reason for registering'])
      await waitFor(() => expect(messageOf(input(label))).toBe(required));
    const job = screen.getByRole('group', { name: 'Wanted job 1' });
    expect(messageOf(within(job).getByLabelText('Job title'))).toBe(
      'Choose at least one option or fill in the field',
    );
    expect(messageOf(within(job).getByLabelText('Wanted salary (MOP)'))).toBe(required);
    expect(messageOf(within(job).getByLabelText('Salary type'))).toBe(required);
    for (const legend of ['Shift work', 'Where you want to work', 'Receive recommended vacancies?'])
      expect(screen.getByRole('group', { name: legend })).toHaveTextContent(required);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // Disabled options are shown, never choosable (spec §5).
    expect(screen.getByRole('checkbox', { name: 'Coloane (no longer offered)' })).toBeDisabled();
    expect(
      within(job).getByRole('option', { name: 'Piece rate (no longer offered)' }),
    ).toBeDisabled();
  });

  it('asks for the unemployed option, year and month, and the other reason in words', async () => {
    serve();
    renderAt('/cv-form/update-register');
    await userEvent.selectOptions(await screen.findByLabelText('Employment status'), 'Unemployed');
    await userEvent.selectOptions(input('Reason for registering'), 'Other');
    await next();
    for (const label of [
      'Reason out of work',
      'Out of work since (year)',
      'Out of work since (month)',
      'Other reason (please state)',
    ])
      await waitFor(() => expect(messageOf(input(label))).toBe('This field is required'));
    await userEvent.type(input('Out of work since (year)'), '1900');
    await next();
    await waitFor(() =>
      expect(messageOf(input('Out of work since (year)'))).toBe('Cannot be less than 1950'),
    );
    await userEvent.clear(input('Out of work since (year)'));
    await userEvent.type(input('Out of work since (year)'), String(new Date().getFullYear() + 1));
    await userEvent.selectOptions(input('Out of work since (month)'), '1');
    await next();
    await waitFor(() =>
      expect(messageOf(input('Out of work since (year)'))).toBe(
        'The date cannot be later than today',
      ),
    );
  });

  it('refuses a wanted salary below the minimum wage with the server message, then goes on', async () => {
    const api = serve();
    renderAt('/cv-form/update-register');
    await fillValidForm();
    const job = screen.getByRole('group', { name: 'Wanted job 1' });
    const salary = within(job).getByLabelText('Wanted salary (MOP)');
    await userEvent.clear(salary);
    await userEvent.type(salary, '5000');
    await userEvent.tab();
    const refusal = 'The wanted salary is below the statutory minimum wage: MOP 7,280 per month';
    await waitFor(() => expect(messageOf(salary)).toBe(refusal));
    expect(api.to('POST', PATHS.minimumSalary).at(-1)?.body).toEqual({
      typeSalaryId: 1,
      salaryAmount: 5000,
      typeJobTitleId: 1,
      textJobTitle: null,
      isDisability: 0,
    });
    await next();
    await waitFor(() => expect(messageOf(salary)).toBe(refusal));
    expect(screen.queryByRole('heading', { name: 'Confirm your details' })).toBeNull();

    await userEvent.clear(salary);
    await userEvent.type(salary, '8000');
    await userEvent.tab();
    await waitFor(() => expect(messageOf(salary)).toBeUndefined());
    await next();
    const confirm = await screen.findByRole('region', { name: 'Confirm your details' });
    expect(within(confirm).getByText('Cook: $8,000 (Monthly)')).toBeInTheDocument();
    expect(within(confirm).getByText('Taipa')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'Registration submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Application number: JS20261122-000008')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Processing.');
    expect(api.to('POST', PATHS.jobAssistance)[0].body).toEqual({
      typeEmploymentStatusId: 1,
      typeUnemployedId: null,
      unemployedYear: null,
      unemployedMonth: null,
      latestJobTitleText: null,
      latestJobSalaryAmount: null,
      latestJobSalaryTypeId: null,
      typeRegReasonId: 1,
      otherRegReason: null,
      canShift: 1,
      jobSeekLocationList: [{ typeJobSeekLocationId: 2 }],
      jobDetailRequest: null,
      jobSeekJobTitleList: [
        { typeJobTitleId: 1, textJobTitle: null, salaryAmount: 8000, typeSalaryId: 1 },
      ],
      needVagaRecommendVacancy: 0,
      notificationMethodList: [2],
      notificationTypeList: [],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('At /referral-service')).toBeInTheDocument();
  });

  it('does not refuse a low salary of a seeker with a disability', async () => {
    const api = serve({ options: jobAssistanceOptions({ isDisability: 1 }) });
    renderAt('/cv-form/update-register');
    await fillValidForm();
    const salary = within(screen.getByRole('group', { name: 'Wanted job 1' })).getByLabelText(
      'Wanted salary (MOP)',
    );
    await userEvent.clear(salary);
    await userEvent.type(salary, '3000');
    await next();
    expect(await screen.findByRole('region', { name: 'Confirm your details' })).toBeInTheDocument();
    expect(
      api
        .to('POST', PATHS.minimumSalary)
        .every((call) => (call.body as { isDisability: number }).isDisability === 1),
    ).toBe(true);
  });

  it('prefills the valid registration, updates it with PUT and goes back with goTo=-1', async () => {
    const api = serve({ latest: () => json(jobAssistance()) });
    renderAt('/cv-form/update-register?goTo=-1', ['/job-service/make-appointment']);
    expect(
      await screen.findByText('Update the details of registration JS20261101-000007'),
    ).toBeInTheDocument();
    expect(input('Employment status')).toHaveValue('2');
    expect(input('Out of work since (year)')).toHaveValue('2026');
    expect(input('Latest job title')).toHaveValue('Line cook');
    expect(screen.getByRole('checkbox', { name: 'Macao Peninsula' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Registration updated' }),
    ).toBeInTheDocument();
    expect(api.to('PUT', PATHS.jobAssistance)).toHaveLength(1);
    expect(api.to('POST', PATHS.jobAssistance)).toHaveLength(0);
    expect(api.to('PUT', PATHS.jobAssistance)[0].body).toMatchObject({
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 9,
      latestJobSalaryAmount: 11000,
      latestJobSalaryTypeId: 1,
      jobDetailRequest: 'Near a bus stop',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('At /job-service/make-appointment')).toBeInTheDocument();
  });

  it('registers again with POST, prefilled, after the last registration expired', async () => {
    const api = serve({
      latest: () =>
        json(jobAssistance({ state: 3, stateDesc: 'Expired', currentJobSeekIsValid: 0 })),
    });
    renderAt('/cv-form/update-register');
    expect(await screen.findByLabelText('Employment status')).toHaveValue('2');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Registration submitted' }),
    ).toBeInTheDocument();
    expect(api.to('POST', PATHS.jobAssistance)).toHaveLength(1);
  });

  it('shows the catalogue error of a refused registration and stays on the confirm step', async () => {
    fakeApi({
      [`GET ${PATHS.jobAssistance}`]: () => apiError('NOT_FOUND', 404),
      [`GET ${PATHS.jobAssistanceOptions}`]: () => json(jobAssistanceOptions()),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
      [`POST ${PATHS.minimumSalary}`]: minimumSalary,
      [`POST ${PATHS.jobAssistance}`]: () => apiError('BE_EXIST_VALID_JOBSEEK_SERVICE', 409),
    });
    renderAt('/cv-form/update-register');
    await fillValidForm();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(showErrorToast).toHaveBeenCalled());
    expect(vi.mocked(showErrorToast).mock.calls[0][0]).toMatchObject({
      code: 'BE_EXIST_VALID_JOBSEEK_SERVICE',
    });
    expect(screen.getByRole('region', { name: 'Confirm your details' })).toBeInTheDocument();
  });

  it('brings a field the server refuses back to the form, next to the field', async () => {
    fakeApi({
      [`GET ${PATHS.jobAssistance}`]: () => apiError('NOT_FOUND', 404),
      [`GET ${PATHS.jobAssistanceOptions}`]: () => json(jobAssistanceOptions()),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
      [`POST ${PATHS.minimumSalary}`]: minimumSalary,
      [`POST ${PATHS.jobAssistance}`]: () =>
        apiError('BE_REFERENCE_OPTION_INACTIVE', 400, [
          'Taipa',
          'body.jobSeekLocationList.0.typeJobSeekLocationId',
        ]),
    });
    renderAt('/cv-form/update-register');
    await fillValidForm();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('A disabled option cannot be chosen: Taipa'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('does not open the form while the registration is under review', async () => {
    serve({
      latest: () => json(jobAssistance({ state: 1, stateDesc: 'Processing' })),
      options: jobAssistanceOptions({
        selfJobSeekOption: { disableCreateUpdate: 1, showUpdateTip: 1 },
      }),
    });
    renderAt('/cv-form/update-register');
    expect(
      await screen.findByRole('heading', { name: 'Registration being processed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the registration' })).toHaveAttribute(
      'href',
      '/referral-service',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
