import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthRouting } from '../features/auth/components/auth-routing.tsx';
import { useRouteHandle } from './route-handle.ts';
import { VisitorFavoritesMerge } from './visitor-favorites-merge.tsx';

/**
 * Routing rule of spec §2: a `code` query on any route other than /profile goes to /profile with
 * the code and the page to return to.
 */
export function profileRedirectFor(pathname: string, search: string): string | null {
  if (pathname === '/profile') return null;
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code === null) return null;
  params.delete('code');
  const rest = params.toString();
  const redirect = `${pathname}${rest === '' ? '' : `?${rest}`}`;
  return `/profile?${new URLSearchParams({ code, redirect }).toString()}`;
}

export function RootLayout() {
  const { pathname, search } = useLocation();
  const { needsAuth } = useRouteHandle();
  const target = profileRedirectFor(pathname, search);
  if (target !== null) return <Navigate to={target} replace />;
  return (
    <>
      <VisitorFavoritesMerge />
      <AuthRouting needsAuth={needsAuth}>
        <Outlet />
      </AuthRouting>
    </>
  );
}

/** `/` → `/service`, keeping the query (e.g. `?language=pt`). */
export function RedirectToService() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/service', search }} replace />;
}
