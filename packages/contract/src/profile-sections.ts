import { z } from 'zod';
import { LIMITS, SEX, DISABILITY_YES } from './limits.ts';
import {
  boundedInteger,
  codeField,
  dateField,
  flagField,
  groupError,
  listField,
  optionId,
  requiredText,
  textField,
  validationMessage,
} from './validation.ts';
import { macaoMobileField, optionalMacaoPhoneField } from './phone.ts';

/**
 * The seven sections of the resume (spec §2 `/cv-form/update-alone/{section}`, §3 "Resume") with
 * every rule of spec §5. The full resume (profile.ts) is the union of these shapes, checked by the
 * same refinements, so the form and the server refuse the same things with the same messages.
 */

/** Education type (reference EDUCATION id) that has no level (spec §5 "Education type 1 shows no level"). */
export const EDUCATION_TYPE_WITHOUT_LEVEL = 1;
/** Driving licence origin in `extraInfo` (spec §3): 1 Macau, 2 inland. */
export const DRIVING_LICENCE_ORIGIN = { macau: 1, inland: 2 } as const;

export const TEXT_MAX = {
  nameCn: 60,
  namePt: 100,
  disabilityExtent: 200,
  email: 100,
  educationSubject: 100,
  language: 50,
  skill: 100,
  jobTitle: 100,
  companyName: 100,
  remark: 500,
} as const;

/** Most disabilities, education entries, driving licences and expected jobs a resume holds. */
export const PROFILE_LIST_MAX = {
  disabilities: 5,
  educations: 5,
  otherLanguages: LIMITS.extraLanguagesMax,
  drivingSkills: 10,
  skills: LIMITS.skillsMax,
  expectedJobs: 3,
  experiences: LIMITS.experiencesMax,
} as const;

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message, input: undefined });

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
const EMAIL = z.email();

function duplicates<T>(items: T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) repeated.push(index);
    seen.add(k);
  });
  return repeated;
}

// ── personalInfo ────────────────────────────────────────────────────────────────────────────

export const DisabilitySchema = z.object({
  typeDisabilityid: optionId(),
  /** The extent of the disability, as the seeker describes it. */
  extraData: requiredText(TEXT_MAX.disabilityExtent),
  typeDisabilityLevelId: optionId(),
});
export type Disability = z.infer<typeof DisabilitySchema>;

export const personalInfoShape = {
  nameCn: textField(TEXT_MAX.nameCn).nullish(),
  namePt: textField(TEXT_MAX.namePt).nullish(),
  sex: codeField([SEX.man, SEX.female]),
  /** Birthday `YYYY-MM-DD`; the server checks the age (≥ 16) by its clock. */
  bod: dateField(),
  isDisability: flagField(),
  disabilityList: listField(DisabilitySchema, PROFILE_LIST_MAX.disabilities).default([]),
  typeLivinglocationId: optionId(),
};

type PersonalInfoValues = {
  nameCn?: string | null;
  namePt?: string | null;
  isDisability: number;
  disabilityList: Disability[];
};

export function checkPersonalInfo(value: PersonalInfoValues, ctx: Ctx): void {
  if (isBlank(value.nameCn) && isBlank(value.namePt)) {
    issue(ctx, ['nameCn'], validationMessage('validation.nameRequired'));
    issue(ctx, ['namePt'], validationMessage('validation.nameRequired'));
  }
  if (value.isDisability === DISABILITY_YES && value.disabilityList.length === 0) {
    issue(ctx, ['disabilityList'], validationMessage('validation.disabilityRequired'));
  }
  if (value.isDisability !== DISABILITY_YES && value.disabilityList.length > 0) {
    issue(ctx, ['disabilityList'], validationMessage('validation.disabilityNotAllowed'));
  }
  for (const index of duplicates(value.disabilityList, (d) => String(d.typeDisabilityid))) {
    issue(
      ctx,
      ['disabilityList', index, 'typeDisabilityid'],
      validationMessage('validation.duplicate'),
    );
  }
}

export const PersonalInfoSchema = z
  .object(personalInfoShape, { error: groupError })
  .superRefine(checkPersonalInfo);
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

// ── contactInfo ─────────────────────────────────────────────────────────────────────────────

export const contactInfoShape = {
  mobileNum: macaoMobileField(),
  fixedLineNum: optionalMacaoPhoneField(),
  email: textField(TEXT_MAX.email)
    .refine((v) => v === '' || EMAIL.safeParse(v).success, {
      error: validationMessage('validation.email'),
    })
    .nullish(),
};

export const ContactInfoSchema = z.object(contactInfoShape, { error: groupError });
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

// ── degreeInfo ──────────────────────────────────────────────────────────────────────────────

