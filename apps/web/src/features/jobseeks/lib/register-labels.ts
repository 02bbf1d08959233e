import type {
  JobAssistanceOptions,
  JobAssistanceValues,
  References,
  ReferenceType,
} from '@vaga/contract';
import type { RegistrationLabelValues } from '../ui/registration-view.tsx';

/**
 * The confirm step's words for the checked values, named as the registration-info card names a
 * stored registration (the reference options and the options call give the names).
 */
export function labelsOf(
  values: JobAssistanceValues,
  references: References,
  options: JobAssistanceOptions,
): RegistrationLabelValues {
  const name = (type: ReferenceType, id: number | null | undefined) =>
    id == null ? '' : (references[type]?.find((o) => o.id === id)?.name ?? String(id));
  const named = (list: { id: number; name: string }[], ids: readonly number[]) =>
    ids.map((id) => list.find((o) => o.id === id)?.name ?? String(id));
  return {
    employmentStatus: name('EMPLOYMENT_STATUS', values.typeEmploymentStatusId),
    unemployed:
      values.typeUnemployedId == null ? null : name('UNEMPLOYED', values.typeUnemployedId),
    latestJobSalaryType:
      values.latestJobSalaryTypeId == null
        ? null
        : name('SALARYTYPE', values.latestJobSalaryTypeId),
    regReason: name('REG_REASON', values.typeRegReasonId),
    shift: name('SHIFT', values.canShift),
    locations: values.jobSeekLocationList.map((l) =>
      name('LIVING_LOCATION', l.typeJobSeekLocationId),
    ),
    jobTitles: values.jobSeekJobTitleList.map((job) => ({
      jobTitle: job.textJobTitle?.trim() || name('JOBTITLE', job.typeJobTitleId),
      salaryAmount: job.salaryAmount,
      salaryType: name('SALARYTYPE', job.typeSalaryId),
    })),
    notificationMethods: named(options.notificationMethods, values.notificationMethodList),
    notificationTypes: named(options.notificationTypes, values.notificationTypeList),
  };
}
