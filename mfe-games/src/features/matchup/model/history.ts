// The matchup page's history: this season's head-to-head meetings, and the last games either team played
// before this one (whose recorded predictions feed the accuracy widget).
import type { TeamGames } from '@vantage/contracts/sports';

type TeamGame = TeamGames['games'][number];

/** product rules §9: the prediction widget looks at the 3 most recent entries. */
export const ACCURACY_WIDGET_ENTRIES = 3;

export interface HeadToHead {
  meetings: TeamGame[];
  /** Wins of each side in completed meetings. */
  homeWins: number;
  awayWins: number;
}

/** This season's meetings of the two teams (any venue), date order, with the completed ones tallied. */
export function headToHead(homeSeason: TeamGame[], homeCode: string, awayCode: string): HeadToHead {
  const meetings = homeSeason.filter(
    (game) =>
      (game.home_team_code === homeCode && game.away_team_code === awayCode) ||
      (game.home_team_code === awayCode && game.away_team_code === homeCode),
  );
  let homeWins = 0;
  let awayWins = 0;
  for (const game of meetings) {
    if (game.game_status !== 'completed' || !game.actual_result) continue;
    const winner = game.actual_result === 'home_win' ? game.home_team_code : game.away_team_code;
    if (winner === homeCode) homeWins += 1;
    else awayWins += 1;
  }
  return { meetings, homeWins, awayWins };
}

/** The `count` most recent completed games of either team before `beforeDate`, most recent first. */
export function recentCompletedGames(seasons: TeamGame[][], beforeDate: string, count: number): TeamGame[] {
  const byId = new Map<string, TeamGame>();
  for (const game of seasons.flat()) {
    if (game.game_status === 'completed' && game.game_date < beforeDate) byId.set(game.game_id, game);
  }
  // Plain string order (ISO dates, ASCII ids): localeCompare's collator was most of a long task on a phone.
  const newestFirst = (a: TeamGame, b: TeamGame) => {
    const [first, second] = a.game_date === b.game_date ? [a.game_id, b.game_id] : [a.game_date, b.game_date];
    return first < second ? 1 : first > second ? -1 : 0;
  };
  return [...byId.values()].sort(newestFirst).slice(0, count);
}
