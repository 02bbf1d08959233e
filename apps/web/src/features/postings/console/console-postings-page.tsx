import '@/shared/console/console-pages.css';
import './posting.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ConsoleListHead, FilterSelect } from '@/shared/console/console-list-head.tsx';
import { Link, useSearchParams } from 'react-router';
import { POSTING_STATUSES, type PostingStatus, type PostingSummary } from '@vaga/contract';
import { formatDate, formatValidUntil } from '@/shared/lib/format.ts';
import { POSTING_PAGE_SIZE, usePostings } from '../api/console-postings.ts';
import { ConsoleListBody } from '@/shared/console/console-list-body.tsx';
import { PostingStatus as StatusTags } from './posting-status.tsx';
import { pageOf } from '@/shared/lib/page-param.ts';
import { newPostingPath, postingPath } from '@/shared/paths.ts';

function statusOf(value: string | null): PostingStatus | null {
  return (POSTING_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PostingStatus)
    : null;
}

function PostingRow({ posting }: { posting: PostingSummary }) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={postingPath(posting.id)}>
        {posting.title}
      </Link>
      <StatusTags posting={posting} />
      <span className="vaga-console-match__muted">
        {posting.publishDate
          ? t('postings.dates', {
              from: formatDate(posting.publishDate),
              to: formatValidUntil(posting.expiryDate),
            })
          : t('postings.notPublished')}
        {' · '}
        {t('postings.requests', { count: posting.requestCount })}
        {posting.waitingCount > 0
          ? ` · ${t('postings.waiting', { count: posting.waitingCount })}`
          : ''}
      </span>
    </li>
  );
}

/**
 * The employer's vacancies, newest change first, by status or all, each with its state, its
 * dates and its interview requests; and a way to post a new one.
 */
export function ConsolePostingsPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const list = usePostings(status, page);
  const show = (nextStatus: PostingStatus | null, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextStatus) next.set('status', nextStatus);
    if (nextPage > 0) next.set('page', String(nextPage));
    setParams(next);
  };
  return (
    <div className="vaga-console-matches">
      <ConsoleListHead
        title={t('postings.title')}
        action={{ label: t('postings.create'), to: newPostingPath() }}
      />
      <div className="vaga-console-matches__filters">
        <FilterSelect
          id="console-posting-status"
          label={t('postings.statusFilter')}
          allLabel={t('postings.allStatuses')}
          value={status ?? undefined}
          options={POSTING_STATUSES.map((s) => ({ value: s, label: t(`postings.status.${s}`) }))}
          onChange={(value) => show(statusOf(value ?? ''), 0)}
        />
      </div>
      <ConsoleListBody
        list={list}
        texts={{
          loadFailed: t('postings.loadFailed'),
          empty: status ? t('postings.emptyStatus') : t('postings.empty'),
          count: (count) => t('postings.count', { count }),
        }}
        paging={{ page, size: POSTING_PAGE_SIZE, onPage: (next) => show(status, next) }}
      >
        {(postings) => (
          <ul className="vaga-console-matches__list" aria-label={t('postings.title')}>
            {postings.map((posting) => (
              <PostingRow key={posting.id} posting={posting} />
            ))}
          </ul>
        )}
      </ConsoleListBody>
    </div>
  );
}
