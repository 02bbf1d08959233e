import { z } from 'zod';
import {
  checkDriveInfo,
  checkLanguageInfo,
  checkPersonalInfo,
  contactInfoShape,
  ContactInfoSchema,
  degreeInfoShape,
  DegreeInfoSchema,
  driveInfoShape,
  DriveInfoSchema,
  experienceInfoShape,
  ExperienceInfoSchema,
  languageInfoShape,
  LanguageInfoSchema,
  occupationInfoShape,
  OccupationInfoSchema,
  personalInfoShape,
  PersonalInfoSchema,
  PROFILE_SECTIONS,
  type ProfileSection,
} from './profile-sections.ts';
import { flagField, groupError, validationMessage } from './validation.ts';

export * from './profile-sections.ts';
export * from './phone.ts';

/**
 * The job-seeking profile (resume) of spec §3. The request body of POST/PUT v1/profile is the
 * whole resume; `docNum` is never sent (it comes from the account), and the server adds the
 * derived fields (seniority, in service, `needUpadteProfile`) to what it answers.
 */
export const ProfileInputSchema = z
  .object(
    {
      ...personalInfoShape,
      ...contactInfoShape,
      ...degreeInfoShape,
      ...languageInfoShape,
      ...driveInfoShape,
      ...occupationInfoShape,
      ...experienceInfoShape,
      /** Publish (1) or hide (0) the resume to employers; the choice is required (spec §5). */
      isPublic: flagField(),
    },
    { error: groupError },
  )
  .superRefine((value, ctx) => {
    checkPersonalInfo(value, ctx);
    checkLanguageInfo(value, ctx);
    checkDriveInfo(value, ctx);
  });
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
export type ProfileFormValues = z.input<typeof ProfileInputSchema>;

const SECTION_SHAPES: Record<ProfileSection, object> = {
  personalInfo: personalInfoShape,
  contactInfo: contactInfoShape,
  degreeInfo: degreeInfoShape,
  languageInfo: languageInfoShape,
  driveInfo: driveInfoShape,
  occupationInfo: occupationInfoShape,
  experienceInfo: experienceInfoShape,
};

/**
 * The section that holds a top-level resume field (`mobileNum` → `contactInfo`), as
 * v2/profile/simple and `/cv-form/update-alone/{section}` group them; null for a field outside the
 * sections (`isPublic`) or unknown.
 */
export function sectionOfField(field: string): ProfileSection | null {
  return PROFILE_SECTIONS.find((s) => Object.hasOwn(SECTION_SHAPES[s], field)) ?? null;
}

/**
 * POST/PUT v2/profile/simple: the resume by sections. PUT changes only the sections it carries
 * (what `/cv-form/update-alone/{section}` sends); POST creates a resume from the required sections
 * (the optional lists start empty).
 */
export const ProfileSimpleUpdateSchema = z
  .object(
    {
      personalInfo: PersonalInfoSchema.optional(),
      contactInfo: ContactInfoSchema.optional(),
      degreeInfo: DegreeInfoSchema.optional(),
      languageInfo: LanguageInfoSchema.optional(),
      driveInfo: DriveInfoSchema.optional(),
      occupationInfo: OccupationInfoSchema.optional(),
      experienceInfo: ExperienceInfoSchema.optional(),
      isPublic: flagField().optional(),
    },
    { error: groupError },
  )
  .refine((v) => PROFILE_SECTIONS.some((s) => v[s] !== undefined) || v.isPublic !== undefined, {
    error: validationMessage('validation.sectionRequired'),
  });
export type ProfileSimpleUpdate = z.infer<typeof ProfileSimpleUpdateSchema>;

export const ProfileSimpleCreateSchema = z.object(
  {
    personalInfo: PersonalInfoSchema,
    contactInfo: ContactInfoSchema,
    degreeInfo: DegreeInfoSchema,
    languageInfo: LanguageInfoSchema,
    driveInfo: DriveInfoSchema.optional(),
    occupationInfo: OccupationInfoSchema.optional(),
    experienceInfo: ExperienceInfoSchema.optional(),
    isPublic: flagField(),
  },
  { error: groupError },
);
export type ProfileSimpleCreate = z.infer<typeof ProfileSimpleCreateSchema>;

