import './top-bar.css';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isInApp } from '../../shared/lib/bridge/current-bridge.ts';
import { loadNamespaces } from '../../shared/lib/i18n.ts';
import { useSession } from '../../shared/lib/session.ts';
import { useLoadedAccountProfile } from '../../shared/api/account-profile.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { SHELL_ICONS } from './icons.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SessionControls } from './session-controls.tsx';
import { useFittedTitle } from './use-fitted-title.ts';
import { useLeave } from './use-leave.ts';
import { useDeclaredPageTitle } from '@/shared/lib/page-title.ts';

/**
 * The bell is a logged-in account's only: its code and texts load after login, off the first
 * screen. A chunk that fails to load leaves the bell out rather than failing the page.
 */
const NotificationBell = lazy((): Promise<{ default: ComponentType }> =>
  Promise.all([
    import('@/features/notifications/ui/notification-bell.tsx'),
    loadNamespaces(['notifications']),
  ]).then(
    ([m]) => ({ default: m.NotificationBell }),
    () => ({ default: () => null }),
  ),
);

interface TopBarProps {
  title: string;
  /** On the home shell (and unemployed-info) the left button closes, elsewhere it goes back. */
  closes: boolean;
}

/**
 * The top bar (spec §2): back or close, title, the notification bell (logged in), language
 * switch, login / logout.
 */
export function TopBar({ title, closes }: TopBarProps) {
  const { t } = useTranslation('common');
  const { back, close } = useLeave();
  const { isLoggedIn } = useSession();
  // The bell asks the server only once the login flow has loaded the account (spec §2: the
  // profile first).
  const account = useLoadedAccountProfile();

  const pageTitle = useDeclaredPageTitle();
  const titleRef = useFittedTitle(title);
  useEffect(() => {
    document.title = `${pageTitle ?? title} · ${t('app.name')}`;
  }, [pageTitle, title, t]);

  return (
    <header className="vaga-top-bar">
      <div className="vaga-top-bar__side">
        {closes ? (
          <button
            type="button"
            className="vaga-top-bar__button"
            aria-label={t('topBar.close')}
            onClick={() => void close()}
          >
            <Icon d={SHELL_ICONS.close} />
          </button>
        ) : (
          <button
            type="button"
            className="vaga-top-bar__button"
            aria-label={t('topBar.back')}
            onClick={back}
          >
            <Icon d={SHELL_ICONS.back} />
          </button>
        )}
      </div>
      <h1 ref={titleRef} className="vaga-top-bar__title">
        {title}
      </h1>
      <div className="vaga-top-bar__side vaga-top-bar__side--end">
        {isLoggedIn && account !== undefined && (
          <Suspense fallback={<span className="vaga-top-bar__button" aria-hidden="true" />}>
            <NotificationBell />
          </Suspense>
        )}
        {/* Inside the government app the app owns language and session (spec §2). */}
        {!isInApp() && <LanguageSwitch />}
        {!isInApp() && <SessionControls />}
      </div>
    </header>
  );
}
