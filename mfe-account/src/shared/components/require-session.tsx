import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@vantage/client/use-session';

/** Screens of a signed-in user: without an access token the visitor goes to /login (product rules §4). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { accessToken } = useSession();
  if (!accessToken) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
