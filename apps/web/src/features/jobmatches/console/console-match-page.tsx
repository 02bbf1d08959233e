import '@/shared/console/console-pages.css';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useParams } from 'react-router';
import {
  INTERVIEW_TIME_PERIODS,
  JOB_MATCH_STATUS,
  type ConsoleMatchDetail,
  type Profile,
} from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';
import { useConsoleMatch } from '../api/get-console-match.ts';
import { ArrangeForm } from './arrange-form.tsx';
import { CancelForm, ChangeForm } from './change-forms.tsx';
import type { ConsoleKind } from '@/shared/console/console-refusal.tsx';
import { DeclineForm } from './decline-form.tsx';
import { Fact } from '@/shared/console/fact.tsx';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { MatchCv } from './match-cv.tsx';
import { MatchHistory } from './match-history.tsx';
import { ResultForm } from './result-form.tsx';
import { matchesPath } from '@/shared/paths.ts';
import { ConsoleRecordPage } from '@/shared/console/console-record-state.tsx';
import { MatchStatusTag } from './match-status-tag.tsx';

const PERIOD_NAMES = Object.fromEntries(
  Object.entries(INTERVIEW_TIME_PERIODS).map(([name, value]) => [value, name]),
) as Record<number, string>;

function Facts({ match }: { match: ConsoleMatchDetail }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const result = match.seekerResult ?? match.employerResult;
  return (
    <dl className="vaga-console-match__facts">
      <Fact label={t('match.interviewNo')}>{match.interviewNo}</Fact>
      <Fact label={t('match.vacancy')}>{match.jobOfferTitle}</Fact>
      <Fact label={t('common.employer')}>{match.employerName}</Fact>
      <Fact label={t('common.seeker')}>{match.seekerName}</Fact>
      <Fact label={t('match.origin')}>{t(`origins.${match.origin}`)}</Fact>
      <Fact label={t('match.created')}>{formatDateTime(match.createDate)}</Fact>
      <Fact label={t('match.expectedDates')}>
        {match.expectedInterviewDateFrom
          ? `${formatDate(match.expectedInterviewDateFrom)} – ${formatDate(match.expectedInterviewDateTo)}`
          : ''}
      </Fact>
      <Fact label={t('match.period')}>
        {match.expectedInterviewTimePeriod
          ? t(`periods.${PERIOD_NAMES[match.expectedInterviewTimePeriod]}`)
          : ''}
      </Fact>
      <Fact label={t('match.content')}>{match.content}</Fact>
      <Fact label={t('match.interviewDate')}>{formatDateTime(match.interviewDate)}</Fact>
      <Fact label={t('match.lastReplyDate')}>{formatDateTime(match.lastReplyDate)}</Fact>
      <Fact label={t('arrange.location')}>{match.location}</Fact>
      <Fact label={t('arrange.contactPhone')}>{match.contactPhone}</Fact>
      <Fact label={t('arrange.remark')}>
        {match.remark ? <RichText html={match.remark} /> : ''}
      </Fact>
      <Fact label={t('match.employerResult')}>
        {match.employerResult ? t(`results.${match.employerResult}`) : ''}
      </Fact>
      <Fact label={t('match.seekerResult')}>
        {match.seekerResult ? t(`results.${match.seekerResult}`) : ''}
      </Fact>
      <Fact label={t('match.resultCounted')}>{result ? t(`results.${result}`) : ''}</Fact>
      <Fact label={t('match.rejectReason')}>{match.rejectReason}</Fact>
      <Fact label={t('match.declineReason')}>{match.declineReason}</Fact>
    </dl>
  );
}

function Actions({ match }: { match: ConsoleMatchDetail }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  if (match.typeJobMatchStatusId === JOB_MATCH_STATUS.requested) {
    return (
      <>
        <ArrangeForm matchId={match.jobMatchUid} />
        <DeclineForm matchId={match.jobMatchUid} />
      </>
    );
  }
  // The result is offered only when the server would take it (the row says so).
  if (match.canRecordResult) return <ResultForm matchId={match.jobMatchUid} />;
  // An interview not yet held may still be moved or cancelled.
  const upcoming = match.interviewDate !== null && new Date(match.interviewDate) > new Date();
  const changes = upcoming ? (
    <>
      <ChangeForm key={match.interviewDate} match={match} />
      <CancelForm matchId={match.jobMatchUid} />
    </>
  ) : null;
  if (match.typeJobMatchStatusId === JOB_MATCH_STATUS.arranged && match.interviewDate) {
    return (
      <>
        <p className="vaga-console-match__muted">
          {t('match.resultFrom', { at: formatDateTime(match.interviewDate) })}
        </p>
        {changes}
      </>
    );
  }
  if (match.typeJobMatchStatusId === JOB_MATCH_STATUS.invited) return changes;
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the match again when its arranged interview's time comes (within a day), so that "Record
 * the result" appears as soon as the server takes it, without reloading the page.
 */
function useReloadAtInterview(match: ConsoleMatchDetail | undefined, reload: () => unknown) {
  const at =
    match && match.typeJobMatchStatusId === JOB_MATCH_STATUS.arranged && !match.canRecordResult
      ? match.interviewDate
      : null;
  useEffect(() => {
    if (!at) return;
    const delay = new Date(at).getTime() - Date.now() + 1000;
    if (delay <= 0 || delay > DAY_MS) return;
    const timer = setTimeout(() => void reload(), delay);
    return () => clearTimeout(timer);
  }, [at, reload]);
}

interface ConsoleMatchPageProps {
  type: ConsoleKind;
  /** The resume display, as published. */
  renderResume: (profile: Profile) => ReactNode;
}

/**
 * One match in the console: what the seeker asked or was invited to, the resume as published (or
 * that the seeker hides it), the attached CV, the history, and what may be done now.
 */
export function ConsoleMatchPage({ type, renderResume }: ConsoleMatchPageProps) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const { id = '' } = useParams();
  const query = useConsoleMatch(id);
  useReloadAtInterview(query.data, query.refetch);
  return (
    <ConsoleRecordPage
      query={query}
      failedText={t('match.loadFailed')}
      list={matchesPath(type)}
      titleId="console-match-title"
      head={(match) => ({
        title: `${match.seekerName} · ${match.jobOfferTitle}`,
        tags: (
          <p>
            <MatchStatusTag
              group={match.typeJobMatchStatusGroupId}
              label={match.typeJobMatchStatusDesc}
            />
          </p>
        ),
      })}
    >
      {(match) => (
        <>
          <Facts match={match} />
          <Actions match={match} />
          <section className="vaga-console-match__section" aria-labelledby="match-cv">
            <h3 id="match-cv">{t('match.cv')}</h3>
            <MatchCv matchId={match.jobMatchUid} cv={match.cv} />
          </section>
          <MatchHistory entries={match.history} />
          <section className="vaga-console-match__section" aria-labelledby="match-resume">
            <h3 id="match-resume">{t('match.resume')}</h3>
            {match.resume ? renderResume(match.resume) : <p>{t('match.resumeHidden')}</p>}
          </section>
        </>
      )}
    </ConsoleRecordPage>
  );
}
