import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventVacancyDetail } from '@vaga/contract';
import { formatSalary } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { Facts } from '@/shared/ui/facts.tsx';

/** A vacancy of the event: what it is, and a book button unless I booked it already. */
export function EventVacancy({ offer }: { offer: EventVacancyDetail }) {
  const { t } = useTranslation('events');
  return (
    <article className="vaga-event" aria-labelledby="vaga-event-vacancy">
      <h2 id="vaga-event-vacancy" className="vaga-section-title">
        {offer.jobOfferTitle}
      </h2>
      {offer.cvRequired === 1 && (
        <p>
          <span className="vaga-tag">{t('vacancy.needCv')}</span>
        </p>
      )}
      <Facts
        side
        facts={[
          [t('vacancy.company'), offer.companyName],
          [t('vacancy.salary'), formatSalary(offer.salary, offer.salaryTypeName)],
          [t('vacancy.education'), offer.education],
          [t('vacancy.experience'), offer.experienceSkill],
          [t('vacancy.workingArea'), offer.workingArea],
          [t('vacancy.workingTime'), offer.workingTime],
          [t('vacancy.positions'), offer.positions],
        ]}
      />
      <h3 className="vaga-event__subtitle">{t('vacancy.description')}</h3>
      <p className="vaga-event__description">{offer.jobDescription}</p>
      <div className="vaga-form__actions">
        {offer.applied === 1 ? (
          <p className="vaga-tag" role="status">
            {t('vacancy.booked')}
          </p>
        ) : offer.isValid === 1 ? (
          <ButtonLink variant="primary" to={paths.apptForm(offer.eventId, offer.id)}>
            {t('vacancy.book')}
          </ButtonLink>
        ) : (
          <p role="note">{t('vacancy.invalid')}</p>
        )}
        <ButtonLink to={paths.matchJobs(offer.eventId)}>{t('vacancy.backToList')}</ButtonLink>
      </div>
    </article>
  );
}
