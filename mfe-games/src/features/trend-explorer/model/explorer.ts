// The trend explorer: a team's record in the games that match chosen situations, computed from its real game
// logs (GET /api/mlb/games/). Each condition looks only at what was known before the game.
import type { TeamGames } from '@vantage/contracts/sports';
import { parseClockMinutes } from '../../../shared/model/gameTime';

type TeamGame = TeamGames['games'][number];

export interface ExplorerConditions {
  venue: 'any' | 'home' | 'away';
  previous: 'any' | 'after_win' | 'after_loss';
  /** Days off since the team's previous game of the season (a doubleheader's second game is no rest). */
  rest: 'any' | 'none' | 'one' | 'two_plus';
  time: 'any' | 'day' | 'night';
  /** 'division' = the team's own division rivals; otherwise a division name such as 'AL East'. */
  opponentDivision: 'any' | 'division' | string;
}

export const ANY_CONDITIONS: ExplorerConditions = {
  venue: 'any',
  previous: 'any',
  rest: 'any',
  time: 'any',
  opponentDivision: 'any',
};

export interface ExplorerMatch {
  game: TeamGame;
  home: boolean;
  opponent: string;
  won: boolean;
  /** 'W 5-3' from the team's side. */
  result: string;
}

export interface ExplorerResult {
  wins: number;
  losses: number;
  /** Percent, one decimal; null without matching games. */
  winPercent: number | null;
  /** Most recent first. */
  matches: ExplorerMatch[];
}

/** Night games start at 5 PM Eastern or later; Retrosheet's 'Day game'/'Night game' labels say it directly. */
const NIGHT_FROM_MINUTES = 17 * 60;

function timeOfDay(gameTime: string): 'day' | 'night' | null {
  const text = gameTime.trim().toLowerCase();
  if (text === 'day game') return 'day';
  if (text === 'night game') return 'night';
  const minutes = parseClockMinutes(gameTime);
  if (minutes === null) return null;
  return minutes >= NIGHT_FROM_MINUTES ? 'night' : 'day';
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function restMatches(rest: ExplorerConditions['rest'], daysOff: number | null): boolean {
  if (rest === 'any') return true;
  if (daysOff === null) return false;
  if (rest === 'none') return daysOff <= 0;
  if (rest === 'one') return daysOff === 1;
  return daysOff >= 2;
}

/**
 * The team's completed games matching every condition, across the given seasons. `divisions` maps team
 * codes to their division.
 */
export function explore(
  seasons: TeamGames[],
  teamCode: string,
  divisions: ReadonlyMap<string, string>,
  conditions: ExplorerConditions,
): ExplorerResult {
  const ownDivision = divisions.get(teamCode);
  const matches: ExplorerMatch[] = [];
  for (const season of seasons) {
    let previous: { date: string; won: boolean } | null = null;
    for (const game of season.games) {
      if (game.game_status !== 'completed' || !game.final_score || !game.actual_result) continue;
      const home = game.home_team_code === teamCode;
      const won = (game.actual_result === 'home_win') === home;
      const opponentCode = home ? game.away_team_code : game.home_team_code;
      const daysOff = previous ? daysBetween(previous.date, game.game_date) - 1 : null;
      const opponentDivision = divisions.get(opponentCode);
      const fits =
        (conditions.venue === 'any' || (conditions.venue === 'home') === home) &&
        (conditions.previous === 'any' ||
          (previous !== null && (conditions.previous === 'after_win') === previous.won)) &&
        restMatches(conditions.rest, daysOff) &&
        (conditions.time === 'any' || timeOfDay(game.game_time) === conditions.time) &&
        (conditions.opponentDivision === 'any' ||
          (conditions.opponentDivision === 'division'
            ? opponentDivision !== undefined && opponentDivision === ownDivision
            : opponentDivision === conditions.opponentDivision));
      if (fits) {
        const own = home ? game.final_score.home : game.final_score.away;
        const theirs = home ? game.final_score.away : game.final_score.home;
        matches.push({
          game,
          home,
          opponent: home ? game.away_team : game.home_team,
          won,
          result: `${won ? 'W' : 'L'} ${own}-${theirs}`,
        });
      }
      previous = { date: game.game_date, won };
    }
  }
  const wins = matches.filter((match) => match.won).length;
  const losses = matches.length - wins;
  matches.sort(
    (a, b) => b.game.game_date.localeCompare(a.game.game_date) || b.game.game_id.localeCompare(a.game.game_id),
  );
  return {
    wins,
    losses,
    winPercent: matches.length ? Math.round((1000 * wins) / matches.length) / 10 : null,
    matches,
  };
}

/** The situation in words, like the trend keys of svc-sports: 'Home after a loss vs division rivals'. */
export function describeConditions(conditions: ExplorerConditions): string {
  const parts = [
    conditions.venue === 'home' ? 'Home' : conditions.venue === 'away' ? 'Away' : 'All games',
    conditions.previous === 'after_win' ? 'after a win' : conditions.previous === 'after_loss' ? 'after a loss' : null,
    { any: null, none: 'on no rest', one: 'after a day off', two_plus: 'after 2+ days off' }[conditions.rest],
    conditions.time === 'day' ? 'in day games' : conditions.time === 'night' ? 'in night games' : null,
    conditions.opponentDivision === 'any'
      ? null
      : conditions.opponentDivision === 'division'
        ? 'vs division rivals'
        : `vs the ${conditions.opponentDivision}`,
  ];
  return parts.filter(Boolean).join(' ');
}
