import type { TFunction } from 'i18next';
import { formatSalary } from '@/shared/lib/format.ts';
import type { ExtraRow } from '@/shared/ui/registration-labels.tsx';

export interface ProfileFacts {
  unemployedYear?: number | null;
  unemployedMonth?: number | null;
  latestJobTitleText?: string | null;
  latestJobSalaryAmount?: number | null;
  otherRegReason?: string | null;
  jobDetailRequest?: string | null;
  needVagaRecommendVacancy?: number;
}

/** The registration's typed facts beside its named choices, for the card and the confirm step. */
export function profileRows(
  t: TFunction,
  facts: ProfileFacts,
  latestJobSalaryType: string | null,
): ExtraRow[] {
  const rows: ExtraRow[] = [];
  if (facts.unemployedYear != null && facts.unemployedMonth != null)
    rows.push({
      key: 'unemployedSince',
      label: t('labels.unemployedSince'),
      value: t('labels.yearMonth', { year: facts.unemployedYear, month: facts.unemployedMonth }),
    });
  const latest = [
    facts.latestJobTitleText ?? '',
    facts.latestJobSalaryAmount != null
      ? `${formatSalary(facts.latestJobSalaryAmount)}${latestJobSalaryType ? ` (${latestJobSalaryType})` : ''}`
      : '',
  ].filter((part) => part !== '');
  rows.push({
    key: 'latestJob',
    label: t('labels.latestJob'),
    value: latest.join(' · ') || t('labels.none'),
  });
  if (facts.otherRegReason)
    rows.push({
      key: 'otherRegReason',
      label: t('labels.otherRegReason'),
      value: facts.otherRegReason,
    });
  rows.push({
    key: 'jobDetailRequest',
    label: t('labels.jobDetailRequest'),
    value: facts.jobDetailRequest || t('labels.none'),
  });
  rows.push({
    key: 'recommend',
    label: t('labels.recommend'),
    value: facts.needVagaRecommendVacancy === 1 ? t('form.yes') : t('form.no'),
  });
  return rows;
}
