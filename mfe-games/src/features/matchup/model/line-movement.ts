import type { LineMovementPoint, MarketPrices } from '@vantage/contracts/sports';
import { formatMoneyline } from '@/shared/model/scores';

/** A book as the card names it: the archive's line is SBR's (it names no book), a provider's by its key. */
export function bookName(book: string): string {
  return book === 'sbr' ? 'SBR archive' : book;
}

const pollTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
});

/** Where a point sits on the time axis: the archive's open and close, or when a poll saw it (US Eastern). */
export function movementLabel(point: Pick<LineMovementPoint, 'kind' | 'seen_at'>): string {
  if (point.kind === 'open') return 'Open';
  if (point.kind === 'close') return 'Close';
  return point.seen_at ? `${pollTime.format(new Date(point.seen_at))} ET` : 'Polled';
}

export interface MovementRow {
  label: string;
  home: number;
  away: number;
  homePrice: string;
  awayPrice: string;
}

/** The chart's rows: each side's consensus fair probability over time, with the best prices then. */
export function movementRows(prices: MarketPrices): MovementRow[] {
  return prices.movement.map((p) => ({
    label: movementLabel(p),
    home: p.home_probability,
    away: p.away_probability,
    homePrice: formatMoneyline(p.home_price),
    awayPrice: formatMoneyline(p.away_price),
  }));
}

/** The chart in words, for a screen reader. */
export function movementChartLabel(rows: MovementRow[], sides: { home: string; away: string }): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  return (
    `${sides.home} fair probability moved from ${first.home.toFixed(1)}% (${first.label}, ${first.homePrice}) ` +
    `to ${last.home.toFixed(1)}% (${last.label}, ${last.homePrice}) over ${rows.length} prices.`
  );
}

/** A side's best price and where: "+145 at betmgm". */
export function bestPriceText(best: MarketPrices['best']['home']): string {
  return `${formatMoneyline(best.price)} at ${bookName(best.book)}`;
}

/** How many books the consensus is of, and how it is made. */
export function consensusNote(prices: MarketPrices): string {
  const books = prices.books === 1 ? 'one book' : `${prices.books} books`;
  return `Fair probability: each book's two prices with its margin removed, averaged over ${books}.`;
}
