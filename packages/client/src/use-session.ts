import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '@vantage/client/session';

/** The current session; re-renders on login, logout, refresh, and logout in another tab. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
