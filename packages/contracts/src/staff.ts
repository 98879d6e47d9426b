import { z } from 'zod';
import { calendarDateSchema, isoDateSchema, SEASON_BOUNDS, TREND_MIN_SAMPLE } from './sports';

/** product rules §3 Staff info: who is calling and whether they may open /yoko/trends. */
export const staffInfoSchema = z.object({
  username: z.string(),
  is_staff: z.boolean(),
});
export type StaffInfo = z.infer<typeof staffInfoSchema>;

/** Either one season, or a date range (each end optional); neither means the current season to date. */
export const trendsDataQuerySchema = z
  .object({
    season: z.coerce.number().int().min(SEASON_BOUNDS.min).max(SEASON_BOUNDS.max).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((q) => q.season === undefined || (q.from === undefined && q.to === undefined), {
    message: 'Choose either a season or a date range, not both.',
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: '"from" must not be after "to".',
  });
export type TrendsDataQuery = z.infer<typeof trendsDataQuerySchema>;

/** One trend key (e.g. "Home favourite after a win") over the played games of the range. */
export const trendTypeStatsSchema = z.object({
  name: z.string(),
  /** How many times it fired for a team. */
  count: z.number().int(),
  /** Share (0–100) of firings where the side it flagged won. */
  win_percentage: z.number(),
  /** Average record (0–100) it stood on for the flagged side when it fired: what it promised. */
  avg_score: z.number(),
});
export type TrendTypeStats = z.infer<typeof trendTypeStatsSchema>;

export const teamTrendPerformanceSchema = z.object({
  team: z.string(),
  /** The team's win share (0–100) in the played games of the range. */
  win_percentage: z.number(),
  /** Share (0–100) of the trends that fired for the team that hit. */
  success_rate: z.number(),
  total_trends: z.number().int(),
});
export type TeamTrendPerformance = z.infer<typeof teamTrendPerformanceSchema>;

/** The trend with the best win rate among those that fired at least TREND_MIN_SAMPLE times. */
export const bestTrendSchema = z.object({
  name: z.string(),
  win_percentage: z.number(),
  /** The firings the rate is counted from (its sample; never under min_sample). */
  sample: z.number().int(),
});

export const trendsDataSchema = z.object({
  /** The dates actually covered: played games before today. */
  from: isoDateSchema,
  to: isoDateSchema,
  trends_by_type: z.array(trendTypeStatsSchema),
  teams_performance: z.array(teamTrendPerformanceSchema),
  /** The smallest sample a rate is ranked on. */
  min_sample: z.literal(TREND_MIN_SAMPLE),
  /** Null when no trend fired often enough. */
  best_trend: bestTrendSchema.nullable(),
});
export type TrendsData = z.infer<typeof trendsDataSchema>;
export type BestTrend = z.infer<typeof bestTrendSchema>;
