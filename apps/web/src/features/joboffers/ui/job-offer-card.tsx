import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { FitCount, JobOfferCard as JobOffer } from '@vaga/contract';
import { formatDate, formatSalary } from '@/shared/lib/format.ts';
import { TranslatedText } from '@/shared/ui/translated-text.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import './job-search.css';

/** The names of the requirements met as one phrase of the page's language ("A, B and C"). */
function listOf(names: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** Why a vacancy is recommended: the requirements the seeker meets. */
function FitReasons({ reasons }: { reasons: string[] }) {
  const { t, i18n } = useTranslation('fit');
  return (
    <p className="vaga-offer__why">
      {reasons.length > 0
        ? t('card.reasons', { list: listOf(reasons, i18n.language) })
        : t('card.reasonsNone')}
    </p>
  );
}

/** "4/5": the requirements of the vacancy the seeker meets. */
function FitBadge({ count }: { count: FitCount }) {
  const { t } = useTranslation('fit');
  return (
    <span
      className="vaga-tag vaga-fit-badge"
      title={t('card.label', { met: count.met, count: count.total })}
    >
      <span aria-hidden="true">{t('card.badge', count)}</span>
      <span className="vaga-visually-hidden">
        {t('card.label', { met: count.met, count: count.total })}
      </span>
    </span>
  );
}

/**
 * A vacancy in a list: title, employer, salary (`$12,000/月`), place, education and date. With
 * the keyword of a search, the words of the title it matches are marked. For a seeker with a
 * resume, a badge says how many of the vacancy's requirements they meet ("4/5") and, in the
 * recommendations, a line says why it is recommended (the requirements met).
 */
export function JobOfferCard({ offer, keyword }: { offer: JobOffer; keyword?: string }) {
  const { t } = useTranslation('joboffers');
  const { fitCount, fitReasons } = offer;
  return (
    <article className="vaga-card vaga-offer" aria-label={offer.jobOfferTitle}>
      <header className="vaga-offer__head">
        <h2 className="vaga-offer__title">
          <TranslatedText record={offer} field="jobOfferTitle">
            <HighlightedText text={offer.jobOfferTitle} keyword={keyword} />
          </TranslatedText>
        </h2>
        <span className="vaga-offer__salary">
          {formatSalary(offer.salary, offer.salaryTypeName)}
        </span>
      </header>
      <p className="vaga-offer__company">
        <TranslatedText record={offer} field="companyName">
          {offer.companyName}
        </TranslatedText>
      </p>
      <p className="vaga-offer__facts">
        {offer.workingArea !== '' && (
          <>
            <TranslatedText record={offer} field="workingArea">
              {offer.workingArea}
            </TranslatedText>
            {' · '}
          </>
        )}
        {[offer.education, t('jobList.positions', { count: offer.positions })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {fitReasons && <FitReasons reasons={fitReasons} />}
      <footer className="vaga-offer__foot">
        <span className="vaga-offer__tags">
          {fitCount && <FitBadge count={fitCount} />}
          {offer.needCv === 1 && <span className="vaga-tag">{t('jobList.needCv')}</span>}
          {offer.isValid === 0 && (
            <span className="vaga-tag vaga-tag--muted">{t('jobList.invalid')}</span>
          )}
          {offer.hashTag.length > 0 && (
            <TranslatedText record={offer} field="hashTag">
              {offer.hashTag.map((tag) => (
                <span key={tag} className="vaga-tag vaga-tag--light">
                  #{tag}
                </span>
              ))}
            </TranslatedText>
          )}
        </span>
        <span className="vaga-offer__date">
          {t('jobList.publishDate', { date: formatDate(offer.publishDate) })}
        </span>
      </footer>
    </article>
  );
}
