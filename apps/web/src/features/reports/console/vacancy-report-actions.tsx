import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { dismissVacancyReports } from '../api/vacancy-reports.ts';
import { useVacancyDecision, VacancyRemoveForm } from '@/features/postings/index.ts';
import { StaffConfirmForm } from '@/shared/console/staff-decision-form.tsx';

/** Keeps a reported vacancy: its open reports are closed and it shows again if it was hidden. */
function KeepForm({ jobOfferId, onDone }: { jobOfferId: number; onDone: () => void }) {
  const { t } = useTranslation(['reports-console', 'postings-console', 'console']);
  const keep = useVacancyDecision(() => dismissVacancyReports(jobOfferId));
  return (
    <StaffConfirmForm
      title={t('vacancyReports.keep.title')}
      description={t('vacancyReports.keep.description')}
      submitLabel={t('vacancyReports.keep.submit')}
      pending={keep.isPending}
      send={() => keep.mutate(undefined, { onSuccess: onDone })}
    />
  );
}

/** What staff decide on a reported vacancy: keep it, or remove it with the reason. */
export function VacancyReportActions({
  jobOfferId,
  onDone,
}: {
  jobOfferId: number;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(['reports-console', 'postings-console', 'console']);
  return (
    <div className="vaga-console-jobseek__actions">
      <KeepForm jobOfferId={jobOfferId} onDone={() => onDone(t('vacancyReports.keep.done'))} />
      <VacancyRemoveForm
        jobOfferId={jobOfferId}
        onDone={() => onDone(t('vacancyReview.remove.done'))}
      />
    </div>
  );
}
