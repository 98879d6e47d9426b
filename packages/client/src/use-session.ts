import { useSyncExternalStore } from 'react';
import { GUEST_SESSION, getSession, subscribeSession, type Session } from '@vantage/client/session';

/**
 * The current session; re-renders on login, logout, refresh, and logout in another tab. The server knows no
 * session (it lives in the browser's storage): its page, and the browser's hydration of it, are a guest's.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => GUEST_SESSION);
}
