import type { ComparisonGame } from '@vantage/contracts/sports';

/** product rules §6/§9: free guest insights per list. */
export const FREE_GUEST_INSIGHTS = 1;

/**
 * Whether a game of the day's list (in time order) shows locked: its tier does not open it, or the viewer is a
 * guest and it is past the free insights, counted from the day's first game.
 */
export function isLocked(game: ComparisonGame, index: number, signedIn: boolean): boolean {
  return !game.access.insight || (!signedIn && index >= FREE_GUEST_INSIGHTS);
}
