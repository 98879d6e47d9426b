import { staffInfoSchema, trendsDataSchema, type StaffInfo, type TrendsData } from '@vantage/contracts/staff';

export const ADMIN_LOGIN_PATH = '/accounts/login/?next=/yoko/trends';
export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

export type DashboardLoad =
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; message: string; user: StaffInfo | null }
  | { kind: 'ready'; user: StaffInfo; data: TrendsData };

/** product rules §4/§8: user info first (401/403 → admin login), staff only, then the data; each step words its own failure. */
export async function loadDashboard(
  userInfo: () => Promise<Response>,
  trendsData: () => Promise<Response>,
): Promise<DashboardLoad> {
  let user: StaffInfo;
  try {
    const response = await userInfo();
    if (response.status === 401 || response.status === 403) return { kind: 'redirect', to: ADMIN_LOGIN_PATH };
    if (!response.ok) return { kind: 'error', message: `HTTP ${response.status}`, user: null };
    user = staffInfoSchema.parse(await response.json());
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'error', message: 'Authentication failed', user: null };
  }
  if (user.is_staff !== true) return { kind: 'error', message: ACCESS_DENIED, user: null };
  try {
    const response = await trendsData();
    if (!response.ok)
      return { kind: 'error', message: `HTTP ${response.status}: ${response.statusText}`.replace(/: $/, ''), user };
    return { kind: 'ready', user, data: trendsDataSchema.parse(await response.json()) };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'error', message: 'Failed to fetch data', user };
  }
}

function isAbort(error: unknown): boolean {
  return (error as { kind?: unknown } | null)?.kind === 'aborted';
}
