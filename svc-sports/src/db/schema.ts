import { sql } from 'drizzle-orm';
import type { Breakdown } from '@vantage/contracts/sports';
import type { BattingLine } from '../data/games';
import type { BlendWeights } from '../model/blend';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgSchema,
  primaryKey,
  real,
  text,
  timestamp,
  date,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A player's events in one season against one hand (for a pitcher: what he allowed against batters of that hand). */
export interface EventLine extends BattingLine {
  pa: number;
}

export const sports = pgSchema('sports');

/**
 * The recorded result of the model for a game beside its probability (p_home): the six factors per side,
 * trend scores and momentum. Every displayed figure (scores, margin, confidence, recommendation, EV) is a
 * fixed function of these and the moneyline (model/outputs.ts), so they are not stored twice.
 */
export interface StoredOutputs {
  factors: { home: Breakdown; away: Breakdown };
  trend_score: { home: number; away: number };
  momentum: { home: number; away: number };
  /** Season record of each starter before the game ("9-4"). */
  starter_record: { home: string | null; away: string | null };
  /** The model's expected home-minus-away margin in the league's unit (leagues whose model gives one). */
  margin?: number;
  /**
   * The stack of model and market EV is priced with (model/blend.ts), fitted on the seasons before the game's;
   * null: too little history, EV from the market. Absent on rows stored before it existed.
   */
  blend?: BlendWeights | null;
}

/**
 * A trend as stored: [key, wins, losses], then its walk-forward record (the date it was found, wins and losses
 * since) and 1 when the day's Benjamini–Hochberg correction calls it likely noise, else 0. Rows recorded
 * before the walk-forward record existed hold the first three only.
 */
export type StoredTrend =
  | [key: string, wins: number, losses: number]
  | [key: string, wins: number, losses: number, found: string, sinceWins: number, sinceLosses: number, noise: 0 | 1];

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * Franchises of every covered league (`sport`: mlb, nba, nfl, nhl; codes are unique within one), from each
 * league's shipped teams file. `league` is the sport's own grouping: AL/NL, a conference (AFC, East…).
 */
export const teams = sports.table(
  'teams',
  {
    sport: text('sport').notNull().default('mlb'),
    code: text('code').notNull(),
    /** The MLB Stats API's team id (MLB only: the live provider's key). */
    mlbId: integer('mlb_id').unique(),
    abbreviation: text('abbreviation').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    city: text('city').notNull(),
    league: text('league').notNull(),
    division: text('division').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sport, t.code] })],
);

/**
 * Regular-season games keyed by date, home team and game number. The stored score is the truth even for
 * dates after a replayed "today"; the API decides what it may show.
 */
export const games = sports.table(
  'games',
  {
    /** MLB: `YYYY-MM-DD-AWY-HOM-n`; other sports prefix their name (`nba-2024-01-15-BOS-LAL-0`). */
    id: text('id').primaryKey(),
    sport: text('sport').notNull().default('mlb'),
    season: integer('season').notNull(),
    date: day('date').notNull(),
    gameNumber: integer('game_number').notNull(),
    dayNight: text('day_night'),
    startTime: instant('start_time'),
    away: text('away').notNull(),
    home: text('home').notNull(),
    park: text('park').notNull(),
    /** The starter each sport names: MLB's starting pitcher, the NFL's quarterback, the NHL's goaltender. */
    awayStarter: text('away_starter'),
    homeStarter: text('home_starter'),
    awayStarterName: text('away_starter_name'),
    homeStarterName: text('home_starter_name'),
    /** scheduled | in_progress | completed | postponed */
    status: text('status').notNull(),
    awayScore: integer('away_score'),
    homeScore: integer('home_score'),
    outs: integer('outs'),
    winningPitcher: text('winning_pitcher'),
    losingPitcher: text('losing_pitcher'),
    /** Date the final score became known (later than `date` for suspended games). */
    resultKnownOn: day('result_known_on'),
    /** Batting lines "AB H 2B 3B HR BB HBP SO SF" (data/games format). */
    awayBatting: text('away_batting'),
    homeBatting: text('home_batting'),
    /** Starting nine by batting order, Retrosheet ids space separated ("-" for a player not matched). */
    awayLineup: text('away_lineup'),
    homeLineup: text('home_lineup'),
    /** retrosheet (the shipped dataset) or statsapi (ingested in production). */
    source: text('source').notNull(),
    mlbGamePk: integer('mlb_game_pk').unique(),
    /** What another sport's model reads beyond these columns (neutral site, overtime, rest…), as its loader gives it. */
    details: jsonb('details'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('games_date_idx').on(t.date),
    index('games_sport_date_idx').on(t.sport, t.date),
    index('games_season_home_idx').on(t.season, t.home),
    index('games_season_away_idx').on(t.season, t.away),
  ],
);

/**
 * One pre-game line per game (moneyline, total, MLB's run line and the prices the source gives): historical files for
 * shipped seasons, the odds provider afterwards.
 */
export const odds = sports.table('odds', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id),
  homeMoneyline: integer('home_moneyline').notNull(),
  awayMoneyline: integer('away_moneyline').notNull(),
  total: real('total'),
  /** The run line (MLB): runs the home side is favoured by (home −1.5 → 1.5) and both sides' prices; SBR's only. */
  runLine: real('run_line'),
  runLineHomePrice: integer('run_line_home_price'),
  runLineAwayPrice: integer('run_line_away_price'),
  /** The total's over and under prices where the source gives them (null: the API says −110 is assumed). */
  overPrice: integer('over_price'),
  underPrice: integer('under_price'),
  /** sbr | soo | provider name */
  source: text('source').notNull(),
  recordedAt: instant('recorded_at').notNull().defaultNow(),
});

