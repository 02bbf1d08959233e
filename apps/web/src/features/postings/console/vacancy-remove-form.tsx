import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { removeJobOffer, useVacancyDecision } from '../api/vacancy-reviews.ts';
import { VacancyReasonForm } from './vacancy-reason-form.tsx';

/**
 * Removes a published vacancy from the service with the reason its employer reads, once staff
 * confirm; `onDone` follows a removal.
 */
export function VacancyRemoveForm({
  jobOfferId,
  onDone,
}: {
  jobOfferId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(['postings-console', 'console']);
  const remove = useVacancyDecision((reason: string) => removeJobOffer(jobOfferId, reason));
  return (
    <VacancyReasonForm
      title={t('vacancyReview.remove.title')}
      description={t('vacancyReview.remove.description')}
      submitLabel={t('vacancyReview.remove.submit')}
      pending={remove.isPending}
      send={(reason) => {
        void confirmDialog(
          t('vacancyReview.remove.confirm'),
          t('vacancyReview.remove.submit'),
          t('common.cancel'),
        ).then((confirmed) => {
          if (confirmed) remove.mutate(reason, { onSuccess: onDone });
        });
      }}
    />
  );
}
