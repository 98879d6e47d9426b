// Score rules and thresholds of product rules §5 and §9, shared by the dashboard card, the modal and the matchup page.
import { paletteVar } from '@vantage/client/theme';
import type { Confidence } from '@vantage/contracts/sports-rules';

/** The four colours of every threshold scale, strongest first. */
export type ScaleColor = 'green' | 'yellow' | 'orange' | 'red';

/** Shade 7 of each preset colour: readable on white, and on dark backgrounds dark mode's lighter shade 7. */
export const SCALE_COLORS: Record<ScaleColor, string> = {
  green: paletteVar('green', 7),
  yellow: paletteVar('yellow', 7),
  orange: paletteVar('orange', 7),
  red: paletteVar('red', 7),
};

/** product rules §5: the colour of a pick's confidence (how far it is ahead). */
export const EDGE_STRENGTH_COLORS: Record<Confidence, ScaleColor> = {
  high: 'green',
  medium: 'yellow',
  low: 'orange',
};

/** product rules §9: the pick's bar width = difference / 20, capped at 100%. */
export function edgeBarWidthPercent(difference: number): number {
  return Math.min((Math.abs(difference) / 20) * 100, 100);
}

/**
 * A category's colour (out of 10, 5 being the day's league average): 7 or more green, 5 yellow, 3 orange,
 * else red. One scale on every screen: the spec's second one (8/6/4 outside the card) coloured 5.9 yellow on
 * the card and orange in the modal.
 */
export function categoryColor(value: number): ScaleColor {
  if (value >= 7) return 'green';
  if (value >= 5) return 'yellow';
  if (value >= 3) return 'orange';
  return 'red';
}

/** product rules §9 total score colours (out of 60): 40 and up green, 30 and up yellow, else red. */
export function totalScoreColor(total: number): ScaleColor {
  if (total >= 40) return 'green';
  if (total >= 30) return 'yellow';
  return 'red';
}

/** An EV percentage for display: '+4.2%', '-3.0%', or 'N/A' when there is none (no moneyline, or locked). */
export function formatEv(ev: number | null | undefined): string {
  if (ev === null || ev === undefined || Number.isNaN(ev)) return 'N/A';
  return `${ev > 0 ? '+' : ''}${ev.toFixed(1)}%`;
}

/** An American moneyline as printed: '+150' for an underdog, '-120' for a favourite. */
export { formatPrice as formatMoneyline } from '@vantage/contracts/bet-rules';

/** product rules §2: an EV is green when positive, red otherwise; a missing one is neutral. */
export function evColor(ev: number | null | undefined): ScaleColor | null {
  if (ev === null || ev === undefined || Number.isNaN(ev)) return null;
  return ev > 0 ? 'green' : 'red';
}
