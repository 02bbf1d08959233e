import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingDetail, PostingStatus } from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { useRenewPosting, useWithdrawPosting } from '../api/console-postings.ts';
import { editPostingPath, postingRequestsPath } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

/** States in which the employer may still change the vacancy. */
const EDITABLE: readonly PostingStatus[] = ['DRAFT', 'PENDING', 'RETURNED', 'PUBLISHED'];
/** States it may be withdrawn from (withdrawn and removed ones are over). */
const WITHDRAWABLE: readonly PostingStatus[] = [
  'DRAFT',
  'PENDING',
  'RETURNED',
  'PUBLISHED',
  'EXPIRED',
];

/**
 * What the employer can do with the vacancy now: change it, renew it (when renewable), withdraw
 * it (after confirming), and see its interview requests once it was published.
 */
export function PostingActions({ posting }: { posting: PostingDetail }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const id = String(posting.id);
  const withdraw = useWithdrawPosting(id);
  const renew = useRenewPosting(id);
  const busy = withdraw.isPending || renew.isPending;
  return (
    <div className="vaga-console__actions-row">
      {EDITABLE.includes(posting.status) ? (
        <ButtonLink variant="primary" to={editPostingPath(posting.id)}>
          {posting.status === 'RETURNED' || posting.revision === 'RETURNED'
            ? t('postings.fix')
            : t('postings.editAction')}
        </ButtonLink>
      ) : null}
      {posting.renewable ? (
        <Button disabled={busy} onClick={() => renew.mutate(undefined)}>
          {t('postings.renew')}
        </Button>
      ) : null}
      {WITHDRAWABLE.includes(posting.status) ? (
        <Button
          disabled={busy}
          onClick={() =>
            void confirmDialog(
              t('postings.withdrawConfirm', { title: posting.title }),
              t('postings.withdraw'),
              t('postings.cancel'),
            ).then((confirmed) => {
              if (confirmed) withdraw.mutate(undefined);
            })
          }
        >
          {t('postings.withdraw')}
        </Button>
      ) : null}
      {posting.jobOfferId !== null ? (
        <ButtonLink to={postingRequestsPath(posting.jobOfferId)}>
          {t('postings.requestsLink', { count: posting.requestCount })}
        </ButtonLink>
      ) : null}
    </div>
  );
}
