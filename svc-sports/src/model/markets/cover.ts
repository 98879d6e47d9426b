/**
 * Spreads and totals from a game's distributions, league-neutral. A spread is the points (goals, runs) the home
 * side is favoured by, as the sources give it (home −3.5 is a spread of 3.5; a home underdog's is negative): the
 * home side covers when it wins by more, the away side when the home margin is less, and an integer line can
 * push (stakes returned). A total: over when more points are scored, under when fewer, push when exactly the line.
 */
import { decimalOdds, devigHome } from '@vantage/contracts/bet-rules';
import type { Distribution } from './distribution';

export interface TwoWay {
  /** Home covers / over. */
  first: number;
  /** Away covers / under. */
  second: number;
  /** Exactly the line (0 for a half-point line). */
  push: number;
}

function split(d: Distribution, line: number): TwoWay {
  if (!Number.isFinite(line)) throw new RangeError(`a line must be a number, not ${line}`);
  let above = 0;
  let at = 0;
  let below = 0;
  d.p.forEach((x, i) => {
    const k = d.min + i;
    if (k > line) above += x;
    else if (k < line) below += x;
    else at += x;
  });
  return { first: above, second: below, push: at };
}

/** P(home covers), P(away covers), P(push) of a margin distribution (home minus away) at the home side's spread. */
export function spreadChances(
  margin: Distribution,
  homeFavouredBy: number,
): { home: number; away: number; push: number } {
  const { first, second, push } = split(margin, homeFavouredBy);
  return { home: first, away: second, push };
}

/** P(over), P(under), P(push) of a total-score distribution at the line. */
export function totalChances(total: Distribution, line: number): { over: number; under: number; push: number } {
  const { first, second, push } = split(total, line);
  return { over: first, under: second, push };
}

/** A side's chance once a push (stakes returned) is set aside: P(win) / (P(win) + P(lose)). */
export function withoutPush(win: number, lose: number): number {
  return win + lose > 0 ? win / (win + lose) : 0.5;
}

/** The first side's chance of a two-way market with the bookmaker's margin removed proportionally. */
export function devigTwoWay(firstPrice: number, secondPrice: number): number {
  return devigHome(firstPrice, secondPrice);
}

/** EV per unit staked (percent, one decimal) with a push returning the stake: the served figure's rule. */
export { lineEvPercent as marketEvPercent } from '@vantage/contracts/bet-rules';

/** The settled profit of one unit at an American price: decimal − 1 when it won, 0 on a push, −1 when it lost. */
export function settledProfit(outcome: 'win' | 'push' | 'lose', price: number): number {
  return outcome === 'win' ? decimalOdds(price) - 1 : outcome === 'push' ? 0 : -1;
}
