import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const LOGIN_FAILED = 'Login failed';

/**
 * Spec §8: the answer's `detail`, else 'Login failed'. A request that never got an answer (timeout,
 * network) says so, since the spec leaves transport wording open.
 */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) return LOGIN_FAILED;
  if (typeof error.status === 'number') {
    const detail = (error.data as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' && detail ? detail : LOGIN_FAILED;
  }
  return 'error' in error ? error.error : LOGIN_FAILED;
}
