import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { formatSalary } from '@/shared/lib/format.ts';
import type { RegistrationFacts } from './registration-view.tsx';

export interface ProfileFacts {
  unemployedYear?: number | null;
  unemployedMonth?: number | null;
  latestJobTitleText?: string | null;
  latestJobSalaryAmount?: number | null;
  otherRegReason?: string | null;
  jobDetailRequest?: string | null;
  needVagaRecommendVacancy?: number;
}

/** The registration's typed facts in words, for the card and the confirm step. */
export function registrationFacts(
  t: TFunction,
  facts: ProfileFacts,
  latestJobSalaryType: string | null,
): RegistrationFacts {
  const latest = [
    facts.latestJobTitleText ?? '',
    facts.latestJobSalaryAmount != null
      ? `${formatSalary(facts.latestJobSalaryAmount)}${latestJobSalaryType ? ` (${latestJobSalaryType})` : ''}`
      : '',
  ].filter((part) => part !== '');
  return {
    unemployedSince:
      facts.unemployedYear != null && facts.unemployedMonth != null
        ? t('labels.yearMonth', {
            year: String(facts.unemployedYear),
            month: facts.unemployedMonth,
          })
        : undefined,
    latestJob: latest.join(' · ') || t('labels.none'),
    otherRegReason: facts.otherRegReason ?? undefined,
    jobDetailRequest: facts.jobDetailRequest || t('labels.none'),
    recommend: facts.needVagaRecommendVacancy === 1 ? t('form.yes') : t('form.no'),
  };
}
