import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingSummary } from '@vaga/contract';

/**
 * The state of a vacancy as tags: its status, a change under way (draft, waiting for review,
 * returned) and whether reports hid it from the lists.
 */
export function PostingStatus({ posting }: { posting: PostingSummary }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <span className="vaga-posting__tags">
      <span className={`vaga-posting__tag vaga-posting__tag--${posting.status}`}>
        {t(`postings.status.${posting.status}`)}
      </span>
      {posting.revision ? (
        <span className="vaga-posting__tag vaga-posting__tag--revision">
          {t(`postings.revision.${posting.revision}`)}
        </span>
      ) : null}
      {posting.hidden ? (
        <span className="vaga-posting__tag vaga-posting__tag--hidden">{t('postings.hidden')}</span>
      ) : null}
    </span>
  );
}
