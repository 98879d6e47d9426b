// The constants and rules of svc-sports' payloads that both sides of the wire agree on, without zod: the game
// screens import these in their first script, and take the schemas (./sports, which re-exports all of this)
// only where they check an answer.
import type { ComparisonGame, ExplorerSituation } from './sports';

/** product rules §4/§9: every date in the product is a US Eastern date. */
export const SPORTS_TIMEZONE = 'America/New_York';

/** The leagues svc-sports covers, each answering the same API under /api/<league>/. */
export const LEAGUES = ['mlb', 'nba', 'nfl', 'nhl'] as const;
export type League = (typeof LEAGUES)[number];
/** The league a screen shows when nothing (URL, profile) names one. */
export const DEFAULT_LEAGUE: League = 'mlb';
/** How every screen names a league. */
export const LEAGUE_LABELS: Record<League, string> = { mlb: 'MLB', nba: 'NBA', nfl: 'NFL', nhl: 'NHL' };
/**
 * What a game's card says before it starts: baseball's line score (runs, hits and errors, all 0 before the first
 * pitch, explained where it shows) or, in the leagues without one, plain words.
 */
export const NOT_STARTED_LINE: Record<League, { text: string; lineScore: boolean }> = {
  mlb: { text: '0-0-0', lineScore: true },
  nba: { text: 'Not started', lineScore: false },
  nfl: { text: 'Not started', lineScore: false },
  nhl: { text: 'Not started', lineScore: false },
};

/**
 * product rules §1: how a prediction came to be. Recorded: stored before its game's scheduled start (by the
 * live clock, or a replay's). Reconstructed: computed walk-forward after the fact, from the same pre-game data.
 */
export const PROVENANCES = ['recorded', 'reconstructed'] as const;
export type ProvenanceName = (typeof PROVENANCES)[number];
/** How every screen names each record. */
export const PROVENANCE_LABELS: Record<ProvenanceName, string> = {
  recorded: 'Recorded before the game',
  reconstructed: 'Reconstructed afterwards',
};

/** A league named by a URL or a profile ('nba', 'NBA'), or null when it names none of ours. */
export function leagueNamed(name: string | null | undefined): League | null {
  const lower = (name ?? '').trim().toLowerCase();
  return (LEAGUES as readonly string[]).includes(lower) ? (lower as League) : null;
}

/** The season a game's date (YYYY-MM-DD) belongs to, named by the year it starts: NBA 2024-02-14 is the 2023 season. */
export function seasonOfDate(league: League, date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= SEASON_MONTHS[league].first ? year : year - 1;
}

/** A game's league, from its id: MLB's ids are bare (`2023-08-02-LAA-ATL-0`), the others' carry it (`nba-…`). */
export function leagueOfGameId(gameId: string): League {
  return leagueNamed(gameId.split('-', 1)[0]) ?? 'mlb';
}

/** Whether a league's season runs into the next year (SEASON_MONTHS: its last month before its first). */
const spansTwoYears = (league: League) => SEASON_MONTHS[league].last < SEASON_MONTHS[league].first;

/** A season by the year it starts: "2023" for MLB (a calendar year), "2023–24" for the leagues that span two. */
export function seasonName(league: League, season: number): string {
  return spansTwoYears(league) ? `${season}–${String(season + 1).slice(2)}` : String(season);
}

/** Seasons `first` to `last` by their league's names: "2022–2023" (MLB), "2022–23 to 2023–24"; one alone by its name. */
export function seasonsName(league: League, first: number, last: number): string {
  if (first === last) return seasonName(league, first);
  return `${seasonName(league, first)}${spansTwoYears(league) ? ' to ' : '–'}${seasonName(league, last)}`;
}

/**
 * product rules §5: a trend counts the team's games in its situation in the game's season and the season before,
 * so its window names both ("2022–2023" in MLB, "2022–23 to 2023–24" in the NBA, NFL and NHL).
 */
export function trendWindow(league: League, season: number): string {
  return seasonsName(league, season - 1, season);
}
/** What a league's home_starter/away_starter are: MLB's starting pitcher, the NFL's quarterback, the NHL's goaltender (the NBA names none). */
export const STARTER_ROLES = ['pitcher', 'quarterback', 'goaltender'] as const;
/** The unit of a league's predicted margin. */
export const MARGIN_UNITS = ['runs', 'points', 'goals'] as const;

/**
 * Whether a league's spreads and totals are served: `modelled` (MLB, NBA, NFL: from the shipped lines; MLB's run
 * line from SBR's 2014–2021 archive, its totals throughout), `live_feed_only` (NHL: the data has moneylines only; puck lines and totals would come
 * from the live odds feed, none is modelled without a line).
 */
export const LINE_MARKET_COVERAGE = ['modelled', 'live_feed_only'] as const;
export type LineMarketCoverage = (typeof LINE_MARKET_COVERAGE)[number];

