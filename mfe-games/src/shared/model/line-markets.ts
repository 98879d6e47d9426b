// The spread and the total of a game as the card, the modal and the game page word them: every string and
// formatter of these two markets lives here.
import { formatPrice, formatSpread } from '@vantage/contracts/bet-rules';
import type { ComparisonGame, LineMarketCoverage } from '@vantage/contracts/sports';
import { formatEv } from './scores';

export type LineMarketsGame = Pick<
  ComparisonGame,
  | 'spread'
  | 'total'
  | 'line_markets'
  | 'access'
  | 'has_prediction'
  | 'home_team_abbreviation'
  | 'away_team_abbreviation'
>;

export const LINE_MARKET_WORDS = {
  title: 'Spread & total',
  spread: 'Spread',
  total: 'Total',
  cover: 'Cover',
  over: 'Over',
  under: 'Under',
  push: 'push',
  ev: 'EV',
  // Not the win model's expected margin shown above it: the spread's distribution is refitted to the margins.
  expectedMargin: "Spread model's mean margin",
  expectedTotal: 'Expected total',
  noLine: 'No spread or total line was recorded for this game.',
  notYet: 'The spread and total are published with the prediction on game day.',
  locked: 'EV and prices on the spread and total come with Premium',
  assumed: 'Prices assumed −110: the data has these lines without prices.',
} as const;

/** Why a league shows no spread or total at all. */
export const LINE_MARKET_COVERAGE_WORDS: Record<Exclude<LineMarketCoverage, 'modelled'>, string> = {
  live_feed_only:
    'Puck line and totals: our data has moneylines only, so none is modelled; they would come from a live odds feed.',
};

/** A probability in percent as shown: '52.1%'. */
export const formatChance = (percent: number) => `${percent.toFixed(1)}%`;

/** 'BOS -3.5', 'NYK +3.5' ("PK" on a pick'em). */
export function spreadSide(game: LineMarketsGame, side: 'home' | 'away'): string {
  const team = side === 'home' ? game.home_team_abbreviation : game.away_team_abbreviation;
  return `${team} ${formatSpread(game.spread!.line, side)}`;
}

/** An EV at its price: '+2.1% at -105', '-4.5% at -110 (assumed)'. */
export function evAtPrice(ev: number | null, price: number | null, assumed: boolean): string {
  if (ev === null || price === null) return formatEv(ev);
  return `${formatEv(ev)} at ${formatPrice(price)}${assumed ? ' (assumed)' : ''}`;
}

/** ' · push 2.3%' when an integer line can land, else nothing. */
export const pushText = (percent: number) =>
  percent > 0 ? ` · ${LINE_MARKET_WORDS.push} ${formatChance(percent)}` : '';

/** 'BOS by 4.2', or 'Even' for a margin under a twentieth of a point. */
export function expectedMarginText(game: LineMarketsGame): string {
  const m = game.spread!.expected_margin;
  if (Math.abs(m) < 0.05) return 'Even';
  return `${m > 0 ? game.home_team_abbreviation : game.away_team_abbreviation} by ${Math.abs(m).toFixed(1)}`;
}

/** What the game's spread and total part says when it shows no market: null when it shows them. */
export function lineMarketsNote(game: LineMarketsGame): string | null {
  if (game.line_markets !== 'modelled') return LINE_MARKET_COVERAGE_WORDS[game.line_markets];
  if (game.spread || game.total) return null;
  if (!game.access.insight) return null;
  return game.has_prediction ? LINE_MARKET_WORDS.noLine : LINE_MARKET_WORDS.notYet;
}
