import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingDetail } from '@vaga/contract';
import { approvePosting, returnPosting, useVacancyDecision } from '../api/vacancy-reviews.ts';
import { VacancyReasonForm } from './vacancy-reason-form.tsx';
import { VacancyRemoveForm } from './vacancy-remove-form.tsx';
import { StaffConfirmForm } from '@/shared/console/staff-decision-form.tsx';

/** Whether a posting (or its change to a published vacancy) waits for review. */
export const waitsForReview = (posting: PostingDetail) =>
  posting.status === 'PENDING' || posting.revision === 'PENDING';

/** Whether a posting is listed now, so that staff may remove it. */
export const removable = (posting: PostingDetail) =>
  posting.status === 'PUBLISHED' && posting.jobOfferId !== null;

function ApproveForm({ id, onDone }: { id: string; onDone: (text: string) => void }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const approve = useVacancyDecision(() => approvePosting(id));
  return (
    <StaffConfirmForm
      title={t('vacancyReview.approve.title')}
      description={t('vacancyReview.approve.description')}
      submitLabel={t('vacancyReview.approve.submit')}
      pending={approve.isPending}
      send={() =>
        approve.mutate(undefined, { onSuccess: () => onDone(t('vacancyReview.approve.done')) })
      }
    />
  );
}

/**
 * What staff may do with a posting: approve or return (with the reason) what waits for review,
 * remove (with the reason, once confirmed) a published vacancy. `onDone` follows each, with the
 * words that say it is done.
 */
export function VacancyReviewActions({
  posting,
  onDone,
}: {
  posting: PostingDetail;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(['postings-console', 'console']);
  const id = String(posting.id);
  const giveBack = useVacancyDecision((reason: string) => returnPosting(id, reason));
  const waiting = waitsForReview(posting);
  const { jobOfferId } = posting;
  if (!waiting && !removable(posting)) return null;
  return (
    <div className="vaga-console-jobseek__actions">
      {waiting ? (
        <>
          <ApproveForm id={id} onDone={onDone} />
          <VacancyReasonForm
            title={t('vacancyReview.return.title')}
            description={t('vacancyReview.return.description')}
            submitLabel={t('vacancyReview.return.submit')}
            pending={giveBack.isPending}
            send={(reason) =>
              giveBack.mutate(reason, { onSuccess: () => onDone(t('vacancyReview.return.done')) })
            }
          />
        </>
      ) : null}
      {removable(posting) && jobOfferId !== null ? (
        <VacancyRemoveForm
          jobOfferId={jobOfferId}
          onDone={() => onDone(t('vacancyReview.remove.done'))}
        />
      ) : null}
    </div>
  );
}
