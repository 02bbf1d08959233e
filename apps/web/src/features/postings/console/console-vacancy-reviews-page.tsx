import '@/shared/ui/console-pages.css';
import '@/shared/ui/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import type { PostingReview } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReviews } from '../api/vacancy-reviews.ts';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { ConsoleRow } from '@/shared/ui/console-rows.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { vacancyReviewPath } from '@/shared/paths.ts';

/** The queue has one state: waiting for review. */
const WAITING = 0;

/** A new vacancy or a change to a published one, as a tag. */
function ReviewKindTag({ kind }: { kind: PostingReview['kind'] }) {
  const { t } = useTranslation('postings-console');
  return (
    <StatusTag tone={kind === 'NEW' ? 'success' : 'warning'}>
      {t(`vacancyReview.kinds.${kind}`)}
    </StatusTag>
  );
}

/**
 * The queue's table at desktop width: the oldest submission first, sortable by it; filterable by
 * kind (a new vacancy or a change to a published one).
 */
function useColumns(): ColumnsType<PostingReview> {
  const { t } = useTranslation(['postings-console', 'console', 'console-home']);
  const kinds = ['NEW', 'EDIT'] as const;
  return [
    {
      key: 'vacancy',
      title: t('console-home:columns.vacancy'),
      render: (_, review) => <Link to={vacancyReviewPath(review.id)}>{review.title}</Link>,
    },
    {
      key: 'kind',
      title: t('console-home:columns.kind'),
      render: (_, review) => <ReviewKindTag kind={review.kind} />,
      filters: kinds.map((kind) => ({ text: t(`vacancyReview.kinds.${kind}`), value: kind })),
      onFilter: (value, review) => review.kind === value,
    },
    { key: 'employer', title: t('console-home:columns.employer'), dataIndex: 'employerName' },
    {
      key: 'age',
      title: t('console-home:columns.submitted'),
      render: (_, review) => formatDateTime(review.submittedAt),
      sorter: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
    },
  ];
}

/**
 * The staff's vacancy review queue: postings waiting for review, new ones and changes to published
 * vacancies, the oldest submission at the top; each leads to the posting.
 */
export function ConsoleVacancyReviewsPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const queue = useQueueParams([WAITING]);
  const list = useVacancyReviews({ page: queue.page, size: queue.size });
  return (
    <StateQueue
      className="vaga-console-vacancy"
      title={t('vacancyReview.title')}
      tabs={[{ state: WAITING, label: t('vacancyReview.waiting') }]}
      queue={queue}
      list={list}
      texts={{
        loadFailed: t('vacancyReview.loadListFailed'),
        empty: t('vacancyReview.empty'),
        count: (count) => t('vacancyReview.count', { count }),
      }}
      renderItem={(review) => (
        <ConsoleRow
          key={review.id}
          to={vacancyReviewPath(review.id)}
          title={review.title}
          tag={<ReviewKindTag kind={review.kind} />}
        >
          <span>{review.employerName}</span>
          <span className="vaga-console-match__muted">
            {t('vacancyReview.submitted', { at: formatDateTime(review.submittedAt) })}
          </span>
        </ConsoleRow>
      )}
      columns={useColumns()}
      rowKey={(review) => review.id}
    />
  );
}
