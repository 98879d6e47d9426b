import { useSearchParams } from 'react-router-dom';
import { sameSiteNext } from '@vantage/contracts/auth';

/** Where a login or signup leads: the same-site `next` of the address, else /dashboard (product rules §2). */
export function useSignInTarget(): string {
  const [params] = useSearchParams();
  return sameSiteNext(params.get('next'), '/dashboard');
}

/** `path` with this address's `next`: going from login to signup (or back) still leads where the visitor was going. */
export function usePathKeepingNext(path: string): string {
  const [params] = useSearchParams();
  const next = params.get('next');
  return next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
}
