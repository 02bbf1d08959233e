import '@/app/shell/top-bar.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { AccountProfile } from '@vaga/contract';
import type { ConsoleType } from '../../features/auth/lib/account-type.ts';
import { NotificationBell } from '../../features/notifications/ui/notification-bell.tsx';
import { consoleNotificationsPath } from '@/shared/paths.ts';
import { LanguageSwitch } from '../shell/language-switch.tsx';

interface ConsoleHeaderProps {
  type: ConsoleType;
  /** The logged-in account; absent while nobody is logged in. */
  account: AccountProfile | undefined;
  onLogout: () => void;
}

/**
 * The console's header: service and console name, who is logged in, the bell (the unread
 * count; it opens the console's inbox), language and logout.
 */
export function ConsoleHeader({ type, account, onLogout }: ConsoleHeaderProps) {
  const { t } = useTranslation(['console', 'common']);
  return (
    <header className="vaga-console__header">
      <div className="vaga-console__brand">
        <p className="vaga-console__service">{t('common:app.name')}</p>
        <h1 className="vaga-console__title">{t(`console:title.${type}`)}</h1>
      </div>
      {account ? (
        <dl className="vaga-console__account">
          <div>
            <dt>{t('console:header.account')}</dt>
            <dd>{account.name}</dd>
          </div>
          {account.employer ? (
            <div>
              <dt>{t('console:header.employer')}</dt>
              <dd>{account.employer.name}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="vaga-console__actions">
        {account ? <NotificationBell to={consoleNotificationsPath(type)} /> : null}
        <LanguageSwitch />
        {account ? (
          <button type="button" className="vaga-top-bar__button" onClick={onLogout}>
            {t('console:header.logout')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
