import {
  EMPLOYMENT_STATUS_UNEMPLOYED,
  isSalaryUnit,
  salaryUnitName,
  minimumWageOn,
  pickBySuffix,
  validationMessage,
  type ApiLanguage,
  type JobAssistanceValues,
  type ReferenceType,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { ReferencesService } from '../references/references.service.ts';

type OptionState = Awaited<ReturnType<ReferencesService['optionsOf']>>[number];
export type OptionLookup = Pick<ReferencesService, 'optionsOf'>;

/** A reference option a registration uses, and where in the body. */
interface UsedOption {
  type: ReferenceType;
  id: number;
  path: (string | number)[];
}

export const bodyPath = (path: (string | number)[]) => ['body', ...path].join('.');

/** Every reference option of a registration profile. */
export function usedOptions(v: JobAssistanceValues): UsedOption[] {
  const used: UsedOption[] = [
    { type: 'EMPLOYMENT_STATUS', id: v.typeEmploymentStatusId, path: ['typeEmploymentStatusId'] },
    { type: 'REG_REASON', id: v.typeRegReasonId, path: ['typeRegReasonId'] },
    { type: 'SHIFT', id: v.canShift, path: ['canShift'] },
  ];
  if (v.typeUnemployedId != null)
    used.push({ type: 'UNEMPLOYED', id: v.typeUnemployedId, path: ['typeUnemployedId'] });
  if (v.latestJobSalaryTypeId != null)
    used.push({ type: 'SALARYTYPE', id: v.latestJobSalaryTypeId, path: ['latestJobSalaryTypeId'] });
  v.jobSeekLocationList.forEach((l, i) =>
    used.push({
      type: 'LIVING_LOCATION',
      id: l.typeJobSeekLocationId,
      path: ['jobSeekLocationList', i, 'typeJobSeekLocationId'],
    }),
  );
  v.jobSeekJobTitleList.forEach((j, i) => {
    if (j.typeJobTitleId != null)
      used.push({
        type: 'JOBTITLE',
        id: j.typeJobTitleId,
        path: ['jobSeekJobTitleList', i, 'typeJobTitleId'],
      });
    used.push({
      type: 'SALARYTYPE',
      id: j.typeSalaryId,
      path: ['jobSeekJobTitleList', i, 'typeSalaryId'],
    });
  });
  return used;
}

/** The stored state of every option used, by type then id. */
export async function lookupOptions(
  references: OptionLookup,
  used: readonly { type: ReferenceType; id: number }[],
): Promise<Map<ReferenceType, Map<number, OptionState>>> {
  const ids = new Map<ReferenceType, number[]>();
  for (const u of used) ids.set(u.type, [...(ids.get(u.type) ?? []), u.id]);
  const result = new Map<ReferenceType, Map<number, OptionState>>();
  for (const [type, list] of ids) {
    const states = await references.optionsOf(type, list);
    result.set(type, new Map(states.map((s) => [s.id, s])));
  }
  return result;
}

/** Unknown options answer VALIDATION_FAIL (choice), disabled ones BE_REFERENCE_OPTION_INACTIVE. */
export function assertChoosable(
  used: readonly UsedOption[],
  states: Map<ReferenceType, Map<number, OptionState>>,
  lang: ApiLanguage,
): void {
  for (const u of used) {
    if (!states.get(u.type)?.get(u.id)) {
      throw new AppError('VALIDATION_FAIL', [
        bodyPath(u.path),
        validationMessage('validation.choice'),
      ]);
    }
  }
  for (const u of used) {
    const state = states.get(u.type)!.get(u.id)!;
    if (state.isActive !== 1) {
      throw new AppError('BE_REFERENCE_OPTION_INACTIVE', [
        pickBySuffix(state, lang),
        bodyPath(u.path),
      ]);
    }
  }
}

/**
 * The rules across fields and options the schema cannot hold: the other reason when the
 * reason is OTHER, an unemployed month not after this one. Answers the profile as stored:
 * the unemployed fields only when unemployed, the other reason only with OTHER.
 */
export function normalizeProfile(
  v: JobAssistanceValues,
  states: Map<ReferenceType, Map<number, OptionState>>,
  today: string,
): JobAssistanceValues {
  const other = states.get('REG_REASON')?.get(v.typeRegReasonId)?.extraInfo === 'OTHER';
  if (other && !v.otherRegReason?.trim()) {
    throw new AppError('VALIDATION_FAIL', [
      bodyPath(['otherRegReason']),
      validationMessage('validation.required'),
    ]);
  }
  const unemployed = v.typeEmploymentStatusId === EMPLOYMENT_STATUS_UNEMPLOYED;
  if (unemployed && v.unemployedYear != null && v.unemployedMonth != null) {
    const [year, month] = today.split('-').map(Number);
    if (v.unemployedYear * 12 + v.unemployedMonth > year * 12 + month) {
      throw new AppError('VALIDATION_FAIL', [
        bodyPath(['unemployedYear']),
        validationMessage('validation.future'),
      ]);
    }
  }
  return {
    ...v,
    typeUnemployedId: unemployed ? (v.typeUnemployedId ?? null) : null,
    unemployedYear: unemployed ? (v.unemployedYear ?? null) : null,
    unemployedMonth: unemployed ? (v.unemployedMonth ?? null) : null,
    otherRegReason: other ? (v.otherRegReason?.trim() ?? null) : null,
    latestJobTitleText: v.latestJobTitleText?.trim() || null,
    latestJobSalaryAmount: v.latestJobSalaryAmount ?? null,
    latestJobSalaryTypeId: v.latestJobSalaryTypeId ?? null,
    jobDetailRequest: v.jobDetailRequest?.trim() || null,
    jobSeekJobTitleList: v.jobSeekJobTitleList.map((j) => ({
      typeJobTitleId: j.typeJobTitleId ?? null,
      textJobTitle: j.textJobTitle?.trim() || null,
      salaryAmount: j.salaryAmount,
      typeSalaryId: j.typeSalaryId,
    })),
  };
}

/** The statutory minimum for a salary type on a day (null: none applies), and its unit. */
export function minimumOf(
  salaryType: OptionState | undefined,
  today: string,
  isDisability: boolean,
) {
  const unit = isSalaryUnit(salaryType?.extraInfo) ? salaryType.extraInfo : null;
  return { unit, minimum: minimumWageOn(today, unit, isDisability) };
}

/** BE_SALARY_BELOW_MINIMUM when an amount is under the minimum of its salary type. */
export function assertMinimumWage(
  amount: number,
  salaryType: OptionState | undefined,
  today: string,
  isDisability: boolean,
  lang: ApiLanguage,
): number | null {
  const { unit, minimum } = minimumOf(salaryType, today, isDisability);
  if (minimum !== null && unit !== null && amount < minimum) {
    throw new AppError('BE_SALARY_BELOW_MINIMUM', [minimum, salaryUnitName(unit, lang)]);
  }
  return minimum;
}
