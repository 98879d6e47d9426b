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

/** product rules §9: the algorithm score fallback (from a win probability) is capped at 95. */
export const ALGORITHM_SCORE_CAP = 95;
export function algorithmScoreFallback(winProbability: number): number {
  return Math.min(ALGORITHM_SCORE_CAP, Math.round(winProbability));
}

/** product rules §9 dashboard EDGE strength: a margin of at least 15 is high, at least 10 medium, else low. */
export function dashboardEdgeStrength(margin: number): Confidence {
  if (margin >= 15) return 'high';
  if (margin >= 10) return 'medium';
  return 'low';
}

export type EdgeStrength = 'strong' | 'moderate' | 'weak';
export const EDGE_STRENGTH_COLORS: Record<EdgeStrength, ScaleColor> = {
  strong: 'green',
  moderate: 'yellow',
  weak: 'orange',
};

/**
 * The game page's edge strength, in its own words but by the dashboard's rule on the same figure (the
 * prediction's margin): the spec's second rule, on the Vantage difference, called a 61% favourite "Weak edge"
 * on the game page while its card said "High edge".
 */
export function predictionEdgeStrength(margin: number): EdgeStrength {
  return ({ high: 'strong', medium: 'moderate', low: 'weak' } as const)[dashboardEdgeStrength(Math.abs(margin))];
}

/** product rules §9: edge bar width = difference / 20, capped at 100%. */
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

/** product rules §9: the margin text is shown only for a margin over 5. */
export const MARGIN_SHOWN_ABOVE = 5;
export function showsMargin(margin: number): boolean {
  return margin > MARGIN_SHOWN_ABOVE;
}

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  high: 'High Confidence',
  medium: 'Medium Confidence',
  low: 'Low Confidence',
};

/** An EV percentage for display: '+4.2%', '-3.0%', or 'N/A' when there is none (no moneyline, or locked). */
export function formatEv(ev: number | null | undefined): string {
  if (ev === null || ev === undefined || Number.isNaN(ev)) return 'N/A';
  return `${ev > 0 ? '+' : ''}${ev.toFixed(1)}%`;
}

/** An American moneyline as printed: '+150' for an underdog, '-120' for a favourite. */
export function formatMoneyline(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/** product rules §2: an EV is green when positive, red otherwise; a missing one is neutral. */
export function evColor(ev: number | null | undefined): ScaleColor | null {
  if (ev === null || ev === undefined || Number.isNaN(ev)) return null;
  return ev > 0 ? 'green' : 'red';
}
