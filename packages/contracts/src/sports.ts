// Payloads of svc-sports: game lists, game detail, trends, prediction records (product rules §3; §5 game-list
// rules; §7; §9 constants). The service builds its answers with these types and tests them
// against these schemas; the game screens parse with the same ones.
import { lineRecordsSchema, teamLineRecordsSchema, trendLineRecordsSchema } from './line-records';
import { z } from 'zod';
import {
  ACTUAL_RESULTS,
  CONFIDENCES,
  EXPLORER_MAX_PAGE,
  EXPLORER_MAX_SEASONS,
  GAME_STATUSES,
  isCalendarDate,
  MARGIN_UNITS,
  LEAGUES,
  OPPONENT_MAX_LENGTH,
  PROVENANCES,
  SEASON_BOUNDS,
  TEAM_QUERY_LENGTH,
  TREND_LABELS,
  RECOMMENDATIONS,
  SPORTS_TIMEZONE,
  START_KINDS,
  STARTER_ROLES,
  LINE_MARKET_COVERAGE,
} from './sports-rules';
import { BET_MARKETS, BET_SIDES } from './bet-book-rules';

export * from './sports-rules';

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');
export const calendarDateSchema = isoDateSchema.refine(isCalendarDate, 'Not a calendar date.');

export const breakdownSchema = z.object({
  E: z.number().min(0).max(10),
  D: z.number().min(0).max(10),
  G: z.number().min(0).max(10),
  R: z.number().min(0).max(10),
  I: z.number().min(0).max(10),
  Q: z.number().min(0).max(10),
});
export type Breakdown = z.infer<typeof breakdownSchema>;

export const recommendationSchema = z.enum(RECOMMENDATIONS);
export const confidenceSchema = z.enum(CONFIDENCES);
export const gameStatusSchema = z.enum(GAME_STATUSES);
export const actualResultSchema = z.enum(ACTUAL_RESULTS);

export const startKindSchema = z.enum(START_KINDS);

/** A game's start as the server derives it once; the screens format it (in SPORTS_TIMEZONE) and never re-sort. */
export const gameStartSchema = z.object({
  /** ISO 8601 instant of the first pitch; null when the record holds no time (start_kind says why). */
  start_time: z.string().datetime({ offset: true }).nullable(),
  start_kind: startKindSchema,
});
export type GameStart = z.infer<typeof gameStartSchema>;

/** The abbreviations fans know (LAA, SD, NYY), never the historical record's codes (ANA, SDN, NYA). */
export const gameTeamsFactsSchema = z.object({
  home_team_abbreviation: z.string(),
  away_team_abbreviation: z.string(),
  /** "BOS @ SEA": away at home, so every screen says which side is at home. */
  matchup: z.string(),
});

