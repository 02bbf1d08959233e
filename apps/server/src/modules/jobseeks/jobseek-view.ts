import {
  erasureWithdrawalReason,
  JOB_SEEK_ACTIONS,
  JOB_SEEK_RESULTS,
  JOB_SEEK_STATES,
  salaryUnitName as unitName,
  jobSeekActionName,
  jobSeekResultName,
  jobSeekServiceName,
  jobSeekStateName,
  localeOfApiLanguage,
  notificationMethodName,
  notificationTypeName,
  formatNumber,
  isSalaryUnit,
  pickBySuffix,
  recordStatusOf,
  type ApiLanguage,
  type JobAssistanceValues,
  type JobSeekAction,
  type JobSeekHistoryEntry,
  type JobSeekRecord,
  type JobSeekResultId,
  type JobSeekState,
  type JobSeekStateName,
  type NotificationMethodId,
  type NotificationTypeId,
  type ReferenceType,
} from '@vaga/contract';
import type { z } from 'zod';
import type { JobAssistanceLabelsSchema } from '@vaga/contract';
import type { lookupOptions } from './jobseek-profile.ts';
import { plainText, sanitizeRichText } from '../../platform/free-text.ts';
import type { JobSeekEventRow, JobSeekRow } from './jobseeks.repository.ts';

export { sanitizeRichText };

export type JobAssistanceLabels = z.infer<typeof JobAssistanceLabelsSchema>;
type Options = Awaited<ReturnType<typeof lookupOptions>>;

const ACTIONS = new Set<string>(JOB_SEEK_ACTIONS);

const STATE_NAME = Object.fromEntries(
  Object.entries(JOB_SEEK_STATES).map(([name, id]) => [id, name]),
) as Record<JobSeekState, JobSeekStateName>;

export function stateDesc(state: JobSeekState, lang: ApiLanguage): string {
  return jobSeekStateName(STATE_NAME[state], localeOfApiLanguage(lang));
}

const RESULT_IDS = new Set<number>(Object.values(JOB_SEEK_RESULTS));

export function resultName(resultId: number, lang: ApiLanguage): string {
  return RESULT_IDS.has(resultId)
    ? jobSeekResultName(resultId as JobSeekResultId, localeOfApiLanguage(lang))
    : '';
}

/** The names of a registration's notification methods in a language. */
export function notificationMethodNames(ids: readonly number[], lang: ApiLanguage): string[] {
  return ids.map((id) =>
    notificationMethodName(id as NotificationMethodId, localeOfApiLanguage(lang)),
  );
}

/** The names of a registration's notification types in a language. */
export function notificationTypeNames(ids: readonly number[], lang: ApiLanguage): string[] {
  return ids.map((id) => notificationTypeName(id as NotificationTypeId, localeOfApiLanguage(lang)));
}

export function profileOf(row: JobSeekRow): JobAssistanceValues {
  return JSON.parse(row.profile) as JobAssistanceValues;
}

/** The names of a registration's choices in a language. */
export function labelsOf(v: JobAssistanceValues, options: Options, lang: ApiLanguage) {
  const name = (type: ReferenceType, id: number | null | undefined) => {
    const state = id == null ? undefined : options.get(type)?.get(id);
    return state ? pickBySuffix(state, lang) : '';
  };
  return {
    employmentStatus: name('EMPLOYMENT_STATUS', v.typeEmploymentStatusId),
    unemployed: v.typeUnemployedId == null ? null : name('UNEMPLOYED', v.typeUnemployedId),
    latestJobSalaryType:
      v.latestJobSalaryTypeId == null ? null : name('SALARYTYPE', v.latestJobSalaryTypeId),
    regReason: name('REG_REASON', v.typeRegReasonId),
    shift: name('SHIFT', v.canShift),
    locations: v.jobSeekLocationList.map((l) => name('LIVING_LOCATION', l.typeJobSeekLocationId)),
    jobTitles: v.jobSeekJobTitleList.map((j) => ({
      jobTitle: j.textJobTitle?.trim() || name('JOBTITLE', j.typeJobTitleId),
      salaryAmount: j.salaryAmount,
      salaryType: name('SALARYTYPE', j.typeSalaryId),
    })),
    notificationMethods: notificationMethodNames(v.notificationMethodList, lang),
    notificationTypes: notificationTypeNames(v.notificationTypeList, lang),
  } satisfies JobAssistanceLabels;
}

