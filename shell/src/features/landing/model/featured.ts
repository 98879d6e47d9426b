// Which of today's MLB games the landing page features, and what each card shows.
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';

/** Cards in the featured grid. */
export const FEATURED_GAMES = 6;
/** product rules §9: trends on a landing card. */
export const LANDING_TRENDS = 2;

export const SPORT_FILTERS = ['all', 'mlb', 'nba', 'nfl', 'nhl'] as const;
export type SportFilter = (typeof SPORT_FILTERS)[number];
export const SPORT_LABELS: Record<SportFilter, string> = {
  all: 'All Sports',
  mlb: 'MLB',
  nba: 'NBA',
  nfl: 'NFL',
  nhl: 'NHL',
};
/** Only MLB has data; the others are announced, never filled with samples. */
export const SPORTS_WITH_DATA: readonly SportFilter[] = ['all', 'mlb'];

function normalise(name: string): string {
  return name.trim().toLowerCase();
}

/** A game involves a favourite team when either name contains it or is contained by it ('Yankees'). */
export function involvesFavourite(
  game: Pick<ComparisonGame, 'home_team' | 'away_team'>,
  favourites: string[],
): boolean {
  const wanted = favourites.map(normalise).filter(Boolean);
  return [game.home_team, game.away_team].some((team) =>
    wanted.some((favourite) => normalise(team).includes(favourite) || favourite.includes(normalise(team))),
  );
}

/**
 * The featured games: games whose insight the viewer may see before locked ones, the viewer's favourite
 * teams first, then the clearest calls (largest margin); at most `limit`.
 */
export function featuredGames(games: ComparisonGame[], favourites: string[], limit = FEATURED_GAMES): ComparisonGame[] {
  const rank = (game: ComparisonGame) => [
    game.access.insight ? 0 : 1,
    involvesFavourite(game, favourites) ? 0 : 1,
    -game.margin,
  ];
  return games
    .map((game, index) => ({ game, index, key: rank(game) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
      return a.index - b.index;
    })
    .slice(0, limit)
    .map(({ game }) => game);
}

/** The strongest trend strings of the game (positive first), at most LANDING_TRENDS. */
export function landingTrends(teams: GameDetail['teams']): { team: string; text: string; positive: boolean }[] {
  const positives = teams.flatMap((team) =>
    team.positive.map((text) => ({ team: team.team_abbreviation ?? team.team_code, text, positive: true })),
  );
  const negatives = teams.flatMap((team) =>
    team.negative.map((text) => ({ team: team.team_abbreviation ?? team.team_code, text, positive: false })),
  );
  return [...positives, ...negatives].slice(0, LANDING_TRENDS);
}

/** The MLB favourites of a profile's favorite_teams (keys may be any case). */
export function mlbFavourites(favoriteTeams: Record<string, string[]> | undefined): string[] {
  return Object.entries(favoriteTeams ?? {}).flatMap(([sport, teams]) => (sport.toUpperCase() === 'MLB' ? teams : []));
}
