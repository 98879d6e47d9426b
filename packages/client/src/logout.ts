// Logging out, shared by the header's menu and the profile page's Sign Out.
import { apiRequest } from './http';
import { endSession, getSession } from './session';

export const LOGOUT_PATH = '/api/auth/logout/';

/**
 * Revokes the refresh token on the server (a failure does not keep anyone signed in), then clears the
 * stored credentials and writes logout_ts so other tabs sign out too. The caller navigates to /login.
 */
export async function logout(): Promise<void> {
  const { refreshToken } = getSession();
  if (refreshToken) {
    await apiRequest(LOGOUT_PATH, { method: 'POST', body: { refresh: refreshToken }, timeoutMs: 5_000 }).catch(
      () => undefined,
    );
  }
  endSession();
}
