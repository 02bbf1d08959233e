import '@/shared/console/console-pages.css';
import '@/shared/console/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import type { PostingDetail } from '@vaga/contract';
import { formatDateTime, formatValidUntil } from '@/shared/lib/format.ts';
import { useVacancyReview } from '../api/vacancy-reviews.ts';
import { Fact } from '@/shared/console/fact.tsx';
import { VacancyReviewActions } from './vacancy-review-actions.tsx';
import { VacancyReviewHistory } from './vacancy-review-history.tsx';
import { VacancyValues } from './vacancy-values.tsx';
import { showDoneToast } from '@/shared/lib/done-toast.ts';
import { vacancyReviewsPath } from '@/shared/paths.ts';
import { ConsoleRecordState } from '@/shared/console/console-record-state.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { STATUS_TONES } from './posting-status.tsx';

/** The posting's state as staff read it: its status, and a change under way or reports. */
function PostingState({ posting }: { posting: PostingDetail }) {
  const { t } = useTranslation(['postings-console', 'reports-console', 'console']);
  return (
    <p className="vaga-console-vacancy__tags">
      <StatusTag tone={STATUS_TONES[posting.status]}>
        {t(`vacancyReview.statuses.${posting.status}`)}
      </StatusTag>
      {posting.revision ? (
        <StatusTag tone="warning">{t(`vacancyReview.revisions.${posting.revision}`)}</StatusTag>
      ) : null}
      {posting.hidden ? <StatusTag tone="danger">{t('vacancyReports.hidden')}</StatusTag> : null}
    </p>
  );
}

/**
 * One posting in the staff console: its state, the employer, its fields (for a change to a
 * published vacancy, the published values under each changed field), its history, and what staff
 * may do: approve or return it while it waits for review, remove it while it is published. After
 * an action the queue shows again, with a toast that says what was done.
 */
export function ConsoleVacancyReviewPage() {
  const { t } = useTranslation(['postings-console', 'reports-console', 'console']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVacancyReview(id);
  if (!query.data)
    return (
      <ConsoleRecordState
        failed={query.isError}
        text={t('vacancyReview.loadFailed')}
        back={vacancyReviewsPath()}
        backLabel={t('common.back')}
      />
    );
  const posting = query.data;
  const done = (text: string) => {
    showDoneToast(text);
    void navigate(vacancyReviewsPath());
  };
  return (
    <article className="vaga-console-match vaga-console-vacancy" aria-labelledby="vacancy-title">
      <Link to={vacancyReviewsPath()}>{t('common.back')}</Link>
      <h2 id="vacancy-title" className="vaga-console-home__title">
        {posting.title}
      </h2>
      <PostingState posting={posting} />
      <dl className="vaga-console-match__facts">
        <Fact label={t('common.employer')}>{posting.employerName}</Fact>
        <Fact label={t('vacancyReview.submittedAt')}>
          {posting.submittedAt ? formatDateTime(posting.submittedAt) : ''}
        </Fact>
        <Fact label={t('vacancyReview.publishDate')}>
          {posting.publishDate ? formatDateTime(posting.publishDate) : ''}
        </Fact>
        <Fact label={t('vacancyReview.expiryDate')}>
          {posting.expiryDate ? formatValidUntil(posting.expiryDate) : ''}
        </Fact>
        <Fact label={t('vacancyReview.returnReason')}>{posting.returnReason ?? ''}</Fact>
        <Fact label={t('vacancyReview.removalReason')}>{posting.removalReason ?? ''}</Fact>
      </dl>
      <VacancyValues values={posting.values} published={posting.publishedValues} />
      <VacancyReviewActions posting={posting} onDone={done} />
      <VacancyReviewHistory entries={posting.history} />
    </article>
  );
}