/**
 * Every price a source gave for a game, per book (docs: svc-sports/README.md "Line movement"): the SBR archive's
 * opening and closing moneylines (`kind` open/close; the archive names no time, so `seen_at` is null) and each
 * answer of the live odds provider per bookmaker (`kind` poll, `seen_at` when it was polled): its moneylines,
 * spread and total in one row. A poll is stored only when one of the book's lines or prices moved since its last
 * stored one, so the table grows with movement, not with polls.
 */
export const priceHistory = sports.table(
  'price_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    /** sbr | the odds provider's name */
    source: text('source').notNull(),
    /** The bookmaker's key (the provider's, e.g. draftkings); `sbr` for the archive, which names none. */
    book: text('book').notNull(),
    /** open | close | poll */
    kind: text('kind').notNull(),
    /** When we saw the price; null for the archive's prices. */
    seenAt: instant('seen_at'),
    /** When the book last changed it, as the provider says (its market's last_update); null when not said. */
    bookUpdatedAt: instant('book_updated_at'),
    /** The moneylines; null on a poll of a book that quoted a spread or a total only. */
    homeMoneyline: integer('home_moneyline'),
    awayMoneyline: integer('away_moneyline'),
    /**
     * The book's spread, as the odds table's run line: points the home side is favoured by (home −3.5 → 3.5) and
     * each side's price; null where the book quoted none (the archive's rows: always).
     */
    spread: real('spread'),
    spreadHomePrice: integer('spread_home_price'),
    spreadAwayPrice: integer('spread_away_price'),
    /** The book's total and the over's and the under's prices; null where it quoted none. */
    total: real('total'),
    overPrice: integer('over_price'),
    underPrice: integer('under_price'),
  },
  (t) => [
    check('price_history_kind_check', sql`${t.kind} IN ('open', 'close', 'poll')`),
    // A row holds whole markets, and at least one.
    check(
      'price_history_markets_check',
      sql`(${t.homeMoneyline} IS NULL) = (${t.awayMoneyline} IS NULL)
        AND (${t.spread} IS NULL) = (${t.spreadHomePrice} IS NULL) AND (${t.spread} IS NULL) = (${t.spreadAwayPrice} IS NULL)
        AND (${t.total} IS NULL) = (${t.overPrice} IS NULL) AND (${t.total} IS NULL) = (${t.underPrice} IS NULL)
        AND (${t.homeMoneyline} IS NOT NULL OR ${t.spread} IS NOT NULL OR ${t.total} IS NOT NULL)`,
    ),
    index('price_history_game_idx').on(t.gameId, t.book, t.seenAt),
    // The archive gives one open and one close per game: seeding again adds nothing.
    uniqueIndex('price_history_archive_idx')
      .on(t.gameId, t.source, t.book, t.kind)
      .where(sql`${t.seenAt} IS NULL`),
  ],
);

/**
 * The prediction of a game, written once on or before its date from results known before that date and
 * never rewritten; the scoring columns are filled once the result is known.
 *
 * How it came to be is fixed when the row is written (product rules §1): `recorded` when the clock that wrote
 * it (`clock`: live, or a replay's) stood before the start it was written against, else `reconstructed`
 * (computed walk-forward after the fact: a backfill or a replayed history). The check keeps the two honest.
 */
