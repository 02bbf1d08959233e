import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { PATHS, validationText, type ValidationKey } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, failingOnce, fakeApi, json } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { account, option, profile, references } from '@/test/profile-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { CvFormPage } from './pages/cv-form-page.tsx';
import { UpdateAlonePage } from './pages/update-alone-page.tsx';

const msg = (key: ValidationKey, ...args: (string | number)[]) =>
  validationText([key, ...args].join('|'), 'en');

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function renderForm(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/cv-form" element={<CvFormPage />} />
      <Route path="/cv-form/update-alone/:section" element={<UpdateAlonePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

/** The error text shown next to the field with this label. */
function errorOf(label: string | RegExp): string {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent ?? '')
    .join(' ');
}

function newcomerApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${PATHS.profile}`]: () => apiError('BE_PROFILE_NOT_FOUND', 404),
    [`GET ${PATHS.accountProfile}`]: () => json(account()),
    [`GET ${PATHS.references}`]: () => json(references()),
    ...extra,
  });
}

async function choose(label: string | RegExp, optionName: string) {
  const select = screen.getByLabelText(label);
  await userEvent.selectOptions(
    select,
    await within(select).findByRole('option', { name: optionName }),
  );
}

async function fillPersonal() {
  await userEvent.clear(screen.getByLabelText('Chinese name'));
  await userEvent.type(screen.getByLabelText('Chinese name'), '李小梅');
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await userEvent.type(screen.getByLabelText('Date of birth'), '1998-03-15');
  const disabled = screen.getByRole('group', { name: 'Person with a disability' });
  await userEvent.click(within(disabled).getByRole('radio', { name: 'No' }));
  await choose('Living area', 'Taipa');
}

/** A newcomer's resume filled from the start up to its languages step. */
async function fillToLanguages() {
  renderForm('/cv-form');
  await screen.findByLabelText('Chinese name');
  await fillPersonal();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(await screen.findByLabelText('Mobile number'), '66123456');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Education' });
  await choose('Type of education', 'No formal education');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Languages' });
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('creating a resume', () => {
  it('marks the fields the contract requires, not those one of several fills', async () => {
    newcomerApi();
    renderForm('/cv-form');
    await screen.findByLabelText('Chinese name');
    expect(screen.getByText('Date of birth')).toHaveClass('vaga-field__label--required');
    expect(screen.getByText('Living area')).toHaveClass('vaga-field__label--required');
    expect(screen.getByText('Chinese name')).not.toHaveClass('vaga-field__label--required');
    const sex = screen.getByRole('radio', { name: 'Female' }).closest('fieldset');
    expect(sex?.querySelector('legend')).toHaveClass('vaga-field__label--required');
  });

  it('says so when the resume cannot be read, and reads it again on retry', async () => {
    newcomerApi({
      [`GET ${PATHS.profile}`]: failingOnce(() => apiError('BE_PROFILE_NOT_FOUND', 404)),
    });
    renderForm('/cv-form');
    await retryFailedLoad('Your job-seeking data could not be loaded');
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
  });

  it('starts a new resume from the identity only, offering a retry when it cannot be read', async () => {
    newcomerApi({ [`GET ${PATHS.accountProfile}`]: failingOnce(() => json(account())) });
    renderForm('/cv-form');
    await retryFailedLoad();
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByText('5123456(7)')).toBeInTheDocument();
  });

  it('lists every required field of an empty first step, next to each field', async () => {
    // An identity that holds no names, sex or birth date: they are the seeker's to enter.
    const blank = { ...account(), birthDate: null, nameCn: null, namePt: null, sex: null };
    newcomerApi({ [`GET ${PATHS.accountProfile}`]: () => json(blank) });
    renderForm('/cv-form');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

    expect(errorOf('Chinese name')).toBe(msg('validation.nameRequired'));
    expect(errorOf('Portuguese/English name')).toBe(msg('validation.nameRequired'));
    expect(errorOf('Date of birth')).toBe(msg('validation.date'));
    expect(errorOfGroup('Person with a disability')).toBe(msg('validation.required'));
    expect(errorOf('Living area')).toBe(msg('validation.required'));
    expect(errorOfGroup('Sex')).toBe(msg('validation.required'));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    // The document number comes from the account, read-only.
    expect(screen.getByText('5123456(7)')).toBeInTheDocument();
  });

  it('shows inactive reference options disabled', async () => {
    newcomerApi();
    renderForm('/cv-form');
    const living = await screen.findByLabelText('Living area');
    expect(await within(living).findByRole('option', { name: /Coloane/ })).toBeDisabled();
    expect(within(living).getByRole('option', { name: 'Taipa' })).toBeEnabled();
  });

  it('asks for disability details only when disabled', async () => {
    newcomerApi();
    renderForm('/cv-form');
    const disabled = await screen.findByRole('group', { name: 'Person with a disability' });
    expect(screen.queryByLabelText('Level of the disability')).toBeNull();
    await userEvent.click(within(disabled).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('Level of the disability')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorOf('Level of the disability')).toBe(msg('validation.required'));
    expect(errorOf('Extent of the disability')).toBe(msg('validation.required'));
  });

  it('refuses a 7-digit mobile number and accepts an 8-digit Macao one', async () => {
    newcomerApi();
    renderForm('/cv-form');
    await screen.findByLabelText('Chinese name');
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await userEvent.type(await screen.findByLabelText('Mobile number'), '6612345');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorOf('Mobile number')).toBe(msg('validation.mobile'));

    await userEvent.type(screen.getByLabelText('Mobile number'), '6');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorOf('Email')).toBe(msg('validation.email'));
    expect(errorOf('Mobile number')).toBe('');

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Education' })).toBeInTheDocument();
  });

  it('asks no level or subject for education type 1', async () => {
    newcomerApi();
    renderForm('/cv-form');
    await screen.findByLabelText('Chinese name');
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText('Mobile number'), '66123456');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Education' });
    await choose('Type of education', "Bachelor's degree");
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorOf('Status')).toBe(msg('validation.required'));
    expect(errorOf('Subject')).toBe(msg('validation.required'));

    await choose('Type of education', 'No formal education');
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByLabelText('Subject')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Languages' })).toBeInTheDocument();
  });

  it('sends the whole resume once, after the publish choice, and shows the result', async () => {
    const api = newcomerApi({
      [`POST ${PATHS.profile}`]: (call) => json(profile(call.body as never)),
    });
    await fillToLanguages();
    for (const label of [
      'Cantonese (spoken)',
      'Mandarin (spoken)',
      'Chinese (written)',
      'Portuguese (spoken)',
      'Portuguese (written)',
      'English (spoken)',
      'English (written)',
    ]) {
      await choose(label, 'Good');
    }
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(
      await screen.findByRole('heading', { name: 'Confirm your job-seeking data' }),
    ).toBeInTheDocument();
    expect(screen.getByText('李小梅')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOfGroup('Publish my resume to employers')).toBe(msg('validation.required'));
    expect(api.to('POST', PATHS.profile)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Publish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('At /cv-form/result?type=created')).toBeInTheDocument();
    const [sent] = api.to('POST', PATHS.profile);
    expect(sent.body).toMatchObject({
      nameCn: '李小梅',
      sex: 2,
      bod: '1998-03-15',
      isDisability: 0,
      typeLivinglocationId: 2,
      mobileNum: '66123456',
      educationList: [{ typeEducationId: 1 }],
      cantoneseSpeakingLevel: 3,
      isPublic: 1,
    });
  });

  it("shows the identity provider's birth date locked, and an empty birthday without one", async () => {
    newcomerApi();
    const first = renderForm('/cv-form');
    const locked = await screen.findByLabelText('Date of birth');
    await vi.waitFor(() => expect(locked).toHaveValue('1998-03-15'));
    expect(locked).toHaveAttribute('readonly');
    expect(screen.getByText('As on your identity document.')).toBeInTheDocument();
    first.unmount();

    newcomerApi({ [`GET ${PATHS.accountProfile}`]: () => json({ ...account(), birthDate: null }) });
    renderForm('/cv-form');
    const open = await screen.findByLabelText('Date of birth');
    expect(open).toHaveValue('');
    expect(open).not.toHaveAttribute('readonly');
  });

  it('refuses a birthday after today next to the field, before sending', async () => {
    newcomerApi({ [`GET ${PATHS.accountProfile}`]: () => json({ ...account(), birthDate: null }) });
    renderForm('/cv-form');
    await screen.findByLabelText('Chinese name');
    await fillPersonal();
    const birthday = screen.getByLabelText('Date of birth');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, `${new Date().getUTCFullYear() + 1}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(errorOf('Date of birth')).toBe(msg('validation.futureBirthday'));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
  });

  it('puts a server refusal next to its field, on the step that holds it', async () => {
    newcomerApi({
      [`POST ${PATHS.profile}`]: () => apiError('BE_SEEKER_AGE_MUST_GE_16', 400),
    });
    await fillToLanguages();
    for (const select of screen.getAllByRole('combobox')) {
      await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'Good' }));
    }
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    await userEvent.click(await screen.findByRole('radio', { name: 'Hide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'Personal information' }),
    ).toBeInTheDocument();
    expect(errorOf('Date of birth')).toBe('The job seeker must be at least 16 years old');
  });
});

