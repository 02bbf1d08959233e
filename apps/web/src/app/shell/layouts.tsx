import { Outlet } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { PleaseLoginPanel } from '../../shared/ui/panels.tsx';
import { useSession } from '../../shared/lib/session.ts';
import { UserGate } from '@/features/auth/ui/user-gate.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { PageSuspense } from '../routing/routes-view.tsx';
import { useRouteDescription } from './route-description.ts';
import { HomeTabBar } from './tab-bar.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The page's content, or the please-login panel when the route needs auth and nobody is logged in,
 * or the panel its user gate (spec §6) shows to this kind of user.
 */
function GuardedOutlet() {
  const { needsAuth, gate } = useRouteHandle();
  const { isLoggedIn } = useSession();
  if (needsAuth && !isLoggedIn) return <PleaseLoginPanel />;
  return (
    <UserGate level={gate}>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </UserGate>
  );
}

/** Home shell (spec §2): top bar, the tab's page, bottom tabs. */
export function HomeShell() {
  const { t } = useTranslation('common');
  const { handle } = useRouteHandle();
  useRouteDescription(handle);
  return (
    <div className="vaga-shell vaga-shell--home">
      <TopBar title={t(handle?.titleKey ?? 'routes.service')} closes />
      <main className="vaga-shell__main">
        <GuardedOutlet />
      </main>
      <HomeTabBar />
    </div>
  );
}

/** Every other page: top bar with back (or close where the route says so) and the page. */
export function PageLayout() {
  const { t } = useTranslation('common');
  const { handle } = useRouteHandle();
  useRouteDescription(handle);
  return (
    <div className="vaga-shell">
      <TopBar title={t(handle?.titleKey ?? 'app.name')} closes={handle?.closes === true} />
      <main className="vaga-shell__main">
        <GuardedOutlet />
      </main>
    </div>
  );
}
