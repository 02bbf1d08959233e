import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AlreadyCreated() {
  const { t } = useTranslation('profile');
  return (
    <section className="vaga-panel" aria-labelledby="profile-exists">
      <h2 id="profile-exists" className="vaga-panel__title">
        {t('gate.exists.title')}
      </h2>
      <p className="vaga-panel__text">{t('gate.exists.text')}</p>
      <Link className="vaga-button vaga-button--primary" to="/cv-form/update-profile">
        {t('gate.exists.action')}
      </Link>
    </section>
  );
}

export function NoProfileYet() {
  const { t } = useTranslation('profile');
  return (
    <section className="vaga-panel" aria-labelledby="profile-missing">
      <h2 id="profile-missing" className="vaga-panel__title">
        {t('gate.missing.title')}
      </h2>
      <p className="vaga-panel__text">{t('gate.missing.text')}</p>
      <Link className="vaga-button vaga-button--primary" to="/cv-form">
        {t('gate.missing.action')}
      </Link>
    </section>
  );
}
