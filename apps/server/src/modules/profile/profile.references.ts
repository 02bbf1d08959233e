import { LANGUAGE_LEVEL_FIELDS, type ProfileInput, type ReferenceType } from '@vaga/contract';
import type { OptionStates, ReferenceLookup } from './profile.ports.ts';

/** A reference option a resume uses, with the path of the field that holds it. */
export interface UsedOption {
  type: ReferenceType;
  id: number;
  path: (string | number)[];
}

/** Every reference option the resume uses (spec §3 reference types). */
export function usedOptions(p: ProfileInput): UsedOption[] {
  const used: UsedOption[] = [];
  const add = (
    type: ReferenceType,
    id: number | null | undefined,
    ...path: (string | number)[]
  ) => {
    if (id !== null && id !== undefined) used.push({ type, id, path });
  };
  add('LIVING_LOCATION', p.typeLivinglocationId, 'typeLivinglocationId');
  p.disabilityList.forEach((d, i) => {
    add('DISABILITY', d.typeDisabilityid, 'disabilityList', i, 'typeDisabilityid');
    add('DISABILITY_LEVEL', d.typeDisabilityLevelId, 'disabilityList', i, 'typeDisabilityLevelId');
  });
  p.educationList.forEach((e, i) => {
    add('EDUCATION', e.typeEducationId, 'educationList', i, 'typeEducationId');
    add('EDUCATION_LEVEL', e.typeEducationLevelId, 'educationList', i, 'typeEducationLevelId');
    add('EDUCATION_MAJOR', e.typeEducationSubjectId, 'educationList', i, 'typeEducationSubjectId');
  });
  for (const field of LANGUAGE_LEVEL_FIELDS) add('LANGUAGE_LEVEL', p[field], field);
  p.otherLanguageList.forEach((l, i) => {
    add('LANGUAGE', l.typeLanguageId, 'otherLanguageList', i, 'typeLanguageId');
    add('LANGUAGE_LEVEL', l.speakingLevel, 'otherLanguageList', i, 'speakingLevel');
    add('LANGUAGE_LEVEL', l.writingLevel, 'otherLanguageList', i, 'writingLevel');
  });
  p.drivingSkillList.forEach((d, i) =>
    add('DRIVING_SKILL', d.typeDrivingSkillId, 'drivingSkillList', i, 'typeDrivingSkillId'),
  );
  p.skillList.forEach((s, i) => add('SKILL', s.typeSkillId, 'skillList', i, 'typeSkillId'));
  p.expectedJobList.forEach((j, i) =>
    add('JOBTITLE', j.typeJobTitleId, 'expectedJobList', i, 'typeJobTitleId'),
  );
  p.experienceList.forEach((e, i) =>
    add('JOBTITLE', e.typeJobTitleId, 'experienceList', i, 'typeJobTitleId'),
  );
  return used;
}

/** The states of the options used, one call to the references module per type. */
export async function optionStates(
  references: ReferenceLookup,
  used: UsedOption[],
  source: 'database' | 'kept' = 'database',
): Promise<OptionStates> {
  const idsByType = new Map<ReferenceType, Set<number>>();
  for (const u of used) idsByType.set(u.type, (idsByType.get(u.type) ?? new Set()).add(u.id));
  const result: OptionStates = new Map();
  for (const [type, ids] of idsByType) {
    const states =
      source === 'kept'
        ? await references.keptOptionsOf(type, [...ids])
        : await references.optionsOf(type, [...ids]);
    result.set(type, new Map(states.map((s) => [s.id, s])));
  }
  return result;
}
