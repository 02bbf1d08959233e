import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * An honest placeholder for pages that a later version fills: it says the page cannot be used
 * yet and offers the way back. It does not pretend to work.
 */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  return (
    <section className="vaga-panel" aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title" className="vaga-panel__title">
        {t('comingSoon.title')}
      </h2>
      <p className="vaga-panel__text">{t('comingSoon.description')}</p>
      <Link className="vaga-button" to="/service">
        {t('comingSoon.action')}
      </Link>
    </section>
  );
}
