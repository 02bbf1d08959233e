import type { ComponentType } from 'react';
import type { ProfileSection } from '@vaga/contract';
import { ContactInfoFields } from './sections/contact-info-fields.tsx';
import { DegreeInfoFields } from './sections/degree-info-fields.tsx';
import { DriveInfoFields } from './sections/drive-info-fields.tsx';
import { ExperienceInfoFields } from './sections/experience-info-fields.tsx';
import { LanguageInfoFields } from './sections/language-info-fields.tsx';
import { OccupationInfoFields } from './sections/occupation-info-fields.tsx';
import { PersonalInfoFields } from './sections/personal-info-fields.tsx';

/** The fields of each section, inside a form that provides its context. */
export const SECTION_FIELDS: Record<ProfileSection, ComponentType<{ docNum?: string }>> = {
  personalInfo: PersonalInfoFields,
  contactInfo: ContactInfoFields,
  degreeInfo: DegreeInfoFields,
  languageInfo: LanguageInfoFields,
  driveInfo: DriveInfoFields,
  occupationInfo: OccupationInfoFields,
  experienceInfo: ExperienceInfoFields,
};
