import { useTranslation } from 'react-i18next';
import type { JobAssistance } from '@vaga/contract';
import { formatSalary } from '../lib/format.ts';

export type RegistrationLabelValues = JobAssistance['labels'];

export interface ExtraRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The choices of a job-seeking registration in words (spec §2 registration-info card, §3
 * Registration profile), as the server names them in the request's language. Shown on the
 * registration-info card and on a record's details; its titles are texts of the `jobseeks`
 * namespace, which both routes load.
 */
export function RegistrationLabels({
  labels,
  extra = [],
}: {
  labels: RegistrationLabelValues;
  extra?: ExtraRow[];
}) {
  const { t } = useTranslation('jobseeks');
  const none = t('labels.none');
  const list = (values: readonly string[]) =>
    values.length > 0 ? values.join(t('labels.separator')) : none;
  const rows: ExtraRow[] = [
    {
      key: 'employmentStatus',
      label: t('labels.employmentStatus'),
      value: labels.employmentStatus,
    },
    ...(labels.unemployed
      ? [{ key: 'unemployed', label: t('labels.unemployed'), value: labels.unemployed }]
      : []),
    ...extra,
    { key: 'regReason', label: t('labels.regReason'), value: labels.regReason },
    { key: 'shift', label: t('labels.shift'), value: labels.shift },
    { key: 'locations', label: t('labels.locations'), value: list(labels.locations) },
    {
      key: 'notificationMethods',
      label: t('labels.notificationMethods'),
      value: list(labels.notificationMethods),
    },
    {
      key: 'notificationTypes',
      label: t('labels.notificationTypes'),
      value: list(labels.notificationTypes),
    },
  ];
  return (
    <dl className="vaga-registration-labels">
      {rows.map((row) => (
        <div key={row.key} className="vaga-registration-labels__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className="vaga-registration-labels__row">
        <dt>{t('labels.jobTitles')}</dt>
        <dd>
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
        </dd>
      </div>
    </dl>
  );
}
