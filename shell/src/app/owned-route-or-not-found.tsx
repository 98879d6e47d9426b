// Any path but "/": the remote that owns it (packages/contracts/src/ui-routes.ts) renders it, else the not-found page.
import { matchPath, useLocation } from 'react-router-dom';
import { REMOTE_ROUTES } from '@vantage/contracts/ui-routes';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { TEAM_SEARCH_INPUT_ID } from '../features/team-search/components/team-search';
import { useDocumentTitle } from '../hooks/use-document-title';

function focusSiteSearch() {
  document.getElementById(TEAM_SEARCH_INPUT_ID)?.focus();
}

/** The route table's row for `pathname`: which remote owns it. */
export const ownedRoute = (pathname: string) => REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname));

export function OwnedRouteOrNotFound() {
  const { pathname } = useLocation();
  const route = ownedRoute(pathname);
  useDocumentTitle(route?.title ?? 'Page Not Found');
  if (!route) return <NotFoundPage onSearchSite={focusSiteSearch} />;
  // Keyed: another remote starts from its own loading state.
  return <RemoteRoute key={route.remote} remote={route.remote} />;
}