/** The model's calls over a set of games whose result is known: the same figure for every caller. */
export const callRecordSchema = z.object({
  /** Games with a result and a non-neutral call. */
  counted: z.number().int(),
  correct: z.number().int(),
  /** correct / counted in whole percent; null when nothing counted. */
  percent: z.number().int().nullable(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

/** A starter (the league's `starter_role`: MLB's starting pitcher), shown from the game's day on. */
export const starterSchema = z.object({
  name: z.string(),
  /** Season record before this game, e.g. "9-4"; null until the game's prediction is made. */
  record: z.string().nullable(),
});

export const moneylineSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Over/under line when the source has one. */
  total: z.number().nullable(),
});

/**
 * The spread of a game at the line recorded with its prediction, as the model sees it: `line` is the points the
 * home side is favoured by (home −3.5 → 3.5). Probabilities in percent (one decimal), a push (an integer line
 * landed on: stakes returned) apart. Prices and EV are Basic's (null below it, as the moneyline's); where the
 * source has no prices (`prices_assumed`: the NBA's lines) both sides are priced at the usual −110, said on screen.
 */
export const spreadSchema = z.object({
  line: z.number(),
  home_price: z.number().int().nullable(),
  away_price: z.number().int().nullable(),
  prices_assumed: z.boolean(),
  home_cover_probability: z.number(),
  away_cover_probability: z.number(),
  push_probability: z.number(),
  /** EV per unit staked (percent), a push returning the stake; null when locked. */
  home_ev: z.number().nullable(),
  away_ev: z.number().nullable(),
  /** The model's expected home-minus-away margin (the league's unit, one decimal). */
  expected_margin: z.number(),
});
export type Spread = z.infer<typeof spreadSchema>;

/** The total (combined score) of a game at the recorded line: as the spread, over and under. */
export const totalSchema = z.object({
  line: z.number(),
  over_price: z.number().int().nullable(),
  under_price: z.number().int().nullable(),
  prices_assumed: z.boolean(),
  over_probability: z.number(),
  under_probability: z.number(),
  push_probability: z.number(),
  over_ev: z.number().nullable(),
  under_ev: z.number().nullable(),
  /** The model's expected combined score (one decimal). */
  expected_total: z.number(),
});
export type Total = z.infer<typeof totalSchema>;

/**
 * What the caller may see (billing's FEATURE_MINIMUM_TIER): guests get one free insight per list (the first
 * game), signed-in users every game's insight, Basic and up the comprehensive analysis and expected value.
 * A locked part is sent at the spec's defaults (EV as null), never with the real values.
 */
export const accessSchema = z.object({
  insight: z.boolean(),
  comprehensive_analysis: z.boolean(),
  expected_value: z.boolean(),
});
export type Access = z.infer<typeof accessSchema>;

/** product rules §5 "Best bet": how the league's value bets with a large market gap fared (bet-rules). */
export const largeGapRecordSchema = z.object({
  /** Scored value bets before today whose side the model gave LARGE_MARKET_GAP or more points above the market. */
  bets: z.number().int(),
  wins: z.number().int(),
  /** Profit per 100 staked on each at its listed price (percent); null without bets. */
  return_percent: z.number().nullable(),
});

/**
 * product rules §5 "Best bet", decided by `bestBet` in `@vantage/contracts/bet-rules`: the side a bettor should
 * take and the price at which it stops being worth it, or no bet. Basic and up (it is the EV's).
 */
export const bestBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('value'),
    /** The market of the bet with the largest EV: moneyline, spread or total. */
    market: z.enum(BET_MARKETS),
    /** home or away (moneyline, spread), over or under (total). */
    side: z.enum(BET_SIDES),
    /** The spread (points the home side is favoured by) or the total; null for the moneyline. */
    line: z.number().nullable(),
    /** The side's American price. */
    price: z.number().int(),
    /** The side's EV (percent). */
    ev: z.number(),
    /** The American price at which the bet stops being worth it (EV = 0). */
    break_even: z.number().int(),
    /** The side's win probability minus the de-vigged market's, in percentage points. */
    market_gap: z.number(),
    /** The track record of value bets as far from the market; null when this gap is not large. */
    large_gap_record: largeGapRecordSchema.nullable(),
  }),
]);
export type BestBet = z.infer<typeof bestBetSchema>;

// ---- GET /api/mlb/comparison/?date=YYYY-MM-DD ----

/** What svc-sports derives once for a list entry so that no screen recomputes it. */
export const comparisonGameFactsSchema = gameStartSchema.extend(gameTeamsFactsSchema.shape).extend({
  /** Name of the team the model picks; null for a neutral call or when the insight is locked. */
  predicted_team: z.string().nullable(),
  /** The Vantage totals on the 0–100 display scale (vantageOn100); 0 when locked or not predicted yet. */
  home_vantage_100: z.number().int(),
  away_vantage_100: z.number().int(),
  /** Leagues other than MLB: who home_starter/away_starter are (null where the league names none). */
  starter_role: z.enum(STARTER_ROLES).nullable().optional(),
  /**
   * Leagues other than MLB: the model's expected home-minus-away score margin in `margin_unit` (points, goals);
   * null when locked or not predicted yet. (`margin` stays the spec's gap in percentage points.)
   */
  predicted_margin: z.number().nullable().optional(),
  margin_unit: z.enum(MARGIN_UNITS).optional(),
});

/**
 * product rules §1: `recorded`, stored before its game's scheduled start by the live or a replay's clock; or
 * `reconstructed`, computed walk-forward after the fact (a backfill, a replayed history). Fixed when written.
 */
export const provenanceSchema = z.enum(PROVENANCES);
export type Provenance = z.infer<typeof provenanceSchema>;

