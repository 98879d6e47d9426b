// Stake sizing on the game page: the Kelly stake of the member's bankroll at a chosen fraction, from the win
// probability Vantage prices EV with (the blend of model and market), at the moneyline and on the best-EV side of
// the spread and of the total, and a plain warning when the model and the market disagree a lot. The arithmetic is the contract's (kellyStake, bet-rules); this reads the game's figures.
import {
  DEFAULT_KELLY_FRACTION,
  kellyStake,
  type BetMarket,
  type BetSideTaken,
} from '@vantage/contracts/bet-book-rules';
import { betSubject, decimalOdds, devigHome, formatPrice, LARGE_MARKET_GAP } from '@vantage/contracts/bet-rules';
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
  | 'spread'
  | 'total'
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
  market: BetMarket;
  side: BetSideTaken;
  /** What the bet is on, as the bet slip words it: 'SEA', 'SEA -3.5', 'Over 8.5'. */
  subject: string;
  price: number;
  /** Whether the price is the usual −110 assumed for a line the data has without prices. */
  assumed: boolean;
  /** The chance to win that EV is priced with (0–1), a push apart. */
  probability: number;
  /** The chance of a push (an integer line landed on: the stake returned), 0–1; 0 at the moneyline. */
  push: number;
  /** The model's own probability minus the de-vigged market's, in percentage points (pushes left out). */
  marketGap: number;
  stake: number;
}

/**
 * The win probability the EV was priced with, read back from the EV and its price. A push returns the stake, so
 * EV% = 100 (p × d − 1 + push) and p = (1 + EV/100 − push) ÷ d (the moneyline has no push). The EV is sent to
 * one decimal, so p is within 0.05 points of the server's.
 */
export function evProbability(ev: number, price: number, push = 0): number {
  return (1 + ev / 100 - push) / decimalOdds(price);
}

/** One side as the sizing reads it: its EV at its price, the push's chance and the model's and market's chances. */
interface PricedSide {
  market: BetMarket;
  side: BetSideTaken;
  line: number | null;
  price: number;
  assumed: boolean;
  ev: number;
  push: number;
  /** The model's chance of the side among the decided outcomes, and the de-vigged market's (0–1). */
  model: number;
  fair: number;
}

/**
 * A side's Kelly stake. With a push the stake comes back, so Kelly is the win's chance among decided bets,
 * p ÷ (1 − push), at the price (kellyStake of bet-book-rules, the moneyline's as is).
 */
function sizeSide(game: SizingGame, s: PricedSide, bankroll: number, fraction: number): SideSizing {
  const probability = evProbability(s.ev, s.price, s.push);
  const abbreviations = { home: teamAbbreviation(game, 'home'), away: teamAbbreviation(game, 'away') };
  const team = s.side === 'home' || s.side === 'away' ? abbreviations[s.side] || game[`${s.side}_team`] : '';
  return {
    market: s.market,
    side: s.side,
    subject: s.market === 'moneyline' ? team : betSubject(s, abbreviations),
    price: s.price,
    assumed: s.assumed,
    probability,
    push: s.push,
    marketGap: Math.round(1000 * (s.model - s.fair)) / 10,
    stake: kellyStake(probability / (1 - s.push), s.price, bankroll, fraction),
  };
}

/** Each side's Kelly stake at the moneyline; null when the game has no line or its EV is locked. */
export function sizeStakes(game: SizingGame, bankroll: number, fraction: number): SideSizing[] | null {
  const { moneyline } = game;
  if (!moneyline || game.home_ev === null || game.away_ev === null) return null;
  const marketHome = devigHome(moneyline.home, moneyline.away);
  return (['away', 'home'] as const).map((side) =>
    sizeSide(
      game,
      {
        market: 'moneyline',
        side,
        line: null,
        price: moneyline[side],
        assumed: false,
        ev: side === 'home' ? game.home_ev! : game.away_ev!,
        push: 0,
        model: (side === 'home' ? game.home_win_probability : game.away_win_probability) / 100,
        fair: side === 'home' ? marketHome : 1 - marketHome,
      },
      bankroll,
      fraction,
    ),
  );
}

