import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleJobSeekDetail } from '@vaga/contract';
import { formatDate, formatDateTime, formatSalary } from '@/shared/lib/format.ts';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { Fact } from '@/shared/ui/fact.tsx';

/** The registration as the seeker filled it in, its validity and how it ended (remarks as rich text). */
export function JobSeekFacts({ jobSeek }: { jobSeek: ConsoleJobSeekDetail }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const { labels } = jobSeek;
  const list = (items: string[]) => items.join(t('registration.separator'));
  return (
    <dl className="vaga-console-match__facts">
      <Fact label={t('registration.entNo')}>{jobSeek.entNo}</Fact>
      <Fact label={t('registration.entDate')}>{formatDateTime(jobSeek.entDate)}</Fact>
      <Fact label={t('common.seeker')}>{jobSeek.seekerName}</Fact>
      <Fact label={t('registration.validity')}>
        {jobSeek.validFrom
          ? `${formatDate(jobSeek.validFrom)} – ${formatDate(jobSeek.validUntil)}`
          : ''}
      </Fact>
      <Fact label={t('registration.disability')}>
        {jobSeek.isDisability ? t('registration.disabilityDeclared') : ''}
      </Fact>
      <Fact label={t('registration.employmentStatus')}>{labels.employmentStatus}</Fact>
      <Fact label={t('registration.unemployed')}>
        {labels.unemployed
          ? [labels.unemployed, jobSeek.unemployedSince ? formatDate(jobSeek.unemployedSince) : '']
              .filter(Boolean)
              .join(' · ')
          : ''}
      </Fact>
      <Fact label={t('registration.latestJob')}>
        {[
          jobSeek.latestJobTitleText ?? '',
          jobSeek.latestJobSalaryAmount !== null
            ? formatSalary(jobSeek.latestJobSalaryAmount, labels.latestJobSalaryType)
            : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Fact>
      <Fact label={t('registration.regReason')}>
        {[labels.regReason, jobSeek.otherRegReason ?? ''].filter(Boolean).join(' · ')}
      </Fact>
      <Fact label={t('registration.shift')}>{labels.shift}</Fact>
      <Fact label={t('registration.locations')}>{list(labels.locations)}</Fact>
      <Fact label={t('registration.jobTitles')}>
        {labels.jobTitles.length > 0 ? (
          <ul className="vaga-console-plain-list">
            {labels.jobTitles.map((job, index) => (
              <li key={`${job.jobTitle}-${index}`}>
                {job.jobTitle} · {formatSalary(job.salaryAmount, job.salaryType)}
              </li>
            ))}
          </ul>
        ) : (
          ''
        )}
      </Fact>
      <Fact label={t('registration.jobDetailRequest')}>{jobSeek.jobDetailRequest}</Fact>
      <Fact label={t('registration.recommendations')}>
        {t(jobSeek.needVagaRecommendVacancy ? 'registration.yes' : 'registration.no')}
      </Fact>
      <Fact label={t('registration.notificationMethods')}>{list(labels.notificationMethods)}</Fact>
      <Fact label={t('registration.notificationTypes')}>{list(labels.notificationTypes)}</Fact>
      <Fact label={t('registration.result')}>{jobSeek.jobSeekResult}</Fact>
      <Fact label={t('registration.cardRemark')}>
        {jobSeek.cardRemark ? <RichText html={jobSeek.cardRemark} /> : ''}
      </Fact>
      <Fact label={t('registration.detailsRemark')}>
        {jobSeek.detailsRemark ? <RichText html={jobSeek.detailsRemark} /> : ''}
      </Fact>
    </dl>
  );
}