/** PUT v1/jobseeks/selfseeking: publish or hide the resume to employers (self-seeking). */
export const SelfSeekingSchema = z.object({ isPublic: flagField() });
export type SelfSeeking = z.infer<typeof SelfSeekingSchema>;

/** Spec §3/§4: 0 nothing, 1 soft update prompt (dismissible), 2 update forced. */
export const NEED_UPDATE_PROFILE = { none: 0, soft: 1, forced: 2 } as const;
export const NeedUpdateProfileSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type NeedUpdateProfile = z.infer<typeof NeedUpdateProfileSchema>;

const nullableText = z.string().nullable();
const FlagOut = z.union([z.literal(0), z.literal(1)]);

/** A work experience as answered: with the derived seniority (months) and in-service flag. */
export const ExperienceOutSchema = z.object({
  compnayName: z.string(),
  typeJobTitleId: z.number().int().nullable(),
  textJobTitle: nullableText,
  fromYear: z.number().int(),
  fromMonth: z.number().int(),
  toYear: z.number().int().nullable(),
  toMonth: z.number().int().nullable(),
  seniorityMonths: z.number().int().min(0),
  inService: FlagOut,
});
export type ExperienceOut = z.infer<typeof ExperienceOutSchema>;

/** GET v1/profile: the whole resume. */
export const ProfileSchema = z.object({
  nameCn: nullableText,
  namePt: nullableText,
  sex: z.union([z.literal(1), z.literal(2)]),
  bod: z.string(),
  docNum: z.string(),
  isDisability: FlagOut,
  disabilityList: z.array(
    z.object({
      typeDisabilityid: z.number().int(),
      extraData: z.string(),
      typeDisabilityLevelId: z.number().int(),
    }),
  ),
  typeLivinglocationId: z.number().int(),
  mobileNum: z.string(),
  fixedLineNum: nullableText,
  email: nullableText,
  educationList: z.array(
    z.object({
      typeEducationId: z.number().int(),
      typeEducationLevelId: z.number().int().nullable(),
      typeEducationSubjectId: z.number().int().nullable(),
      textEducationSubject: nullableText,
    }),
  ),
  cantoneseSpeakingLevel: z.number().int(),
  mandarinSpeakingLevel: z.number().int(),
  chineseWritingLevel: z.number().int(),
  portugueseSpeakingLevel: z.number().int(),
  portugueseWritingLevel: z.number().int(),
  englishSpeakingLevel: z.number().int(),
  englishWritingLevel: z.number().int(),
  otherLanguageList: z.array(
    z.object({
      typeLanguageId: z.number().int(),
      textLanguage: nullableText,
      speakingLevel: z.number().int(),
      writingLevel: z.number().int(),
    }),
  ),
  drivingSkillList: z.array(
    z.object({
      typeDrivingSkillId: z.number().int(),
      extraInfo: z.union([z.literal(1), z.literal(2)]),
    }),
  ),
  skillList: z.array(
    z.object({ typeSkillId: z.number().int().nullable(), textSkill: nullableText }),
  ),
  expectedJobList: z.array(
    z.object({ typeJobTitleId: z.number().int().nullable(), textJobTitle: nullableText }),
  ),
  experienceList: z.array(ExperienceOutSchema),
  /** Total months of work experience (overlaps counted once). */
  totalSeniorityMonths: z.number().int().min(0),
  isShowRemark: FlagOut,
  remark: nullableText,
  isPublic: FlagOut,
  needUpadteProfile: NeedUpdateProfileSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET v2/profile: whether a resume exists and its update flag, never a 404. */
export const ProfileStatusSchema = z.object({
  hasProfile: FlagOut,
  needUpadteProfile: NeedUpdateProfileSchema,
  updatedAt: z.string().nullable(),
  voProfile: ProfileSchema.nullable(),
});
export type ProfileStatus = z.infer<typeof ProfileStatusSchema>;

/** Months of one experience, counting both ends (Jan–Jan = 1), up to `today` when in service. */
export function experienceMonths(
  e: { fromYear: number; fromMonth: number; toYear?: number | null; toMonth?: number | null },
  today: { year: number; month: number },
): number {
  const from = e.fromYear * 12 + (e.fromMonth - 1);
  const to =
    e.toYear != null && e.toMonth != null
      ? e.toYear * 12 + (e.toMonth - 1)
      : today.year * 12 + (today.month - 1);
  return Math.max(0, to - from + 1);
}
