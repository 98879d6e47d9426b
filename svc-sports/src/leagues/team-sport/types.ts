import type { Factors } from '../../model/factors';
import type { League } from '@vantage/contracts/sports-rules';

// The four leagues are the contracts' (one list), each a folder of src/leagues; MLB has its own model (src/model),
// the others share this folder's engine.
export { LEAGUES, type League } from '@vantage/contracts/sports-rules';

/** How a game was decided beyond regulation: NFL/NBA overtime, NHL overtime or shootout. */
export type Extra = 'OT' | 'SO' | null;

/** A player named as playing: NFL starting quarterback, NHL starting goaltender. */
export interface NamedPlayer {
  /** The source's id: nflverse gsis id, NHL player id. */
  id: string;
  name: string;
}

/** An NBA player on a game's active list, with the minutes he played (0 before the game or when benched). */
export interface PlayerMinutes {
  /** basketball-reference player id. */
  id: string;
  minutes: number;
}

/**
 * One game of any of the new leagues, as the loaders, the derived data, the models and the API see it.
 * Team codes are the codes of the reference table (`teams.ts`) valid in that season (OAK until 2019, LV after).
 */
export interface LeagueGame {
  league: League;
  /** `YYYY-MM-DD-AWY-HOM-n` (n = 0: these leagues play no doubleheaders): stable and URL-safe. */
  id: string;
  /** The year the season starts (2023 = 2023-24). */
  season: number;
  /** Local (US) calendar date of the game. */
  date: string;
  /** ISO instant of the start when the source gives one, else null. */
  start: string | null;
  away: string;
  home: string;
  /** Played at a site that is neither team's home (international games, Super Bowls, the 2020 bubbles). */
  neutral: boolean;
  playoff: boolean;
  /** Final scores (overtime included; NHL: the shootout winner's goal included), null before the game. */
  awayScore: number | null;
  homeScore: number | null;
  /** OT / SO when known; null for regulation or when the source does not say (NHL 2019-20 and 2020-21). */
  extra: Extra;
  /** True when the source says whether the game went past regulation (so `extra: null` means regulation). */
  extraKnown: boolean;
  odds: { homeMoneyline: number; awayMoneyline: number } | null;
  /** Points (goals) the home team is favoured by, when the source has a spread. */
  spread: number | null;
  total: number | null;
  /** American prices of the spread's home and away sides, where the source has them (the NFL's). */
  spreadPrices?: { home: number; away: number };
  /** American prices of the total's over and under, where the source has them (the NFL's). */
  totalPrices?: { over: number; under: number };
  /** Kick-off weather where the source has it (the NFL's): °F, mph; indoor under a dome or a closed roof. */
  weather?: { temp: number | null; wind: number | null; indoor: boolean };
  /** NFL starting quarterbacks, NHL starting goaltenders; null when not known (fallback). */
  starters: { away: NamedPlayer | null; home: NamedPlayer | null } | null;
  /**
   * NBA: the active list known before tip-off (who played and who sat as the coach's decision; not the inactive)
   * with their minutes; null when not known (before 2015-16, live before the box score).
   */
  players: { away: PlayerMinutes[]; home: PlayerMinutes[] } | null;
}

/** A walk-forward prediction, made from every result before the game's date only. */
export interface LeaguePrediction {
  gameId: string;
  league: League;
  /** Calibrated P(home wins) (overtime and shootouts included; an NFL tie is neither side's win). */
  pHome: number;
  /** Expected home margin in the league's unit (points, points, goals); positive when home is favoured. */
  margin: number;
  /** The six Vantage factors per side (0–10); the side with the larger total is the side pHome favours. */
  factors: { home: Factors; away: Factors };
  /** Which model made it: 'elo' for the plain baseline, else the league model's version. */
  modelVersion: string;
  /** Which who-plays input the prediction used: false = the documented fallback (not known). */
  playersKnown: boolean;
}

export interface LeaguePredictor {
  readonly league: League;
  readonly version: string;
  /**
   * Every game in `games` predicted walk-forward: a date's games from the results of earlier dates only
   * (games may be in any order; scores of a date's own games and of later dates are never read).
   */
  predict(games: readonly LeagueGame[]): LeaguePrediction[];
}
