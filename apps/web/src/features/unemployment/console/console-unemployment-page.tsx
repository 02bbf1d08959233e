import '@/shared/ui/console-pages.css';
import { UnemploymentStateTag } from './unemployment-state-tag.tsx';
import './console-unemployment.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useParams } from 'react-router';
import { UNEMPLOYMENT_STATES } from '@vaga/contract';
import { useConsoleUnemployment } from '../api/get-console-unemployments.ts';
import { UnemploymentActions } from './unemployment-actions.tsx';
import { UnemploymentFacts } from './unemployment-facts.tsx';
import { UnemploymentFiles } from './unemployment-files.tsx';
import { UnemploymentHistory } from './unemployment-history.tsx';
import { UnemploymentSupplements } from './unemployment-supplements.tsx';
import { unemploymentsPath } from '@/shared/paths.ts';
import { groupUnemploymentFiles } from '../lib/console-unemployment-files.ts';
import { ConsoleRecordState } from '@/shared/ui/console-record-state.tsx';

/**
 * One unemployment registration in the staff console: the seeker's answers, the files by kind
 * (each downloadable), the requests for more documents with their answers, the history, and the
 * actions its state allows (only under review: approve, ask for supplements, refuse).
 */
export function ConsoleUnemploymentPage() {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const { id = '' } = useParams();
  const query = useConsoleUnemployment(id);
  if (!query.data)
    return (
      <ConsoleRecordState
        failed={query.isError}
        text={t('unemployment.loadFailed')}
        back={unemploymentsPath()}
        backLabel={t('common.back')}
      />
    );
  const registration = query.data;
  const registrationId = String(registration.id);
  const files = groupUnemploymentFiles(registration.attachments);
  const underReview = registration.state === UNEMPLOYMENT_STATES.underReview;
  return (
    <article
      className="vaga-console-match vaga-console-unemployment"
      aria-labelledby="console-unemployment-title"
    >
      <Link to={unemploymentsPath(underReview ? '' : `state=${registration.state}`)}>
        {t('common.back')}
      </Link>
      <h2 id="console-unemployment-title" className="vaga-console-home__title">
        {registration.referenceNo ?? ''} · {registration.seekerName}
      </h2>
      <p>
        <UnemploymentStateTag state={registration.state} label={registration.stateDesc} />
      </p>
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
      {underReview ? <UnemploymentActions id={registrationId} /> : null}
      <UnemploymentHistory entries={registration.history} />
    </article>
  );
}
