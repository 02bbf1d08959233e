import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Card from 'antd-mobile/es/components/card';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { formatThousands } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useConsoleMe } from './get-console-me.ts';
import { EmployerQueues, StaffQueues } from './console-home-queues.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { EmployerStatistics } from '@/features/statistics/console/employer-statistics.tsx';

const loading = <div className="vaga-console-home" aria-busy="true" />;

/** The console could not be loaded: why, and try again. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('console');
  const code = isApiError(error) ? error.code : 'INTERNAL_SERVER_ERROR';
  return (
    <section className="vaga-panel" role="alert" aria-labelledby="vaga-console-failed">
      <h2 id="vaga-console-failed" className="vaga-panel__title">
        {t('home.loadFailed')}
      </h2>
      <p className="vaga-panel__text">{errorText(code, currentLocale())}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </section>
  );
}

/**
 * Home of the employer console: the account, its employer and how many vacancies it has; its
 * interview requests waiting and its vacancies by state.
 */
export function EmployerHomePage() {
  const { t } = useTranslation('console');
  const me = useConsoleMe();
  if (me.isError) return <LoadFailed error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return loading;
  const { employer } = me.data;
  return (
    <div className="vaga-console-home">
      <h2 className="vaga-console-home__title">{t('home.welcome', { name: me.data.name })}</h2>
      <Card title={t('home.employerCard')}>
        <dl className="vaga-console-home__facts">
          <div>
            <dt>{t('home.employer')}</dt>
            <dd>{employer?.name}</dd>
          </div>
          <div>
            <dt>{t('home.vacancyCount')}</dt>
            <dd>{employer ? formatThousands(employer.vacancyCount) : null}</dd>
          </div>
        </dl>
      </Card>
      <EmployerQueues />
      <EmployerStatistics />
    </div>
  );
}

/**
 * Home of the staff console: the account, acting for the public service across employers, and
 * what waits in each queue.
 */
export function StaffHomePage() {
  const { t } = useTranslation('console');
  const me = useConsoleMe();
  if (me.isError) return <LoadFailed error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return loading;
  return (
    <div className="vaga-console-home">
      <h2 className="vaga-console-home__title">{t('home.welcome', { name: me.data.name })}</h2>
      <Card title={t('home.staffCard')}>
        <p>{t('home.staffScope')}</p>
      </Card>
      <StaffQueues />
    </div>
  );
}
