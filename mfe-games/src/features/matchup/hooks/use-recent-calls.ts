import { skipToken } from '@reduxjs/toolkit/query';
import type { ComparisonGame, TeamGames } from '@vantage/contracts/sports';
import { useGamesOfDayQuery, type Viewer } from '@vantage/client/sports-api';
import { ACCURACY_WIDGET_ENTRIES } from '../model/history';
import { dayListArgs, recentCallDays } from '../model/matchup-queries';

type TeamGame = TeamGames['games'][number];

export interface RecentCall {
  game: TeamGame;
  /** The game as the day's list recorded it (prediction and result), if the list has it. */
  entry: ComparisonGame | undefined;
}

/**
 * The recorded predictions of the given games (of `gameId`'s league) (at most ACCURACY_WIDGET_ENTRIES, so at most that many days):
 * each day's comparison list holds its games' calls and results.
 */
export function useRecentCalls(
  gameId: string,
  games: TeamGame[],
  viewer: Viewer,
): { calls: RecentCall[]; isLoading: boolean } {
  const dates = recentCallDays(games);
  const args = (index: number) => (dates[index] ? dayListArgs(gameId, dates[index], viewer) : skipToken);
  // One hook per possible day keeps the hook order fixed.
  const lists = [useGamesOfDayQuery(args(0)), useGamesOfDayQuery(args(1)), useGamesOfDayQuery(args(2))];
  const entries = new Map(lists.flatMap((list) => list.data ?? []).map((entry) => [entry.game_id, entry]));
  return {
    calls: games.slice(0, ACCURACY_WIDGET_ENTRIES).map((game) => ({ game, entry: entries.get(game.game_id) })),
    isLoading: lists.some((list) => list.isLoading),
  };
}
