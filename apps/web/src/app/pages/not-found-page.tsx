import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="vaga-panel" aria-labelledby="not-found-title">
      <h2 id="not-found-title" className="vaga-panel__title">
        {t('routes.notFound')}
      </h2>
      <p className="vaga-panel__text">{t('notFound.description')}</p>
      <Link className="vaga-button" to="/service">
        {t('comingSoon.action')}
      </Link>
    </section>
  );
}
