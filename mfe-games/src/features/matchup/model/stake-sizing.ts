// Stake sizing on the game page: the Kelly stake of the member's bankroll at a chosen fraction, from the win
// probability Vantage prices EV with (the blend of model and market), and a plain warning when the model and the
// market disagree a lot. The arithmetic is the contract's (kellyStake, bet-rules); this reads the game's figures.
import { DEFAULT_KELLY_FRACTION, kellyStake } from '@vantage/contracts/bet-book-rules';
import { decimalOdds, devigHome, formatPrice, LARGE_MARKET_GAP } from '@vantage/contracts/bet-rules';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { formatAmount } from '@/shared/model/bet-slip';
import { teamAbbreviation } from '@/shared/model/teams';

export const KELLY_FRACTIONS = [
  { value: 0.1, label: 'Tenth' },
  { value: DEFAULT_KELLY_FRACTION, label: 'Quarter' },
  { value: 0.5, label: 'Half' },
  { value: 1, label: 'Full' },
] as const;

export type SizingGame = Pick<
  ComparisonGame,
  | 'home_ev'
  | 'away_ev'
  | 'moneyline'
  | 'home_win_probability'
  | 'away_win_probability'
  | 'home_team'
  | 'away_team'
  | 'home_team_code'
  | 'away_team_code'
  | 'home_team_abbreviation'
  | 'away_team_abbreviation'
>;

export interface SideSizing {
  side: 'home' | 'away';
  team: string;
  price: number;
  /** The probability EV is priced with (0–1). */
  probability: number;
  /** The model's own probability minus the de-vigged market's, in percentage points. */
  marketGap: number;
  stake: number;
}

/**
 * The win probability the game's EV was priced with, read back from the EV and its price: EV% = 100 (p × d − 1),
 * so p = (1 + EV/100) ÷ d. The EV is sent to one decimal, so p is within 0.05 points of the server's.
 */
export function evProbability(ev: number, price: number): number {
  return (1 + ev / 100) / decimalOdds(price);
}

/** Each side's Kelly stake at the moneyline; null when the game has no line or its EV is locked. */
export function sizeStakes(game: SizingGame, bankroll: number, fraction: number): SideSizing[] | null {
  const { moneyline } = game;
  if (!moneyline || game.home_ev === null || game.away_ev === null) return null;
  const marketHome = devigHome(moneyline.home, moneyline.away);
  return (['away', 'home'] as const).map((side) => {
    const price = moneyline[side];
    const probability = evProbability(side === 'home' ? game.home_ev! : game.away_ev!, price);
    const model = (side === 'home' ? game.home_win_probability : game.away_win_probability) / 100;
    const market = side === 'home' ? marketHome : 1 - marketHome;
    return {
      side,
      team: teamAbbreviation(game, side) || game[`${side}_team`],
      price,
      probability,
      marketGap: Math.round(1000 * (model - market)) / 10,
      stake: kellyStake(probability, price, bankroll, fraction),
    };
  });
}

/** The side worth a stake, if either is. */
export const stakedSide = (sides: SideSizing[]): SideSizing | null => sides.find(({ stake }) => stake > 0) ?? null;

export const SIZING_TEXT = {
  title: 'Stake sizing',
  fraction: 'Kelly fraction',
  noBankroll: 'Set your bankroll to see the stake Kelly sizes for this game.',
  locked: 'Stake sizing uses the expected value, which comes with Premium.',
  noLine: 'No moneyline for this game yet, so there is nothing to size.',
  stake: (side: SideSizing, fraction: number, bankroll: number) =>
    `${formatAmount(side.stake)} on ${side.team} at ${formatPrice(side.price)}: ${fractionName(fraction)} Kelly ` +
    `of your bankroll of ${formatAmount(bankroll)} (${((100 * side.stake) / bankroll).toFixed(1)}%).`,
  none: 'No stake: at these prices neither side is worth a bet by the probability Vantage prices EV with.',
  basis: (side: SideSizing) =>
    `Vantage gives ${side.team} ${(100 * side.probability).toFixed(1)}% (the blend of the model and the market ` +
    `that the EV uses); the price pays ${(100 / decimalOdds(side.price)).toFixed(1)}% break-even.`,
  /** The warning of a large disagreement: what the stake rests on, in plain words. */
  gap: (side: SideSizing) =>
    `Careful: the model gives ${side.team} ${Math.abs(side.marketGap).toFixed(1)} points ` +
    `${side.marketGap > 0 ? 'more' : 'less'} than the market does. When they disagree this much, the market is ` +
    `often the one that is right, and a stake sized from the model can be too big. Consider a smaller fraction.`,
};

export const fractionName = (fraction: number): string =>
  KELLY_FRACTIONS.find(({ value }) => value === fraction)?.label.toLowerCase() ?? `${fraction}×`;

/** Whether the model and the market disagree a lot on this side (LARGE_MARKET_GAP points, either way). */
export const largeGap = (side: SideSizing): boolean => Math.abs(side.marketGap) >= LARGE_MARKET_GAP;