/** The six Vantage categories, each 0–10 (5 = the day's league average), total out of 60. */
export const FACTOR_KEYS = ['E', 'D', 'G', 'R', 'I', 'Q'] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];
export const FACTOR_NAMES: Record<FactorKey, string> = {
  E: 'Efficiency',
  D: 'Defence & pitching',
  G: 'Game form',
  R: 'Rest & road',
  I: 'Inside edge',
  Q: 'Quality',
};
export const VANTAGE_MAX = 60;

/** product rules §9: margin-based confidence, high above 15 points, medium above 10; §5 neutral under 10% of the sum. */
export const HIGH_CONFIDENCE_MARGIN = 15;
export const MEDIUM_CONFIDENCE_MARGIN = 10;
export const NEUTRAL_SHARE = 0.1;
/** A trend (and a staff trend statistic) needs at least this many games before its rate means anything. */
export const TREND_MIN_SAMPLE = 15;
/**
 * A trend's record in the games after it was found (walk-forward, out of sample): with fewer than
 * TREND_LATER_MIN_GAMES it has too few games since; else it is holding up while it stays on its side of 50%
 * (a positive trend winning more than half, a negative one less), and fading once it does not.
 */
export const TREND_LATER_MIN_GAMES = 10;
export const TREND_LABELS = ['holding_up', 'fading', 'too_few_games'] as const;
export type TrendLabel = (typeof TREND_LABELS)[number];
export const TREND_LABEL_WORDS: Record<TrendLabel, string> = {
  holding_up: 'holding up',
  fading: 'fading',
  too_few_games: 'too few games since',
};
export function trendLabel(positive: boolean, wins: number, losses: number): TrendLabel {
  const games = wins + losses;
  if (games < TREND_LATER_MIN_GAMES) return 'too_few_games';
  return (positive ? wins > losses : wins < losses) ? 'holding_up' : 'fading';
}
/** Why a guest may not open a game: the 403 of its detail, and what the game page says without asking. */
export const GUEST_LOCKED_GAME = 'Sign in to see the analysis of this game: guests get one free insight a day.';

