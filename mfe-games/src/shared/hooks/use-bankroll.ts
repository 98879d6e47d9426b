import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProfileQuery } from '@vantage/client/profile';
import type { ViewerState } from './use-viewer';

/** The bankroll on the member's profile that stakes are sized from; null for a guest or until set. */
export function useBankroll(viewer: ViewerState): { bankroll: number | null; loading: boolean } {
  const { data, isLoading } = useGetProfileQuery(viewer.signedIn ? (viewer.email ?? '') : skipToken);
  return { bankroll: data?.bankroll ?? null, loading: isLoading };
}