/** product rules §3 plus the trends-listing fields and a few explicit extras. */
export const comparisonGameSchema = z.object({
  game_id: z.string(),
  game_date: isoDateSchema,
  /** "7:05 PM" (US Eastern) when the start time is known; Retrosheet only knows "Day game"/"Night game"; a replayed game without either "Time not recorded"; else "TBD". */
  game_time: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  home_team_code: z.string(),
  away_team_code: z.string(),
  /** No licensed logos are served: null, and the screens show the team's initials. */
  home_team_logo: z.string().nullable(),
  away_team_logo: z.string().nullable(),
  game_status: gameStatusSchema,
  /** Only for games before today (the clock's date); null otherwise, whatever the data holds. */
  final_score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  actual_result: actualResultSchema.nullable(),
  predicted_winner: recommendationSchema,
  /** Percent win probability of the side the model favours (50 when none). */
  win_probability: z.number(),
  home_win_probability: z.number(),
  away_win_probability: z.number(),
  /** |home_final_score − away_final_score| in points. */
  margin: z.number(),
  confidence: confidenceSchema,
  home_final_score: z.number(),
  away_final_score: z.number(),
  home_algorithm_score: z.number(),
  away_algorithm_score: z.number(),
  home_trend_score: z.number(),
  away_trend_score: z.number(),
  /** Vantage totals out of 60 (spec: home_{product}). */
  home_vantage: z.number(),
  away_vantage: z.number(),
  /** EV% = p × decimal odds − 1 (in percent); null without a moneyline or when locked. */
  home_ev: z.number().nullable(),
  away_ev: z.number().nullable(),
  /** The best bet at the moneyline; null without a moneyline, a prediction, or when the EV is locked. */
  best_bet: bestBetSchema.nullable(),
  home_momentum: z.number(),
  away_momentum: z.number(),
  total_trends: z.number().int(),
  home_starter: starterSchema.nullable(),
  away_starter: starterSchema.nullable(),
  /** The pre-game moneyline, from the game's day on. */
  moneyline: moneylineSchema.nullable(),
  /** The spread and the total with the model's chances, where the game has such a line; null when locked. */
  spread: spreadSchema.nullable(),
  total: totalSchema.nullable(),
  /** Whether the league's spreads and totals are modelled at all (a null spread means no line, or this). */
  line_markets: z.enum(LINE_MARKET_COVERAGE),
  /** product rules §5: null until the result is known or when the recommendation is neutral. */
  prediction_correct: z.boolean().nullable(),
  /** False for games after today: predictions are made on the game's day. */
  has_prediction: z.boolean(),
  /** How the prediction came to be (product rules §1); null without one. */
  provenance: provenanceSchema.nullable(),
  access: accessSchema,
  ...comparisonGameFactsSchema.shape,
});
export type ComparisonGame = z.infer<typeof comparisonGameSchema>;

export const comparisonListFactsSchema = z.object({
  /** The replayed "today" when the server replays a past season (VANTAGE_TODAY), null when live. */
  replay_of: isoDateSchema.nullable(),
  /** The model's calls over every game of the date with a result, whoever asks (not only the unlocked ones). */
  calls: callRecordSchema,
});

/** The games in start order (start time, then day before night before TBD): screens keep this order. */
export const comparisonListSchema = z.object({
  date: isoDateSchema,
  games: z.array(comparisonGameSchema),
  ...comparisonListFactsSchema.shape,
});
export type ComparisonList = z.infer<typeof comparisonListSchema>;

export const comparisonListQuerySchema = z.object({ date: isoDateSchema.optional() });

// ---- GET /api/mlb/comparison/{gameId}/ ----

/** A shown trend's record after it was found (walk-forward) and the day's multiple-comparison mark. */
export const trendLaterSchema = z.object({
  /** The trend as in `positive` or `negative`. */
  trend: z.string(),
  positive: z.boolean(),
  /**
   * The date of the first game before which the record passed the minimum sample and threshold, since it last did
   * not: a trend that stopped qualifying and qualifies again is found anew.
   */
  found: isoDateSchema,
  /** The team's record in the situation from `found` on, in games before this one (all while it qualified). */
  wins: z.number().int(),
  losses: z.number().int(),
  label: z.enum(TREND_LABELS),
  /** Not a discovery of Benjamini–Hochberg (10% false discovery rate) over every situation searched that day. */
  likely_noise: z.boolean(),
});
export type TrendLater = z.infer<typeof trendLaterSchema>;

export const teamTrendsSchema = z.object({
  team_name: z.string(),
  team_code: z.string(),
  is_home: z.boolean(),
  /** The abbreviation fans know. */
  team_abbreviation: z.string(),
  /** Trend strings "<key> — W-L (P%)", strongest first. */
  positive: z.array(z.string()),
  negative: z.array(z.string()),
  /** Each shown trend's later record (trends stored before it was kept have none). */
  later: z.array(trendLaterSchema).optional(),
  /**
   * Each shown trend's games (those of its W-L: the team's games before this one in the situation, this season
   * and the last) against the closing lines; absent where the server does not compute them.
   */
  lines: z.array(trendLineRecordsSchema).optional(),
  team_logo: z.string().nullable(),
});

export const vantageComparisonSchema = z.object({
  home_score: z.number(),
  away_score: z.number(),
  home_breakdown: breakdownSchema,
  away_breakdown: breakdownSchema,
  winner: z.enum(['home', 'away']),
  advantage_margin: z.number(),
});

