import { describe, expect, it } from 'vitest';
import { PostingValuesSchema, type VacancyRequirements } from '@vaga/contract';
import { postingValues } from '@/test/console/posting-fixtures.tsx';
import { initLocale } from '@/shared/lib/locale.ts';
import { postingFieldOf, postingIssues, postingRefusal } from './posting-form-checks.ts';
import { emptyPostingForm, postingFormOf, postingValuesOf } from './posting-form-values.ts';
import { levelsOfKey } from './requirement-form-values.ts';

const REQUIREMENTS: VacancyRequirements = {
  languages: [
    { language: 'english', typeLanguageId: null, speakingLevel: 3, writingLevel: 2 },
    { language: 'cantonese', typeLanguageId: null, speakingLevel: 4, writingLevel: null },
    { language: 'chinese', typeLanguageId: null, speakingLevel: null, writingLevel: 3 },
    { language: 'other', typeLanguageId: 1, speakingLevel: 2, writingLevel: null },
  ],
  drivingSkillIds: [2, 12],
  skillIds: [3],
};

describe('the requirements in the vacancy form', () => {
  it('come back as saved after a round trip through the form', () => {
    const values = postingValues({ requirements: REQUIREMENTS });
    const form = postingFormOf(values);
    expect(form.requirements).toEqual({
      languages: [
        { language: 'english', speakingLevel: '3', writingLevel: '2' },
        { language: 'cantonese', speakingLevel: '4', writingLevel: '' },
        { language: 'chinese', speakingLevel: '', writingLevel: '3' },
        { language: 'other:1', speakingLevel: '2', writingLevel: '' },
      ],
      drivingSkillIds: [2, 12],
      skillIds: [3],
    });
    expect(PostingValuesSchema.parse(postingValuesOf(form))).toEqual(values);
    // The form's lists are its own: editing them leaves the saved values alone.
    form.requirements.skillIds.push(2);
    expect(values.requirements.skillIds).toEqual([3]);
  });

  it('are none in a new form', () => {
    expect(postingValuesOf(emptyPostingForm()).requirements).toEqual({
      languages: [],
      drivingSkillIds: [],
      skillIds: [],
    });
  });

  it('offer only the levels the resume holds for each language', () => {
    expect(levelsOfKey('cantonese')).toEqual({ speaking: true, writing: false });
    expect(levelsOfKey('chinese')).toEqual({ speaking: false, writing: true });
    expect(levelsOfKey('other:4')).toEqual({ speaking: true, writing: true });
    expect(levelsOfKey('')).toEqual({ speaking: true, writing: true });
  });

  it('are refused by the contract as the server refuses them, each on its field', () => {
    const form = emptyPostingForm();
    form.requirements = {
      languages: [
        { language: '', speakingLevel: '2', writingLevel: '' },
        { language: 'english', speakingLevel: '', writingLevel: '' },
        { language: 'other:1', speakingLevel: '2', writingLevel: '' },
        { language: 'other:1', speakingLevel: '3', writingLevel: '' },
      ],
      drivingSkillIds: [1, 2, 3, 4, 12, 13],
      skillIds: [],
    };
    const fields = postingIssues(form, []).map((issue) => postingFieldOf(issue.path));
    expect(fields).toEqual(
      expect.arrayContaining([
        'requirements.languages.0.language',
        'requirements.languages.1.speakingLevel',
        'requirements.languages.3.language',
        'requirements.drivingSkillIds',
      ]),
    );
    expect(fields).not.toContain('requirements.languages.2.language');
  });

  it("place the server's refusals on the form's fields, in the page's language", () => {
    initLocale('?language=pt');
    expect(
      postingRefusal('VALIDATION_FAIL', [
        'body.values.requirements.languages.1.typeLanguageId',
        'validation.choice',
      ]),
    ).toEqual({ field: 'requirements.languages.1.language', message: 'validation.choice' });
    expect(
      postingRefusal('VALIDATION_FAIL', [
        'body.values.requirements.skillIds.3',
        'validation.duplicate',
      ]),
    ).toEqual({ field: 'requirements.skillIds', message: 'validation.duplicate' });
    expect(
      postingRefusal('BE_REFERENCE_OPTION_INACTIVE', [
        'Indonésio',
        'body.values.requirements.languages.0.typeLanguageId',
      ]),
    ).toEqual({
      field: 'requirements.languages.0.language',
      message: 'Opção desativada não pode ser escolhida: Indonésio',
    });
    initLocale('?language=zh-Hant');
    expect(
      postingRefusal('BE_REFERENCE_OPTION_INACTIVE', [
        '內地 D',
        'body.values.requirements.drivingSkillIds.0',
      ]),
    ).toEqual({ field: 'requirements.drivingSkillIds', message: '已停用的選項不可選擇：內地 D' });
    initLocale('?language=en');
  });
});
