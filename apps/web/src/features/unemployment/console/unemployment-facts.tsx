import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleUnemploymentDetail } from '@vaga/contract';
import { formatDate, formatDateTime, formatSalary } from '@/shared/lib/format.ts';
import { Fact } from '@/shared/console/fact.tsx';

/** The registration as the seeker filled it in, and how it was decided. */
export function UnemploymentFacts({ registration }: { registration: ConsoleUnemploymentDetail }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const { labels } = registration;
  const latestJob = labels.latestJob ?? registration.latestJobObj?.textJobTitle ?? '';
  return (
    <dl className="vaga-console-match__facts">
      <Fact label={t('unemployment.referenceNo')}>{registration.referenceNo ?? ''}</Fact>
      <Fact label={t('unemployment.submittedAt')}>{formatDateTime(registration.submittedAt)}</Fact>
      <Fact label={t('common.seeker')}>{registration.seekerName}</Fact>
      <Fact label={t('unemployment.docNum')}>{registration.docNum ?? ''}</Fact>
      <Fact label={t('unemployment.resignedDate')}>{formatDate(registration.resignedDate)}</Fact>
      <Fact label={t('unemployment.employer')}>{registration.lastEmployCompanyName ?? ''}</Fact>
      <Fact label={t('unemployment.latestJob')}>{latestJob}</Fact>
      <Fact label={t('unemployment.reason')}>
        {[labels.resignedReason ?? '', registration.otherResignedReason ?? '']
          .filter(Boolean)
          .join(' · ')}
      </Fact>
      <Fact label={t('unemployment.salary')}>
        {registration.lastEmployJobSalaryAmount !== null
          ? formatSalary(registration.lastEmployJobSalaryAmount, labels.salaryType)
          : ''}
      </Fact>
      <Fact label={t('unemployment.decidedAt')}>{formatDateTime(registration.decidedAt)}</Fact>
      <Fact label={t('unemployment.refusalReason')}>{registration.refusalReason ?? ''}</Fact>
    </dl>
  );
}
