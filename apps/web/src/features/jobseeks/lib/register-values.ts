import {
  EMPLOYMENT_STATUS_UNEMPLOYED,
  type JobAssistance,
  type JobAssistanceInput,
  type JobAssistanceValues,
} from '@vaga/contract';

/** A wanted job as the form holds it (numbers not yet typed are undefined). */
export interface WantedJobValues {
  typeJobTitleId?: number | null;
  textJobTitle: string;
  salaryAmount?: number;
  typeSalaryId?: number;
}

/** The registration form's values: the registration profile of spec §3, as typed. */
export interface RegisterValues {
  typeEmploymentStatusId?: number;
  typeUnemployedId?: number | null;
  unemployedYear?: number | null;
  unemployedMonth?: number | null;
  latestJobTitleText: string;
  latestJobSalaryAmount?: number | null;
  latestJobSalaryTypeId?: number | null;
  typeRegReasonId?: number;
  otherRegReason: string;
  canShift?: number;
  jobSeekLocationList: { typeJobSeekLocationId: number }[];
  jobDetailRequest: string;
  jobSeekJobTitleList: WantedJobValues[];
  needVagaRecommendVacancy?: 0 | 1;
  notificationMethodList: number[];
  notificationTypeList: number[];
}

export const EMPTY_WANTED_JOB: WantedJobValues = { typeJobTitleId: null, textJobTitle: '' };

/** The form prefilled from the latest registration (any state), or empty for a first one. */
export function registerValuesOf(latest: JobAssistance | null): RegisterValues {
  if (!latest)
    return {
      latestJobTitleText: '',
      otherRegReason: '',
      jobSeekLocationList: [],
      jobDetailRequest: '',
      jobSeekJobTitleList: [{ ...EMPTY_WANTED_JOB }],
      notificationMethodList: [],
      notificationTypeList: [],
    };
  const p = latest.profile;
  return {
    typeEmploymentStatusId: p.typeEmploymentStatusId,
    typeUnemployedId: p.typeUnemployedId,
    unemployedYear: p.unemployedYear,
    unemployedMonth: p.unemployedMonth,
    latestJobTitleText: p.latestJobTitleText ?? '',
    latestJobSalaryAmount: p.latestJobSalaryAmount,
    latestJobSalaryTypeId: p.latestJobSalaryTypeId,
    typeRegReasonId: p.typeRegReasonId,
    otherRegReason: p.otherRegReason ?? '',
    canShift: p.canShift,
    jobSeekLocationList: p.jobSeekLocationList.map((l) => ({ ...l })),
    jobDetailRequest: p.jobDetailRequest ?? '',
    jobSeekJobTitleList: p.jobSeekJobTitleList.map((j) => ({
      typeJobTitleId: j.typeJobTitleId,
      textJobTitle: j.textJobTitle ?? '',
      salaryAmount: j.salaryAmount,
      typeSalaryId: j.typeSalaryId,
    })),
    needVagaRecommendVacancy: p.needVagaRecommendVacancy,
    notificationMethodList: [...p.notificationMethodList],
    notificationTypeList: [...p.notificationTypeList],
  };
}

const textOrNull = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value.trim();

/**
 * The request body from the checked values: empty texts become null, and the unemployed option,
 * year and month are sent only with the unemployed status (the other reason only with its reason).
 */
export function registerInputOf(
  values: JobAssistanceValues,
  otherReasonChosen: boolean,
): JobAssistanceInput {
  const unemployed = values.typeEmploymentStatusId === EMPLOYMENT_STATUS_UNEMPLOYED;
  return {
    ...values,
    typeUnemployedId: unemployed ? values.typeUnemployedId : null,
    unemployedYear: unemployed ? values.unemployedYear : null,
    unemployedMonth: unemployed ? values.unemployedMonth : null,
    latestJobTitleText: textOrNull(values.latestJobTitleText),
    latestJobSalaryAmount: values.latestJobSalaryAmount ?? null,
    latestJobSalaryTypeId:
      values.latestJobSalaryAmount == null ? null : values.latestJobSalaryTypeId,
    otherRegReason: otherReasonChosen ? textOrNull(values.otherRegReason) : null,
    jobDetailRequest: textOrNull(values.jobDetailRequest),
    jobSeekJobTitleList: values.jobSeekJobTitleList.map((job) => ({
      ...job,
      typeJobTitleId: job.typeJobTitleId ?? null,
      textJobTitle: textOrNull(job.textJobTitle),
    })),
  };
}
