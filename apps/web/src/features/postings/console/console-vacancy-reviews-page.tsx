import '@/shared/ui/console-pages.css';
import '@/shared/ui/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import type { PostingReview } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReviews } from '../api/vacancy-reviews.ts';
import { StateQueue, useQueueParams } from '@/shared/ui/state-queue.tsx';
import { vacancyReviewPath } from '@/shared/paths.ts';

const PAGE_SIZE = 20;
/** The queue has one state: waiting for review. */
const WAITING = 0;

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
      render: (_, review) => (
        <span className={`vaga-console-status vaga-console-vacancy__kind--${review.kind}`}>
          {t(`vacancyReview.kinds.${review.kind}`)}
        </span>
      ),
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

function ReviewRow({ review }: { review: PostingReview }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={vacancyReviewPath(review.id)}>
        {review.title}
      </Link>
      <span className={`vaga-console-status vaga-console-vacancy__kind--${review.kind}`}>
        {t(`vacancyReview.kinds.${review.kind}`)}
      </span>
      <span>{review.employerName}</span>
      <span className="vaga-console-match__muted">
        {t('vacancyReview.submitted', { at: formatDateTime(review.submittedAt) })}
      </span>
    </li>
  );
}

/**
 * The staff's vacancy review queue: postings waiting for review, new ones and changes to published
 * vacancies, the oldest submission at the top; each leads to the posting.
 */
export function ConsoleVacancyReviewsPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const { page, show } = useQueueParams([WAITING]);
  const list = useVacancyReviews({ page, size: PAGE_SIZE });
  const columns = useColumns();
  return (
    <StateQueue
      className="vaga-console-vacancy"
      title={t('vacancyReview.title')}
      tabsLabel={t('vacancyReview.title')}
      tabs={[{ state: WAITING, label: t('vacancyReview.waiting') }]}
      state={WAITING}
      page={page}
      pageSize={PAGE_SIZE}
      list={list}
      onShow={show}
      texts={{
        loadFailed: t('vacancyReview.loadListFailed'),
        empty: t('vacancyReview.empty'),
        count: (count) => t('vacancyReview.count', { count }),
      }}
      renderItem={(review) => <ReviewRow key={review.id} review={review} />}
      columns={columns}
      rowKey={(review) => review.id}
    />
  );
}
