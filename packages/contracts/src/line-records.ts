// A bettor's records against the closing lines the data holds: against the spread (ATS) and over/under (O/U).
import { z } from 'zod';

/**
 * Against the spread, from the team's side: it covers when its margin plus its line is above zero, fails when
 * below, pushes (stakes returned) when exactly zero, which only an integer line allows.
 */
export const atsRecordSchema = z.object({
  /** Where the spreads come from ("nflverse closing spread_line"). */
  source: z.string(),
  covers: z.number().int(),
  fails: z.number().int(),
  pushes: z.number().int(),
  /** covers / (covers + fails) in percent, one decimal; null without a decided game. */
  cover_pct: z.number().nullable(),
  /** Games of the set the source has no spread for (not counted above). */
  unlined: z.number().int(),
});
export type AtsRecord = z.infer<typeof atsRecordSchema>;

/** Over/under: both teams' points against the game's total; exactly the total is a push. */
export const ouRecordSchema = z.object({
  /** Where the totals come from. */
  source: z.string(),
  overs: z.number().int(),
  unders: z.number().int(),
  pushes: z.number().int(),
  /** overs / (overs + unders) in percent, one decimal; null without a decided game. */
  over_pct: z.number().nullable(),
  /** Games of the set the source has no total for (not counted above). */
  unlined: z.number().int(),
});
export type OuRecord = z.infer<typeof ouRecordSchema>;

/**
 * Both records over one set of played games. A record is null when the league's data has no such line at all
 * (the NHL's has moneylines only; MLB's run line starts in 2014 and ends in 2021).
 */
export const lineRecordsSchema = z.object({
  ats: atsRecordSchema.nullable(),
  ou: ouRecordSchema.nullable(),
});
export type LineRecords = z.infer<typeof lineRecordsSchema>;

/** A team's season against the lines, in games played before today: all of them, at home and away. */
export const teamLineRecordsSchema = z.object({
  all: lineRecordsSchema,
  home: lineRecordsSchema,
  away: lineRecordsSchema,
});
export type TeamLineRecords = z.infer<typeof teamLineRecordsSchema>;

/** A shown trend's games (the same ones as its W-L) against the lines. */
export const trendLineRecordsSchema = lineRecordsSchema.extend({
  /** The trend as in `positive` or `negative`. */
  trend: z.string(),
  positive: z.boolean(),
});
export type TrendLineRecords = z.infer<typeof trendLineRecordsSchema>;
