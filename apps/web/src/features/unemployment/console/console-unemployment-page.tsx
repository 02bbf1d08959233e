import '@/shared/console/console-pages.css';
import { UnemploymentStateTag } from './unemployment-state-tag.tsx';
import './console-unemployment.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useParams } from 'react-router';
import { UNEMPLOYMENT_STATES, type ConsoleUnemploymentDetail } from '@vaga/contract';
import { useConsoleUnemployment } from '../api/get-console-unemployments.ts';
import { UnemploymentActions } from './unemployment-actions.tsx';
import { UnemploymentFacts } from './unemployment-facts.tsx';
import { UnemploymentFiles } from './unemployment-files.tsx';
import { UnemploymentHistory } from './unemployment-history.tsx';
import { UnemploymentSupplements } from './unemployment-supplements.tsx';
import { unemploymentsPath } from '@/shared/paths.ts';
import { groupUnemploymentFiles } from '../lib/console-unemployment-files.ts';
import { ConsoleRecordPage } from '@/shared/console/console-record-state.tsx';

/** The registration's answers, files, requests for more, actions (under review) and history. */
function UnemploymentBody({ registration }: { registration: ConsoleUnemploymentDetail }) {
  const registrationId = String(registration.id);
  const files = groupUnemploymentFiles(registration.attachments);
  return (
    <>
      <UnemploymentFacts registration={registration} />
      <UnemploymentFiles
        registrationId={registrationId}
        separation={files.separation}
        proof={files.proof}
        totalBytes={registration.totalBytes}
        maxTotalBytes={registration.maxTotalBytes}
      />
      <UnemploymentSupplements
        registrationId={registrationId}
        supplements={registration.supplementList}
        filesBySupplement={files.bySupplement}
      />
      {registration.state === UNEMPLOYMENT_STATES.underReview ? (
        <UnemploymentActions id={registrationId} />
      ) : null}
      <UnemploymentHistory entries={registration.history} />
    </>
  );
}

/**
 * One unemployment registration in the staff console: the seeker's answers, the files by kind
 * (each downloadable), the requests for more documents with their answers, the history, and the
 * actions its state allows (only under review: approve, ask for supplements, refuse).
 */
export function ConsoleUnemploymentPage() {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const { id = '' } = useParams();
  return (
    <ConsoleRecordPage
      query={useConsoleUnemployment(id)}
      failedText={t('unemployment.loadFailed')}
      list={unemploymentsPath()}
      titleId="console-unemployment-title"
      className="vaga-console-unemployment"
      head={(registration) => ({
        back:
          registration.state === UNEMPLOYMENT_STATES.underReview
            ? undefined
            : unemploymentsPath(`state=${registration.state}`),
        title: `${registration.referenceNo ?? ''} · ${registration.seekerName}`,
        tags: (
          <p>
            <UnemploymentStateTag state={registration.state} label={registration.stateDesc} />
          </p>
        ),
      })}
    >
      {(registration) => <UnemploymentBody registration={registration} />}
    </ConsoleRecordPage>
  );
}
