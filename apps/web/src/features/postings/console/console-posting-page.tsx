import '@/shared/console/console-pages.css';
import './posting.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useParams } from 'react-router';
import type { PostingDetail } from '@vaga/contract';
import { formatDate, formatDateTime, formatValidUntil } from '@/shared/lib/format.ts';
import { usePosting } from '../api/console-postings.ts';
import { Fact } from '@/shared/console/fact.tsx';
import { PostingActions } from './posting-actions.tsx';
import { PostingHistory } from './posting-history.tsx';
import { PostingStatus } from './posting-status.tsx';
import { PostingValuesView } from './posting-values-view.tsx';
import { idOf } from '@/shared/lib/page-param.ts';
import { postingsPath } from '@/shared/paths.ts';
import { ConsoleRecordPage } from '@/shared/console/console-record-state.tsx';

/**
 * One of the employer's vacancies: its state and why (returned, removed), what it can do now,
 * its fields (and, while a change waits, the version still listed), its history.
 */
export function ConsolePostingPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const { id = '' } = useParams();
  const valid = idOf(id) !== null;
  const query = usePosting(id, valid);
  return (
    <ConsoleRecordPage
      query={{ data: valid ? query.data : undefined, isError: !valid || query.isError }}
      failedText={t('postings.loadOneFailed')}
      list={postingsPath()}
      backLabel={t('postings.back')}
      titleId="console-posting-title"
      head={(posting) => ({ title: posting.title, tags: <PostingStatus posting={posting} /> })}
    >
      {(posting) => <PostingBody posting={posting} />}
    </ConsoleRecordPage>
  );
}

/** What the vacancy's state means, its dates and requests, its actions, values and history. */
function PostingBody({ posting }: { posting: PostingDetail }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const returned = posting.status === 'RETURNED' || posting.revision === 'RETURNED';
  return (
    <>
      {returned && posting.returnReason ? (
        <p className="vaga-posting__reason">
          {t('postings.returnReason', { reason: posting.returnReason })}
        </p>
      ) : null}
      {posting.status === 'REMOVED' && posting.removalReason ? (
        <p className="vaga-posting__reason">
          {t('postings.removalReason', { reason: posting.removalReason })}
        </p>
      ) : null}
      {posting.hidden ? <p className="vaga-posting__note">{t('postings.hiddenNote')}</p> : null}
      {posting.revision ? <p className="vaga-posting__note">{t('postings.revisionNote')}</p> : null}
      <dl className="vaga-console-match__facts">
        <Fact label={t('postings.facts.published')}>
          {posting.publishDate ? formatDate(posting.publishDate) : ''}
        </Fact>
        <Fact label={t('postings.facts.expires')}>
          {posting.expiryDate ? formatValidUntil(posting.expiryDate) : ''}
        </Fact>
        <Fact label={t('postings.facts.submitted')}>
          {posting.submittedAt ? formatDateTime(posting.submittedAt) : ''}
        </Fact>
        <Fact label={t('postings.facts.requests')}>
          {t('postings.requestCounts', {
            count: posting.requestCount,
            waiting: posting.waitingCount,
          })}
        </Fact>
      </dl>
      <PostingActions posting={posting} />
      <section className="vaga-console-match__section" aria-labelledby="posting-values">
        <h3 id="posting-values">
          {posting.revision ? t('postings.changeValues') : t('postings.values')}
        </h3>
        <PostingValuesView values={posting.values} />
      </section>
      {posting.publishedValues ? (
        <section className="vaga-console-match__section" aria-labelledby="posting-published">
          <h3 id="posting-published">{t('postings.publishedValues')}</h3>
          <PostingValuesView values={posting.publishedValues} />
        </section>
      ) : null}
      <PostingHistory entries={posting.history} />
    </>
  );
}
