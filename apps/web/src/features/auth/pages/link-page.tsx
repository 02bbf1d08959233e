import { Navigate, useLocation } from 'react-router';
import { linkTarget } from '../lib/redirect.ts';

/** /link: goes to its `redirect` query's page with `link=true` (spec §2). */
export function LinkPage() {
  const { search } = useLocation();
  return <Navigate to={linkTarget(search)} replace />;
}