/**
 * One education entry: `typeEducationId` the education (EDUCATION), `typeEducationLevelId` its
 * level/status (EDUCATION_LEVEL; none for type 1), the subject by option (EDUCATION_MAJOR) or text.
 */
export const EducationSchema = z
  .object({
    typeEducationId: optionId(),
    typeEducationLevelId: optionId().nullish(),
    typeEducationSubjectId: optionId().nullish(),
    textEducationSubject: textField(TEXT_MAX.educationSubject).nullish(),
  })
  .superRefine((value, ctx) => {
    const withoutLevel = value.typeEducationId === EDUCATION_TYPE_WITHOUT_LEVEL;
    const hasLevel =
      value.typeEducationLevelId !== undefined && value.typeEducationLevelId !== null;
    if (withoutLevel && hasLevel) {
      issue(
        ctx,
        ['typeEducationLevelId'],
        validationMessage('validation.educationLevelNotAllowed'),
      );
    }
    if (!withoutLevel && !hasLevel) {
      issue(ctx, ['typeEducationLevelId'], validationMessage('validation.required'));
    }
    const hasSubject = value.typeEducationSubjectId != null || !isBlank(value.textEducationSubject);
    if (!withoutLevel && !hasSubject) {
      issue(ctx, ['typeEducationSubjectId'], validationMessage('validation.required'));
    }
  });
export type Education = z.infer<typeof EducationSchema>;

export const degreeInfoShape = {
  educationList: listField(EducationSchema, PROFILE_LIST_MAX.educations).min(1, {
    error: validationMessage('validation.required'),
  }),
};

export const DegreeInfoSchema = z.object(degreeInfoShape, { error: groupError });
export type DegreeInfo = z.infer<typeof DegreeInfoSchema>;

// ── languageInfo ────────────────────────────────────────────────────────────────────────────

export const OtherLanguageSchema = z.object({
  typeLanguageId: optionId(),
  textLanguage: textField(TEXT_MAX.language).nullish(),
  speakingLevel: optionId(),
  writingLevel: optionId(),
});
export type OtherLanguage = z.infer<typeof OtherLanguageSchema>;

/** Spoken levels of Cantonese, Mandarin, Portuguese, English; written Chinese, Portuguese, English (LANGUAGE_LEVEL ids). */
export const LANGUAGE_LEVEL_FIELDS = [
  'cantoneseSpeakingLevel',
  'mandarinSpeakingLevel',
  'chineseWritingLevel',
  'portugueseSpeakingLevel',
  'portugueseWritingLevel',
  'englishSpeakingLevel',
  'englishWritingLevel',
] as const;
export type LanguageLevelField = (typeof LANGUAGE_LEVEL_FIELDS)[number];

export const languageInfoShape = {
  cantoneseSpeakingLevel: optionId(),
  mandarinSpeakingLevel: optionId(),
  chineseWritingLevel: optionId(),
  portugueseSpeakingLevel: optionId(),
  portugueseWritingLevel: optionId(),
  englishSpeakingLevel: optionId(),
  englishWritingLevel: optionId(),
  otherLanguageList: listField(OtherLanguageSchema, PROFILE_LIST_MAX.otherLanguages).default([]),
};

export function checkLanguageInfo(value: { otherLanguageList: OtherLanguage[] }, ctx: Ctx): void {
  const key = (l: OtherLanguage) =>
    `${l.typeLanguageId}:${(l.textLanguage ?? '').trim().toLowerCase()}`;
  for (const index of duplicates(value.otherLanguageList, key)) {
    issue(
      ctx,
      ['otherLanguageList', index, 'typeLanguageId'],
      validationMessage('validation.duplicate'),
    );
  }
}

export const LanguageInfoSchema = z
  .object(languageInfoShape, { error: groupError })
  .superRefine(checkLanguageInfo);
export type LanguageInfo = z.infer<typeof LanguageInfoSchema>;

// ── driveInfo ───────────────────────────────────────────────────────────────────────────────

export const DrivingSkillSchema = z.object({
  typeDrivingSkillId: optionId(),
  extraInfo: codeField([DRIVING_LICENCE_ORIGIN.macau, DRIVING_LICENCE_ORIGIN.inland]),
});
export type DrivingSkill = z.infer<typeof DrivingSkillSchema>;

export const driveInfoShape = {
  drivingSkillList: listField(DrivingSkillSchema, PROFILE_LIST_MAX.drivingSkills).default([]),
};