export const comprehensiveAnalysisSchema = z.object({
  predicted_winner: recommendationSchema,
  win_probability: z.number(),
  margin: z.number(),
  confidence: confidenceSchema,
  summary: z.string(),
  home_unified_score: z.number(),
  away_unified_score: z.number(),
  home_algorithm_score: z.number(),
  away_algorithm_score: z.number(),
  home_trend_score: z.number(),
  away_trend_score: z.number(),
  ev_integration: z.object({
    home_ev: z.number().nullable(),
    away_ev: z.number().nullable(),
    /** The better of the two EVs (percent); null without a moneyline or when locked. */
    ev_impact: z.number().nullable(),
    /** The same best bet as the game's list entry. */
    best_bet: bestBetSchema.nullable(),
  }),
});

/** product rules §5: the pick and its figures, the same as the game's list entry, for everyone with the insight. */
export const pickSchema = z.object({
  predicted_winner: recommendationSchema,
  home_win_probability: z.number(),
  away_win_probability: z.number(),
  margin: z.number(),
  confidence: confidenceSchema,
});
export type GamePick = z.infer<typeof pickSchema>;

export const predictionRecordSchema = z.object({
  model_version: z.string(),
  /** Predictions use only results known before this date (the game's date). */
  as_of: isoDateSchema,
  created_at: z.string(),
  provenance: provenanceSchema,
  /** The clock the prediction was written by: live, a replay's, or null for rows older than provenance. */
  clock: z.enum(['live', 'replay']).nullable(),
  /** The clock's instant when it was written and the game's start as known then (both null on older rows). */
  written_at: z.string().nullable(),
  start_against: z.string().nullable(),
});

/** A side's best price across the books and the book quoting it (`sbr` for the archive, which names none). */
export const bookPriceSchema = z.object({ price: z.number().int(), book: z.string() });
/** A side's line at one book: its point and price. */
export const bookLineSchema = z.object({ point: z.number(), price: z.number().int(), book: z.string() });

/** One point of a game's line movement: the books' state after a change, oldest first. */
export const lineMovementPointSchema = z.object({
  /** open / close: the archive's opening and closing line (it names no time); poll: an odds-provider answer. */
  kind: z.enum(['open', 'close', 'poll']),
  /** When the prices were seen (polls); null for the archive's. */
  seen_at: z.string().nullable(),
  /** Books with a price at that point. */
  books: z.number().int(),
  /** The consensus fair probabilities then (percent, one decimal). */
  home_probability: z.number(),
  away_probability: z.number(),
  /** Each side's best price across those books then. */
  home_price: z.number().int(),
  away_price: z.number().int(),
});
export type LineMovementPoint = z.infer<typeof lineMovementPointSchema>;

/** Where a spread or total movement point comes from: a poll, or the archive's close (it keeps one line, no time). */
const lineStepSchema = z.object({
  /** close: the archive's closing line (it names no time); poll: an odds-provider answer. */
  kind: z.enum(['close', 'poll']),
  /** When the lines were seen (polls); null for the archive's. */
  seen_at: z.string().nullable(),
  /** Books quoting the market at that point. */
  books: z.number().int(),
});

/**
 * One point of the spread's movement: the consensus after a poll, each book's last spread then. `point`: the median
 * of the books' spreads (points the home side is favoured by); each side's price: the median among the books at that
 * point, null when none is (the median falls between two books' points).
 */
export const spreadMovementPointSchema = lineStepSchema.extend({
  point: z.number(),
  home_price: z.number().int().nullable(),
  away_price: z.number().int().nullable(),
});
export type SpreadMovementPoint = z.infer<typeof spreadMovementPointSchema>;

/** One point of the total's movement: the median of the books' totals and the over's and under's median prices. */
export const totalMovementPointSchema = lineStepSchema.extend({
  point: z.number(),
  over_price: z.number().int().nullable(),
  under_price: z.number().int().nullable(),
});
export type TotalMovementPoint = z.infer<typeof totalMovementPointSchema>;

/**
 * Every book's latest price for the game, from the game's day on: the best price of each side and its book, the
 * consensus fair probability (each book's pair de-vigged proportionally, then the mean over books: one book, one
 * vote) and the EV of each side at its best price priced with that consensus. The EV is Basic's, as the
 * moneyline's (product rules §6): null below Basic, the prices shown to everyone who may see the game.
 */
