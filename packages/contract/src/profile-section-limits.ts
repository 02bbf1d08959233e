import { LIMITS } from './limits.ts';

/** The resume's fixed options and its lengths and counts (spec §5). */

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
