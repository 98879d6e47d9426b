import { useSearchParams } from 'react-router-dom';
import { sameSiteNext } from '@vantage/contracts/auth';

/** Where a login or signup leads: the same-site `next` of the address, else /dashboard (product rules §2). */
export function useSignInTarget(): string {
  const [params] = useSearchParams();
  return sameSiteNext(params.get('next'), '/dashboard');
}