/**
 * A real calendar date PostgreSQL can store: the pattern alone lets 2023-02-30 and 0000-00-00 through, and
 * JavaScript knows a year 0 that PostgreSQL does not.
 */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date.startsWith('0000')) return false;
  const parsed = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export const RECOMMENDATIONS = ['home', 'away', 'neutral'] as const;
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export const GAME_STATUSES = ['scheduled', 'in_progress', 'completed', 'postponed'] as const;
export const ACTUAL_RESULTS = ['home_win', 'away_win'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export type Confidence = (typeof CONFIDENCES)[number];
export type GameStatus = (typeof GAME_STATUSES)[number];
export type ActualResult = (typeof ACTUAL_RESULTS)[number];

/**
 * When a game starts: 'time' with the instant in start_time, or, without one, 'day'/'night' (MLB's historical
 * game logs record only that), 'unrecorded' (a replayed game whose record holds no time: the NBA's, NHL
 * 2019-20 and 2020-21) or 'tbd' (a live game not yet scheduled to the minute).
 */
export const START_KINDS = ['time', 'day', 'night', 'unrecorded', 'tbd'] as const;
export type StartKind = (typeof START_KINDS)[number];
/** How a start without its instant reads on every screen (product rules §3). */
export const START_KIND_WORDS: Record<Exclude<StartKind, 'time'>, string> = {
  day: 'Day game',
  night: 'Night game',
  unrecorded: 'Time not recorded',
  tbd: 'TBD',
};

// ---- The rules both sides of the wire agree on: the server applies them, the screens only show the result ----

/** Margin-based confidence: high above HIGH_CONFIDENCE_MARGIN points of win probability, medium above MEDIUM_. */
export function confidenceForMargin(margin: number): Confidence {
  if (margin > HIGH_CONFIDENCE_MARGIN) return 'high';
  if (margin > MEDIUM_CONFIDENCE_MARGIN) return 'medium';
  return 'low';
}

/** The neutral rule: no pick when two scores differ by under NEUTRAL_SHARE of their sum, else the higher side. */
export function recommendationForScores(home: number, away: number): Recommendation {
  if (home === away || Math.abs(home - away) < NEUTRAL_SHARE * (home + away)) return 'neutral';
  return home > away ? 'home' : 'away';
}

/** A Vantage total (out of VANTAGE_MAX) on the 0–100 display scale, rounded to a whole number. */
export function vantageOn100(total: number): number {
  return Math.round((total * 100) / VANTAGE_MAX);
}

/** A call counts toward accuracy once the game has a winner and the call was not neutral. */
export function predictionCounts(winner: Recommendation, result: ActualResult | null): boolean {
  return result !== null && winner !== 'neutral';
}

/** Whether a counted call was right. */
export function predictionHit(winner: Recommendation, result: ActualResult): boolean {
  return (winner === 'home' && result === 'home_win') || (winner === 'away' && result === 'away_win');
}

/**
 * product rules §3 defaults of a game's model figures: what a list entry shows when it lacks them, and what the
 * service sends in their place when the caller may not see the insight.
 */
export const GAME_MODEL_DEFAULTS = {
  predicted_winner: 'neutral',
  win_probability: 50,
  home_win_probability: 50,
  away_win_probability: 50,
  margin: 0,
  confidence: 'low',
  home_final_score: 50,
  away_final_score: 50,
  home_algorithm_score: 50,
  away_algorithm_score: 50,
  home_trend_score: 50,
  away_trend_score: 50,
  home_vantage: 0,
  away_vantage: 0,
  home_ev: null,
  away_ev: null,
  best_bet: null,
  home_momentum: 0,
  away_momentum: 0,
  total_trends: 0,
} as const satisfies Partial<ComparisonGame>;

/**
 * product rules §6: the performance windows anyone may ask for. Without the performance history (guests and Free)
 * only these: the last 1, 7 or 30 days up to yesterday, or a whole season cut at yesterday. Any other window,
 * a month or a single past day, would rebuild the history Basic pays for.
 */
export const PUBLIC_PERFORMANCE_DAYS = [1, 7, 30] as const;
/**
 * Each league's season as a whole-season window cuts it: its first and last month, the last in the next year when
 * it comes before the first (a season is named by the year it starts). MLB: opening day can fall in March, the
 * World Series ends by November. NBA and NHL: August to July, around October to June, with room for the 2020
 * bubbles (August to October) and 2020-21's late end (July). NFL: March to February, around September to the
 * Super Bowl. A league's seasons never overlap, so every day belongs to at most one.
 */
export const SEASON_MONTHS: Record<League, { first: number; last: number }> = {
  mlb: { first: 3, last: 11 },
  nba: { first: 8, last: 7 },
  nfl: { first: 3, last: 2 },
  nhl: { first: 8, last: 7 },
};

/** A league's season from its first day to its last, cut at yesterday; null before it starts. */
export function seasonWindow(league: League, season: number, yesterday: string): { from: string; to: string } | null {
  const { first, last } = SEASON_MONTHS[league];
  const from = `${season}-${String(first).padStart(2, '0')}-01`;
  // Day 0 of the month after the last: the last month's last day (29 February included).
  const end = new Date(Date.UTC(last < first ? season + 1 : season, last, 0)).toISOString().slice(0, 10);
  if (from > yesterday) return null;
  return { from, to: end < yesterday ? end : yesterday };
}

/** The first day of the `days` days up to `last` (both YYYY-MM-DD, UTC calendar arithmetic). */
export function windowStart(last: string, days: number): string {
  const date = new Date(`${last}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return date.toISOString().slice(0, 10);
}

/** Whether a window (already cut at yesterday) is one of a league's public ones. */
export function isPublicPerformanceWindow(
  league: League,
  window: { from: string; to: string },
  yesterday: string,
): boolean {
  if (PUBLIC_PERFORMANCE_DAYS.some((days) => window.to === yesterday && window.from === windowStart(yesterday, days)))
    return true;
  const season = seasonWindow(league, Number(window.from.slice(0, 4)), yesterday);
  return season !== null && season.from === window.from && season.to === window.to;
}

/** The seasons a question may name (the API's bounds). */
export const SEASON_BOUNDS = { min: 1900, max: 2100 } as const;
/** The lengths of a team code or name as the API takes it, and of an opponent's division name. */
export const TEAM_QUERY_LENGTH = { min: 2, max: 40 } as const;
export const OPPONENT_MAX_LENGTH = 40;

/** The widest season range one question may span. */
export const EXPLORER_MAX_SEASONS = 5;
export const EXPLORER_MAX_PAGE = 100;

/** A situation condition with fixed choices (the opponent is a division or these two). */
export type SituationChoiceKey = 'venue' | 'price' | 'time' | 'previous' | 'rest';

/**
 * The situation conditions with fixed choices as every form offers them (the trend explorer's, a watchlist's), in
 * the forms' order: value → label. The first three read best as buttons, the other two as menus.
 */
export const SITUATION_CHOICES: readonly {
  key: SituationChoiceKey;
  label: string;
  segmented?: true;
  options: Readonly<Record<string, string>>;
}[] = [
  { key: 'venue', label: 'Venue', segmented: true, options: { any: 'All', home: 'Home', away: 'Away' } },
  {
    key: 'price',
    label: 'Moneyline',
    segmented: true,
    options: { any: 'All', favourite: 'Favourite', underdog: 'Underdog' },
  },
  { key: 'time', label: 'Time', segmented: true, options: { any: 'All', day: 'Day', night: 'Night' } },
  {
    key: 'previous',
    label: 'Previous game',
    options: { any: 'Any', after_win: 'After a win', after_loss: 'After a loss' },
  },
  {
    key: 'rest',
    label: 'Rest',
    options: {
      any: 'Any',
      none: 'No rest (played the day before)',
      one: 'One day off',
      two_plus: 'Two or more days off',
    },
  },
];

/** The opponent condition's fixed choices; a division name is the others. */
export const OPPONENT_CHOICES: Readonly<Record<'any' | 'division', string>> = {
  any: 'Any opponent',
  division: 'Division rivals',
};

/** Every condition at "any": where a new situation starts. */
export const ANY_SITUATION: ExplorerSituation = {
  venue: 'any',
  price: 'any',
  previous: 'any',
  rest: 'any',
  time: 'any',
  opponent: 'any',
};
