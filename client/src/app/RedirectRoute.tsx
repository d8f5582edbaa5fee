import { Navigate, useLocation } from 'react-router-dom';
import { redirectTarget } from './guard/decideRoute';

/**
 * /redirect/{path*}: goes straight on to /{path*} (query and hash kept), replacing the history
 * entry, so a route can be re-mounted by passing through here. Only a local path of the app is
 * followed; anything else (another site, the login page, a /redirect loop) is not found.
 */
export function RedirectRoute() {
  const location = useLocation();
  const target = redirectTarget(location.pathname, location.search, location.hash);
  return <Navigate to={target ?? '/404'} replace />;
}
