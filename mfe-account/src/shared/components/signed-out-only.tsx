import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@vantage/client/use-session';
import { useSignInTarget } from '../hooks/use-sign-in-target';

/** Login and signup are for visitors: a signed-in user goes on to where signing in would have led. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { accessToken } = useSession();
  const target = useSignInTarget();
  if (accessToken) return <Navigate to={target} replace />;
  return <>{children}</>;
}