function errorOfGroup(name: string): string {
  return within(screen.getByRole('group', { name })).queryByRole('alert')?.textContent ?? '';
}

describe('the list limits', () => {
  it('refuses a third extra language', async () => {
    fakeApi({
      [`GET ${PATHS.profile}`]: () => json(profile({ otherLanguageList: [] })),
      [`GET ${PATHS.references}`]: () => json(references()),
    });
    renderForm('/cv-form/update-alone/languageInfo');
    const add = await screen.findByRole('button', { name: 'Add a language' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Other language \d$/ })).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(msg('validation.maxItems', 2));
  });

  it('refuses a fourth vocational qualification or skill', async () => {
    fakeApi({
      [`GET ${PATHS.profile}`]: () => json(profile({ skillList: [] })),
      [`GET ${PATHS.references}`]: () => json(references()),
    });
    renderForm('/cv-form/update-alone/occupationInfo');
    const add = await screen.findByRole('button', { name: 'Add a qualification or skill' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Qualification or skill \d$/ })).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent(msg('validation.maxItems', 3));
  });

  it('asks a chosen or written skill in each row', async () => {
    const api = fakeApi({
      [`GET ${PATHS.profile}`]: () => json(profile({ skillList: [] })),
      [`GET ${PATHS.references}`]: () => json(references()),
    });
    renderForm('/cv-form/update-alone/occupationInfo');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add a qualification or skill' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Qualification or skill')).toBe(msg('validation.atLeastOne'));
    expect(api.to('PUT', PATHS.profileSimple)).toHaveLength(0);
  });
});

