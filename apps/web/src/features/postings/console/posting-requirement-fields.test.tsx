import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toast from 'antd-mobile/es/components/toast';
import { POSTING_PATHS } from '@vaga/contract';
import { axeViolations } from '@/test/axe.ts';
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

const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openNewForm() {
  renderPostingPages('/employer/vacancies/new');
  const form = await screen.findByRole('form', { name: 'The new vacancy' });
  const field = (label: string) => within(form).getByLabelText(label);
  await userEvent.selectOptions(field('Job class'), 'Catering');
  await userEvent.selectOptions(field('Subcategory'), 'Kitchen');
  fill(field('Salary (MOP)'), '12000');
  await userEvent.selectOptions(field('Salary type'), 'Monthly');
  fill(field('Working area (Chinese)'), '氹仔');
  fill(field('Working time (Chinese)'), '早上九時至下午六時');
  fill(field('Description (Chinese)'), '負責廚房工作');
  fill(field('Contact name (Chinese)'), '陳先生');
  fill(field('Contact phone (Macao)'), '28888888');
  fill(field('Title in words (Chinese), required without a title from the list'), '廚師');
  return form;
}

/** The form's parts of the requirements. */
function requirements(form: HTMLElement) {
  return {
    addLanguage: () =>
      userEvent.click(within(form).getByRole('button', { name: 'Add a language (up to 6)' })),
    row: (n: number) => within(form).getByRole('group', { name: `Language ${n}` }),
    rows: () => within(form).queryAllByRole('group', { name: /^Language \d$/ }),
    licences: () => within(form).getByRole('group', { name: 'Driving licences' }),
    skills: () => within(form).getByRole('group', { name: 'Qualifications and skills' }),
  };
}

/** Chooses a row's language and levels by their names ('' leaves a level not asked). */
async function language(row: HTMLElement, name: string, spoken: string, written: string) {
  await userEvent.selectOptions(within(row).getByLabelText('Language'), name);
  if (spoken) await userEvent.selectOptions(within(row).getByLabelText('Spoken level'), spoken);
  if (written) await userEvent.selectOptions(within(row).getByLabelText('Written level'), written);
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T04:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Toast.clear();
});

