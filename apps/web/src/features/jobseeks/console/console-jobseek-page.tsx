import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useParams } from 'react-router';
import { JOB_SEEK_STATES, type ConsoleJobSeekDetail } from '@vaga/contract';
import { useConsoleJobSeek } from '../api/get-console-jobseeks.ts';
import { ApproveForm } from './approve-form.tsx';
import { CloseForm } from './close-form.tsx';
import { JobSeekStateTag } from './jobseek-state-tag.tsx';
import { JobSeekFacts } from './jobseek-facts.tsx';
import { JobSeekHistory } from './jobseek-history.tsx';
import { JobSeekMatches } from './jobseek-matches.tsx';
import { ReferForm } from './refer-form.tsx';
import { RefuseForm } from './refuse-form.tsx';
import { SeekerAccessLog } from '@/features/mydata/index.ts';
import { registrationsPath } from '@/shared/paths.ts';
import { ConsoleRecordPage } from '@/shared/console/console-record-state.tsx';

/** What staff may do now: approve or refuse under review, refer while valid, close either. */
function Actions({ jobSeek }: { jobSeek: ConsoleJobSeekDetail }) {
  const id = String(jobSeek.jobSeekId);
  if (jobSeek.state === JOB_SEEK_STATES.processing) {
    return (
      <>
        <ApproveForm jobSeekId={id} />
        <RefuseForm jobSeekId={id} />
        <CloseForm jobSeekId={id} />
      </>
    );
  }
  if (jobSeek.state === JOB_SEEK_STATES.valid) {
    return (
      <>
        <ReferForm jobSeekId={id} />
        <CloseForm jobSeekId={id} />
      </>
    );
  }
  return null;
}

/**
 * One registration in the staff console: the seeker and what they registered for, its validity,
 * the referrals made from it, its history, the actions its state allows, and who looked at the
 * seeker's personal data.
 */
export function ConsoleJobSeekPage() {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const { id = '' } = useParams();
  return (
    <ConsoleRecordPage
      query={useConsoleJobSeek(id)}
      failedText={t('registration.loadFailed')}
      list={registrationsPath()}
      titleId="console-jobseek-title"
      head={(jobSeek) => ({
        back:
          jobSeek.state === JOB_SEEK_STATES.processing
            ? undefined
            : registrationsPath(`state=${jobSeek.state}`),
        title: `${jobSeek.seekerName} · ${jobSeek.jobTitle}`,
        tags: (
          <p>
            <JobSeekStateTag state={jobSeek.state} label={jobSeek.stateDesc} />
          </p>
        ),
      })}
    >
      {(jobSeek) => (
        <>
          <JobSeekFacts jobSeek={jobSeek} />
          <div className="vaga-console-jobseek__actions">
            <Actions jobSeek={jobSeek} />
          </div>
          <JobSeekMatches matches={jobSeek.matches} />
          <JobSeekHistory entries={jobSeek.history} />
          <SeekerAccessLog accountId={jobSeek.seekerAccountId} />
        </>
      )}
    </ConsoleRecordPage>
  );
}