export const predictions = sports.table(
  'predictions',
  {
    gameId: text('game_id')
      .primaryKey()
      .references(() => games.id),
    modelVersion: text('model_version').notNull(),
    asOf: day('as_of').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    pHome: doublePrecision('p_home').notNull(),
    /** The model's inputs: features, ratings, records, schedule context. */
    inputs: json('inputs').notNull(),
    /** Factors, trend scores, momentum, starters' records. */
    outputs: json('outputs').$type<StoredOutputs>().notNull(),
    recommendation: text('recommendation').notNull(),
    scoredAt: instant('scored_at'),
    actualResult: text('actual_result'),
    /** product rules §5: null for a neutral recommendation (not counted). */
    correct: boolean('correct'),
    brier: doublePrecision('brier'),
    /** recorded | reconstructed. Rows written before this column existed are reconstructed: nothing proves when. */
    provenance: text('provenance').notNull().default('reconstructed'),
    /** live | replay: the clock `written_at` was read from. */
    clock: text('clock'),
    /** The clock's instant when the row was written (a replay's clock stands on the eve of its date). */
    writtenAt: instant('written_at'),
    /** The game's scheduled start as known then; the first instant of its date (Eastern) when not announced. */
    startAgainst: instant('start_against'),
  },
  (t) => [
    check('predictions_provenance_check', sql`${t.provenance} IN ('recorded', 'reconstructed')`),
    check(
      'predictions_recorded_before_start',
      sql`${t.provenance} <> 'recorded' OR (${t.writtenAt} IS NOT NULL AND ${t.writtenAt} < ${t.startAgainst})`,
    ),
    index('predictions_as_of_idx').on(t.asOf),
    index('predictions_unscored_idx')
      .on(t.gameId)
      .where(sql`${t.scoredAt} IS NULL`),
  ],
);

/**
 * A game's spread and total forecast, written with its prediction and never rewritten (model/markets/served.ts):
 * the model's expected margin and total, and at the line known then, each side's chance to cover (over, under)
 * and the push's, calibrated on the seasons before the game's. A line's prices are the source's; null where it has
 * none (the NBA's: the screens then say the usual −110 is assumed). No line: that market's columns are null.
 */
export const marketForecasts = sports.table('market_forecasts', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id),
  expectedMargin: doublePrecision('expected_margin').notNull(),
  expectedTotal: doublePrecision('expected_total').notNull(),
  /** Points (goals) the home side is favoured by, as the sources give it. */
  spreadLine: real('spread_line'),
  spreadHomePrice: integer('spread_home_price'),
  spreadAwayPrice: integer('spread_away_price'),
  pHomeCover: doublePrecision('p_home_cover'),
  pAwayCover: doublePrecision('p_away_cover'),
  pSpreadPush: doublePrecision('p_spread_push'),
  totalLine: real('total_line'),
  overPrice: integer('over_price'),
  underPrice: integer('under_price'),
  pOver: doublePrecision('p_over'),
  pUnder: doublePrecision('p_under'),
  pTotalPush: doublePrecision('p_total_push'),
  /**
   * The season's blend of each market's chances with its de-vigged prices (model/markets/line-blend.ts), which EV,
   * value picks and stakes are priced with; null on a row written before the blend (EV then the chances' own).
   */
  spreadBlend: json('spread_blend').$type<BlendWeights>(),
  totalBlend: json('total_blend').$type<BlendWeights>(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * Which trends fired for a team before a game (positive and negative records as shown), and, once the game
 * is played, whether the team won: a positive trend hit when it won, a negative one when it lost.
 */
export const teamTrends = sports.table(
  'team_trends',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    team: text('team').notNull(),
    isHome: boolean('is_home').notNull(),
    /** Trends as shown, strongest first: [key, wins, losses]. */
    positive: json('positive').$type<StoredTrend[]>().notNull(),
    negative: json('negative').$type<StoredTrend[]>().notNull(),
    trendScore: real('trend_score').notNull(),
    momentum: real('momentum').notNull(),
    won: boolean('won'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.team] }),
    index('team_trends_unscored_idx')
      .on(t.gameId)
      .where(sql`${t.won} IS NULL`),
  ],
);

/**
 * Players' regular seasons after the shipped splits (data/players), from the Stats API's season statistics in the
 * same form (by the other side's hand), so a live season projects from the three before it. Written once a season
 * is over; `player_id` is the Retrosheet id when the name matched, else `mlb-<id>`.
 */