/** A line market's two sides (home/over first) as the list entry gives them; null when locked (no EV, no price). */
function lineSides(game: SizingGame, market: 'spread' | 'total'): [PricedSide, PricedSide] | null {
  const m = game[market];
  if (!m) return null;
  const [first, second] =
    'home_ev' in m
      ? ([
          ['home', m.home_ev, m.home_price, m.home_cover_probability],
          ['away', m.away_ev, m.away_price, m.away_cover_probability],
        ] as const)
      : ([
          ['over', m.over_ev, m.over_price, m.over_probability],
          ['under', m.under_ev, m.under_price, m.under_probability],
        ] as const);
  if (first[1] === null || second[1] === null || first[2] === null || second[2] === null) return null;
  const marketFirst = devigHome(first[2], second[2]);
  const decided = first[3] + second[3];
  return [first, second].map(([side, ev, price, chance], i) => ({
    market,
    side,
    line: m.line,
    price: price!,
    assumed: m.prices_assumed,
    ev: ev!,
    push: m.push_probability / 100,
    model: chance / decided,
    fair: i === 0 ? marketFirst : 1 - marketFirst,
  })) as [PricedSide, PricedSide];
}

/**
 * The spread's and the total's best-EV side each (the markets the game has), sized as the moneyline is; its stake
 * is 0 when not even that side is worth a bet. Null when the game has neither or their EV is locked.
 */
export function sizeLineStakes(game: SizingGame, bankroll: number, fraction: number): SideSizing[] | null {
  const markets = (['spread', 'total'] as const).flatMap((market) => {
    const sides = lineSides(game, market);
    return sides ? [sides[1].ev > sides[0].ev ? sides[1] : sides[0]] : [];
  });
  if (markets.length === 0) return null;
  return markets.map((best) => sizeSide(game, best, bankroll, fraction));
}

/** The side worth a stake, if either is. */
export const stakedSide = (sides: SideSizing[]): SideSizing | null => sides.find(({ stake }) => stake > 0) ?? null;

const MARKET_NAMES: Record<BetMarket, string> = { moneyline: 'moneyline', spread: 'spread', total: 'total' };

export const SIZING_TEXT = {
  title: 'Stake sizing',
  fraction: 'Kelly fraction',
  noBankroll: 'Set your bankroll to see the stake Kelly sizes for this game.',
  locked: 'Stake sizing uses the expected value, which comes with Premium.',
  noLine: 'No line for this game yet, so there is nothing to size.',
  noMoneyline: 'No moneyline for this game yet.',
  market: (market: BetMarket) => MARKET_NAMES[market][0].toUpperCase() + MARKET_NAMES[market].slice(1),
  stake: (side: SideSizing, fraction: number, bankroll: number) =>
    `${formatAmount(side.stake)} on ${side.subject} at ${formatPrice(side.price)}${side.assumed ? ' (assumed)' : ''}: ` +
    `${fractionName(fraction)} Kelly of your bankroll of ${formatAmount(bankroll)} ` +
    `(${((100 * side.stake) / bankroll).toFixed(1)}%).`,
  none: 'No stake: at these prices neither side is worth a bet by the probability Vantage prices EV with.',
  /** The best side of a spread or a total that is not worth a bet either. */
  noLineStake: (side: SideSizing) =>
    `No stake on the ${MARKET_NAMES[side.market]}: its better side, ${side.subject} at ${formatPrice(side.price)}, ` +
    `is not worth a bet by the probability Vantage prices EV with.`,
  /** Break-even: the win chance at which EV is 0, (1 − push) ÷ d. */
  basis: (side: SideSizing) =>
    `Vantage gives ${side.subject} ${(100 * side.probability).toFixed(1)}%` +
    `${side.push > 0 ? ` and a push ${(100 * side.push).toFixed(1)}%` : ''} (the blend of the model and the ` +
    `market that the EV uses); the price pays ${((100 * (1 - side.push)) / decimalOdds(side.price)).toFixed(1)}% ` +
    `break-even.`,
  /** The warning of a large disagreement: what the stake rests on, in plain words. */
  gap: (side: SideSizing) =>
    `Careful: the model gives ${side.subject} ${Math.abs(side.marketGap).toFixed(1)} points ` +
    `${side.marketGap > 0 ? 'more' : 'less'} than the market does. When they disagree this much, the market is ` +
    `often the one that is right, and a stake sized from the model can be too big. Consider a smaller fraction.`,
};

export const fractionName = (fraction: number): string =>
  KELLY_FRACTIONS.find(({ value }) => value === fraction)?.label.toLowerCase() ?? `${fraction}×`;

/** Whether the model and the market disagree a lot on this side (LARGE_MARKET_GAP points, either way). */
export const largeGap = (side: SideSizing): boolean => Math.abs(side.marketGap) >= LARGE_MARKET_GAP;
