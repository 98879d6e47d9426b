// A team's season from GET /api/mlb/games/?team= (the header search opens it): record, last results, next games.
import type { TeamGames } from '@vantage/contracts/sports';

export type TeamGame = TeamGames['games'][number];

export interface TeamGameView {
  game: TeamGame;
  home: boolean;
  opponent: string;
  /** 'W 5-3' / 'L 2-4' from the team's side, null before a result. */
  result: string | null;
  won: boolean | null;
}

export function teamGameView(game: TeamGame, teamCode: string): TeamGameView {
  const home = game.home_team_code === teamCode;
  const opponent = home ? game.away_team : game.home_team;
  if (game.game_status !== 'completed' || !game.final_score || !game.actual_result) {
    return { game, home, opponent, result: null, won: null };
  }
  const own = home ? game.final_score.home : game.final_score.away;
  const theirs = home ? game.final_score.away : game.final_score.home;
  const won = (game.actual_result === 'home_win') === home;
  return { game, home, opponent, result: `${won ? 'W' : 'L'} ${own}-${theirs}`, won };
}

export interface TeamSeasonSummary {
  wins: number;
  losses: number;
  /** Most recent first. */
  recent: TeamGameView[];
  upcoming: TeamGameView[];
}

export function summariseSeason(data: TeamGames, shown: number): TeamSeasonSummary {
  const views = data.games.map((game) => teamGameView(game, data.team.code));
  const played = views.filter((view) => view.won !== null);
  return {
    wins: played.filter((view) => view.won).length,
    losses: played.filter((view) => !view.won).length,
    recent: played.slice(-shown).reverse(),
    upcoming: views.filter((view) => view.game.game_status === 'scheduled').slice(0, shown),
  };
}
