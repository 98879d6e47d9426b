// Watchlists (a plan's "projects", product rules §10): a member's named set of leagues, teams and trend
// situations, with today's games that match, and what the member stores against the plan's limits.
import { z } from 'zod';
import { LEAGUES } from './sports-rules';
import { comparisonGameSchema, explorerSituationSchema } from './sports';

export * from './watchlist-rules';
import { WATCHLIST_LIMITS } from './watchlist-rules';

export const leagueSchema = z.enum(LEAGUES);

const unique = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const watchlistTeamSchema = z.object({
  league: leagueSchema,
  /** The team's code in its league (as the game lists' home_team_code). */
  code: z
    .string()
    .trim()
    .min(2)
    .max(8)
    .regex(/^[A-Za-z0-9]+$/, 'A team code is letters and digits.')
    .transform((code) => code.toUpperCase()),
});
export type WatchlistTeam = z.output<typeof watchlistTeamSchema>;

// ---- POST /api/watchlists/ and PUT /api/watchlists/{id}/ (bearer token) ----
export const watchlistInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the watchlist.').max(WATCHLIST_LIMITS.nameLength),
    /** Empty: every league. */
    leagues: z
      .array(leagueSchema)
      .max(LEAGUES.length)
      .refine((leagues) => unique(leagues, String), 'Each league once.')
      .default([]),
    /** Empty: every team of the chosen leagues. */
    teams: z
      .array(watchlistTeamSchema)
      .max(WATCHLIST_LIMITS.teams)
      .refine((teams) => unique(teams, (t) => `${t.league}|${t.code}`), 'Each team once.')
      .default([]),
    /** A game matches when one of its teams is in one of these (empty: any situation). */
    situations: z.array(explorerSituationSchema).max(WATCHLIST_LIMITS.situations).default([]),
    /** "Tell me when a game today matches": the daily digest's section. */
    alerts: z.boolean().default(false),
  })
  .strict();
export type WatchlistInput = z.input<typeof watchlistInputSchema>;
export type WatchlistDefinition = z.output<typeof watchlistInputSchema>;

// PATCH /api/watchlists/{id}/: rename, switch alerts, or change any part.
export const watchlistPatchSchema = z
  .object({
    name: watchlistInputSchema.shape.name,
    leagues: watchlistInputSchema.shape.leagues.unwrap(),
    teams: watchlistInputSchema.shape.teams.unwrap(),
    situations: watchlistInputSchema.shape.situations.unwrap(),
    alerts: z.boolean(),
  })
  .partial()
  .strict();

export const watchlistSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  leagues: z.array(leagueSchema),
  teams: z.array(watchlistTeamSchema.extend({ name: z.string() })),
  situations: z.array(explorerSituationSchema.extend({ description: z.string() })),
  alerts: z.boolean(),
  /** Its alerts are off for now: the member has more watchlists than the plan allows. */
  alerts_paused: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/** Projects and storage against the plan's limits (null: unlimited). */
export const watchlistUsageSchema = z.object({
  projects_used: z.number().int().nonnegative(),
  projects_limit: z.number().int().nonnegative().nullable(),
  /** Bytes the member's watchlists take. */
  watchlist_bytes: z.number().int().nonnegative(),
  storage_limit_bytes: z.number().int().positive(),
});
export type WatchlistUsage = z.infer<typeof watchlistUsageSchema>;

// ---- GET /api/watchlists/ ----
export const watchlistListSchema = z.object({
  watchlists: z.array(watchlistSchema),
  usage: watchlistUsageSchema,
});
export type WatchlistList = z.infer<typeof watchlistListSchema>;

// ---- GET /api/watchlists/{id}/today/ and GET /api/watchlists/today/?alerts=true ----
export const watchlistMatchSchema = z.object({
  league: leagueSchema,
  /** The game as the member's plan shows it in the day's list (never more). */
  game: comparisonGameSchema,
  /** The codes of the game's teams that match the watchlist. */
  teams: z.array(z.string()),
});
export const watchlistTodaySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** Each league's "today" (a replayed date in the demo). */
  days: z.array(z.object({ league: leagueSchema, date: z.string(), replay: z.boolean() })),
  matches: z.array(watchlistMatchSchema),
});
export type WatchlistToday = z.infer<typeof watchlistTodaySchema>;
export const watchlistTodayListSchema = z.object({ watchlists: z.array(watchlistTodaySchema) });
export type WatchlistTodayList = z.infer<typeof watchlistTodayListSchema>;
/** `?alerts=true|false` (absent: false): only the watchlists whose alert switch is on. */
export const watchlistTodayQuerySchema = z.object({ alerts: z.enum(['true', 'false']).default('false') });
