import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { account, references } from '@/test/profile-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { CvFormPage } from './pages/cv-form-page.tsx';

function newcomerApi() {
  return fakeApi({
    [`GET ${PATHS.profile}`]: () => apiError('BE_PROFILE_NOT_FOUND', 404),
    [`GET ${PATHS.accountProfile}`]: () => json(account()),
    [`GET ${PATHS.references}`]: () => json(references()),
  });
}

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/cv-form" element={<CvFormPage />} />
    </Routes>,
    { route: '/cv-form' },
  );
}

async function choose(label: string, optionName: string) {
  const select = screen.getByLabelText(label);
  await userEvent.selectOptions(
    select,
    await within(select).findByRole('option', { name: optionName }),
  );
}

beforeEach(() => {
  localStorage.clear();
  setToken('token-1');
});

describe('a new resume starts from the identity', () => {
  beforeEach(() => {
    initLocale('?language=en');
  });

  it('starts from what the identity holds: names, sex and document number, the birth date locked', async () => {
    const api = newcomerApi();
    renderForm();
    expect(await screen.findByLabelText('Chinese name')).toHaveValue('李小梅');
    expect(screen.getByLabelText('Portuguese/English name')).toHaveValue('LEI SIO MUI');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1998-03-15');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('readonly');
    expect(screen.getByText('5123456(7)')).toBeInTheDocument();
    // The names stay the seeker's to correct.
    await userEvent.clear(screen.getByLabelText('Portuguese/English name'));
    await userEvent.type(screen.getByLabelText('Portuguese/English name'), 'LEI SIO MUI MARIA');
    const disabled = screen.getByRole('group', { name: 'Person with a disability' });
    await userEvent.click(within(disabled).getByRole('radio', { name: 'No' }));
    await choose('Living area', 'Taipa');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(api.to('POST', PATHS.profile)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Portuguese/English name')).toHaveValue(
      'LEI SIO MUI MARIA',
    );
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });
});
