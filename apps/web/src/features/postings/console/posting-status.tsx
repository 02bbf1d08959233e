import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingSummary } from '@vaga/contract';
import { StatusTag, type Tone } from '@/shared/ui/status-tag.tsx';

/** What each status of a vacancy means to its reader. */
export const STATUS_TONES: Record<PostingSummary['status'], Tone> = {
  PUBLISHED: 'success',
  PENDING: 'warning',
  RETURNED: 'danger',
  REMOVED: 'danger',
  DRAFT: 'neutral',
  EXPIRED: 'neutral',
  WITHDRAWN: 'neutral',
};

/**
 * The state of a vacancy as tags: its status, a change under way (draft, waiting for review,
 * returned) and whether reports hid it from the lists.
 */
export function PostingStatus({ posting }: { posting: PostingSummary }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <span className="vaga-posting__tags">
      <StatusTag tone={STATUS_TONES[posting.status]} className="vaga-posting__tag">
        {t(`postings.status.${posting.status}`)}
      </StatusTag>
      {posting.revision ? (
        <StatusTag tone="warning" className="vaga-posting__tag">
          {t(`postings.revision.${posting.revision}`)}
        </StatusTag>
      ) : null}
      {posting.hidden ? (
        <StatusTag tone="danger" className="vaga-posting__tag">
          {t('postings.hidden')}
        </StatusTag>
      ) : null}
    </span>
  );
}