export const marketPricesSchema = z.object({
  /** sbr (the shipped archive: open and close of one book) or the odds provider's name. */
  source: z.string(),
  books: z.number().int(),
  best: z.object({ home: bookPriceSchema, away: bookPriceSchema }),
  fair_home_probability: z.number(),
  fair_away_probability: z.number(),
  /** EV% at the side's best price with the consensus fair probability; null when locked. */
  home_ev: z.number().nullable(),
  away_ev: z.number().nullable(),
  /** The moneyline over time; more than one point when it was seen more than once (open and close, polls). */
  movement: z.array(lineMovementPointSchema),
  /**
   * The spread and the total over time, oldest first: the consensus after each poll before the game's start that
   * quoted the market; for the archive's games, its close of the run line and of the total (it keeps no open of
   * either). Empty where neither has the market.
   */
  spread_movement: z.array(spreadMovementPointSchema),
  total_movement: z.array(totalMovementPointSchema),
  /**
   * The best spread of each side across the books' latest quotes (`point`: points the home side is favoured by; the
   * home side's fewest, the away side's most, then the best price) and the best total of the over (lowest) and the
   * under (highest); null where no book quoted the market (the archive's games). The EV of each side at its best
   * line, priced with the consensus (the median point's median prices de-vigged), as the moneyline's: null when
   * locked, and null for a side whose best line is at another point than the consensus (another bet).
   */
  spread: z
    .object({
      books: z.number().int(),
      best: z.object({ home: bookLineSchema, away: bookLineSchema }),
      home_ev: z.number().nullable(),
      away_ev: z.number().nullable(),
    })
    .nullable(),
  total: z
    .object({
      books: z.number().int(),
      best: z.object({ over: bookLineSchema, under: bookLineSchema }),
      over_ev: z.number().nullable(),
      under_ev: z.number().nullable(),
    })
    .nullable(),
});
export type MarketPrices = z.infer<typeof marketPricesSchema>;

export const gameDetailSchema = z.object({
  game_id: z.string(),
  game_date: isoDateSchema,
  game_time: z.string(),
  game_status: gameStatusSchema,
  home_team: z.string(),
  away_team: z.string(),
  final_score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  actual_result: actualResultSchema.nullable(),
  teams: z.array(teamTrendsSchema),
  summary: z.array(z.string()),
  /** Spec: {product}_comparison. Null for games after today. */
  vantage_comparison: vantageComparisonSchema.nullable(),
  /** Null for games after today and for callers below Basic. */
  comprehensive_analysis: comprehensiveAnalysisSchema.nullable(),
  /** Null for games after today. */
  pick: pickSchema.nullable(),
  prediction: predictionRecordSchema.nullable(),
  /** Null before the game's day and for games no book priced. */
  market_prices: marketPricesSchema.nullable(),
  access: accessSchema,
  ...gameStartSchema.shape,
  ...gameTeamsFactsSchema.shape,
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

// ---- GET /api/mlb/calendar/ ----

export const calendarSchema = z.object({
  today: isoDateSchema,
  yesterday: isoDateSchema,
  timezone: z.literal(SPORTS_TIMEZONE),
  /** True when VANTAGE_TODAY replays a past date. */
  replay: z.boolean(),
  /** The replayed date ("Replay of 2 Aug 2023"), null when live. */
  replay_date: isoDateSchema.nullable(),
});
export type Calendar = z.infer<typeof calendarSchema>;

// ---- GET /api/mlb/teams/?q= ----

export const teamSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** MLB's AL or NL; another league's conference (AFC, NFC, East, West). */
  league: z.string(),
  division: z.string(),
  abbreviation: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);
export const teamSearchQuerySchema = z.object({ q: z.string().trim().max(50).optional() });

// ---- GET /api/mlb/games/?team=CODE&season=YYYY ----

export const teamGameSchema = z.object({
  game_id: z.string(),
  game_date: isoDateSchema,
  game_time: z.string(),
  home_team_code: z.string(),
  away_team_code: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  game_status: gameStatusSchema,
  final_score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  actual_result: actualResultSchema.nullable(),
  /**
   * The model's recorded call once the result is shown (the public track record's, the same for everyone);
   * null before, or without a recorded prediction.
   */
  predicted_winner: recommendationSchema.nullable(),
  /** product rules §5: whether the call hit; null for a neutral call or without a result. */
  prediction_correct: z.boolean().nullable(),
  ...gameStartSchema.shape,
  ...gameTeamsFactsSchema.shape,
});
export const teamGamesSchema = z.object({
  team: teamSchema,
  season: z.number().int(),
  games: z.array(teamGameSchema),
  /** The team's season against the closing lines, in its games played before today. */
  lines: teamLineRecordsSchema,
});
export type TeamGames = z.infer<typeof teamGamesSchema>;
export const teamGamesQuerySchema = z.object({
  team: z.string().trim().min(TEAM_QUERY_LENGTH.min).max(TEAM_QUERY_LENGTH.max),
  season: z.coerce.number().int().min(SEASON_BOUNDS.min).max(SEASON_BOUNDS.max).optional(),
});

// ---- GET /api/mlb/performance/?from=&to= ----
// The totals and the baseline's are public (the dashboard's performance cards); the day-by-day and monthly
// history and the calibration are billing's "algorithm_performance" feature (Basic and up), empty lists otherwise.

export const calibrationBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  games: z.number().int(),
  /** Mean forecast and observed frequency of the favoured side, in percent. */
  predicted: z.number(),
  observed: z.number(),
});

