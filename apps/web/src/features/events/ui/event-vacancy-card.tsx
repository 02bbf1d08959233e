import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferCard } from '@vaga/contract';
import { formatSalary } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';

/** A vacancy of the event in its list; opens the vacancy at the event. */
export function EventVacancyCard({ eventId, offer }: { eventId: number; offer: JobOfferCard }) {
  const { t } = useTranslation('events');
  return (
    <Link className="vaga-card vaga-event-card" to={paths.matchJobs(eventId, offer.id)}>
      <span className="vaga-event-card__head">
        <span className="vaga-event-card__name">{offer.jobOfferTitle}</span>
        <span className="vaga-event-card__salary">
          {formatSalary(offer.salary, offer.salaryTypeName)}
        </span>
      </span>
      <span className="vaga-event-card__line">{offer.companyName}</span>
      <span className="vaga-event-card__line">
        {[offer.workingArea, offer.education].filter(Boolean).join(' · ')}
      </span>
      {offer.needCv === 1 && (
        <span>
          <span className="vaga-tag">{t('vacancy.needCv')}</span>
        </span>
      )}
    </Link>
  );
}
