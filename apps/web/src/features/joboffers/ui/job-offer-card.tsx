import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferCard as JobOffer } from '@vaga/contract';
import { formatDate, formatSalary } from '@/shared/lib/format.ts';
import { HighlightedText } from './highlighted-text.tsx';

/**
 * A vacancy in a list: title, employer, salary (`$12,000/月`), place, education and date. With
 * the keyword of a search, the words of the title it matches are marked.
 */
export function JobOfferCard({ offer, keyword }: { offer: JobOffer; keyword?: string }) {
  const { t } = useTranslation('joboffers');
  return (
    <article className="vaga-card vaga-offer" aria-label={offer.jobOfferTitle}>
      <header className="vaga-offer__head">
        <h2 className="vaga-offer__title">
          <HighlightedText text={offer.jobOfferTitle} keyword={keyword} />
        </h2>
        <span className="vaga-offer__salary">
          {formatSalary(offer.salary, offer.salaryTypeName)}
        </span>
      </header>
      <p className="vaga-offer__company">{offer.companyName}</p>
      <p className="vaga-offer__facts">
        {[offer.workingArea, offer.education, t('jobList.positions', { count: offer.positions })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <footer className="vaga-offer__foot">
        <span className="vaga-offer__tags">
          {offer.needCv === 1 && <span className="vaga-tag">{t('jobList.needCv')}</span>}
          {offer.isValid === 0 && (
            <span className="vaga-tag vaga-tag--muted">{t('jobList.invalid')}</span>
          )}
          {offer.hashTag.map((tag) => (
            <span key={tag} className="vaga-tag vaga-tag--light">
              #{tag}
            </span>
          ))}
        </span>
        <span className="vaga-offer__date">
          {t('jobList.publishDate', { date: formatDate(offer.publishDate) })}
        </span>
      </footer>
    </article>
  );
}