export const performanceDaySchema = z.object({
  date: isoDateSchema,
  games: z.number().int(),
  /** product rules §5: games with a result and a non-neutral recommendation, and the hits among them. */
  counted: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().nullable(),
  brier: z.number().nullable(),
});

/**
 * The always-home baseline over the same games: "the home team always wins" (every game is a call, so its
 * accuracy is the home teams' win rate) and, for the Brier score, the home team at p = the league's home win
 * rate over every result known before the game's date.
 */
export const homeBaselineSchema = z.object({
  correct: z.number().int(),
  accuracy: z.number().nullable(),
  brier: z.number().nullable(),
});

export const performanceMonthSchema = performanceDaySchema.omit({ date: true }).extend({
  /** YYYY-MM */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  baseline: homeBaselineSchema,
});

export const performanceSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  model_version: z.string().nullable(),
  /** Scored predictions (games with a result before today). */
  games: z.number().int(),
  counted: z.number().int(),
  correct: z.number().int(),
  /** correct / counted (product rules §5); null when nothing counted. */
  accuracy: z.number().nullable(),
  /** Mean squared error of the home win probability over every scored game. */
  brier: z.number().nullable(),
  log_loss: z.number().nullable(),
  baseline: homeBaselineSchema,
  by_day: z.array(performanceDaySchema),
  by_month: z.array(performanceMonthSchema),
  calibration: z.array(calibrationBinSchema),
  /** The record the figures are of (`?record=`); null: every scored prediction, both kinds. */
  record: provenanceSchema.nullable(),
  /** How many of the scored games counted above are of each kind (product rules §1). */
  provenance: z.object({ recorded: z.number().int(), reconstructed: z.number().int() }),
  access: z.object({ history: z.boolean() }),
});
export type Performance = z.infer<typeof performanceSchema>;
export const performanceQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  record: provenanceSchema.optional(),
});

// ---- GET /api/<league>/track-record/?season=&record= ----
// Vantage against the de-vigged market on the same games, from the stored predictions and the moneyline stored
// then, the recorded record (predictions stored before each game) and the reconstructed one (computed
// afterwards) apart. The season's figures are public; the months and the calibration are billing's
// "algorithm_performance" (Basic and up), empty lists otherwise.

/** Brier score, log loss and how often the side given more than 50% won, over the same games. */
export const forecastRecordSchema = z.object({
  brier: z.number().nullable(),
  log_loss: z.number().nullable(),
  /** Games where the forecaster gave one side more than 50% (an even line calls no one). */
  called: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().nullable(),
});

/** Flat one-unit bets at the listed moneyline: return per unit staked and its 95% interval. */
export const bettingReturnSchema = z.object({
  bets: z.number().int(),
  won: z.number().int(),
  /** Percent of the stakes, one decimal; null without a bet. */
  roi: z.number().nullable(),
  roi_low: z.number().nullable(),
  roi_high: z.number().nullable(),
});

/** The paired t-test of the per-game Brier differences (Vantage minus market). */
export const pairedTestSchema = z.object({
  test: z.literal('paired t-test on per-game Brier score differences'),
  games: z.number().int(),
  /** Mean Vantage − market Brier difference; below 0 Vantage was better. */
  mean_difference: z.number(),
  standard_error: z.number(),
  t: z.number(),
  p_value: z.number(),
});

/**
 * The value picks of one EV band (EV of the pick at the listed moneyline, priced with the blend of model and
 * market, above `from` and up to `to` percent; no upper end when null): flat one-unit bets, return and interval.
 */
export const evBucketSchema = bettingReturnSchema.extend({
  from: z.number(),
  to: z.number().nullable(),
});
export type EvBucket = z.infer<typeof evBucketSchema>;

/**
 * Closing-line value of the value picks (`closingLineValue` in bet-book-rules: decimal(price at commit) ÷
 * decimal(closing price) − 1, percent): the pick is the side the figures say to bet at the price at commit, and
 * the closing price is the game's listed line (the archive's close; live, the books' median at the last poll
 * before the start). What "the price at commit" is, per game:
 * - `archive_open`: the archive's opening line. No price was seen when a reconstructed prediction was computed;
 *   the reconstruction reads only results before the game's day, but also the starting nines, which are announced
 *   hours before the first pitch and usually after the open: read it as an upper bound.
 * - `books_at_commit`: the books' median, from each book's last polled price at or before the prediction was stored.
 * A game whose price at commit is implausibly far from its close (`implausiblePriceAtCommit` in bet-book-rules: a
 * data error) is left out and counted in `excluded_implausible`.
 */
