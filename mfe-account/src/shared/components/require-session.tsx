import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { expiredSessionLoginPath } from '@vantage/client/http';
import { sessionExpired } from '@vantage/client/session';
import { useSession } from '@vantage/client/use-session';

/**
 * Screens of a signed-in user: without an access token the visitor goes to /login (product rules §4); when the
 * session has just expired, to the same address the client sends them to (saying so, with the way back); when the
 * screen ended it on purpose, to `signedOutTo`.
 */
export function RequireSession({ children, signedOutTo }: { children: ReactNode; signedOutTo?: string }) {
  const { accessToken } = useSession();
  const location = useLocation();
  if (!accessToken && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!accessToken) return <Navigate to={sessionExpired() ? expiredSessionLoginPath(location) : '/login'} replace />;
  return <>{children}</>;
}
