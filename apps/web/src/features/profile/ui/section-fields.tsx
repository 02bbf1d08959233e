import type { ComponentType } from 'react';
import type { ProfileSection } from '@vaga/contract';
import { ContactInfoFields } from './contact-info-fields.tsx';
import { DegreeInfoFields } from './degree-info-fields.tsx';
import { DriveInfoFields } from './drive-info-fields.tsx';
import { ExperienceInfoFields } from './experience-info-fields.tsx';
import { LanguageInfoFields } from './language-info-fields.tsx';
import { OccupationInfoFields } from './occupation-info-fields.tsx';
import { PersonalInfoFields, type AccountFacts } from './personal-info-fields.tsx';

/** The fields of each section, inside a form that provides its context. */
export const SECTION_FIELDS: Record<ProfileSection, ComponentType<AccountFacts>> = {
  personalInfo: PersonalInfoFields,
  contactInfo: ContactInfoFields,
  degreeInfo: DegreeInfoFields,
  languageInfo: LanguageInfoFields,
  driveInfo: DriveInfoFields,
  occupationInfo: OccupationInfoFields,
  experienceInfo: ExperienceInfoFields,
};
