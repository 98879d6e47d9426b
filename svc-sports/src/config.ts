import { baseConfigSchema, port, verifierConfigSchema } from '@vantage/service-kit/config';
import { z } from 'zod';
import { isCalendarDate } from '@vantage/contracts/sports';
import { DEFAULT_REPLAY_DATE } from './clock/clock';

export const sportsConfigSchema = baseConfigSchema.extend(verifierConfigSchema.shape).extend({
  PORT: port(4002),
  /**
   * "today" for the product: YYYY-MM-DD replays that date, "live" uses the real Eastern date. Unset: live in
   * production, else the replay of DEFAULT_REPLAY_DATE (the shipped data ends in 2023).
   */
  VANTAGE_TODAY: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === '' || v === 'live' || isCalendarDate(v), 'must be YYYY-MM-DD or "live"'),
  /** First date whose predictions are recorded (default: 1 January of the season before today's). */
  PREDICTIONS_FROM: z
    .string()
    .optional()
    .refine((v) => v === undefined || isCalendarDate(v), 'must be YYYY-MM-DD'),
  /** The shipped dataset (defaults to svc-sports/data). */
  SPORTS_DATA_DIR: z.string().optional(),
  STATSAPI_BASE_URL: z.string().url().default('https://statsapi.mlb.com/api/v1'),
  /** Minutes between provider refreshes in live mode; 0 turns ingestion off. */
  INGEST_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(15),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The Odds API key for live moneylines; without it live games have no line (and no EV). */
  ODDS_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export type SportsConfig = z.infer<typeof sportsConfigSchema>;

/** The replayed date, or null for the live clock. */
export function replayDate(config: SportsConfig): string | null {
  const value = config.VANTAGE_TODAY;
  if (value === 'live') return null;
  if (value) return value;
  return config.NODE_ENV === 'production' ? null : DEFAULT_REPLAY_DATE;
}
