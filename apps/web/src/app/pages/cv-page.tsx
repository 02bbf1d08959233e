import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { CvFiles } from '@/features/cvs/ui/cv-files.tsx';
import { ProfileTab } from '@/features/profile/ui/profile-tab.tsx';
import { paths } from '../paths.ts';

const TABS = [0, 1] as const;

/** `/cv`: job-seeking registration with two sub-tabs by `tab` (spec §2): my data (0), CV files (1). */
export function CvPage() {
  const { t } = useTranslation(['profile', 'common']);
  const [params] = useSearchParams();
  const tab = params.get('tab') === '1' ? 1 : 0;
  return (
    <div className="vaga-subtabs-page">
      <nav className="vaga-subtabs" aria-label={t('tabs.label')}>
        {TABS.map((key) => (
          <Link
            key={key}
            to={paths.cvTab(key)}
            replace
            className={
              key === tab ? 'vaga-subtabs__tab vaga-subtabs__tab--active' : 'vaga-subtabs__tab'
            }
            aria-current={key === tab ? 'page' : undefined}
          >
            {key === 0 ? t('tabs.profile') : t('tabs.cvFiles')}
          </Link>
        ))}
      </nav>
      {tab === 0 ? <ProfileTab /> : <CvFiles />}
      <p className="vaga-subtabs-page__more">
        <Link className="vaga-link" to={paths.myData}>
          {t('common:routes.myData')}
        </Link>
      </p>
    </div>
  );
}
