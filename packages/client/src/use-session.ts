import { useSyncExternalStore } from 'react';
import { useMemberPreview } from '@vantage/client/first-render';
import { GUEST_SESSION, getSession, subscribeSession, type Session } from '@vantage/client/session';

const guestSession = () => GUEST_SESSION;

/**
 * The current session; re-renders on login, logout, refresh, and logout in another tab. The server knows no
 * session (it lives in the browser's storage): its page, and the browser's hydration of it, are a guest's, as is
 * the stand-in of a member's page (MemberPreviewContext) until the member's own replaces it.
 */
export function useSession(): Session {
  const preview = useMemberPreview();
  return useSyncExternalStore(subscribeSession, preview ? guestSession : getSession, guestSession);
}
