import type { ProfileInput, ProfileSimpleCreate, ProfileSimpleUpdate } from '@vaga/contract';

/** A whole resume from v2/profile/simple's sections; the optional ones left empty. */
export function mergeSimpleCreate(body: ProfileSimpleCreate): unknown {
  return {
    ...body.personalInfo,
    ...body.contactInfo,
    ...body.degreeInfo,
    ...body.languageInfo,
    ...(body.driveInfo ?? { drivingSkillList: [] }),
    ...(body.occupationInfo ?? {
      skillList: [],
      expectedJobList: [],
      isShowRemark: 0,
      remark: null,
    }),
    ...(body.experienceInfo ?? { experienceList: [] }),
    isPublic: body.isPublic,
  };
}

/** The stored resume with the sections sent in place of its own. */
export function mergeSimpleUpdate(stored: ProfileInput, body: ProfileSimpleUpdate): unknown {
  return {
    ...stored,
    ...body.personalInfo,
    ...body.contactInfo,
    ...body.degreeInfo,
    ...body.languageInfo,
    ...body.driveInfo,
    ...body.occupationInfo,
    ...body.experienceInfo,
    ...(body.isPublic === undefined ? {} : { isPublic: body.isPublic }),
  };
}
