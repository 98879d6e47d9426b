import { baseConfigSchema, port, verifierConfigSchema } from '@vantage/service-kit/config';
import { z } from 'zod';
import { isCalendarDate, type League } from '@vantage/contracts/sports';
import type { LeagueProfile } from './registry/profiles';

const replayDateSetting = z
  .string()
  .optional()
  .refine((v) => v === undefined || isCalendarDate(v), 'must be YYYY-MM-DD');

export const sportsConfigSchema = baseConfigSchema.extend(verifierConfigSchema.shape).extend({
  PORT: port(4002),
  /**
   * "today" for the product: YYYY-MM-DD replays that date, "live" uses the real Eastern date. Unset: live in
   * production, else the replay of MLB's demo day (leagues/mlb/profile.ts; the shipped data ends in 2023).
   */
  VANTAGE_TODAY: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === '' || v === 'live' || isCalendarDate(v), 'must be YYYY-MM-DD or "live"'),
  /** The replayed "today" of the NBA, NFL and NHL when VANTAGE_TODAY replays (default: each one's demo day). */
  VANTAGE_TODAY_NBA: replayDateSetting,
  VANTAGE_TODAY_NFL: replayDateSetting,
  VANTAGE_TODAY_NHL: replayDateSetting,
  /** First date whose predictions are recorded (default: 1 January of the season before today's). */
  PREDICTIONS_FROM: z
    .string()
    .optional()
    .refine((v) => v === undefined || isCalendarDate(v), 'must be YYYY-MM-DD'),
  /** The shipped dataset (defaults to svc-sports/data). */
  SPORTS_DATA_DIR: z.string().optional(),
  STATSAPI_BASE_URL: z.string().url().default('https://statsapi.mlb.com/api/v1'),
  /** Other places for the live feeds (a proxy, a test's server); unset: each feed's public address. */
  NHL_API_WEB_BASE_URL: z.string().url().optional(),
  NBA_CDN_BASE_URL: z.string().url().optional(),
  NBA_STATS_BASE_URL: z.string().url().optional(),
  ESPN_BASE_URL: z.string().url().optional(),
  ODDS_API_BASE_URL: z.string().url().optional(),
  /** Minutes between provider refreshes in live mode; 0 turns ingestion off. */
  INGEST_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(15),
  /** Per attempt of every feed's request (live/providers/http.ts: two retries, 1 s then 2 s later). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * OpenTimestamps calendars (comma-separated URLs) each committed root is submitted to (docs/operations.md,
   * "Anchoring the ledger"); unset: the ledger is not anchored outside this database.
   */
  LEDGER_ANCHOR_CALENDARS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** The Odds API key for live moneylines; without it live games have no line (and no EV). */
  ODDS_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export type SportsConfig = z.infer<typeof sportsConfigSchema>;

/**
 * The replayed date, or null for the live clock: VANTAGE_TODAY, else outside production the demo day of
 * `profile`'s league. The service's own clock reads the registry's first league's (MLB, src/leagues/registry.ts).
 */
export function replayDate(config: SportsConfig, profile: LeagueProfile): string | null {
  const value = config.VANTAGE_TODAY;
  if (value === 'live') return null;
  if (value) return value;
  return config.NODE_ENV === 'production' ? null : profile.defaultReplayDate;
}

/**
 * A league's replayed date, or null for the live clock: every league replays when MLB does (no single date has
 * all four in season, so each replays its own demo day unless VANTAGE_TODAY_<LEAGUE> names one).
 */
export function leagueReplayDate(config: SportsConfig, profile: LeagueProfile): string | null {
  const replay = replayDate(config, profile);
  if (replay === null) return null;
  const setting: Record<League, string | undefined> = {
    mlb: replay,
    nba: config.VANTAGE_TODAY_NBA,
    nfl: config.VANTAGE_TODAY_NFL,
    nhl: config.VANTAGE_TODAY_NHL,
  };
  return setting[profile.league] || profile.defaultReplayDate;
}
