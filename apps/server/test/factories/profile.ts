import { sectionOfField, type ProfileFormValues, type ProfileSection } from '@vaga/contract';
import type { DB } from '../../src/db/database.ts';
import { referenceOptionRows } from '../../src/db/seed/reference-data.ts';
import { insertReferenceOptions } from '../../src/modules/references/reference-options.write.ts';

/** Loads the reference options of the demo data (some of them disabled) into a test database. */
export async function seedReferenceOptions(db: DB): Promise<void> {
  const existing = await db.selectFrom('reference_option').select('id').limit(1).execute();
  if (existing.length) return;
  await insertReferenceOptions(db, referenceOptionRows());
}

/** Ids of the demo reference data the tests rely on. */
export const OPTIONS = {
  livingLocation: 1,
  inactiveLivingLocation: 13,
  disability: 4,
  disabilityLevel: 2,
  education: 7,
  educationWithoutLevel: 1,
  inactiveEducation: 10,
  educationLevel: 1,
  educationMajor: 2,
  language: 1,
  languageLevel: 3,
  macauDrivingSkill: 2,
  inlandDrivingSkill: 9,
  skill: 2,
  jobTitle: 10101,
  inactiveJobTitle: 10109,
} as const;

/** A complete, valid resume (what the form sends), with overrides. */
export function profileInput(overrides: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return {
    nameCn: '陳大文',
    namePt: 'CHAN TAI MAN',
    sex: 1,
    bod: '1990-05-01',
    isDisability: 0,
    disabilityList: [],
    typeLivinglocationId: OPTIONS.livingLocation,
    mobileNum: '66123456',
    fixedLineNum: '28781234',
    email: 'taiman@example.mo',
    educationList: [
      {
        typeEducationId: OPTIONS.education,
        typeEducationLevelId: OPTIONS.educationLevel,
        typeEducationSubjectId: OPTIONS.educationMajor,
        textEducationSubject: null,
      },
    ],
    cantoneseSpeakingLevel: 4,
    mandarinSpeakingLevel: 3,
    chineseWritingLevel: 4,
    portugueseSpeakingLevel: 2,
    portugueseWritingLevel: 2,
    englishSpeakingLevel: 3,
    englishWritingLevel: 3,
    otherLanguageList: [
      { typeLanguageId: OPTIONS.language, textLanguage: null, speakingLevel: 2, writingLevel: 1 },
    ],
    drivingSkillList: [{ typeDrivingSkillId: OPTIONS.macauDrivingSkill, extraInfo: 1 }],
    skillList: [{ typeSkillId: OPTIONS.skill, textSkill: null }],
    expectedJobList: [{ typeJobTitleId: OPTIONS.jobTitle, textJobTitle: null }],
    experienceList: [
      {
        compnayName: '澳門酒店有限公司',
        typeJobTitleId: OPTIONS.jobTitle,
        textJobTitle: null,
        fromYear: 2015,
        fromMonth: 3,
        toYear: 2019,
        toMonth: 8,
      },
      {
        compnayName: 'Companhia de Serviços Lda.',
        typeJobTitleId: null,
        textJobTitle: 'Receptionist',
        fromYear: 2019,
        fromMonth: 9,
        toYear: null,
        toMonth: null,
      },
    ],
    isShowRemark: 1,
    remark: '可即時上班',
    isPublic: 1,
    ...overrides,
  };
}

/** A resume by sections, as v2/profile/simple carries it (`isPublic` apart), with overrides. */
export function profileSections(
  overrides: Partial<ProfileFormValues> = {},
): Record<ProfileSection, Record<string, unknown>> {
  const sections = {} as Record<ProfileSection, Record<string, unknown>>;
  for (const [field, value] of Object.entries(profileInput(overrides))) {
    const section = sectionOfField(field);
    if (section) (sections[section] ??= {})[field] = value;
  }
  return sections;
}
