import type { FieldValues } from 'react-hook-form';
import type { AccountProfile, Profile, ProfileSection } from '@vaga/contract';

/** A new, empty row of each list of the resume. */
export const EMPTY_ROWS = {
  disabilityList: { typeDisabilityid: undefined, extraData: '', typeDisabilityLevelId: undefined },
  educationList: {
    typeEducationId: undefined,
    typeEducationLevelId: undefined,
    typeEducationSubjectId: undefined,
    textEducationSubject: '',
  },
  otherLanguageList: {
    typeLanguageId: undefined,
    textLanguage: '',
    speakingLevel: undefined,
    writingLevel: undefined,
  },
  drivingSkillList: { typeDrivingSkillId: undefined, extraInfo: undefined },
  skillList: { typeSkillId: undefined, textSkill: '' },
  expectedJobList: { typeJobTitleId: undefined, textJobTitle: '' },
  experienceList: {
    compnayName: '',
    typeJobTitleId: undefined,
    textJobTitle: '',
    fromYear: undefined,
    fromMonth: undefined,
    toYear: undefined,
    toMonth: undefined,
  },
} as const;

const text = (value: string | null | undefined) => value ?? '';
const id = (value: number | null | undefined) => value ?? undefined;

/**
 * What a new resume takes from the identity provider: the names and sex it gives (still
 * editable) and its birth date (locked: the server refuses any other).
 */
export function identityValues(identity: AccountProfile): FieldValues {
  const values: FieldValues = {};
  if (identity.nameCn) values.nameCn = identity.nameCn;
  if (identity.namePt) values.namePt = identity.namePt;
  if (identity.sex !== null) values.sex = identity.sex;
  if (identity.birthDate) values.bod = identity.birthDate;
  return values;
}

/** The form values of a section: from the resume, or empty for a new one. */
export function sectionValues(section: ProfileSection, profile: Profile | null): FieldValues {
  const p = profile;
  switch (section) {
    case 'personalInfo':
      return {
        nameCn: text(p?.nameCn),
        namePt: text(p?.namePt),
        sex: p?.sex,
        bod: p?.bod ?? '',
        isDisability: p?.isDisability,
        disabilityList: p?.disabilityList.map((d) => ({ ...d })) ?? [],
        typeLivinglocationId: p?.typeLivinglocationId,
      };
    case 'contactInfo':
      return {
        mobileNum: p?.mobileNum ?? '',
        fixedLineNum: text(p?.fixedLineNum),
        email: text(p?.email),
      };
    case 'degreeInfo':
      return {
        educationList: p
          ? p.educationList.map((e) => ({
              typeEducationId: e.typeEducationId,
              typeEducationLevelId: id(e.typeEducationLevelId),
              typeEducationSubjectId: id(e.typeEducationSubjectId),
              textEducationSubject: text(e.textEducationSubject),
            }))
          : [{ ...EMPTY_ROWS.educationList }],
      };
    case 'languageInfo':
      return {
        cantoneseSpeakingLevel: p?.cantoneseSpeakingLevel,
        mandarinSpeakingLevel: p?.mandarinSpeakingLevel,
        chineseWritingLevel: p?.chineseWritingLevel,
        portugueseSpeakingLevel: p?.portugueseSpeakingLevel,
        portugueseWritingLevel: p?.portugueseWritingLevel,
        englishSpeakingLevel: p?.englishSpeakingLevel,
        englishWritingLevel: p?.englishWritingLevel,
        otherLanguageList:
          p?.otherLanguageList.map((l) => ({ ...l, textLanguage: text(l.textLanguage) })) ?? [],
      };
    case 'driveInfo':
      return { drivingSkillList: p?.drivingSkillList.map((d) => ({ ...d })) ?? [] };
    case 'occupationInfo':
      return {
        skillList:
          p?.skillList.map((s) => ({
            typeSkillId: id(s.typeSkillId),
            textSkill: text(s.textSkill),
          })) ?? [],
        expectedJobList:
          p?.expectedJobList.map((j) => ({
            typeJobTitleId: id(j.typeJobTitleId),
            textJobTitle: text(j.textJobTitle),
          })) ?? [],
        isShowRemark: p?.isShowRemark ?? 0,
        remark: text(p?.remark),
      };
    case 'experienceInfo':
      return {
        experienceList:
          p?.experienceList.map((e) => ({
            compnayName: e.compnayName,
            typeJobTitleId: id(e.typeJobTitleId),
            textJobTitle: text(e.textJobTitle),
            fromYear: e.fromYear,
            fromMonth: e.fromMonth,
            toYear: id(e.toYear),
            toMonth: id(e.toMonth),
          })) ?? [],
      };
  }
}
