import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toast from 'antd-mobile/es/components/toast';
import { POSTING_PATHS } from '@vaga/contract';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import {
  formHandlers,
  POSTING_ID,
  postingApi,
  postingDetail,
  postingValues,
  renderPostingPages,
} from '@/test/console/posting-fixtures.tsx';

/** Types a whole value at once (one change event). */
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

async function openNewForm() {
  renderPostingPages('/employer/vacancies/new');
  const form = await screen.findByRole('form', { name: 'The new vacancy' });
  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  return { form, field };
}

const TITLE_CN = 'Title in words (Chinese), required without a title from the list';

/** Every required field but the title, with valid values. */
async function fillRequired(field: (label: string) => HTMLElement) {
  await userEvent.selectOptions(field('Job class'), 'Catering');
  await userEvent.selectOptions(field('Subcategory'), 'Kitchen');
  fill(field('Salary (MOP)'), '12000');
  await userEvent.selectOptions(field('Salary type'), 'Monthly');
  fill(field('Working area (Chinese)'), '氹仔');
  fill(field('Working time (Chinese)'), '早上九時至下午六時');
  fill(field('Description (Chinese)'), '負責廚房工作');
  fill(field('Contact name (Chinese)'), '陳先生');
  fill(field('Contact phone (Macao)'), '28888888');
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
  // The minimum wage in force on this day: MOP 7,280 a month, 35 an hour.
  vi.useFakeTimers({
    toFake: ['Date'],
    now: new Date('2026-11-20T04:00:00.000Z'),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Toast.clear();
});

describe('posting a vacancy', () => {
  it('refuses an empty form: the Chinese title without a listed one, the Chinese texts', async () => {
    const api = fakeApi(formHandlers);
    const { form, field } = await openNewForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    for (const label of [
      TITLE_CN,
      'Job class',
      'Subcategory',
      'Salary (MOP)',
      'Salary type',
      'Working area (Chinese)',
      'Description (Chinese)',
      'Contact name (Chinese)',
      'Contact phone (Macao)',
    ])
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
    expect(field(TITLE_CN)).toHaveAccessibleDescription('This field is required');
    // Optional texts are not asked for.
    expect(field('Experience wanted (Chinese, optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Education (optional)')).not.toHaveAttribute('aria-invalid');

    // A title from the list is enough: no typed Chinese title is needed then.
    fill(field('Find a job title in the list'), 'guard');
    const titles = field('Job title from the list');
    expect(within(titles).queryByRole('option', { name: 'Cook' })).toBeNull();
    await userEvent.selectOptions(titles, 'Security guard');
    await vi.waitFor(() => expect(field(TITLE_CN)).not.toHaveAttribute('aria-invalid'));
    expect(api.to('POST', POSTING_PATHS.consolePostings)).toHaveLength(0);
  });

  it('refuses a salary below the minimum wage of its type, a bad phone and bad numbers', async () => {
    const api = fakeApi(formHandlers);
    const { form, field } = await openNewForm();
    await fillRequired(field);
    fill(field(TITLE_CN), '廚師');
    fill(field('Salary (MOP)'), '7000');
    fill(field('Contact phone (Macao)'), '1234');
    fill(field('Number of positions'), '0');
    fill(field('Hashtags (Chinese, optional), up to 5, separated by spaces'), '一 二 三 四 五 六');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(field('Salary (MOP)')).toHaveAccessibleDescription(
      'The salary offered is below the statutory minimum wage: MOP 7,280 per month',
    );
    expect(field('Contact phone (Macao)')).toHaveAccessibleDescription(
      'Enter an 8-digit Macao phone number',
    );
    expect(field('Number of positions')).toHaveAccessibleDescription('Cannot be less than 1');
    expect(
      field('Hashtags (Chinese, optional), up to 5, separated by spaces'),
    ).toHaveAccessibleDescription('At most 5 items');

    // The minimum follows the salary type: 7000 a day is well above it; 30 an hour is not.
    await userEvent.selectOptions(field('Salary type'), 'Daily');
    await vi.waitFor(() => expect(field('Salary (MOP)')).not.toHaveAttribute('aria-invalid'));
    await userEvent.selectOptions(field('Salary type'), 'Hourly');
    fill(field('Salary (MOP)'), '30');
    await vi.waitFor(() =>
      expect(field('Salary (MOP)')).toHaveAccessibleDescription(
        'The salary offered is below the statutory minimum wage: MOP 35 per hour',
      ),
    );
    fill(field('Salary (MOP)'), '35');
    await vi.waitFor(() => expect(field('Salary (MOP)')).not.toHaveAttribute('aria-invalid'));
    // A piece rate has no statutory minimum.
    await userEvent.selectOptions(field('Salary type'), 'Piece rate');
    fill(field('Salary (MOP)'), '1');
    await vi.waitFor(() => expect(field('Salary type')).not.toHaveAttribute('aria-invalid'));
    expect(field('Salary (MOP)')).not.toHaveAttribute('aria-invalid');
    expect(api.to('POST', POSTING_PATHS.consolePostings)).toHaveLength(0);
  });

  it('submits a vacancy with a Chinese title only, then opens it', async () => {
    const api = fakeApi({
      ...formHandlers,
      [`POST ${POSTING_PATHS.consolePostings}`]: () =>
        json(postingDetail({ status: 'PENDING', jobOfferId: null, title: '廚房助理' })),
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(postingDetail({ status: 'PENDING', jobOfferId: null, title: '廚房助理' })),
    });
    const { form, field } = await openNewForm();
    await fillRequired(field);
    fill(field(TITLE_CN), ' 廚房助理 ');
    fill(field('Hashtags (Chinese, optional), up to 5, separated by spaces'), '#廚房, 包膳食');
    await userEvent.click(within(form).getByRole('radio', { name: 'Yes' }));
    fill(field('Most interview requests at once (optional)'), '30');
    await userEvent.click(within(form).getByText('Portuguese and English texts (optional)'));
    fill(field('Title in words (English, optional)'), 'Kitchen assistant');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByRole('heading', { name: '廚房助理', level: 2 })).toBeInTheDocument();
    const [call] = api.to('POST', POSTING_PATHS.consolePostings);
    expect(call?.body).toEqual({
      submit: true,
      values: {
        typeJobTitleId: null,
        title: { cn: ' 廚房助理 ', pt: '', en: 'Kitchen assistant' },
        categoryGroupId: 1,
        categoryId: 11,
        salaryAmount: 12000,
        typeSalaryId: 1,
        typeEducationId: null,
        experienceRequiredYears: 0,
        experience: { cn: '', pt: '', en: '' },
        workingArea: { cn: '氹仔', pt: '', en: '' },
        workingTime: { cn: '早上九時至下午六時', pt: '', en: '' },
        description: { cn: '負責廚房工作', pt: '', en: '' },
        additionalMessage: { cn: '', pt: '', en: '' },
        hashtags: { cn: ['廚房', '包膳食'], pt: [], en: [] },
        needCv: 1,
        positions: 1,
        contactName: { cn: '陳先生', pt: '', en: '' },
        contactPhone: '28888888',
        maxActiveInterviews: 30,
        requirements: { languages: [], drivingSkillIds: [], skillIds: [] },
      },
    });
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
  });

  it("shows the server's refusal of a field on that field, and opens the other languages", async () => {
    let answer = apiError('VALIDATION_FAIL', 400, [
      'body.values.description.pt',
      'validation.unsafeText',
    ]);
    fakeApi({
      ...formHandlers,
      [`POST ${POSTING_PATHS.consolePostings}`]: () => answer,
    });
    const { form, field } = await openNewForm();
    await fillRequired(field);
    await userEvent.selectOptions(field('Job title from the list'), 'Cook');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const description = await within(form).findByLabelText('Description (Portuguese, optional)');
    await vi.waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toBeVisible();

    answer = apiError('BE_VACANCY_SALARY_BELOW_MINIMUM', 400, [7280, 'month']);
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() =>
      expect(field('Salary (MOP)')).toHaveAccessibleDescription(
        'The salary offered is below the statutory minimum wage: MOP 7,280 per month',
      ),
    );
  });

  it('shows any other refusal as the catalogue toast', async () => {
    fakeApi({
      ...formHandlers,
      [`POST ${POSTING_PATHS.consolePostings}`]: () => apiError('FORBIDDEN_ROLE', 403),
    });
    const { form, field } = await openNewForm();
    await fillRequired(field);
    fill(field(TITLE_CN), '廚師');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('This type of account cannot use this function'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'The new vacancy' })).toBeInTheDocument();
  });
});

