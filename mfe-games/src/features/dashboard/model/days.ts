// The dashboard's two tabs, today's games and yesterday's results (product rules §2, §4).
import type { ComparisonGame } from '@vantage/contracts/sports';

export type Day = 'today' | 'yesterday';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The tab's count line: today's games, or yesterday's completed ones, as the filters leave them ("1 of 15 games
 * today"); undefined until the list is in.
 */
export function dayCountText(
  day: Day,
  games: readonly ComparisonGame[] | undefined,
  isVisible: (game: ComparisonGame) => boolean,
): string | undefined {
  if (!games) return undefined;
  const counted = day === 'today' ? games : games.filter((game) => game.game_status === 'completed');
  const shown = counted.filter(isVisible).length;
  const total = plural(counted.length, 'game');
  return `${shown === counted.length ? total : `${shown} of ${total}`} ${day === 'today' ? 'today' : 'completed'}`;
}

/**
 * Whether a tab shows its skeletons. A failed calendar leaves the day's query skipped: the tab shows that
 * error, not endless skeletons.
 */
export function isDayLoading(
  calendar: { isLoading: boolean; error?: unknown },
  games: unknown,
  day: { error?: unknown },
): boolean {
  return !calendar.error && (calendar.isLoading || (!games && !day.error));
}
