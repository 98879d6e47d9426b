// The arithmetic of a member's bets, decided once here (zod-free) for the service that settles them and the
// screens that size and word them: which sides a market has, how a final score settles a bet, its profit, its
// closing-line value and the Kelly stake.
import { decimalOdds, devigHome } from './bet-rules';
import type { TierType } from './tiers';

export const BET_MARKETS = ['moneyline', 'spread', 'total'] as const;
export type BetMarket = (typeof BET_MARKETS)[number];
export const BET_SIDES = ['home', 'away', 'over', 'under'] as const;
export type BetSideTaken = (typeof BET_SIDES)[number];
export const BET_STATUSES = ['open', 'won', 'lost', 'push', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export type BetOutcome = Exclude<BetStatus, 'open'>;

/**
 * Bounds of one bet, so a ledger stays small and a typo cannot log a bet of a billion; and of one import: a CSV
 * body (text/csv) of at most `importBytes` and `importRows` rows (a {csv} JSON body is also bound by the service's
 * 100 KB JSON limit).
 */
export const BET_LIMITS = {
  maxStake: 1_000_000,
  maxAbsPrice: 100_000,
  bookLength: 40,
  noteLength: 280,
  importBytes: 512 * 1024,
  importRows: 5_000,
} as const;

/** The most recent bets a plan keeps (null: every bet). */
export const PLAN_KEPT_BETS: Record<TierType, number | null> = { free: 25, basic: null, pro: null };

/** The teams of a game as a bet's selection names them: the full name on a moneyline, the nickname on a spread. */
export interface SelectionTeams {
  home: { name: string; nickname: string };
  away: { name: string; nickname: string };
}

/** A signed line as books print it: "−3.5", "+3.5", "PK" for a spread of 0 (a true minus sign). */
export function signedLine(points: number): string {
  if (points === 0) return 'PK';
  return points > 0 ? `+${points}` : `\u2212${-points}`;
}

/**
 * What a bet is on, as a person says it: "Boston Red Sox" (moneyline), "Chiefs −3.5" (spread: the home side
 * gives the line the home side is favoured by, the away side takes it), "Over 44.5" (total).
 */
export function betSelection(
  bet: { market: BetMarket; side: BetSideTaken; line: number | null },
  teams: SelectionTeams,
): string {
  const line = bet.line ?? 0;
  switch (bet.market) {
    case 'moneyline':
      return teams[bet.side === 'home' ? 'home' : 'away'].name;
    case 'spread':
      return bet.side === 'home'
        ? `${teams.home.nickname} ${signedLine(-line)}`
        : `${teams.away.nickname} ${signedLine(line)}`;
    case 'total':
      return `${bet.side === 'over' ? 'Over' : 'Under'} ${line}`;
  }
}

/** Moneyline and spread: home or away; total: over or under. */
export function sideFitsMarket(market: BetMarket, side: BetSideTaken): boolean {
  return market === 'total' ? side === 'over' || side === 'under' : side === 'home' || side === 'away';
}

export interface FinalScore {
  home: number;
  away: number;
}

/**
 * How a final score settles a bet. The spread is the points the home side is favoured by (home −3.5 → 3.5), for
 * either side, as the game's spread is given; a total is the combined score. A tie on the moneyline (an NFL tie)
 * and an exact line are a push: the stake comes back.
 */
export function settleOutcome(
  bet: { market: BetMarket; side: BetSideTaken; line: number | null },
  score: FinalScore,
): Exclude<BetOutcome, 'void'> {
  const margin = score.home - score.away;
  const edge = (() => {
    switch (bet.market) {
      case 'moneyline':
        return bet.side === 'home' ? margin : -margin;
      case 'spread': {
        const homeEdge = margin - (bet.line ?? 0);
        return bet.side === 'home' ? homeEdge : -homeEdge;
      }
      case 'total': {
        const overEdge = score.home + score.away - (bet.line ?? 0);
        return bet.side === 'over' ? overEdge : -overEdge;
      }
    }
  })();
  return edge > 0 ? 'won' : edge < 0 ? 'lost' : 'push';
}

/** Won: stake × (decimal odds − 1); lost: −stake; push and void: 0 (cents kept exact). */
export function betProfit(outcome: BetOutcome, price: number, stake: number): number {
  const profit = outcome === 'won' ? stake * (decimalOdds(price) - 1) : outcome === 'lost' ? -stake : 0;
  return Math.round(profit * 100) / 100 + 0;
}

/**
 * Closing-line value in percent: how much more the price taken pays than the last price before the game for the
 * same side (+150 taken, +130 at the close → +8.7%). Positive means the bet beat the closing line.
 */
export function closingLineValue(price: number, closingPrice: number): number {
  return Math.round(1000 * (decimalOdds(price) / decimalOdds(closingPrice) - 1)) / 10 + 0;
}

/**
 * A price at commit further than this (percentage points of the de-vigged home probability) from the closing line
 * is taken for a data error and left out of the track record's closing-line value. Of the SBR archive's 27,601 MLB
 * openings, 38 are this far from their close (15 of them a side's decimal price more than 50% off its close, as
 * -1235/+770 opening a -124/+114 game); the next ones down are pitcher changes, whose opening line priced another
 * matchup than the one the reconstructed pick knew.
 */
export const IMPLAUSIBLE_PRICE_POINTS = 15;

/** Whether a price at commit is too far from the close to be the same game's (IMPLAUSIBLE_PRICE_POINTS). */
export function implausiblePriceAtCommit(
  atCommit: { home: number; away: number },
  close: { home: number; away: number },
): boolean {
  const gap = 100 * Math.abs(devigHome(atCommit.home, atCommit.away) - devigHome(close.home, close.away));
  return gap > IMPLAUSIBLE_PRICE_POINTS;
}

/** Below this many value picks the track record gives no mean closing-line value, only the count. */
export const CLV_MIN_PICKS = 30;

/** The quarter Kelly a member stakes unless they choose another fraction. */
export const DEFAULT_KELLY_FRACTION = 0.25;

/**
 * The Kelly stake of a bankroll at a fraction of Kelly: f* = (p × d − 1) ÷ (d − 1) of the bankroll for a side the
 * probability `p` gives a positive EV at decimal odds d; 0 when the price does not pay (never a negative stake).
 */
export function kellyStake(
  probability: number,
  price: number,
  bankroll: number,
  fraction = DEFAULT_KELLY_FRACTION,
): number {
  const d = decimalOdds(price);
  const full = (probability * d - 1) / (d - 1);
  return full > 0 ? Math.round(bankroll * fraction * full * 100) / 100 : 0;
}

/** American odds from decimal odds (2.5 → +150, 1.5 → −200), for a member who types decimal prices. */
export function americanFromDecimal(decimal: number): number {
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}
