import {
  experienceMonths,
  type Experience,
  type ExperienceOut,
  type NeedUpdateProfile,
  type Profile,
  type ProfileInput,
} from '@vaga/contract';
import type { NewProfileRow, ProfileRow } from './profile.repository.ts';

/** Blank optional texts are kept as null. */
const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

const json = (value: unknown) => JSON.stringify(value);

/** The stored form of a checked resume. */
export function toRow(
  accountId: number,
  input: ProfileInput,
  now: string,
  createdAt = now,
): NewProfileRow {
  return {
    account_id: accountId,
    name_cn: orNull(input.nameCn),
    name_pt: orNull(input.namePt),
    sex: input.sex,
    bod: input.bod,
    is_disability: input.isDisability,
    type_livinglocation_id: input.typeLivinglocationId,
    mobile_num: input.mobileNum,
    fixed_line_num: orNull(input.fixedLineNum),
    email: orNull(input.email),
    cantonese_speaking_level: input.cantoneseSpeakingLevel,
    mandarin_speaking_level: input.mandarinSpeakingLevel,
    chinese_writing_level: input.chineseWritingLevel,
    portuguese_speaking_level: input.portugueseSpeakingLevel,
    portuguese_writing_level: input.portugueseWritingLevel,
    english_speaking_level: input.englishSpeakingLevel,
    english_writing_level: input.englishWritingLevel,
    disability_list: json(input.disabilityList),
    education_list: json(
      input.educationList.map((e) => ({
        typeEducationId: e.typeEducationId,
        typeEducationLevelId: e.typeEducationLevelId ?? null,
        typeEducationSubjectId: e.typeEducationSubjectId ?? null,
        textEducationSubject: orNull(e.textEducationSubject),
      })),
    ),
    other_language_list: json(
      input.otherLanguageList.map((l) => ({ ...l, textLanguage: orNull(l.textLanguage) })),
    ),
    driving_skill_list: json(input.drivingSkillList),
    skill_list: json(
      input.skillList.map((s) => ({
        typeSkillId: s.typeSkillId ?? null,
        textSkill: orNull(s.textSkill),
      })),
    ),
    expected_job_list: json(
      input.expectedJobList.map((j) => ({
        typeJobTitleId: j.typeJobTitleId ?? null,
        textJobTitle: orNull(j.textJobTitle),
      })),
    ),
    experience_list: json(
      input.experienceList.map((e) => ({
        compnayName: e.compnayName,
        typeJobTitleId: e.typeJobTitleId ?? null,
        textJobTitle: orNull(e.textJobTitle),
        fromYear: e.fromYear,
        fromMonth: e.fromMonth,
        toYear: e.toYear ?? null,
        toMonth: e.toMonth ?? null,
      })),
    ),
    is_show_remark: input.isShowRemark,
    remark: orNull(input.remark),
    is_public: input.isPublic,
    created_at: createdAt,
    updated_at: now,
  };
}

const parseList = <T>(text: string): T[] => JSON.parse(text) as T[];
const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The resume as stored, in the request shape (what a section update starts from). */
export function toInput(row: ProfileRow): ProfileInput {
  return {
    nameCn: row.name_cn,
    namePt: row.name_pt,
    sex: row.sex === 2 ? 2 : 1,
    bod: row.bod,
    isDisability: flag(row.is_disability),
    disabilityList: parseList(row.disability_list),
    typeLivinglocationId: row.type_livinglocation_id,
    mobileNum: row.mobile_num,
    fixedLineNum: row.fixed_line_num,
    email: row.email,
    educationList: parseList(row.education_list),
    cantoneseSpeakingLevel: row.cantonese_speaking_level,
    mandarinSpeakingLevel: row.mandarin_speaking_level,
    chineseWritingLevel: row.chinese_writing_level,
    portugueseSpeakingLevel: row.portuguese_speaking_level,
    portugueseWritingLevel: row.portuguese_writing_level,
    englishSpeakingLevel: row.english_speaking_level,
    englishWritingLevel: row.english_writing_level,
    otherLanguageList: parseList(row.other_language_list),
    drivingSkillList: parseList(row.driving_skill_list),
    skillList: parseList(row.skill_list),
    expectedJobList: parseList(row.expected_job_list),
    experienceList: parseList(row.experience_list),
    isShowRemark: flag(row.is_show_remark),
    remark: row.remark,
    isPublic: flag(row.is_public),
  };
}

export interface YearMonth {
  year: number;
  month: number;
}

function withSeniority(e: Experience, today: YearMonth): ExperienceOut {
  return {
    compnayName: e.compnayName,
    typeJobTitleId: e.typeJobTitleId ?? null,
    textJobTitle: e.textJobTitle ?? null,
    fromYear: e.fromYear,
    fromMonth: e.fromMonth,
    toYear: e.toYear ?? null,
    toMonth: e.toMonth ?? null,
    seniorityMonths: experienceMonths(e, today),
    inService: e.toYear == null ? 1 : 0,
  };
}

/** Months covered by any experience, overlaps counted once. */
export function totalMonths(list: Experience[], today: YearMonth): number {
  const months = new Set<number>();
  for (const e of list) {
    const from = e.fromYear * 12 + e.fromMonth - 1;
    const count = experienceMonths(e, today);
    for (let m = 0; m < count; m++) months.add(from + m);
  }
  return months.size;
}

/** The resume as answered, with what is derived. */
export function toProfile(
  row: ProfileRow,
  docNum: string,
  today: YearMonth,
  needUpadteProfile: NeedUpdateProfile,
): Profile {
  const input = toInput(row);
  return {
    nameCn: input.nameCn ?? null,
    namePt: input.namePt ?? null,
    sex: input.sex,
    bod: input.bod,
    docNum,
    isDisability: input.isDisability,
    disabilityList: input.disabilityList,
    typeLivinglocationId: input.typeLivinglocationId,
    mobileNum: input.mobileNum,
    fixedLineNum: input.fixedLineNum ?? null,
    email: input.email ?? null,
    educationList: input.educationList.map((e) => ({
      typeEducationId: e.typeEducationId,
      typeEducationLevelId: e.typeEducationLevelId ?? null,
      typeEducationSubjectId: e.typeEducationSubjectId ?? null,
      textEducationSubject: e.textEducationSubject ?? null,
    })),
    cantoneseSpeakingLevel: input.cantoneseSpeakingLevel,
    mandarinSpeakingLevel: input.mandarinSpeakingLevel,
    chineseWritingLevel: input.chineseWritingLevel,
    portugueseSpeakingLevel: input.portugueseSpeakingLevel,
    portugueseWritingLevel: input.portugueseWritingLevel,
    englishSpeakingLevel: input.englishSpeakingLevel,
    englishWritingLevel: input.englishWritingLevel,
    otherLanguageList: input.otherLanguageList.map((l) => ({
      ...l,
      textLanguage: l.textLanguage ?? null,
    })),
    drivingSkillList: input.drivingSkillList,
    skillList: input.skillList.map((s) => ({
      typeSkillId: s.typeSkillId ?? null,
      textSkill: s.textSkill ?? null,
    })),
    expectedJobList: input.expectedJobList.map((j) => ({
      typeJobTitleId: j.typeJobTitleId ?? null,
      textJobTitle: j.textJobTitle ?? null,
    })),
    experienceList: input.experienceList.map((e) => withSeniority(e, today)),
    totalSeniorityMonths: totalMonths(input.experienceList, today),
    isShowRemark: input.isShowRemark,
    remark: input.remark ?? null,
    isPublic: input.isPublic,
    needUpadteProfile,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
