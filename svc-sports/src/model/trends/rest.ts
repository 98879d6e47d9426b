/**
 * Rest, one definition for trends and the trend explorer (docs/product-rules.md §5, "Rest"): a team's days off
 * before a game are the calendar days between its previous game of the season and this one. The day after its
 * last game is no rest, one day between is one day off. A doubleheader's second game, the same day as the first,
 * is none of these: it is its own situation. A season's first game has no rest figure.
 */
export type Rest = 'none' | 'one' | 'two_plus';

export function restOf(daysOff: number | null, doubleheaderNightcap = false): Rest | null {
  if (daysOff === null || doubleheaderNightcap) return null;
  return daysOff === 0 ? 'none' : daysOff === 1 ? 'one' : 'two_plus';
}
