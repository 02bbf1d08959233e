import { describe, expect, it } from 'vitest';
import {
  experienceMonths,
  isMacaoMobile,
  isMacaoPhone,
  PersonalInfoSchema,
  ProfileInputSchema,
  ProfileSimpleUpdateSchema,
  PROFILE_SECTION_SCHEMAS,
  type ProfileFormValues,
} from './profile.ts';
import { LIMITS } from './limits.ts';
import { validationText } from './validation.ts';

function valid(overrides: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return {
    nameCn: '陳大文',
    namePt: 'CHAN TAI MAN',
    sex: 1,
    bod: '1990-05-01',
    isDisability: 0,
    disabilityList: [],
    typeLivinglocationId: 1,
    mobileNum: '66123456',
    fixedLineNum: '28781234',
    email: 'a@example.mo',
    educationList: [{ typeEducationId: 7, typeEducationLevelId: 1, typeEducationSubjectId: 2 }],
    cantoneseSpeakingLevel: 4,
    mandarinSpeakingLevel: 3,
    chineseWritingLevel: 4,
    portugueseSpeakingLevel: 2,
    portugueseWritingLevel: 2,
    englishSpeakingLevel: 3,
    englishWritingLevel: 3,
    otherLanguageList: [],
    drivingSkillList: [],
    skillList: [],
    expectedJobList: [],
    experienceList: [],
    isShowRemark: 0,
    remark: null,
    isPublic: 1,
    ...overrides,
  };
}

