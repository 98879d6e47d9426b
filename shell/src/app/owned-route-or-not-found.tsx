// Any path but "/": the remote that owns it (packages/contracts/src/ui-routes.ts) renders it, else the not-found page.
import { useLocation } from 'react-router-dom';
import { NotFound } from '@vantage/client/not-found';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ownedRoute } from './owned-route';

export function OwnedRouteOrNotFound() {
  const { pathname } = useLocation();
  const route = ownedRoute(pathname);
  useDocumentTitle(route?.title ?? 'Page Not Found');
  if (!route) return <NotFound />;
  // Keyed: another remote starts from its own loading state.
  return <RemoteRoute key={route.remote} remote={route.remote} />;
}
