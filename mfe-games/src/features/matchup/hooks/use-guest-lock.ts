import { skipToken } from '@reduxjs/toolkit/query';
import { useGamesOfDayQuery } from '@vantage/client/sports-api';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { gameLockArgs, lockedForGuest } from '../model/matchup-queries';

/**
 * Whether the game is beyond a guest's free insight, read from its day's list (the list says which game a
 * guest may open), so the page asks for no detail the server would refuse with a 403 (a console error on every
 * such page). undefined while the list loads; false for a member, and for an id or a game the list does not
 * settle (the detail's answer does then).
 */
export function useGuestLock(gameId: string, viewer: ViewerState): boolean | undefined {
  const args = viewer.signedIn ? null : gameLockArgs(gameId, viewer.viewer);
  const list = useGamesOfDayQuery(args ?? skipToken);
  if (viewer.signedIn) return false;
  if (list.isLoading) return undefined;
  return lockedForGuest(list.data, gameId);
}
