import '@/shared/ui/details.css';
import '@/shared/ui/form.css';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Tag from 'antd-mobile/es/components/tag';
import { JOB_MATCH_GROUP, type JobMatchDetail } from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { paths } from '@/shared/paths.ts';
import { useJobMatch } from '../api/get-job-match.ts';
import { useReplyEmployer } from '../api/reply-employer.ts';
import { AddToCalendar } from '../ui/add-to-calendar.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Facts } from '@/shared/ui/facts.tsx';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { StatusHistory } from '../ui/status-history.tsx';
import { tagColorOf } from '../lib/card-display.ts';
import { detailFields } from '../lib/detail-fields.ts';
import '../ui/jobmatches.css';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

function Actions({ match }: { match: JobMatchDetail }) {
  const { t } = useTranslation('jobmatches');
  const reply = useReplyEmployer(match.jobMatchUid);
  const accept = async () => {
    const sure = await confirmDialog(
      t('reply.acceptConfirm'),
      t('reply.accept'),
      t('actions.cancel'),
    );
    if (sure) reply.mutate({ accept: true });
  };
  const arranged = match.typeJobMatchStatusGroupId === JOB_MATCH_GROUP.arranged;
  if (!match.canReply && !match.isShowSurveyInfo && !arranged) return null;
  return (
    <div className="vaga-form__actions">
      {match.canReply && (
        <>
          <Button variant="primary" disabled={reply.isPending} onClick={() => void accept()}>
            {t('reply.accept')}
          </Button>
          <ButtonLink to={paths.interviewReject(match.jobMatchUid)}>{t('reply.reject')}</ButtonLink>
        </>
      )}
      {arranged && match.interviewDate && (
        <AddToCalendar id={match.jobMatchUid} interviewNo={match.interviewNo} />
      )}
      {match.isShowSurveyInfo && (
        <ButtonLink variant="primary" to={paths.interviewSurvey(match.jobMatchUid)}>
          {t('card.survey')}
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * /interview/details/{id} (spec §3): every field of the interview, its remark, its history of
 * statuses, and what the seeker may do now: answer the invitation, add the arranged interview to
 * a calendar, answer the survey.
 */
export function InterviewDetailsPage() {
  const { t } = useTranslation('jobmatches');
  const { id = '' } = useParams();
  const match = useJobMatch(id);
  if (!match.data) {
    return (
      <div className="vaga-page">
        <LoadState error={match.error} onRetry={() => void match.refetch()} />
      </div>
    );
  }
  const detail = match.data;
  return (
    <div className="vaga-page vaga-interview-details">
      <section className="vaga-card" aria-labelledby="vaga-interview-title">
        <div className="vaga-card__head">
          <h1 id="vaga-interview-title" className="vaga-card__title">
            {detail.jobOfferTitle}
          </h1>
          <Tag color={tagColorOf(detail.typeJobMatchStatusGroupId)} fill="outline">
            {detail.typeJobMatchStatusDesc}
          </Tag>
        </div>
        <Facts
          facts={detailFields(detail, t).map(([label, value]) => [
            label,
            value === '' ? t('fields.none') : value,
          ])}
        />
        {detail.isShowCardRemark && detail.cardRemark !== '' && (
          <RichText className="vaga-remark" html={detail.cardRemark} />
        )}
      </section>
      <Actions match={detail} />
      <StatusHistory history={detail.history} />
    </div>
  );
}