export function checkDriveInfo(value: { drivingSkillList: DrivingSkill[] }, ctx: Ctx): void {
  const key = (d: DrivingSkill) => `${d.typeDrivingSkillId}:${d.extraInfo}`;
  for (const index of duplicates(value.drivingSkillList, key)) {
    issue(
      ctx,
      ['drivingSkillList', index, 'typeDrivingSkillId'],
      validationMessage('validation.duplicate'),
    );
  }
}

export const DriveInfoSchema = z
  .object(driveInfoShape, { error: groupError })
  .superRefine(checkDriveInfo);
export type DriveInfo = z.infer<typeof DriveInfoSchema>;

// ── occupationInfo: vocational qualifications/skills, expected jobs, remark ─────────────────

/** A vocational qualification or skill: chosen (SKILL) or entered by hand; one is required. */
export const SkillSchema = z
  .object({
    typeSkillId: optionId().nullish(),
    textSkill: textField(TEXT_MAX.skill).nullish(),
  })
  .refine((s) => s.typeSkillId != null || !isBlank(s.textSkill), {
    path: ['typeSkillId'],
    error: validationMessage('validation.atLeastOne'),
  });
export type Skill = z.infer<typeof SkillSchema>;

/** An expected job: a JOBTITLE option or a title entered by hand; one is required. */
export const ExpectedJobSchema = z
  .object({
    typeJobTitleId: optionId().nullish(),
    textJobTitle: textField(TEXT_MAX.jobTitle).nullish(),
  })
  .refine((j) => j.typeJobTitleId != null || !isBlank(j.textJobTitle), {
    path: ['typeJobTitleId'],
    error: validationMessage('validation.atLeastOne'),
  });
export type ExpectedJob = z.infer<typeof ExpectedJobSchema>;

export const occupationInfoShape = {
  skillList: listField(SkillSchema, PROFILE_LIST_MAX.skills).default([]),
  expectedJobList: listField(ExpectedJobSchema, PROFILE_LIST_MAX.expectedJobs).default([]),
  isShowRemark: flagField().default(0),
  remark: textField(TEXT_MAX.remark).nullish(),
};

export const OccupationInfoSchema = z.object(occupationInfoShape, { error: groupError });
export type OccupationInfo = z.infer<typeof OccupationInfoSchema>;

// ── experienceInfo ──────────────────────────────────────────────────────────────────────────

/** A work experience (spec spelling `compnayName`); no end (toYear/toMonth null) = still in service. */
export const ExperienceSchema = z
  .object({
    compnayName: requiredText(TEXT_MAX.companyName),
    typeJobTitleId: optionId().nullish(),
    textJobTitle: textField(TEXT_MAX.jobTitle).nullish(),
    fromYear: boundedInteger(1900, 2100),
    fromMonth: boundedInteger(1, 12),
    toYear: boundedInteger(1900, 2100).nullish(),
    toMonth: boundedInteger(1, 12).nullish(),
  })
  .superRefine((e, ctx) => {
    if (e.typeJobTitleId == null && isBlank(e.textJobTitle)) {
      issue(ctx, ['typeJobTitleId'], validationMessage('validation.atLeastOne'));
    }
    if ((e.toYear == null) !== (e.toMonth == null)) {
      issue(
        ctx,
        [e.toYear == null ? 'toYear' : 'toMonth'],
        validationMessage('validation.required'),
      );
    } else if (e.toYear != null && e.toMonth != null) {
      if (e.toYear * 12 + e.toMonth < e.fromYear * 12 + e.fromMonth) {
        issue(ctx, ['toYear'], validationMessage('validation.dateOrder'));
      }
    }
  });
export type Experience = z.infer<typeof ExperienceSchema>;

export const experienceInfoShape = {
  experienceList: listField(ExperienceSchema, PROFILE_LIST_MAX.experiences).default([]),
};

export const ExperienceInfoSchema = z.object(experienceInfoShape, { error: groupError });
export type ExperienceInfo = z.infer<typeof ExperienceInfoSchema>;

/** The seven sections of `/cv-form/update-alone/{section}` (spec §2). */
export const PROFILE_SECTIONS = [
  'personalInfo',
  'contactInfo',
  'degreeInfo',
  'languageInfo',
  'driveInfo',
  'occupationInfo',
  'experienceInfo',
] as const;
export const ProfileSectionSchema = z.enum(PROFILE_SECTIONS);
export type ProfileSection = z.infer<typeof ProfileSectionSchema>;

export const PROFILE_SECTION_SCHEMAS = {
  personalInfo: PersonalInfoSchema,
  contactInfo: ContactInfoSchema,
  degreeInfo: DegreeInfoSchema,
  languageInfo: LanguageInfoSchema,
  driveInfo: DriveInfoSchema,
  occupationInfo: OccupationInfoSchema,
  experienceInfo: ExperienceInfoSchema,
} as const;
