import { z } from 'zod';
import {
  boundedInteger,
  codeField,
  flagField,
  groupError,
  listField,
  optionId,
  requiredText,
  textField,
  validationMessage,
} from './validation.ts';
import { DRIVING_LICENCE_ORIGIN, PROFILE_LIST_MAX, TEXT_MAX } from './profile-section-limits.ts';
import { type Ctx, duplicates, isBlank, issue } from './profile-section-checks.ts';

/** The resume's sections about work: driving licences, qualifications and expected jobs, experience. */

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