describe("the vacancy's structured requirements", () => {
  it('offer the resume’s options, only the levels a language holds, and are sent as chosen', async () => {
    const api = fakeApi({
      ...formHandlers,
      [`POST ${POSTING_PATHS.consolePostings}`]: () => json(postingDetail({ status: 'DRAFT' })),
      [`GET ${postingApi('consolePosting')}`]: () => json(postingDetail({ status: 'DRAFT' })),
    });
    const form = await openNewForm();
    const r = requirements(form);
    expect(r.rows()).toHaveLength(0);

    await r.addLanguage();
    const first = r.row(1);
    // The five languages of the resume, then the active LANGUAGE options but the typed "other".
    expect(optionsOf(within(first).getByLabelText('Language'))).toEqual([
      'Choose…',
      'Cantonese',
      'Mandarin',
      'Chinese',
      'Portuguese',
      'English',
      'Japanese',
      'Korean',
    ]);
    // Every level but the lowest, which every resume meets.
    expect(optionsOf(within(first).getByLabelText('Spoken level'))).toEqual([
      'Not asked',
      'Basic',
      'Good',
      'Fluent',
    ]);
    await language(first, 'English', 'Good', 'Basic');
    await r.addLanguage();
    await userEvent.selectOptions(within(r.row(2)).getByLabelText('Written level'), 'Good');
    // Cantonese is spoken only: its written level goes, and what it held with it.
    await language(r.row(2), 'Cantonese', 'Fluent', '');
    expect(within(r.row(2)).queryByLabelText('Written level')).toBeNull();
    await r.addLanguage();
    await userEvent.selectOptions(within(r.row(3)).getByLabelText('Language'), 'Chinese');
    expect(within(r.row(3)).queryByLabelText('Spoken level')).toBeNull();
    await language(r.row(3), 'Chinese', '', 'Good');
    await r.addLanguage();
    await language(r.row(4), 'Japanese', 'Basic', '');

    // Licences under their origin, skills in one list; no disabled option, no typed "other".
    const licences = r.licences();
    expect(within(licences).getByText('Macao licences')).toBeInTheDocument();
    expect(within(licences).getByText('Mainland licences')).toBeInTheDocument();
    expect(within(licences).queryByRole('checkbox', { name: /Mainland D/ })).toBeNull();
    expect(licences).toHaveAccessibleDescription('Up to 5');
    await userEvent.click(within(licences).getByRole('checkbox', { name: 'Macao class B' }));
    await userEvent.click(within(licences).getByRole('checkbox', { name: 'Mainland C1' }));
    expect(
      within(r.skills())
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Food hygiene certificate', 'First aid certificate']);
    await userEvent.click(
      within(r.skills()).getByRole('checkbox', { name: 'First aid certificate' }),
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(api.to('POST', POSTING_PATHS.consolePostings)).toHaveLength(1));
    const [call] = api.to('POST', POSTING_PATHS.consolePostings);
    expect((call?.body as { values: { requirements: unknown } }).values.requirements).toEqual({
      languages: [
        { language: 'english', typeLanguageId: null, speakingLevel: 3, writingLevel: 2 },
        { language: 'cantonese', typeLanguageId: null, speakingLevel: 4, writingLevel: null },
        { language: 'chinese', typeLanguageId: null, speakingLevel: null, writingLevel: 3 },
        { language: 'other', typeLanguageId: 1, speakingLevel: 2, writingLevel: null },
      ],
      drivingSkillIds: [2, 12],
      skillIds: [3],
    });
  });

  it('keep to the contract’s limits: six languages, five licences', async () => {
    fakeApi(formHandlers);
    const form = await openNewForm();
    const r = requirements(form);
    for (let n = 0; n < 6; n += 1) await r.addLanguage();
    expect(r.rows()).toHaveLength(6);
    await r.addLanguage();
    expect(r.rows()).toHaveLength(6);
    expect(within(form).getByText('At most 6 items')).toBeInTheDocument();
    await userEvent.click(within(r.row(6)).getByRole('button', { name: 'Remove Language 6' }));
    expect(r.rows()).toHaveLength(5);
    expect(within(form).queryByText('At most 6 items')).toBeNull();

    const box = (name: string) => within(r.licences()).getByRole('checkbox', { name });
    for (const name of ['Macao class A', 'Macao class B', 'Macao class C', 'Macao class D'])
      await userEvent.click(box(name));
    await userEvent.click(box('Mainland C1'));
    await userEvent.click(box('Mainland C2'));
    expect(box('Mainland C2')).not.toBeChecked();
    expect(r.licences()).toHaveAccessibleDescription('Up to 5 At most 5 items');
    await userEvent.click(box('Macao class A'));
    expect(r.licences()).toHaveAccessibleDescription('Up to 5');
    await userEvent.click(box('Mainland C2'));
    expect(box('Mainland C2')).toBeChecked();
  });

  it('refuse a row without a language or a level, and a language twice, before sending', async () => {
    const api = fakeApi(formHandlers);
    const form = await openNewForm();
    const r = requirements(form);
    for (let n = 0; n < 4; n += 1) await r.addLanguage();
    await userEvent.selectOptions(within(r.row(1)).getByLabelText('Spoken level'), 'Good');
    await userEvent.selectOptions(within(r.row(2)).getByLabelText('Language'), 'Chinese');
    await language(r.row(3), 'English', 'Good', '');
    await language(r.row(4), 'English', 'Basic', '');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(within(r.row(1)).getByLabelText('Language')).toHaveAccessibleDescription(
      'Choose one of the options',
    );
    // Chinese asks only a written level: the missing level is said there.
    const written = within(r.row(2)).getByLabelText('Written level');
    expect(written).toHaveAccessibleDescription('Choose at least one option or fill in the field');
    expect(within(r.row(4)).getByLabelText('Language')).toHaveAccessibleDescription(
      'Cannot be chosen twice',
    );
    expect(within(r.row(3)).getByLabelText('Language')).not.toHaveAttribute('aria-invalid');
    expect(api.to('POST', POSTING_PATHS.consolePostings)).toHaveLength(0);

    await userEvent.selectOptions(written, 'Basic');
    await vi.waitFor(() => expect(written).not.toHaveAttribute('aria-invalid'));
  });

  it("show the server's refusals on their fields, in the page's language", async () => {
    let answer = apiError('BE_REFERENCE_OPTION_INACTIVE', 400, [
      'First aid certificate',
      'body.values.requirements.skillIds.0',
    ]);
    fakeApi({ ...formHandlers, [`POST ${POSTING_PATHS.consolePostings}`]: () => answer });
    const form = await openNewForm();
    const r = requirements(form);
    await r.addLanguage();
    await language(r.row(1), 'Japanese', 'Basic', '');
    await userEvent.click(
      within(r.skills()).getByRole('checkbox', { name: 'First aid certificate' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() =>
      expect(r.skills()).toHaveAccessibleDescription(
        'Up to 10 A disabled option cannot be chosen: First aid certificate',
      ),
    );

    answer = apiError('VALIDATION_FAIL', 400, [
      'body.values.requirements.languages.0.typeLanguageId',
      'validation.choice',
    ]);
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() =>
      expect(within(r.row(1)).getByLabelText('Language')).toHaveAccessibleDescription(
        'Choose one of the options',
      ),
    );
  });

  it('load a saved vacancy’s requirements into the fields, and save what is left', async () => {
    const saved = postingValues({
      requirements: {
        languages: [
          { language: 'portuguese', typeLanguageId: null, speakingLevel: 2, writingLevel: 3 },
          { language: 'other', typeLanguageId: 5, speakingLevel: 2, writingLevel: null },
        ],
        drivingSkillIds: [2, 14],
        skillIds: [2],
      },
    });
    const api = fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () => json(postingDetail({ values: saved })),
      [`PUT ${postingApi('consolePosting')}`]: () => json(postingDetail({ revision: 'PENDING' })),
    });
    const { container } = renderPostingPages(`/employer/vacancies/${POSTING_ID}/edit`);
    const form = await screen.findByRole('form', { name: "The vacancy's fields" });
    const r = requirements(form);
    expect(r.rows()).toHaveLength(2);
    expect(within(r.row(1)).getByLabelText('Language')).toHaveValue('portuguese');
    expect(within(r.row(1)).getByLabelText('Spoken level')).toHaveValue('2');
    expect(within(r.row(1)).getByLabelText('Written level')).toHaveValue('3');
    // A disabled option still chosen shows, marked, so it can be changed.
    const other = within(r.row(2)).getByLabelText('Language');
    expect(other).toHaveValue('other:5');
    expect(optionsOf(other)).toContain('Indonesian (no longer offered)');
    const mainlandD = within(r.licences()).getByRole('checkbox', { name: /Mainland D/ });
    expect(mainlandD).toBeChecked();
    expect(
      within(r.skills()).getByRole('checkbox', { name: 'Food hygiene certificate' }),
    ).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(r.row(2)).getByRole('button', { name: 'Remove Language 2' }));
    await userEvent.click(mainlandD);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    await vi.waitFor(() => expect(api.to('PUT', postingApi('consolePosting'))).toHaveLength(1));
    const [call] = api.to('PUT', postingApi('consolePosting'));
    expect(call?.body).toEqual({
      submit: true,
      values: {
        ...saved,
        requirements: {
          languages: [saved.requirements.languages[0]],
          drivingSkillIds: [2],
          skillIds: [2],
        },
      },
    });
  });

  it("are named on the employer's page of the vacancy", async () => {
    fakeApi({
      ...formHandlers,
      [`GET ${postingApi('consolePosting')}`]: () =>
        json(
          postingDetail({
            values: postingValues({
              requirements: {
                languages: [
                  { language: 'english', typeLanguageId: null, speakingLevel: 3, writingLevel: 2 },
                  { language: 'other', typeLanguageId: 1, speakingLevel: 2, writingLevel: null },
                ],
                drivingSkillIds: [2],
                skillIds: [],
              },
            }),
          }),
        ),
    });
    renderPostingPages(`/employer/vacancies/${POSTING_ID}`);
    const fact = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    // Option ids stand in until the names load.
    const languages = await fact('Languages required');
    await vi.waitFor(() =>
      expect(languages).toHaveTextContent(
        'English (spoken: Good, written: Basic)Japanese (spoken: Basic)',
      ),
    );
    expect(await fact('Driving licences required')).toHaveTextContent('Macao class B');
    expect(screen.queryByText('Qualifications and skills required')).toBeNull();
  });
});
