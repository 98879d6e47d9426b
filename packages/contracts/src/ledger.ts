// Answers of the public ledger (GET /api/<league>/ledger/ and /ledger/<game_id>/proof/); the hashing rules they
// follow are in ./ledger-rules, zod-free so the browser's verify and the CLI share them.
import { z } from 'zod';
import { LEDGER_KINDS } from './ledger-rules';
import { calendarDateSchema, isoDateSchema } from './sports';

export * from './ledger-rules';

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 hash in lower-case hex.');
const instantSchema = z.string().datetime({ offset: true });

export const ledgerQuerySchema = z.object({ date: calendarDateSchema });

export const ledgerPredictionSchema = z.object({
  game_id: z.string(),
  league: z.string(),
  date: isoDateSchema,
  away: z.string(),
  home: z.string(),
  p_home: z.number(),
  recommendation: z.string(),
  model_version: z.string(),
  created_at: z.string(),
});

/** When and against which clock a day was committed; `kind` is decided by them, at commitment. */
const commitmentSchema = z.object({
  league: z.string(),
  date: isoDateSchema,
  kind: z.enum(LEDGER_KINDS),
  /** When the row was stored, by the server's real clock. */
  committed_at: instantSchema,
  /** `live`: the real clock; `replay`: the replay of a past day, whose clock stands at that day's start. */
  clock: z.enum(['live', 'replay']),
  /** The commitment's time by that clock (equal to committed_at on the live clock). */
  clock_time: instantSchema,
  /** The day's first scheduled start (the day's start, US Eastern, when no game has a time). */
  first_start: instantSchema,
  previous_date: isoDateSchema.nullable(),
  previous_root: hashSchema,
  merkle_root: hashSchema,
  root: hashSchema,
  /** Receipts of the root from timestamp calendars outside our control (OpenTimestamps), when turned on. */
  anchors: z.array(z.object({ calendar: z.string(), receipt: z.string(), submitted_at: instantSchema })),
});

export const ledgerDaySchema = commitmentSchema.extend({
  /**
   * Every leaf in game-id order. `prediction` is the prediction as served now (null where the caller's plan
   * does not show it: a guest sees the day's free game); it must hash to `leaf_hash`.
   */
  leaves: z.array(
    z.object({ game_id: z.string(), leaf_hash: hashSchema, prediction: ledgerPredictionSchema.nullable() }),
  ),
});
export type LedgerDay = z.infer<typeof ledgerDaySchema>;

export const ledgerProofSchema = z.object({
  game_id: z.string(),
  date: isoDateSchema,
  prediction: ledgerPredictionSchema,
  leaf_hash: hashSchema,
  index: z.number().int().min(0),
  leaves: z.number().int().min(1),
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: hashSchema })),
  merkle_root: hashSchema,
  previous_root: hashSchema,
  root: hashSchema,
});
export type LedgerProof = z.infer<typeof ledgerProofSchema>;
