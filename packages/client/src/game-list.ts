// Reading a game list answer (product rules §3, §5 keep rules, §7): an array
// of games or an object with a games array. Entries without an id, a date or both teams are dropped; missing
// fields take the spec's defaults; what is left must match the svc-sports contract, else it is dropped too.
import type { ComparisonGame } from '@vantage/contracts/sports';
import { GAME_MODEL_DEFAULTS } from '@vantage/contracts/sports-rules';
import type { ZodType } from 'zod';

/** product rules §5/§8: the dashboard's text when the answer is not a list (the trends listing adds ' from server'). */
export const UNEXPECTED_DATA_FORMAT = 'Unexpected data format';

type Defaults = Omit<ComparisonGame, 'game_id' | 'game_date' | 'home_team' | 'away_team'>;

const DEFAULTS: Defaults = {
  game_time: 'TBD',
  home_team_code: '',
  away_team_code: '',
  home_team_logo: null,
  away_team_logo: null,
  game_status: 'scheduled',
  final_score: null,
  actual_result: null,
  ...GAME_MODEL_DEFAULTS,
  home_starter: null,
  away_starter: null,
  moneyline: null,
  prediction_correct: null,
  has_prediction: false,
  // An answer without access flags hides nothing; the guest rule still applies on the screen.
  access: { insight: true, comprehensive_analysis: true, expected_value: true },
};

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function teamName(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/** The entries of a list answer, or null when the answer holds no list. */
function entriesOf(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  const games = (answer as { games?: unknown } | null)?.games;
  return Array.isArray(games) ? games : null;
}

/**
 * The games of a list answer, or null when the answer is not a list (→ 'Unexpected data format').
 * `pastDay`: the list is of a day before today, so a game without a status is completed. `gameSchema` is the
 * contract's (comparisonGameSchema), passed in because the contract's schemas load apart from this script.
 */
export function readGameList(
  answer: unknown,
  { pastDay, gameSchema }: { pastDay: boolean; gameSchema: ZodType<ComparisonGame> },
): ComparisonGame[] | null {
  const entries = entriesOf(answer);
  if (!entries) return null;
  return entries.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const raw = entry as Record<string, unknown>;
    if (![raw.game_id, raw.game_date, raw.home_team, raw.away_team].every(isPresent)) return [];
    // Missing (undefined or null) fields take the defaults; nullable fields keep an explicit null.
    const filled: Record<string, unknown> = { ...DEFAULTS, game_status: pastDay ? 'completed' : 'scheduled' };
    for (const [key, value] of Object.entries(raw)) {
      if (value !== undefined && (value !== null || (DEFAULTS as Record<string, unknown>)[key] === null)) {
        filled[key] = value;
      }
    }
    filled.home_team = teamName(raw.home_team, 'Unknown Home Team');
    filled.away_team = teamName(raw.away_team, 'Unknown Away Team');
    const parsed = gameSchema.safeParse(filled);
    return parsed.success ? [parsed.data] : [];
  });
}
