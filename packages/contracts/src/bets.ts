// My bets: a member's own ledger of bets (what, at what price, for how much, how it went), settled by the game's
// result, with its return and closing-line value. The payloads of /api/bets/; the arithmetic is in bet-book-rules.
import { z } from 'zod';
import { LEAGUES } from './sports-rules';

export * from './bet-book-rules';
import { BET_LIMITS, BET_MARKETS, BET_SIDES, BET_STATUSES, sideFitsMarket } from './bet-book-rules';

export const betLeagueSchema = z.enum(LEAGUES);
export const betMarketSchema = z.enum(BET_MARKETS);
export const betSideSchema = z.enum(BET_SIDES);
export const betStatusSchema = z.enum(BET_STATUSES);

/** An American price: at least +100 or at most −100 (−110, +150), as every book quotes it. */
export const americanPriceSchema = z
  .number()
  .int('An American price is a whole number (−110, +150).')
  .refine((p) => Math.abs(p) >= 100 && Math.abs(p) <= BET_LIMITS.maxAbsPrice, 'An American price is ≤ −100 or ≥ +100.');

const textField = (max: number) => z.string().trim().max(max);
/** Units or money, as the member keeps the bankroll (profile). */
const stakeSchema = z.number().positive('The stake is more than 0.').max(BET_LIMITS.maxStake);
/** The spread (home favoured by, as the game's spread) or the total taken. */
const lineSchema = z.number().min(-100).max(1000).multipleOf(0.5);

// ---- POST /api/bets/ (bearer token) ----
export const betInputSchema = z
  .object({
    league: betLeagueSchema,
    game_id: z.string().trim().min(1).max(64),
    market: betMarketSchema,
    side: betSideSchema,
    price: americanPriceSchema,
    stake: stakeSchema,
    /** Required for a spread or a total. */
    line: lineSchema.nullish(),
    book: textField(BET_LIMITS.bookLength).nullish(),
    note: textField(BET_LIMITS.noteLength).nullish(),
  })
  .strict()
  .refine((b) => sideFitsMarket(b.market, b.side), {
    message: 'A moneyline or spread bet is on home or away, a total on over or under.',
    path: ['side'],
  })
  .refine((b) => b.market === 'moneyline' || (b.line !== null && b.line !== undefined), {
    message: 'A spread or total bet needs its line.',
    path: ['line'],
  });
export type BetInput = z.input<typeof betInputSchema>;

// PATCH /api/bets/{id}/: the price, stake, line, book or note of an open bet (a settled bet: book and note only).
export const betPatchSchema = z
  .object({
    price: americanPriceSchema,
    stake: stakeSchema,
    line: lineSchema.nullable(),
    book: textField(BET_LIMITS.bookLength).nullable(),
    note: textField(BET_LIMITS.noteLength).nullable(),
  })
  .partial()
  .strict();

export const betSchema = z.object({
  id: z.string().uuid(),
  league: betLeagueSchema,
  game_id: z.string(),
  /** "BOS @ SEA" and the game's date, as the game lists show them. */
  matchup: z.string(),
  game_date: z.string(),
  market: betMarketSchema,
  side: betSideSchema,
  /** The team or "Over 44.5" the bet is on, as a person says it. */
  selection: z.string(),
  price: z.number().int(),
  stake: z.number(),
  line: z.number().nullable(),
  book: z.string().nullable(),
  note: z.string().nullable(),
  status: betStatusSchema,
  /** Won: stake × (decimal − 1); lost: −stake; push and void: 0. Null while open. */
  profit: z.number().nullable(),
  /** Vantage's probability of the side when the bet was logged (null: none for this market or game). */
  model_probability: z.number().nullable(),
  /** The last price known before the game started for this side, and the bet's CLV against it (percent). */
  closing_price: z.number().int().nullable(),
  clv: z.number().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Bet = z.infer<typeof betSchema>;

// ---- GET /api/bets/ ----
export const betListQuerySchema = z
  .object({
    status: z.enum(['open', 'settled']).optional(),
    league: betLeagueSchema.optional(),
    market: betMarketSchema.optional(),
    book: textField(BET_LIMITS.bookLength).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();
/** The list's and the summary's filters: dates YYYY-MM-DD (the game's), both ends included. */
export type BetFilters = z.infer<typeof betListQuerySchema>;
export const betListSchema = z.object({
  bets: z.array(betSchema),
  /** Bets the member's plan keeps (null: every bet). */
  kept_limit: z.number().int().positive().nullable(),
});
export type BetList = z.infer<typeof betListSchema>;

const betTotalsSchema = z.object({
  bets: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  pushed: z.number().int().nonnegative(),
  /** Stake of the settled bets (void excluded). */
  staked: z.number(),
  profit: z.number(),
  /** Profit ÷ staked, percent; null with nothing staked. */
  roi: z.number().nullable(),
  /** Mean CLV (percent) of the bets whose closing price is known; null without one. */
  clv: z.number().nullable(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

// ---- GET /api/bets/summary/ ----
export const betSummarySchema = betTotalsSchema.extend({
  by_league: z.array(betTotalsSchema.extend({ league: betLeagueSchema })),
  by_market: z.array(betTotalsSchema.extend({ market: betMarketSchema })),
  by_month: z.array(betTotalsSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
});
export type BetSummary = z.infer<typeof betSummarySchema>;

// ---- POST /api/bets/import/ (text/csv body, or {csv}) ----
export const betImportSchema = z.object({
  imported: z.number().int().nonnegative(),
  /** Rows that could not be read, with why: when any is listed nothing was imported. */
  rejected: z.array(z.object({ row: z.number().int().positive(), reason: z.string() })),
});
export type BetImport = z.infer<typeof betImportSchema>;

/**
 * GET /api/bets/export.csv: one header line, then one bet a line (RFC 4180, UTF-8, comma separated), columns in
 * this order. POST /api/bets/import/ reads the same file back (league, game_id, market, side, line, price, stake,
 * book and note; the other columns are the game's or the settlement's and are derived again).
 */
export const BET_CSV_COLUMNS = [
  'id',
  'game_date',
  'league',
  'game_id',
  'matchup',
  'market',
  'side',
  'selection',
  'line',
  'price',
  'stake',
  'book',
  'note',
  'status',
  'profit',
  'closing_price',
  'clv',
  'created_at',
  'settled_at',
] as const;