describe('updating one section', () => {
  it('sends only that section and returns to goTo', async () => {
    const api = fakeApi({
      [`GET ${PATHS.profile}`]: () => json(profile()),
      [`GET ${PATHS.references}`]: () => json(references()),
      [`PUT ${PATHS.profileSimple}`]: () => json(profile({ mobileNum: '62345678' })),
    });
    renderForm(`/cv-form/update-alone/contactInfo?goTo=${encodeURIComponent('/cv?tab=0')}`);
    const mobile = await screen.findByLabelText('Mobile number');
    expect(mobile).toHaveValue('66123456');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '62345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At /cv?tab=0')).toBeInTheDocument();
    expect(api.to('PUT', PATHS.profileSimple)[0].body).toEqual({
      contactInfo: { mobileNum: '62345678', fixedLineNum: '28888888', email: 'mui@example.mo' },
    });
  });

  it('shows the server validation next to the field in the current language', async () => {
    fakeApi({
      [`GET ${PATHS.profile}`]: () => json(profile()),
      [`GET ${PATHS.references}`]: () => json(references()),
      [`PUT ${PATHS.profileSimple}`]: () =>
        apiError('VALIDATION_FAIL', 400, ['body.contactInfo.fixedLineNum', 'validation.fixedLine']),
    });
    renderForm('/cv-form/update-alone/contactInfo?goTo=%2Fcv');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg('validation.fixedLine'));
    expect(errorOf('Fixed-line number')).toBe(msg('validation.fixedLine'));
    expect(screen.queryByText(/^At /)).toBeNull();
  });

  it('shows a disabled option the server refused next to its picker', async () => {
    fakeApi({
      [`GET ${PATHS.profile}`]: () => json(profile({ typeLivinglocationId: 3 })),
      [`GET ${PATHS.references}`]: () =>
        json(
          references({
            LIVING_LOCATION: [option(2, 'Taipa'), option(3, 'Coloane', { isActive: 0 })],
          }),
        ),
      [`PUT ${PATHS.profileSimple}`]: () =>
        apiError('BE_REFERENCE_OPTION_INACTIVE', 400, [
          'Coloane',
          'body.personalInfo.typeLivinglocationId',
        ]),
    });
    renderForm('/cv-form/update-alone/personalInfo');
    await screen.findByLabelText('Living area');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A disabled option cannot be chosen: Coloane',
    );
    expect(errorOf('Living area')).toBe('A disabled option cannot be chosen: Coloane');
  });

  it('offers to create the resume when there is none', async () => {
    newcomerApi();
    renderForm('/cv-form/update-alone/contactInfo');
    expect(await screen.findByRole('link', { name: 'Create my resume' })).toHaveAttribute(
      'href',
      '/cv-form',
    );
  });
});