export const playerSeasons = sports.table(
  'player_seasons',
  {
    season: integer('season').notNull(),
    playerId: text('player_id').notNull(),
    /** bat | pitch */
    role: text('role').notNull(),
    /** A batter's side (B both), a pitcher's throwing hand. */
    hand: text('hand').notNull(),
    vsLeft: json('vs_left').$type<EventLine>().notNull(),
    vsRight: json('vs_right').$type<EventLine>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.playerId, t.role] })],
);

/** Small facts about the data: the dataset fingerprint seeded, the last provider refresh. */
export const syncState = sports.table('sync_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** What a watchlist asks of today's games (the request's leagues, teams and situations, as validated). */
export interface WatchlistDefinitionRow {
  leagues: string[];
  teams: { league: string; code: string }[];
  situations: Record<string, string>[];
}

/**
 * Members' watchlists (a plan's "projects"): `user_id` is the verified token's subject. `bytes` is what the
 * watchlist takes of the member's storage (its name and definition as stored), kept so a sum is one index scan.
 */
export const watchlists = sports.table(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<WatchlistDefinitionRow>().notNull(),
    alerts: boolean('alerts').notNull().default(false),
    bytes: integer('bytes').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('watchlists_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Members' bets (My bets): `user_id` is the verified token's subject; the game's matchup, date and selection are
 * read from the game. Open until the game is final (then won, lost or push) or postponed (void), settled once: the
 * settling UPDATE only takes rows still open. `model_probability` is the prediction's for the side when the bet was
 * logged; `closing_price` the side's stored pre-game price, filled when the bet settles.
 */
export const bets = sports.table(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    league: text('league').notNull(),
    gameId: text('game_id').notNull(),
    market: text('market').notNull(),
    side: text('side').notNull(),
    price: integer('price').notNull(),
    stake: doublePrecision('stake').notNull(),
    line: doublePrecision('line'),
    book: text('book'),
    note: text('note'),
    status: text('status').notNull().default('open'),
    profit: doublePrecision('profit'),
    modelProbability: doublePrecision('model_probability'),
    closingPrice: integer('closing_price'),
    clv: doublePrecision('clv'),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    check('bets_status_check', sql`${t.status} IN ('open', 'won', 'lost', 'push', 'void')`),
    index('bets_user_idx').on(t.userId, t.createdAt),
    index('bets_game_status_idx').on(t.league, t.gameId, t.status),
  ],
);

/**
 * The public ledger (docs/ledger.md): one row per league and day committed, chained by root; the primary key
 * makes the commitment once per league-day, the unique previous root keeps the chain from forking, and a trigger
 * (migration 0006_ledger_append_only) refuses every UPDATE and DELETE of this table and of ledger_leaves.
 */
export const ledgerDays = sports.table(
  'ledger_days',
  {
    league: text('league').notNull(),
    date: day('date').notNull(),
    kind: text('kind').notNull(),
    committedAt: instant('committed_at').notNull().defaultNow(),
    clock: text('clock').notNull(),
    clockTime: instant('clock_time').notNull(),
    firstStart: instant('first_start').notNull(),
    previousDate: day('previous_date'),
    previousRoot: text('previous_root').notNull(),
    merkleRoot: text('merkle_root').notNull(),
    root: text('root').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.league, t.date] }),
    uniqueIndex('ledger_days_previous_root_idx').on(t.league, t.previousRoot),
  ],
);

/** A committed day's leaves in game-id order: each prediction's hash as it was at commitment. */
export const ledgerLeaves = sports.table(
  'ledger_leaves',
  {
    gameId: text('game_id').primaryKey(),
    league: text('league').notNull(),
    date: day('date').notNull(),
    position: integer('position').notNull(),
    leafHash: text('leaf_hash').notNull(),
  },
  (t) => [uniqueIndex('ledger_leaves_day_idx').on(t.league, t.date, t.position)],
);

/** A day's root as submitted to a timestamp calendar outside our control, with the calendar's receipt. */
export const ledgerAnchors = sports.table(
  'ledger_anchors',
  {
    league: text('league').notNull(),
    date: day('date').notNull(),
    calendar: text('calendar').notNull(),
    /** The calendar's answer (an OpenTimestamps timestamp, pending until it reaches a Bitcoin block), hex. */
    receipt: text('receipt').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.league, t.date, t.calendar] })],
);

export const sportsSchema = {
  teams,
  games,
  odds,
  priceHistory,
  predictions,
  marketForecasts,
  teamTrends,
  playerSeasons,
  syncState,
  watchlists,
  bets,
  ledgerDays,
  ledgerLeaves,
  ledgerAnchors,
};
export type SportsSchema = typeof sportsSchema;
