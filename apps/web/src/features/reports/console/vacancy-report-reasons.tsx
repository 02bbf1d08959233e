import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ReportedJobOffer } from '@vaga/contract';

/** The reasons a vacancy was reported for, each with how many reports give it. */
export function VacancyReportReasons({ reasons }: { reasons: ReportedJobOffer['reasons'] }) {
  const { t } = useTranslation(['reports-console', 'console']);
  return (
    <span className="vaga-console-vacancy__reasons">
      {reasons
        .map(({ reason, count }) =>
          t('vacancyReports.reasonCount', { reason: t(`vacancyReports.reasons.${reason}`), count }),
        )
        .join(' · ')}
    </span>
  );
}
