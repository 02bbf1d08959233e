import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobAssistance } from '@vaga/contract';
import { formatSalary } from '@/shared/lib/format.ts';
import { Facts, type FactEntry } from '@/shared/ui/facts.tsx';

export type RegistrationLabelValues = JobAssistance['labels'];

/** The registration's typed facts, in words, shown beside its named choices where known. */
export interface RegistrationFacts {
  unemployedSince?: string;
  latestJob?: string;
  otherRegReason?: string;
  jobDetailRequest?: string;
  recommend?: string;
}

/**
 * The choices of a job-seeking registration in words (spec §2 registration-info card, §3
 * Registration profile), as the server names them in the request's language, in the form's
 * order. Shown on the registration-info card and on a record's details; its titles are texts of
 * the `jobseeks` namespace, which both routes load.
 */
export function RegistrationLabels({
  labels,
  facts = {},
}: {
  labels: RegistrationLabelValues;
  facts?: RegistrationFacts;
}) {
  const { t } = useTranslation('jobseeks');
  const list = (values: readonly string[]) =>
    values.length > 0 ? values.join(t('labels.separator')) : t('labels.none');
  const fact = ([key, value]: [string, string | null | undefined]): FactEntry => [
    t(`labels.${key}`),
    value,
  ];
  const before: [key: string, value: string | null | undefined][] = [
    ['employmentStatus', labels.employmentStatus],
    ['unemployed', labels.unemployed],
    ['unemployedSince', facts.unemployedSince],
    ['latestJob', facts.latestJob],
    ['regReason', labels.regReason],
    ['otherRegReason', facts.otherRegReason],
    ['shift', labels.shift],
    ['locations', list(labels.locations)],
    ['jobDetailRequest', facts.jobDetailRequest],
  ];
  const after: typeof before = [
    ['recommend', facts.recommend],
    ['notificationMethods', list(labels.notificationMethods)],
    ['notificationTypes', list(labels.notificationTypes)],
  ];
  const jobTitles = (
    <ul className="vaga-registration-labels__jobs">
      {labels.jobTitles.map((job, index) => (
        <li key={`${job.jobTitle}-${index}`}>
          {t('labels.jobTitle', {
            jobTitle: job.jobTitle,
            salary: formatSalary(job.salaryAmount),
            salaryType: job.salaryType,
          })}
        </li>
      ))}
    </ul>
  );
  return (
    <Facts facts={[...before.map(fact), [t('labels.jobTitles'), jobTitles], ...after.map(fact)]} />
  );
}
