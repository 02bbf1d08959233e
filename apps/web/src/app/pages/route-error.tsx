import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Shown when a page's code cannot be loaded (offline, or a new version replaced the files). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <section className="vaga-panel" role="alert">
      <h2 className="vaga-panel__title">{t('routeError.title')}</h2>
      <p className="vaga-panel__text">{t('routeError.description')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('routeError.action')}
      </Button>
    </section>
  );
}
