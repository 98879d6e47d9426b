import type { League } from '@vantage/contracts/sports-rules';
import { identityIn, type TeamIndex } from '../../../leagues/team-sport/teams';

/** A game's state in the stored games' terms (MLB's ingestion uses the same words), plus cancelled. */
export type FeedStatus = 'scheduled' | 'in_progress' | 'completed' | 'postponed' | 'cancelled';

/** How a finished game was decided: in regulation, in overtime, or (NHL) in a shootout. */
export type DecidedIn = 'regulation' | 'overtime' | 'shootout';

export type SeasonType = 'preseason' | 'regular' | 'playoffs' | 'other';

/** A team as the feed names it, and as our reference table does. */
export interface FeedTeam {
  feedId: string;
  /** The feed's own spelling (ESPN's GS, SJ, WSH…). */
  abbreviation: string;
  name: string;
  /**
   * Our code in that season (the league's teams.json: GSW, SJS, WAS; ARI before Utah's first season), or null for a
   * team the table does not know (an exhibition opponent) and for MLB, whose codes are Retrosheet's.
   */
  code: string | null;
}

/**
 * A feed's team with our code, found in `teams` (its league's table, src/leagues/nba/teams.json…) by its
 * abbreviation or, failing that, its full name; no code without a table (MLB, whose codes are Retrosheet's).
 */
export function feedTeam(
  teams: TeamIndex | null,
  season: number,
  feedId: string,
  abbreviation: string,
  name: string,
): FeedTeam {
  if (!teams) return { feedId, abbreviation, name, code: null };
  const team = teams.find(abbreviation) ?? teams.find(name);
  return { feedId, abbreviation, name, code: team ? identityIn(team, season).code : null };
}

/** The player a pre-game prediction depends on: the NFL starting quarterback, NHL goalie, MLB pitcher. */
export interface FeedStarter {
  feedId: string;
  name: string;
  /**
   * How the feed knows him: 'confirmed' or 'probable' (the feed's announced starter, confirmed or expected), or
   * 'depth-chart' (the NFL: the quarterback the team's depth chart lists first).
   */
  basis: 'confirmed' | 'probable' | 'depth-chart';
}

export interface FeedSide {
  team: FeedTeam;
  /** Points, goals or runs so far (final when completed); null before the game. */
  score: number | null;
  /** Pre-game only: null once the game has started, whatever the feed says (in-game odds are not a line). */
  moneyline: number | null;
  /** Pre-game only, as the moneyline. */
  starter: FeedStarter | null;
}

/** One game of a league's feed, normalised. */
export interface FeedGame {
  league: League;
  /** Which feed said it, and its id there (api-web game id, NBA gameId, ESPN event id). */
  source: 'nhl-api-web' | 'nba-live' | 'espn';
  feedGameId: string;
  /** The US Eastern calendar date the game is listed under. */
  date: string;
  /** The year the season starts (2023 = 2023-24). */
  season: number;
  seasonType: SeasonType;
  /** Scheduled start; null while to be decided. */
  startTime: Date | null;
  status: FeedStatus;
  /** Null where the feed does not say. */
  neutralSite: boolean | null;
  away: FeedSide;
  home: FeedSide;
  /** Set on completed games only. */
  decidedIn: DecidedIn | null;
}

/** The season type of a 1/2/3 code (pre-season, regular season, playoffs), as ESPN and the NHL number them. */
export function seasonTypeOf(code: number): SeasonType {
  if (code === 1) return 'preseason';
  if (code === 2) return 'regular';
  if (code === 3) return 'playoffs';
  return 'other';
}

/** What a pre-game prediction of a game may be made from: everything known before it started. */
export interface PregameInput {
  league: League;
  feedGameId: string;
  date: string;
  startTime: Date | null;
  neutralSite: boolean | null;
  away: { team: FeedTeam; moneyline: number | null; starter: FeedStarter | null };
  home: { team: FeedTeam; moneyline: number | null; starter: FeedStarter | null };
}

/**
 * The input of a new pre-game prediction, or null when the game is not one to predict now: it has started, is
 * over, postponed or cancelled, or its start time has passed whatever its status says (a feed that is late to
 * flip the status). Predictions are recorded once, before the game; a game past this gate never gets one.
 */
export function pregameInput(game: FeedGame, now: Date): PregameInput | null {
  if (game.status !== 'scheduled') return null;
  if (game.startTime && game.startTime.getTime() <= now.getTime()) return null;
  const side = (s: FeedSide) => ({ team: s.team, moneyline: s.moneyline, starter: s.starter });
  return {
    league: game.league,
    feedGameId: game.feedGameId,
    date: game.date,
    startTime: game.startTime,
    neutralSite: game.neutralSite,
    away: side(game.away),
    home: side(game.home),
  };
}

/**
 * Applies the rules every adapter shares: no score before a game starts (ESPN sends "0"), no moneyline or starter
 * once it has (in-game odds and in-game leaders are not pre-game facts), and how it was decided only once over.
 */
export function normalised(game: FeedGame): FeedGame {
  const started = game.status === 'in_progress' || game.status === 'completed';
  const pregame = game.status === 'scheduled';
  const side = (s: FeedSide): FeedSide => ({
    team: s.team,
    score: started ? s.score : null,
    moneyline: pregame ? s.moneyline : null,
    starter: pregame ? s.starter : null,
  });
  return {
    ...game,
    away: side(game.away),
    home: side(game.home),
    decidedIn: game.status === 'completed' ? game.decidedIn : null,
  };
}

/** An integer score from a feed that sends numbers or numeric strings. */
export function scoreOf(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * What ingestion asks of a league's live feed (MLB's is MlbDataProvider). It throws when the feed cannot be read
 * (HttpUnavailableError) or no longer reads as expected (HttpAnswerError: the client checks every answer with
 * the adapter's schema), and answers [] only for days the feed
 * says have no games, so a caller never mistakes an outage for an empty day.
 */
export interface LeagueFeed {
  schedule(from: string, to: string): Promise<FeedGame[]>;
}
