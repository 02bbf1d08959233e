import './console.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useLoadedAccountProfile } from '@/shared/api/account-profile.ts';
import {
  consoleHome,
  isConsoleType,
  type ConsoleType,
} from '../../features/auth/lib/account-type.ts';
import { startLogin } from '../../features/auth/lib/login.ts';
import { HOME_PATH, loginTargetOf } from '../../features/auth/lib/redirect.ts';
import { ConsoleRefusal } from '@/shared/console/console-refusal.tsx';
import { logout } from '../../shared/lib/session-actions.ts';
import { useSession } from '../../shared/lib/session.ts';
import { consoleAccess } from './console-access.ts';
import { ConsoleHeader } from './console-header.tsx';
import { ConsoleNav } from './console-nav.tsx';
import { PageSuspense } from '../routing/routes-view.tsx';

const loading = <div className="vaga-page-loading" aria-busy="true" />;

function StartConsoleLogin({ type }: { type: ConsoleType }) {
  const location = useLocation();
  const target = loginTargetOf(location);
  useEffect(() => startLogin(target, type), [target, type]);
  return loading;
}

/**
 * The console of one account type (`/employer`, `/staff`): its login, its role gate and its
 * layout — header, navigation (side bar on wide screens, strip on phones) and the section's page.
 * Another account type is refused with a way to where it belongs.
 */
export function ConsoleLayout({ type }: { type: ConsoleType }) {
  const { t } = useTranslation(['console', 'common']);
  const { isLoggedIn } = useSession();
  const account = useLoadedAccountProfile();
  const navigate = useNavigate();
  // Logging out: the session ends on purpose, no new login starts while the page leaves.
  const [leaving, setLeaving] = useState(false);
  const access = consoleAccess(type, { loggedIn: isLoggedIn, accountType: account?.accountType });

  useEffect(() => {
    document.title = `${t(`console:title.${type}`)} · ${t('common:app.name')}`;
  }, [t, type]);

  if (leaving) return loading;
  if (access === 'login') return <StartConsoleLogin type={type} />;
  if (access === 'loading' || !account) return loading;

  const leave = () => {
    setLeaving(true);
    void logout(account.accountType).then(() => navigate(HOME_PATH, { replace: true }));
  };
  const frame = (nav: boolean, content: ReactNode) => (
    <div className={nav ? 'vaga-console' : 'vaga-console vaga-console--bare'}>
      <ConsoleHeader type={type} account={account} onLogout={leave} />
      {nav ? <ConsoleNav type={type} /> : null}
      <main className="vaga-console__main">{content}</main>
    </div>
  );

  if (access === 'refused') {
    const own = account.accountType;
    return frame(
      false,
      <ConsoleRefusal
        opened={type}
        accountType={own}
        home={isConsoleType(own) ? consoleHome(own) : HOME_PATH}
        onLogout={leave}
      />,
    );
  }
  return frame(
    true,
    <PageSuspense>
      <Outlet />
    </PageSuspense>,
  );
}

export function EmployerConsole() {
  return <ConsoleLayout type="employer" />;
}

export function StaffConsole() {
  return <ConsoleLayout type="staff" />;
}
