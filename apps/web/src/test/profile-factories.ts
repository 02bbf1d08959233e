import type { CvFile, Profile, ReferenceOption, References, ReferenceType } from '@vaga/contract';
import { REFERENCE_TYPES } from '@vaga/contract';

/** A reference option; `name` in English, active unless told. */
export function option(
  id: number,
  name: string,
  overrides: Partial<ReferenceOption> = {},
): ReferenceOption {
  return {
    id,
    name,
    nameCn: name,
    namePt: name,
    nameEn: name,
    isActive: 1,
    extraInfo: null,
    ...overrides,
  };
}

/** References with a few options of every type; `overrides` replaces whole types. */
export function references(
  overrides: Partial<Record<ReferenceType, ReferenceOption[]>> = {},
): References {
  const base = Object.fromEntries(
    REFERENCE_TYPES.map((type) => [type, [] as ReferenceOption[]]),
  ) as References;
  return {
    ...base,
    LIVING_LOCATION: [
      option(1, 'Macao Peninsula'),
      option(2, 'Taipa'),
      option(3, 'Coloane', { isActive: 0 }),
    ],
    DISABILITY: [option(1, 'Visual'), option(2, 'Hearing')],
    DISABILITY_LEVEL: [option(1, 'Mild'), option(2, 'Severe')],
    EDUCATION: [
      option(1, 'No formal education'),
      option(4, 'Senior secondary'),
      option(7, "Bachelor's degree"),
    ],
    EDUCATION_LEVEL: [option(1, 'Graduated'), option(3, 'Studying')],
    EDUCATION_MAJOR: [option(1, 'Business administration'), option(2, 'Accounting')],
    LANGUAGE: [option(1, 'Japanese'), option(2, 'Korean'), option(3, 'French')],
    LANGUAGE_LEVEL: [option(1, 'None'), option(2, 'Basic'), option(3, 'Good'), option(4, 'Fluent')],
    DRIVING_SKILL: [
      option(2, 'Macao class B', { extraInfo: '1' }),
      option(12, 'Mainland C1', { extraInfo: '2' }),
    ],
    SKILL: [option(1, 'First aid certificate'), option(2, 'Food hygiene certificate')],
    JOBTITLE: [option(1, 'Cook'), option(2, 'Waiter')],
    ...overrides,
  };
}

/** A saved resume with every section filled. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    nameCn: '李小梅',
    namePt: 'LEI SIO MUI',
    sex: 2,
    bod: '1998-03-15',
    docNum: '5123456(7)',
    isDisability: 0,
    disabilityList: [],
    typeLivinglocationId: 2,
    mobileNum: '66123456',
    fixedLineNum: '28888888',
    email: 'mui@example.mo',
    educationList: [
      {
        typeEducationId: 7,
        typeEducationLevelId: 1,
        typeEducationSubjectId: 2,
        textEducationSubject: null,
      },
    ],
    cantoneseSpeakingLevel: 4,
    mandarinSpeakingLevel: 3,
    chineseWritingLevel: 4,
    portugueseSpeakingLevel: 2,
    portugueseWritingLevel: 1,
    englishSpeakingLevel: 3,
    englishWritingLevel: 3,
    otherLanguageList: [
      { typeLanguageId: 1, textLanguage: null, speakingLevel: 2, writingLevel: 1 },
    ],
    drivingSkillList: [{ typeDrivingSkillId: 2, extraInfo: 1 }],
    skillList: [{ typeSkillId: 1, textSkill: null }],
    expectedJobList: [{ typeJobTitleId: 1, textJobTitle: null }],
    experienceList: [
      {
        compnayName: 'Hotel Lisboa',
        typeJobTitleId: 2,
        textJobTitle: null,
        fromYear: 2020,
        fromMonth: 1,
        toYear: 2021,
        toMonth: 6,
        seniorityMonths: 18,
        inService: 0,
      },
    ],
    totalSeniorityMonths: 18,
    isShowRemark: 1,
    remark: 'Available on weekends',
    isPublic: 1,
    needUpadteProfile: 0,
    createdAt: '2025-01-02T03:04:05.000Z',
    updatedAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** The single account of a logged-in resident. */
export function account(euid = 'euid-newcomer') {
  return {
    identityDocs: [{ identityType: 15, identityValidDate: '2030-01-01' }],
    identityNo: '5123456(7)',
    euid,
    name: '李小梅 LEI SIO MUI',
    birthDate: '1998-03-15',
    nameCn: '李小梅',
    namePt: 'LEI SIO MUI',
    sex: 2,
    isResident: true,
    residency: 'resident',
    accountType: 'personal',
    employer: null,
  };
}

export function cvFile(overrides: Partial<CvFile> = {}): CvFile {
  return {
    cvUid: 'cv-1',
    cvName: 'My CV',
    uploadFileName: 'my-cv.pdf',
    uploadDate: '2025-03-04T05:06:00.000Z',
    fileType: 'pdf',
    fileSize: 1234,
    ...overrides,
  };
}
