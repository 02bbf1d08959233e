import './vacancy-request-state.css';
import { Link } from 'react-router';
import { JOB_MATCH_STATUS, type JobMatchCard } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { paths } from '@/shared/paths.ts';
import { RichText } from '@/shared/ui/rich-text.tsx';

/** What became of a request, by the match's status (spec §4 states). */
export type RequestOutcome = 'pending' | 'declined' | 'rejected' | 'expired' | 'ended';

export function requestOutcome(status: number): RequestOutcome {
  if (status === JOB_MATCH_STATUS.declined) return 'declined';
  if (status === JOB_MATCH_STATUS.rejected) return 'rejected';
  if (status === JOB_MATCH_STATUS.expired) return 'expired';
  return status < JOB_MATCH_STATUS.declined ? 'pending' : 'ended';
}

/** The seeker's earlier request for a vacancy: what happened, and a link to the interview. */
export function VacancyRequestState({ match }: { match: JobMatchCard }) {
  const { t } = useTranslation('vacancy-request');
  const outcome = requestOutcome(match.typeJobMatchStatusId);
  const reason = outcome === 'declined' && match.cardRemark !== '';
  return (
    <div className="vaga-request-state" role="note" data-outcome={outcome}>
      <p>
        <strong>{t(`outcome.${outcome}`)}</strong>
      </p>
      {(outcome === 'pending' || outcome === 'ended') && (
        <p>
          {t(outcome === 'pending' ? 'status' : 'result', {
            status: match.typeJobMatchStatusDesc,
          })}
        </p>
      )}
      {reason && (
        <>
          <p>{t('reason')}</p>
          <RichText className="vaga-remark" html={match.cardRemark} />
        </>
      )}
      <Link to={paths.interviewDetails(match.jobMatchUid)}>{t('details')}</Link>
    </div>
  );
}
