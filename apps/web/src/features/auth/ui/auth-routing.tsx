import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isInApp } from '@/shared/lib/bridge/current-bridge.ts';
import { useOnline } from '@/shared/lib/online.ts';
import { useSession } from '@/shared/lib/session.ts';
import { useLoadedAccountProfile } from '@/shared/api/account-profile.ts';
import { startLogin } from '../lib/login.ts';
import { HOME_PATH, loginTargetOf, profileRoute } from '../lib/redirect.ts';
import { sessionQueryPredicate } from '@/shared/api/query-keys.ts';
import { dismissLoginFailure, retryLogin, useLoginFailed } from '../lib/unauthorized.ts';
import { paths } from '@/shared/paths.ts';

const loading = <div className="vaga-page-loading" aria-busy="true" />;
/** Shown only when the login fails: loaded then, not with the first screen. */
const LoginFailedPanel = lazy(() =>
  import('./auth-panels.tsx').then((m) => ({ default: m.LoginFailedPanel })),
);

/**
 * Where the routing rules send this location, or null to show it (see AuthRouting). Spec §2:
 * no account profile loaded and (the government app's shell, or a token): the login flow at
 * /profile, which uses the token or, without one, goes on to the single-account login; a route
 * that needs auth and nobody logged in: the login. Offline the login flow cannot run: the page
 * shows with what the service worker kept, and the flow runs once the network is back.
 */
export function authRedirectFor(input: {
  pathname: string;
  loggedIn: boolean;
  inApp: boolean;
  accountLoaded: boolean;
  needsAuth: boolean;
  online?: boolean;
}): 'profile' | 'login' | null {
  if (input.pathname === paths.profile) return null;
  if ((input.loggedIn || input.inApp) && !input.accountLoaded) {
    return input.online === false ? null : 'profile';
  }
  if (input.needsAuth && !input.loggedIn) return 'login';
  return null;
}

function StartLogin({ target }: { target: string }) {
  useEffect(() => startLogin(target), [target]);
  return loading;
}

function LoginFailedScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  // Leave first: the login route, shown again under the screen, would start a login. The
  // screen goes once the home is the page shown.
  useEffect(() => {
    if (leaving && location.pathname === HOME_PATH) dismissLoginFailure();
  }, [leaving, location.pathname]);
  return (
    <Suspense fallback={loading}>
      <LoginFailedPanel
        onRetry={() => retryLogin({ login: () => startLogin(loginTargetOf(location)) })}
        onBack={() => {
          setLeaving(true);
          void navigate(HOME_PATH, { replace: true });
        }}
      />
    </Suspense>
  );
}

/**
 * The routing rules of spec §2 about the session, around every route:
 * - a token (from a login, or from the government app), or the government app's shell, but no
 *   account profile loaded yet: the login flow at /profile first (without a token it goes on to
 *   the single-account login), coming back here;
 * - a route that needs auth and nobody logged in: the single-account login;
 * - the 401 retries used up: the error with retry and back (spec §4).
 * When the session ends, everything cached for it is dropped.
 */
export function AuthRouting({ needsAuth, children }: { needsAuth: boolean; children: ReactNode }) {
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const account = useLoadedAccountProfile();
  const failed = useLoginFailed();
  const online = useOnline();
  const queryClient = useQueryClient();

  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) {
      queryClient.removeQueries({ predicate: sessionQueryPredicate });
    }
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, queryClient]);

  if (failed) return <LoginFailedScreen />;
  const target = loginTargetOf(location);
  switch (
    authRedirectFor({
      pathname: location.pathname,
      loggedIn: isLoggedIn,
      inApp: isInApp(),
      accountLoaded: account !== undefined,
      needsAuth,
      online,
    })
  ) {
    case 'profile':
      return <Navigate to={profileRoute(target)} replace />;
    case 'login':
      return <StartLogin target={target} />;
    default:
      return <>{children}</>;
  }
}