export const closingLineValueSchema = z.object({
  price_at_commit: z.array(z.enum(['archive_open', 'books_at_commit'])),
  picks: z.number().int(),
  /** Picks whose price beat the close (CLV above 0). */
  beat_close: z.number().int(),
  /** Games of the record whose price at commit was left out as implausible (not counted in `picks`). */
  excluded_implausible: z.number().int(),
  /** The fewest picks a mean is given for (CLV_MIN_PICKS). */
  min_picks: z.number().int(),
  /** Mean CLV (percent, two decimals) and its 95% interval; null below `min_picks` picks. */
  mean: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type ClosingLineValue = z.infer<typeof closingLineValueSchema>;

export const marketComparisonSchema = z.object({
  /** Scored games with a prediction of the record and a moneyline: every figure below is on these. */
  games: z.number().int(),
  vantage: forecastRecordSchema,
  market: forecastRecordSchema,
  paired: pairedTestSchema,
  vantage_picks: bettingReturnSchema,
  market_favourites: bettingReturnSchema,
  /** The value picks (vantage_picks) by their EV: 0–2%, 2–5%, 5–10%, over 10% — whether big EVs pay. */
  ev_buckets: z.array(evBucketSchema),
  /**
   * The same bands for the picks the model's own probability would have made (EV priced with it alone, as before
   * the blend): how its disagreements with the market paid.
   */
  model_ev_buckets: z.array(evBucketSchema),
  closing_line_value: closingLineValueSchema,
});

export const trackRecordMonthSchema = marketComparisonSchema
  .pick({ games: true, vantage: true, market: true })
  .extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });

export const trackCalibrationBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  /** The favoured side's mean forecast and how often it won (percent), per forecaster; null in an empty bin. */
  vantage: z.object({ games: z.number().int(), predicted: z.number(), observed: z.number() }).nullable(),
  market: z.object({ games: z.number().int(), predicted: z.number(), observed: z.number() }).nullable(),
});

/** One record of a season (recorded or reconstructed predictions only, never the two mixed). */
export const provenanceRecordSchema = z.object({
  /** The season's predictions of this provenance, scored or not. */
  predictions: z.number().int(),
  /** Of those, scored (the game's result known before today), with or without a line. */
  scored: z.number().int(),
  comparison: marketComparisonSchema,
});

export const trackRecordSchema = z.object({
  league: z.enum(LEAGUES),
  season: z.number().int(),
  /** Seasons with scored predictions, newest first (the picker's choices). */
  seasons: z.array(z.number().int()),
  from: isoDateSchema,
  to: isoDateSchema,
  /**
   * Which record every figure below describes (`?record=`): by default the headline's, the recorded one once it
   * has a scored game with a line, else the reconstructed one.
   */
  record: provenanceSchema,
  /** The record the headline uses when none is asked for. */
  headline: provenanceSchema,
  /** Both records of the season apart, each against the market. */
  records: z.object({ recorded: provenanceRecordSchema, reconstructed: provenanceRecordSchema }),
  model_version: z.string().nullable(),
  /** Scored predictions of the season in this record, with or without a line. */
  scored: z.number().int(),
  comparison: marketComparisonSchema,
  /** The figures in plain words: what beat what, by how much, and whether it is more than chance. */
  verdict: z.array(z.string()),
  by_month: z.array(trackRecordMonthSchema),
  calibration: z.array(trackCalibrationBinSchema),
  access: z.object({ history: z.boolean() }),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;
export const trackRecordQuerySchema = z.object({
  season: z.coerce.number().int().min(SEASON_BOUNDS.min).max(SEASON_BOUNDS.max).optional(),
  record: provenanceSchema.optional(),
});

// ---- GET /api/mlb/explorer/?team=&venue=&price=&previous=&rest=&time=&opponent=&from_season=&to_season= ----
// The trend explorer (billing's "trend_explorer"): a record in any situation over stored games played
// before today. Each condition reads only what was known before the game.

/** The situation a side is in before a game: the explorer's conditions and a watchlist's situations. */
export const explorerSituationShape = {
  venue: z.enum(['any', 'home', 'away']).default('any'),
  /** Favourite or underdog by the pre-game moneyline (games without a line match only 'any'). */
  price: z.enum(['any', 'favourite', 'underdog']).default('any'),
  previous: z.enum(['any', 'after_win', 'after_loss']).default('any'),
  /** Days off since the team's previous game of the season (a doubleheader's second game is no rest). */
  rest: z.enum(['any', 'none', 'one', 'two_plus']).default('any'),
  time: z.enum(['any', 'day', 'night']).default('any'),
  /** 'any', 'division' (the team's own division rivals) or a division name such as 'AL East'. */
  opponent: z.string().trim().min(1).max(OPPONENT_MAX_LENGTH).default('any'),
};
export const explorerSituationSchema = z.object(explorerSituationShape);
export type ExplorerSituation = z.output<typeof explorerSituationSchema>;

export const explorerQuerySchema = z
  .object({
    /** A team code or abbreviation; every team's games when absent. */
    team: z.string().trim().min(TEAM_QUERY_LENGTH.min).max(TEAM_QUERY_LENGTH.max).optional(),
    ...explorerSituationShape,
    /** Default: the two seasons before today's and today's. */
    from_season: z.coerce.number().int().min(SEASON_BOUNDS.min).max(SEASON_BOUNDS.max).optional(),
    to_season: z.coerce.number().int().min(SEASON_BOUNDS.min).max(SEASON_BOUNDS.max).optional(),
    limit: z.coerce.number().int().min(1).max(EXPLORER_MAX_PAGE).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    /** A date to split the record at: the games before it and the games on or after it. */
    split: calendarDateSchema.optional(),
  })
  .refine((q) => q.from_season === undefined || q.to_season === undefined || q.from_season <= q.to_season, {
    message: 'The first season must not be after the last.',
    path: ['from_season'],
  })
  .refine(
    (q) =>
      q.from_season === undefined || q.to_season === undefined || q.to_season - q.from_season < EXPLORER_MAX_SEASONS,
    { message: `At most ${EXPLORER_MAX_SEASONS} seasons at once.`, path: ['to_season'] },
  );
export type ExplorerConditions = z.output<typeof explorerQuerySchema>;

export const explorerMatchSchema = z.object({
  game_id: z.string(),
  game_date: isoDateSchema,
  team_code: z.string(),
  team: z.string(),
  opponent_code: z.string(),
  opponent: z.string(),
  home: z.boolean(),
  won: z.boolean(),
  runs_for: z.number().int(),
  runs_against: z.number().int(),
  /** The team's pre-game moneyline; null without a line. */
  moneyline: z.number().int().nullable(),
});

export const explorerRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  /** Percent, one decimal; null without a game. */
  win_pct: z.number().nullable(),
});

