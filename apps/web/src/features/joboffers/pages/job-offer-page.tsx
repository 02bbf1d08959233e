import { useId } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/lib/page-title.ts';
import { useJobOffer } from '../api/get-job-offer.ts';
import { DetailBody, type DetailActions } from '../ui/job-detail-body.tsx';

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
    <>
      {id === null ? null : <VacancyTitle id={id} />}
      <div className="vaga-page vaga-job-offer-page">
        {id === null ? null : (
          <DetailBody id={id} renderActions={renderActions} titleId={titleId} keepFailure />
        )}
      </div>
    </>
  );
}

/** The vacancy's title and employer as the document's title (the server-rendered page's). */
function VacancyTitle({ id }: { id: number }) {
  const offer = useJobOffer(id, true).data;
  usePageTitle(offer ? `${offer.jobOfferTitle} · ${offer.companyName}` : null);
  return null;
}
