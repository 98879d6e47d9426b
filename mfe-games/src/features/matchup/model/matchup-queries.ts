import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import type { GameListArgs, Viewer } from '@vantage/client/sports-api';
import { leagueOfGameId, seasonOfDate } from '@vantage/contracts/sports-rules';
import { gameDateOfId } from '@/shared/model/game-id';

/** The season a game belongs to (its head-to-head and recent calls are that season's). */
export const seasonOf = (detail: Pick<GameDetail, 'game_id' | 'game_date'>): number =>
  seasonOfDate(leagueOfGameId(detail.game_id), detail.game_date);

/** A day's list of the game's league as every part of the page asks for it (one cache entry per day and viewer). */
export const dayListArgs = (gameId: string, date: string, viewer: Viewer): GameListArgs => ({
  league: leagueOfGameId(gameId),
  date,
  viewer,
});

/** The list a guest's lock is read from: the day the id names, or null when the id names no day. */
export function gameLockArgs(gameId: string, viewer: Viewer): GameListArgs | null {
  const date = gameDateOfId(gameId);
  return date ? dayListArgs(gameId, date, viewer) : null;
}

/** A guest may not open the game when its day's list says its insight is locked (the server's 403 rule). */
export const lockedForGuest = (dayList: ComparisonGame[] | undefined, gameId: string): boolean =>
  dayList?.find((game) => game.game_id === gameId)?.access.insight === false;
