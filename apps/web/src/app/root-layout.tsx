import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { appReady } from '@/shared/lib/app-ready.ts';
import { AuthRouting } from '@/features/auth/ui/auth-routing.tsx';
import { renderVacancyRequest } from '@/features/jobmatches/ui/vacancy-request-gate.tsx';
import { InterviewRequestGateProvider } from '@/shared/ui/interview-request-gate.tsx';
import { paths } from './paths.ts';
import { useRouteHandle } from './route-handle.ts';
import { OfflineNotice } from './shell/offline-notice.tsx';
import { VisitorFavoritesMerge } from './visitor-favorites-merge.tsx';

/** The login's answer that the /profile route needs beside the code (OAuth `state`, RFC 9207 `iss`). */
const CALLBACK_PARAMS = ['state', 'iss'] as const;

/**
 * Routing rule of spec §2: a `code` query on any route other than /profile goes to /profile with
 * the code and the page to return to. `state` and `iss` belong to the login, not to the page: they
 * go to /profile beside the code, so the login can finish there.
 */
export function profileRedirectFor(pathname: string, search: string): string | null {
  if (pathname === paths.profile) return null;
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code === null) return null;
  const callback = new URLSearchParams({ code });
  params.delete('code');
  for (const name of CALLBACK_PARAMS) {
    const value = params.get(name);
    if (value !== null) callback.set(name, value);
    params.delete(name);
  }
  const rest = params.toString();
  return paths.profileCallback(callback, `${pathname}${rest === '' ? '' : `?${rest}`}`);
}

export function RootLayout() {
  const { pathname, search } = useLocation();
  const { needsAuth } = useRouteHandle();
  const target = profileRedirectFor(pathname, search);
  // Inside the route's Suspense: runs once the page itself has been hydrated (main.tsx).
  useEffect(appReady, []);
  if (target !== null) return <Navigate to={target} replace />;
  return (
    <>
      <OfflineNotice />
      <VisitorFavoritesMerge />
      <AuthRouting needsAuth={needsAuth}>
        <InterviewRequestGateProvider value={renderVacancyRequest}>
          <Outlet />
        </InterviewRequestGateProvider>
      </AuthRouting>
    </>
  );
}

/** `/` → `/service`, keeping the query (e.g. `?language=pt`). */
export function RedirectToService() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.service, search }} replace />;
}
