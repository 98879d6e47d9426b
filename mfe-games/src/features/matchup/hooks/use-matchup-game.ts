// The game the page shows: a guest's only when its day's list opens it (useGuestLock), then its detail.
import { skipToken } from '@reduxjs/toolkit/query';
import { useGameDetailQuery } from '@vantage/client/sports-api';
import { useViewer } from '@/shared/hooks/use-viewer';
import { useGuestLock } from './use-guest-lock';

export function useMatchupGame(gameId: string) {
  const viewer = useViewer();
  const locked = useGuestLock(gameId, viewer);
  const { data, error, isLoading, refetch } = useGameDetailQuery(
    locked === false ? { gameId, viewer: viewer.viewer } : skipToken,
  );
  const status = error && 'status' in error ? error.status : null;
  return {
    viewer,
    /** undefined while the guest's lock is being read. */
    locked,
    detail: data,
    error,
    notFound: status === 404,
    /** Beyond a guest's free insight: its day's list says so, or the server's 401/403 if not. */
    needsSignIn: locked || status === 401 || status === 403,
    isLoading: locked === undefined || isLoading,
    retry: () => refetch(),
  };
}