/** The short unit of a salary type in a language (its name when it has none). */
function salaryUnitName(typeSalaryId: number, options: Options, lang: ApiLanguage): string {
  const state = options.get('SALARYTYPE')?.get(typeSalaryId);
  if (isSalaryUnit(state?.extraInfo)) return unitName(state.extraInfo, lang);
  return state ? pickBySuffix(state, lang) : '';
}

/** `$7,280/月`, `$7.280/mês`: an amount with its unit, as the request's language writes it. */
export function salaryText(
  amount: number,
  typeSalaryId: number,
  options: Options,
  lang: ApiLanguage,
): string {
  return `$${formatNumber(amount, lang)}/${salaryUnitName(typeSalaryId, options, lang)}`;
}

/** How it ended: the result when closed, the state's name when refused or expired, else ''. */
function jobSeekResult(row: JobSeekRow, state: JobSeekState, lang: ApiLanguage): string {
  if (state === JOB_SEEK_STATES.completed && row.result_id !== null)
    return resultName(row.result_id, lang);
  if (state === JOB_SEEK_STATES.refused || state === JOB_SEEK_STATES.expired)
    return stateDesc(state, lang);
  return '';
}

/** A record card (spec §3 Job-seek record). */
export function toRecord(
  row: JobSeekRow,
  state: JobSeekState,
  jobMatchCount: number,
  labels: JobAssistanceLabels,
  options: Options,
  lang: ApiLanguage,
): JobSeekRecord {
  const first = profileOf(row).jobSeekJobTitleList[0];
  return {
    jobSeekId: row.id,
    jobSeekName: jobSeekServiceName(localeOfApiLanguage(lang)),
    entNo: row.ent_no,
    entDate: row.created_at,
    jobMatchCount,
    jobSeekStatus: recordStatusOf(state),
    state,
    statusDesc: stateDesc(state, lang),
    textJobTitle: labels.jobTitles[0]?.jobTitle ?? '',
    salaryAmount: first ? salaryText(first.salaryAmount, first.typeSalaryId, options, lang) : '',
    salary: first ? first.salaryAmount : null,
    salaryTypeName: first ? salaryUnitName(first.typeSalaryId, options, lang) : '',
    jobSeekResult: jobSeekResult(row, state, lang),
    startDate: row.valid_from,
    validUntil: row.valid_until,
    isShowCardRemark: row.card_remark.trim() !== '',
    cardRemark: sanitizeRichText(row.card_remark),
  };
}

/** The vacancies a 'referred' history row names (their ids, comma-separated). */
export function referredIds(events: JobSeekEventRow[]): number[] {
  return events
    .filter((e) => e.action === 'referred' && e.detail)
    .flatMap((e) => e.detail!.split(',').map(Number));
}

/**
 * A registration's history in a language; staff appear as 'staff', never by name. The detail
 * is the reason (refused), the result (closed, stored as its id) or the vacancies referred
 * (stored as ids, named by `titles`).
 */
export function historyOf(
  events: JobSeekEventRow[],
  lang: ApiLanguage,
  titles: Map<number, string>,
): JobSeekHistoryEntry[] {
  return events.map((e) => {
    // The reason of a refusal is plain text; the others are ids named here.
    let detail = e.detail === null ? null : plainText(e.detail);
    if (e.action === 'closed' && detail) detail = resultName(Number(detail), lang);
    if (e.action === 'withdrawn') detail = erasureWithdrawalReason(lang);
    if (e.action === 'referred' && detail)
      detail = detail
        .split(',')
        .map((id) => titles.get(Number(id)) ?? id)
        .join(lang === 'zh' ? '、' : ', ');
    return {
      action: e.action,
      actionDesc: ACTIONS.has(e.action)
        ? jobSeekActionName(e.action as JobSeekAction, localeOfApiLanguage(lang))
        : e.action,
      at: e.at,
      actor: e.actor as JobSeekHistoryEntry['actor'],
      detail,
    };
  });
}
