// Reading a game list answer (product rules §5): the server's `{date, games}`, complete as svc-sports sends it,
// or the games alone (a bare list, `[]` an empty day). Anything else is not a list ("Unexpected data format"); an
// entry that breaks the contract (no id, date or teams, a field of the wrong kind) is dropped and the rest are
// shown.
import type { ComparisonGame } from '@vantage/contracts/sports';
import type { ZodType } from 'zod';

/** product rules §5/§8: the dashboard's text when the answer is not a list (the trends listing adds ' from server'). */
export const UNEXPECTED_DATA_FORMAT = 'Unexpected data format';

/**
 * The games of a list answer, or null when the answer is not a list (→ 'Unexpected data format').
 * `gameSchema` is the contract's (comparisonGameSchema), passed in because the contract's schemas load apart
 * from this script.
 */
export function readGameList(answer: unknown, gameSchema: ZodType<ComparisonGame>): ComparisonGame[] | null {
  const games = Array.isArray(answer) ? answer : (answer as { games?: unknown } | null)?.games;
  if (!Array.isArray(games)) return null;
  return games.flatMap((entry) => {
    const parsed = gameSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
