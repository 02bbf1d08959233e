import { z } from 'zod';
import {
  ContactInfoSchema,
  DegreeInfoSchema,
  LanguageInfoSchema,
  PersonalInfoSchema,
} from './profile-sections-personal.ts';
import {
  DriveInfoSchema,
  ExperienceInfoSchema,
  OccupationInfoSchema,
} from './profile-sections-work.ts';

export * from './profile-section-limits.ts';
export * from './profile-sections-personal.ts';
export * from './profile-sections-work.ts';

/**
 * The seven sections of the resume (spec §2 `/cv-form/update-alone/{section}`, §3 "Resume") with
 * every rule of spec §5. The full resume (profile.ts) is the union of these shapes, checked by the
 * same refinements, so the form and the server refuse the same things with the same messages.
 * The sections about the person are in profile-sections-personal.ts, those about work in
 * profile-sections-work.ts, the lengths and counts in profile-section-limits.ts.
 */

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
