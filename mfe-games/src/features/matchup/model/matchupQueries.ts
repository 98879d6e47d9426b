import type { ComparisonGame, GameDetail, TeamGames } from '@vantage/contracts/sports';
import { ACCURACY_WIDGET_ENTRIES } from './history';
import type { GameListArgs, Viewer } from '@vantage/client/sports-api';
import { gameDateOfId } from '../../../shared/model/gameId';

/** The season a game belongs to (its head-to-head and recent calls are that season's). */
export const seasonOf = (detail: Pick<GameDetail, 'game_date'>): number => Number(detail.game_date.slice(0, 4));

/** The list of the game's day, as the page asks for it (a day before today counts games without a status as played). */
export const dayListArgs = (detail: Pick<GameDetail, 'game_date'>, today: string, viewer: Viewer): GameListArgs => ({
  date: detail.game_date,
  pastDay: detail.game_date < today,
  viewer,
});

/**
 * The list a guest's lock is read from: the day the id names (the same arguments as dayListArgs once the
 * detail is known), or null when the id names no day or today is not known yet.
 */
export function gameLockArgs(gameId: string, today: string | undefined, viewer: Viewer): GameListArgs | null {
  const date = gameDateOfId(gameId);
  return date && today ? dayListArgs({ game_date: date }, today, viewer) : null;
}

/** A guest may not open the game when its day's list says its insight is locked (the server's 403 rule). */
export const lockedForGuest = (dayList: ComparisonGame[] | undefined, gameId: string): boolean =>
  dayList?.find((game) => game.game_id === gameId)?.access.insight === false;

/** The days whose lists hold the calls of the accuracy widget's games (recentCompletedGames' order). */
export const recentCallDays = (games: TeamGames['games']): string[] => [
  ...new Set(games.slice(0, ACCURACY_WIDGET_ENTRIES).map((game) => game.game_date)),
];

export const recentDayArgs = (date: string, viewer: Viewer): GameListArgs => ({ date, pastDay: true, viewer });
