import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobMatchCard } from '@vaga/contract';
import { usePendingStatistics } from '@/shared/api/pending-statistics.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { paths } from '@/shared/paths.ts';
import { getJobMatches } from '../api/get-job-matches.ts';
import { jobMatchKeys } from '../api/query-keys.ts';
import { InterviewCard } from '../ui/interview-card.tsx';
import { INTERVIEW_PANEL_ID, InterviewTabs, tabId } from '../ui/interview-tabs.tsx';
import {
  INTERVIEW_TABS,
  readInterviewTab,
  writeInterviewTab,
  type InterviewTabKey,
} from '../lib/interview-tabs.ts';
import { useSelectedServices } from '@/shared/lib/selected-services.ts';
import '../ui/jobmatches.css';
import { Button } from '@/shared/ui/button.tsx';

/**
 * /interview (spec §2, §4): the seeker's interviews in six tabs by status group, the chosen tab
 * kept for the session; each tab a paged list of interview cards, filtered by the job-seek
 * services chosen on /interview/select. "Finished" carries the badge of the surveys waiting
 * (spec §2); a survey is on its interview's card, under "Arranged" until a result is in, so that
 * tab says so and leads there.
 */
export function InterviewPage() {
  const { t } = useTranslation('jobmatches');
  const [tab, setTab] = useState<InterviewTabKey>(readInterviewTab);
  const statistics = usePendingStatistics(true);
  const jobSeekIds = useSelectedServices();
  const groups = useMemo(
    () => INTERVIEW_TABS.find((entry) => entry.key === tab)?.groups ?? [],
    [tab],
  );
  const choose = (next: InterviewTabKey) => {
    writeInterviewTab(next);
    setTab(next);
  };
  const fetchPage = useCallback(
    (page: number, size: number, signal: AbortSignal) =>
      getJobMatches({ groups, jobSeekIds }, page, size, signal),
    [groups, jobSeekIds],
  );
  return (
    <div className="vaga-interviews">
      <InterviewTabs active={tab} onChange={choose} statistics={statistics} />
      <div
        id={INTERVIEW_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        className="vaga-page"
      >
        <Link className="vaga-link vaga-interviews__filter" to={paths.interviewSelect}>
          {jobSeekIds.length > 0
            ? t('filter.chosen', { count: jobSeekIds.length })
            : t('filter.choose')}
        </Link>
        {tab === 'finished' && statistics && statistics.completeReview > 0 ? (
          <div className="vaga-interviews__surveys" role="note">
            <p>{t('surveys.waiting', { count: statistics.completeReview })}</p>
            <Button onClick={() => choose('arranged')}>{t('surveys.showArranged')}</Button>
          </div>
        ) : null}
        <PagedList<JobMatchCard>
          queryKey={jobMatchKeys.list(groups, jobSeekIds)}
          fetchPage={fetchPage}
          itemKey={(match) => match.jobMatchUid}
          renderItem={(match) => <InterviewCard match={match} />}
          label={t(`tabs.${tab}`)}
        />
      </div>
    </div>
  );
}