export const explorerResultSchema = z.object({
  team: teamSchema.nullable(),
  /** The situation in the trend keys' words: 'Home favourite after a loss vs division rivals'. */
  situation: z.string(),
  from_season: z.number().int(),
  to_season: z.number().int(),
  /** The last date whose games count (yesterday): nothing from today on is known. */
  through: isoDateSchema,
  wins: z.number().int(),
  losses: z.number().int(),
  /** Sample size: wins + losses. */
  games: z.number().int(),
  /** Percent, one decimal; null without a matching game. */
  win_pct: z.number().nullable(),
  /** The same games against the closing lines. */
  lines: lineRecordsSchema,
  /** The record before `split.date` and from it on (the query's `split`); null without one. */
  split: z
    .object({ date: isoDateSchema, before: explorerRecordSchema, after: explorerRecordSchema })
    .nullable()
    .optional(),
  /** Most recent first, `limit` from `offset`. */
  matches: z.array(explorerMatchSchema),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ExplorerResult = z.infer<typeof explorerResultSchema>;

// ---- GET /api/<league>/trends/found/?season=YYYY ----

export const trendsFoundQuerySchema = z.object({
  /** Default: today's season. */
  season: z.coerce.number().int().min(SEASON_BOUNDS.min).max(SEASON_BOUNDS.max).optional(),
});

/**
 * Every trend found in a season, shown on a card or not, and how it did out of sample: in the games from the
 * date it was found until it stopped qualifying (a trend that lapses and qualifies again is found anew).
 */
export const trendsFoundSchema = z.object({
  league: z.enum(LEAGUES),
  season: z.number().int(),
  /** Whether the season is today's (still being played). */
  current: z.boolean(),
  /** The last date whose games count (yesterday, or the season's end). */
  through: isoDateSchema,
  /** Findings this season (a trend found again after it lapsed counts again). */
  found: z.number().int(),
  /** Of those, the ones that still qualify. */
  still_qualifying: z.number().int(),
  /** Their games after they were found: the trend right (a positive trend's team won, a negative one's lost) or wrong. */
  right: z.number().int(),
  wrong: z.number().int(),
  /** Percent right, one decimal; null without a game. */
  right_pct: z.number().nullable(),
  /** Findings with at least TREND_LATER_MIN_GAMES games since, and how many of them were "holding up" then. */
  judged: z.number().int(),
  holding_up: z.number().int(),
});
export type TrendsFound = z.infer<typeof trendsFoundSchema>;
