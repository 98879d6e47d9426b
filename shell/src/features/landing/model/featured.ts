// Which of each league's games of the day the landing page features, and what each card shows.
import { formatDayMonthYear } from '@vantage/client/calendar-date';
import type { Calendar, ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, LEAGUES, leagueNamed, type League } from '@vantage/contracts/sports-rules';

/** Cards in the featured grid of one league. */
export const FEATURED_GAMES = 6;
/** Cards per league under "All Sports". */
export const FEATURED_PER_LEAGUE = 2;
/** product rules §9: trends on a landing card. */
export const LANDING_TRENDS = 2;

export const SPORT_FILTERS = ['all', ...LEAGUES] as const;
export type SportFilter = (typeof SPORT_FILTERS)[number];
export const SPORT_LABELS: Record<SportFilter, string> = { all: 'All Sports', ...LEAGUE_LABELS };

/** The landing's query parameter that names the sport shown: `/?sport=nba` (none: All Sports). */
const SPORT_PARAM = 'sport';

/** The sport a landing URL's query (`?sport=nba`) shows; All Sports when it names none of ours. */
export function sportFilterOf(search: string): SportFilter {
  return leagueNamed(new URLSearchParams(search).get(SPORT_PARAM)) ?? 'all';
}

/** The landing showing `sport`: a link, so a tap works before the page's code has run. */
export function sportFilterPath(sport: SportFilter): string {
  return sport === 'all' ? '/' : `/?${SPORT_PARAM}=${sport}`;
}

/** How many games a league shows on the landing, under one sport or All Sports. */
export function featuredLimit(sport: SportFilter): number {
  return sport === 'all' ? FEATURED_PER_LEAGUE : FEATURED_GAMES;
}

/** The day a league shows: 'Replay of 14 Feb 2024' when the server replays a past season, else 'Today'. */
export function leagueDayText(calendar: Pick<Calendar, 'replay' | 'replay_date' | 'today'>): string {
  if (!calendar.replay) return 'Today';
  return `Replay of ${formatDayMonthYear(calendar.replay_date ?? calendar.today)}`;
}

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

/** A league's favourites of a profile's favorite_teams (keys may be any case). */
export function leagueFavourites(league: League, favoriteTeams: Record<string, string[]> | undefined): string[] {
  return Object.entries(favoriteTeams ?? {}).flatMap(([sport, teams]) => (leagueNamed(sport) === league ? teams : []));
}

/** Every league, the member's favourite sports first (in their order), then the leagues with favourite teams. */
export function leaguesInFavourOrder(
  favoriteSports: readonly string[] | undefined,
  favoriteTeams: Record<string, string[]> | undefined,
): League[] {
  const rank = (league: League) => {
    const sport = (favoriteSports ?? []).findIndex((name) => leagueNamed(name) === league);
    if (sport >= 0) return sport;
    return leagueFavourites(league, favoriteTeams).length > 0 ? LEAGUES.length : 2 * LEAGUES.length;
  };
  return [...LEAGUES].sort((a, b) => rank(a) - rank(b) || LEAGUES.indexOf(a) - LEAGUES.indexOf(b));
}
