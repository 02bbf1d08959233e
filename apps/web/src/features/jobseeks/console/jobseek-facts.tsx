import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleJobSeekDetail } from '@vaga/contract';
import { formatDate, formatDateTime, formatSalary } from '@/shared/lib/format.ts';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { Fact } from '@/shared/console/fact.tsx';
import { RegistrationLabels, type RegistrationFacts } from '../ui/registration-view.tsx';

/**
 * The registration as staff see it: its number, dates and validity, then the seeker's choices
 * drawn by the same view the seeker sees, then how it ended (remarks as rich text).
 */
export function JobSeekFacts({ jobSeek }: { jobSeek: ConsoleJobSeekDetail }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const { t: seekerText } = useTranslation('jobseeks');
  const { labels } = jobSeek;
  const facts: RegistrationFacts = {
    unemployedSince: jobSeek.unemployedSince ? formatDate(jobSeek.unemployedSince) : undefined,
    latestJob:
      [
        jobSeek.latestJobTitleText ?? '',
        jobSeek.latestJobSalaryAmount !== null
          ? formatSalary(jobSeek.latestJobSalaryAmount, labels.latestJobSalaryType)
          : '',
      ]
        .filter(Boolean)
        .join(' · ') || undefined,
    otherRegReason: jobSeek.otherRegReason ?? undefined,
    jobDetailRequest: jobSeek.jobDetailRequest ?? undefined,
    recommend: seekerText(jobSeek.needVagaRecommendVacancy ? 'form.yes' : 'form.no'),
  };
  return (
    <>
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
      </dl>
      <RegistrationLabels labels={labels} facts={facts} />
      <dl className="vaga-console-match__facts">
        <Fact label={t('registration.result')}>{jobSeek.jobSeekResult}</Fact>
        <Fact label={t('registration.cardRemark')}>
          {jobSeek.cardRemark ? <RichText html={jobSeek.cardRemark} /> : ''}
        </Fact>
        <Fact label={t('registration.detailsRemark')}>
          {jobSeek.detailsRemark ? <RichText html={jobSeek.detailsRemark} /> : ''}
        </Fact>
      </dl>
    </>
  );
}
