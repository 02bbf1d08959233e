import '@/shared/console/console-pages.css';
import '@/shared/console/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ColumnsType } from 'antd/es/table';
import type { PostingReview } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReviews } from '../api/vacancy-reviews.ts';
import {
  ageColumn,
  queueTexts,
  StateQueue,
  useQueueParams,
  type QueueRow,
} from '@/shared/console/state-queue.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { vacancyReviewPath } from '@/shared/paths.ts';

const KINDS = ['NEW', 'EDIT'] as const;

/** A new vacancy or a change to a published one, as a tag. */
function ReviewKindTag({ kind }: { kind: PostingReview['kind'] }) {
  const { t } = useTranslation('postings-console');
  return (
    <StatusTag tone={kind === 'NEW' ? 'success' : 'warning'}>
      {t(`vacancyReview.kinds.${kind}`)}
    </StatusTag>
  );
}

/** What a review's card says under its title: the employer and when it was submitted. */
function ReviewFacts({ review }: { review: PostingReview }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <>
      <span>{review.employerName}</span>
      <span className="vaga-console-match__muted">
        {t('vacancyReview.submitted', { at: formatDateTime(review.submittedAt) })}
      </span>
    </>
  );
}

/** A posting in the queue: its title, leading to it, and its kind. */
const rowOf = (review: PostingReview): QueueRow => ({
  key: review.id,
  to: vacancyReviewPath(review.id),
  title: review.title,
  tag: <ReviewKindTag kind={review.kind} />,
  facts: <ReviewFacts review={review} />,
});

/** The queue's table at desktop width after the vacancy and its kind: the oldest first. */
function useColumns(): ColumnsType<PostingReview> {
  const { t } = useTranslation('console-home');
  return [
    { key: 'employer', title: t('columns.employer'), dataIndex: 'employerName' },
    ageColumn(t('columns.submitted'), (review) => review.submittedAt),
  ];
}

/**
 * The staff's vacancy review queue: postings waiting for review, new ones and changes to published
 * vacancies, the oldest submission at the top; each leads to the posting. Its table filters by
 * kind (a new vacancy or a change to a published one).
 */
export function ConsoleVacancyReviewsPage() {
  const { t } = useTranslation(['postings-console', 'console', 'console-home']);
  const queue = useQueueParams();
  const list = useVacancyReviews({ page: queue.page, size: queue.size });
  return (
    <StateQueue
      className="vaga-console-vacancy"
      texts={queueTexts(t, 'vacancyReview')}
      queue={queue}
      list={list}
      row={rowOf}
      lead={{
        title: { key: 'vacancy', title: t('console-home:columns.vacancy') },
        tag: {
          key: 'kind',
          title: t('console-home:columns.kind'),
          filters: KINDS.map((kind) => ({ text: t(`vacancyReview.kinds.${kind}`), value: kind })),
          onFilter: (value, review) => review.kind === value,
        },
      }}
      columns={useColumns()}
    />
  );
}
