import { useEffect } from 'react';
import { clearSession, getSession, SESSION_KEYS, updateTokens } from '@vantage/client/session';

/** product rules §4/§9: the dashboard rechecks the signed-in state every 4000 ms. */
export const SESSION_RECHECK_MS = 4000;

function stored(key: string): string | null {
  return localStorage.getItem(key) ?? sessionStorage.getItem(key);
}

/**
 * Brings the session in line with what storage holds now. Other tabs' changes already arrive through
 * storage events; this catches anything that bypassed them (e.g. storage edited by an extension or by hand).
 */
export function resyncSession(): void {
  const access = stored(SESSION_KEYS.accessToken);
  const refresh = stored(SESSION_KEYS.refreshToken);
  if (access === getSession().accessToken) return;
  if (!access) clearSession();
  else if (refresh) updateTokens({ access, refresh });
}

export function useSessionRecheck(): void {
  useEffect(() => {
    const timer = setInterval(resyncSession, SESSION_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
}
