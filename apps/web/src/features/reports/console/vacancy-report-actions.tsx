import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { dismissVacancyReports } from '../api/vacancy-reports.ts';
import { useVacancyDecision, VacancyRemoveForm } from '@/features/postings/index.ts';
import { Button } from '@/shared/ui/button.tsx';

/** Keeps a reported vacancy: its open reports are closed and it shows again if it was hidden. */
function KeepForm({ jobOfferId, onDone }: { jobOfferId: number; onDone: () => void }) {
  const { t } = useTranslation(['reports-console', 'postings-console', 'console']);
  const keep = useVacancyDecision(() => dismissVacancyReports(jobOfferId));
  return (
    <form
      className="vaga-form"
      aria-label={t('vacancyReports.keep.title')}
      onSubmit={(e) => {
        e.preventDefault();
        keep.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('vacancyReports.keep.title')}</h3>
      <p>{t('vacancyReports.keep.description')}</p>
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={keep.isPending}>
          {t('vacancyReports.keep.submit')}
        </Button>
      </div>
    </form>
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