describe('changing a vacancy', () => {
  it('fills the form with the vacancy, says the published version stays, and saves it', async () => {
    let revision: 'PENDING' | null = null;
    const api = fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(postingDetail({ revision, values: postingValues({ typeEducationId: 4, needCv: 1 }) })),
      [`PUT ${postingApi('consolePosting')}`]: () => {
        revision = 'PENDING';
        return json(postingDetail({ revision }));
      },
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}/edit`);
    const form = await screen.findByRole('form', { name: "The vacancy's fields" });
    expect(
      screen.getByText('The published version stays online until staff approve the change.'),
    ).toBeInTheDocument();
    const field = (label: string) => within(form).getByLabelText(label);
    expect(field('Job title from the list')).toHaveValue('501');
    expect(field('Subcategory')).toHaveValue('11');
    expect(field('Education (optional)')).toHaveValue('4');
    expect(field('Hashtags (English, optional), up to 5, separated by spaces')).toHaveValue(
      'kitchen',
    );
    expect(within(form).getByRole('radio', { name: 'Yes' })).toBeChecked();

    fill(field('Salary (MOP)'), '16000');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Change waiting for review')).toBeInTheDocument();
    const [call] = api.to('PUT', postingApi('consolePosting'));
    expect(call?.body).toEqual({
      submit: true,
      values: { ...postingValues({ typeEducationId: 4, needCv: 1 }), salaryAmount: 16000 },
    });
  });
});