/** The issues of a value as `path → message`. */
function issues(value: unknown): Record<string, string> {
  const result = ProfileInputSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const experience = (overrides: object = {}) => ({
  compnayName: 'ACME',
  typeJobTitleId: 10101,
  fromYear: 2020,
  fromMonth: 1,
  toYear: 2021,
  toMonth: 1,
  ...overrides,
});

describe('resume schema (spec §5)', () => {
  it('accepts a complete resume', () => {
    expect(issues(valid())).toEqual({});
  });

  it('needs the Chinese or the Portuguese/English name, one is enough', () => {
    expect(issues(valid({ nameCn: '', namePt: null }))).toMatchObject({
      nameCn: 'validation.nameRequired',
      namePt: 'validation.nameRequired',
    });
    expect(issues(valid({ nameCn: '  ', namePt: undefined }))).toHaveProperty('nameCn');
    expect(issues(valid({ nameCn: null, namePt: 'SANTOS' }))).toEqual({});
    expect(issues(valid({ nameCn: '李', namePt: null }))).toEqual({});
  });

  it('needs disability type, extent and level when disabled, and none otherwise', () => {
    expect(issues(valid({ isDisability: 1, disabilityList: [] }))).toEqual({
      disabilityList: 'validation.disabilityRequired',
    });
    const item = { typeDisabilityid: 4, extraData: '左腿', typeDisabilityLevelId: 2 };
    expect(issues(valid({ isDisability: 1, disabilityList: [item] }))).toEqual({});
    expect(
      issues(
        valid({
          isDisability: 1,
          disabilityList: [{ ...item, typeDisabilityLevelId: undefined }] as never,
        }),
      ),
    ).toEqual({
      'disabilityList.0.typeDisabilityLevelId': 'validation.required',
    });
    expect(
      issues(valid({ isDisability: 1, disabilityList: [{ ...item, extraData: ' ' }] })),
    ).toEqual({
      'disabilityList.0.extraData': 'validation.required',
    });
    expect(issues(valid({ isDisability: 0, disabilityList: [item] }))).toEqual({
      disabilityList: 'validation.disabilityNotAllowed',
    });
    expect(issues(valid({ isDisability: 1, disabilityList: [item, item] }))).toEqual({
      'disabilityList.1.typeDisabilityid': 'validation.duplicate',
    });
  });

  it('requires the living area, sex, birthday and the publish choice', () => {
    expect(issues(valid({ typeLivinglocationId: undefined }))).toEqual({
      typeLivinglocationId: 'validation.required',
    });
    expect(issues(valid({ sex: 3 as never }))).toEqual({ sex: 'validation.choice' });
    expect(issues(valid({ sex: undefined }))).toEqual({ sex: 'validation.required' });
    expect(issues(valid({ bod: '1990-02-30' }))).toEqual({ bod: 'validation.date' });
    expect(issues(valid({ isPublic: undefined }))).toEqual({ isPublic: 'validation.required' });
    expect(issues(valid({ isPublic: 2 as never }))).toEqual({ isPublic: 'validation.choice' });
  });

  it('takes an 8-digit Macao mobile and fixed line, validated by libphonenumber-js', () => {
    expect(issues(valid({ mobileNum: '6612345' }))).toEqual({ mobileNum: 'validation.mobile' });
    expect(issues(valid({ mobileNum: '661234567' }))).toEqual({ mobileNum: 'validation.mobile' });
    expect(issues(valid({ mobileNum: '12345678' }))).toEqual({ mobileNum: 'validation.mobile' });
    expect(issues(valid({ mobileNum: '28781234' }))).toEqual({ mobileNum: 'validation.mobile' });
    expect(issues(valid({ mobileNum: '' }))).toEqual({ mobileNum: 'validation.required' });
    expect(issues(valid({ fixedLineNum: '2878123' }))).toEqual({
      fixedLineNum: 'validation.fixedLine',
    });
    expect(issues(valid({ fixedLineNum: '' }))).toEqual({});
    expect(isMacaoMobile('66123456')).toBe(true);
    expect(isMacaoPhone('28781234')).toBe(true);
    expect(isMacaoPhone('+85328781234')).toBe(false);
  });

  it('checks the email format and lengths', () => {
    expect(issues(valid({ email: 'not-an-email' }))).toEqual({ email: 'validation.email' });
    expect(issues(valid({ email: '' }))).toEqual({});
    expect(issues(valid({ nameCn: '陳'.repeat(61) }))).toEqual({
      nameCn: 'validation.maxLength|60',
    });
    expect(issues(valid({ remark: 'x'.repeat(501) }))).toEqual({
      remark: 'validation.maxLength|500',
    });
  });

  it('needs education level and subject, and no level for education type 1', () => {
    expect(issues(valid({ educationList: [] }))).toEqual({ educationList: 'validation.required' });
    expect(
      issues(valid({ educationList: [{ typeEducationId: 7, typeEducationSubjectId: 2 }] })),
    ).toEqual({
      'educationList.0.typeEducationLevelId': 'validation.required',
    });
    expect(
      issues(valid({ educationList: [{ typeEducationId: 7, typeEducationLevelId: 1 }] })),
    ).toEqual({
      'educationList.0.typeEducationSubjectId': 'validation.required',
    });
    expect(
      issues(
        valid({
          educationList: [
            { typeEducationId: 7, typeEducationLevelId: 1, textEducationSubject: 'Física' },
          ],
        }),
      ),
    ).toEqual({});
    expect(
      issues(valid({ educationList: [{ typeEducationId: 1, typeEducationLevelId: 1 }] })),
    ).toEqual({
      'educationList.0.typeEducationLevelId': 'validation.educationLevelNotAllowed',
    });
    expect(issues(valid({ educationList: [{ typeEducationId: 1 }] }))).toEqual({});
  });

  it('needs every language level, and integers', () => {
    expect(issues(valid({ cantoneseSpeakingLevel: undefined }))).toEqual({
      cantoneseSpeakingLevel: 'validation.required',
    });
    expect(issues(valid({ englishWritingLevel: 2.5 }))).toEqual({
      englishWritingLevel: 'validation.integer',
    });
    expect(issues(valid({ englishWritingLevel: '3' as never }))).toEqual({
      englishWritingLevel: 'validation.integer',
    });
  });

  it(`takes at most ${LIMITS.extraLanguagesMax} extra languages, not twice the same`, () => {
    const lang = (id: number) => ({ typeLanguageId: id, speakingLevel: 2, writingLevel: 2 });
    expect(issues(valid({ otherLanguageList: [lang(1), lang(2)] }))).toEqual({});
    expect(issues(valid({ otherLanguageList: [lang(1), lang(2), lang(3)] }))).toEqual({
      otherLanguageList: 'validation.maxItems|2',
    });
    expect(issues(valid({ otherLanguageList: [lang(1), lang(1)] }))).toEqual({
      'otherLanguageList.1.typeLanguageId': 'validation.duplicate',
    });
  });

  it(`takes at most ${LIMITS.skillsMax} skills, each chosen or entered`, () => {
    const skill = { typeSkillId: 2 };
    expect(
      issues(valid({ skillList: [skill, { textSkill: 'Excel' }, { typeSkillId: 3 }] })),
    ).toEqual({});
    expect(issues(valid({ skillList: [skill, skill, skill, skill] }))).toEqual({
      skillList: 'validation.maxItems|3',
    });
    expect(issues(valid({ skillList: [{ textSkill: ' ' }] }))).toEqual({
      'skillList.0.typeSkillId': 'validation.atLeastOne',
    });
  });

  it(`takes at most ${LIMITS.experiencesMax} experiences with ordered dates`, () => {
    const nine = Array.from({ length: 9 }, () => experience());
    expect(issues(valid({ experienceList: nine }))).toEqual({});
    expect(issues(valid({ experienceList: [...nine, experience()] }))).toEqual({
      experienceList: 'validation.maxItems|9',
    });
    expect(issues(valid({ experienceList: [experience({ toYear: 2019 })] }))).toEqual({
      'experienceList.0.toYear': 'validation.dateOrder',
    });
    expect(issues(valid({ experienceList: [experience({ toMonth: null })] }))).toEqual({
      'experienceList.0.toMonth': 'validation.required',
    });
    expect(issues(valid({ experienceList: [experience({ fromMonth: 13 })] }))).toEqual({
      'experienceList.0.fromMonth': 'validation.max|12',
    });
    expect(issues(valid({ experienceList: [experience({ compnayName: '' })] }))).toEqual({
      'experienceList.0.compnayName': 'validation.required',
    });
    expect(issues(valid({ experienceList: [experience({ typeJobTitleId: null })] }))).toEqual({
      'experienceList.0.typeJobTitleId': 'validation.atLeastOne',
    });
  });

  it('takes driving licences as Macau (1) or inland (2)', () => {
    expect(issues(valid({ drivingSkillList: [{ typeDrivingSkillId: 2, extraInfo: 1 }] }))).toEqual(
      {},
    );
    expect(
      issues(valid({ drivingSkillList: [{ typeDrivingSkillId: 2, extraInfo: 3 as never }] })),
    ).toEqual({
      'drivingSkillList.0.extraInfo': 'validation.choice',
    });
  });

  it('checks each section alone with the same rules', () => {
    const personal = PersonalInfoSchema.safeParse({
      sex: 1,
      bod: '1990-01-01',
      isDisability: 0,
      typeLivinglocationId: 1,
    });
    expect(personal.success).toBe(false);
    expect(personal.error?.issues[0].message).toBe('validation.nameRequired');
    expect(PROFILE_SECTION_SCHEMAS.contactInfo.safeParse({ mobileNum: '6612' }).success).toBe(
      false,
    );
    expect(PROFILE_SECTION_SCHEMAS.driveInfo.safeParse({}).success).toBe(true);
    expect(ProfileSimpleUpdateSchema.safeParse({}).success).toBe(false);
    expect(ProfileSimpleUpdateSchema.safeParse({ isPublic: 0 }).success).toBe(true);
  });
});

describe('derived values', () => {
  it('counts months of experience, both ends included, up to today in service', () => {
    expect(
      experienceMonths(
        { fromYear: 2020, fromMonth: 1, toYear: 2020, toMonth: 12 },
        { year: 2026, month: 11 },
      ),
    ).toBe(12);
    expect(experienceMonths({ fromYear: 2026, fromMonth: 1 }, { year: 2026, month: 11 })).toBe(11);
  });
});

describe('validation messages', () => {
  it('fills arguments in the reader’s language', () => {
    expect(validationText('validation.maxLength|60', 'pt')).toBe('No máximo 60 caracteres');
    expect(validationText('validation.maxItems|3', 'zh-Hant')).toBe('最多只可填寫 3 項');
    expect(validationText('something else', 'en')).toBe('something else');
  });
});
