import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { statusLine } from '@vantage/client/error-message';
import type { StaffInfo, TrendsData } from '@vantage/contracts/staff';

export const ADMIN_LOGIN_PATH = '/accounts/login/?next=/yoko/trends';
export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

export type DashboardLoad =
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; message: string; user: StaffInfo | null }
  | { kind: 'ready'; user: StaffInfo; data: TrendsData };

/** A query's outcome so far: its answer, or its failure, or neither while it is on its way. */
export interface QueryOutcome<T> {
  data?: T;
  error?: FetchBaseQueryError | SerializedError;
}

const statusOf = (error: FetchBaseQueryError | SerializedError) => ('status' in error ? error.status : null);

/**
 * product rules §4/§8: user info first (401/403 → admin login), staff only, then the data; each step words its
 * own failure. null while a step is on its way.
 */
export function dashboardLoad(user: QueryOutcome<StaffInfo>, data: QueryOutcome<TrendsData>): DashboardLoad | null {
  if (user.error) {
    const status = statusOf(user.error);
    if (status === 401 || status === 403) return { kind: 'redirect', to: ADMIN_LOGIN_PATH };
    return {
      kind: 'error',
      message: typeof status === 'number' ? `HTTP ${status}` : 'Authentication failed',
      user: null,
    };
  }
  if (!user.data) return null;
  if (user.data.is_staff !== true) return { kind: 'error', message: ACCESS_DENIED, user: null };
  if (data.error) return { kind: 'error', message: statusLine(data.error) ?? 'Failed to fetch data', user: user.data };
  if (!data.data) return null;
  return { kind: 'ready', user: user.data, data: data.data };
}
