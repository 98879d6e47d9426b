// Logging out, shared by the header's menu and the profile page's Sign Out.
import { apiRequest } from '@vantage/client/http';
import { endSession, getSession } from '@vantage/client/session';

export const LOGOUT_PATH = '/api/auth/logout/';
/** A staff session's logout: revokes the refresh token too, and clears the HttpOnly staff cookie. */
export const STAFF_LOGOUT_PATH = '/api/auth/staff-logout/';

/**
 * Revokes the refresh token on the server (a failure does not keep anyone signed in), then clears the
 * stored credentials and writes logout_ts so other tabs sign out too. The caller navigates to /login.
 */
export async function logout(): Promise<void> {
  const { refreshToken, staff } = getSession();
  if (refreshToken || staff) {
    await apiRequest(staff ? STAFF_LOGOUT_PATH : LOGOUT_PATH, {
      method: 'POST',
      body: refreshToken ? { refresh: refreshToken } : {},
      credentials: staff ? 'include' : undefined,
      // The refresh token in the body is the credential. Sent without the access token, an expired one cannot
      // start a refresh first: that would wait on the other tabs' refresh lock and rotate the very token
      // being revoked, leaving its successor signed in.
      anonymous: true,
      timeoutMs: 5_000,
    }).catch(() => undefined);
  }
  endSession();
}
