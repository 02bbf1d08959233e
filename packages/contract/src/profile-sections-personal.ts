import { z } from 'zod';
import { SEX, DISABILITY_YES } from './limits.ts';
import {
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
import {
  EDUCATION_TYPE_WITHOUT_LEVEL,
  PROFILE_LIST_MAX,
  TEXT_MAX,
} from './profile-section-limits.ts';
import { type Ctx, EMAIL, duplicates, isBlank, issue } from './profile-section-checks.ts';

/** The resume's sections about the person: personal, contact, education and language details. */

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
