// The dashboard's Filter panel (team, confidence and positive EV).
import type { ComparisonGame } from '@vantage/contracts/sports';

export interface GameFilters {
  /** A team name: games where it plays home or away. */
  team: string | null;
  confidence: 'high' | 'medium' | 'low' | null;
  /** Only games where either side has a positive expected value. */
  positiveEv: boolean;
}

export const NO_FILTERS: GameFilters = { team: null, confidence: null, positiveEv: false };

export function activeFilterCount(filters: GameFilters): number {
  return [filters.team !== null, filters.confidence !== null, filters.positiveEv].filter(Boolean).length;
}

export function matchesFilters(game: ComparisonGame, filters: GameFilters): boolean {
  if (filters.team && game.home_team !== filters.team && game.away_team !== filters.team) return false;
  if (filters.confidence && game.confidence !== filters.confidence) return false;
  if (filters.positiveEv && !((game.home_ev ?? 0) > 0 || (game.away_ev ?? 0) > 0)) return false;
  return true;
}

/** The team names playing in a list, alphabetical. */
export function teamsPlaying(games: readonly ComparisonGame[]): string[] {
  return [...new Set(games.flatMap((game) => [game.away_team, game.home_team]))].sort((a, b) => a.localeCompare(b));
}

/** Whether the viewer's tier shows the list's expected values (the "Positive EV only" filter needs them). */
export function showsExpectedValues(games: readonly ComparisonGame[]): boolean {
  return games.some((game) => game.access.expected_value);
}
