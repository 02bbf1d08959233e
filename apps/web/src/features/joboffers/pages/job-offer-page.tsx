import { useId } from 'react';
import { useParams } from 'react-router';
import { DetailBody, type DetailActions } from '../ui/job-detail-sheet.tsx';

/** The vacancy id of the route's `:id`, when it is one. */
function vacancyId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /job-service/job/{id}: a vacancy's own page, the stable address a shared link opens (the list
 * opens the same detail over itself with `?detail=`). An expired vacancy says it is no longer
 * valid, a removed or unknown one that it is unavailable.
 */
export function JobOfferPage({ renderActions }: { renderActions?: DetailActions }) {
  const id = vacancyId(useParams().id);
  const titleId = useId();
  return (
    <div className="vaga-page vaga-job-offer-page">
      {id === null ? null : (
        <DetailBody id={id} renderActions={renderActions} titleId={titleId} keepFailure />
      )}
    </div>
  );
}
