import { useCallback } from 'react';
import type { TokenPair, UserProfile } from '@vantage/contracts/auth';
import { normaliseEmail } from '@vantage/contracts/auth-rules';
// By package path, not './session': a remote may be the first to load this module, and only the package
// path is consumed from the shell's shared copy (the session whose changes the header listens to).
import { profileApi } from '@vantage/client/profile';
import { useAppDispatch } from '@vantage/client/redux-hooks';
import { startSession } from '@vantage/client/session';

/**
 * Stores a login's or a signup's tokens with the full email (never only the part before "@"), and
 * primes the profile the header shows: with the user when the answer carried it, else fetched now.
 * A staff login (`staff`) is a session like any other, whose sign-out also ends the staff cookie.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (tokens: TokenPair, email: string, user?: UserProfile, { staff = false } = {}) => {
      const userEmail = normaliseEmail(email);
      startSession(tokens, userEmail, { staff });
      if (user) void dispatch(profileApi.util.upsertQueryData('getProfile', userEmail, user));
      else void dispatch(profileApi.util.prefetch('getProfile', userEmail, { force: true }));
    },
    [dispatch],
  );
}
