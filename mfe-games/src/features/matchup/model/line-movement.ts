import { formatSpread } from '@vantage/contracts/bet-rules';
import type { LineMovementPoint, MarketPrices } from '@vantage/contracts/sports';
import { formatEv, formatMoneyline } from '@/shared/model/scores';

type BookLine = NonNullable<MarketPrices['spread']>['best']['home'];

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
export function movementLabel(point: { kind: LineMovementPoint['kind']; seen_at: string | null }): string {
  if (point.kind === 'open') return 'Open';
  if (point.kind === 'close') return 'Close';
  return point.seen_at ? `${pollTime.format(new Date(point.seen_at))} ET` : 'Polled';
}

/** The markets the movement card can draw. */
export type MovementMarket = 'moneyline' | 'spread' | 'total';

const MOVEMENT_NOUN: Record<MovementMarket, string> = { moneyline: 'moneyline', spread: 'spread', total: 'total' };

/** Every string of the card's spread, total and market switch. */
export const MOVEMENT_WORDS = {
  markets: { moneyline: 'Moneyline', spread: 'Spread', total: 'Total' } satisfies Record<MovementMarket, string>,
  switchLabel: 'Line movement of',
  spread: 'spread',
  over: 'Over',
  under: 'Under',
  evAtBestSpread: 'EV at best spread',
  evAtBestTotal: 'EV at best total',
  lineEvNote:
    'Spread and total EV: the median line of the books, its median prices with the margin removed; N/A where the best line is at another point.',
  /** What the card says in place of a chart of fewer than two points. */
  tooFew: (market: MovementMarket, points: number) =>
    points === 0
      ? `No ${MOVEMENT_NOUN[market]} was seen for this game: no movement to draw.`
      : `The ${MOVEMENT_NOUN[market]} was seen once for this game: no movement to draw.`,
} as const;

/** One point of a market's chart: its time label, each series' value, and what each value was priced at. */
export interface MovementRow {
  label: string;
  values: Record<string, number>;
  notes: Record<string, string>;
}

/** A market's movement as the card draws it: its series (named for the legend), unit and rows, oldest first. */
export interface MovementChartData {
  market: MovementMarket;
  series: { key: string; name: string }[];
  /** '%' for the moneyline's probabilities; none for points. */
  unit: string;
  rows: MovementRow[];
  /** The chart in words, for a screen reader (empty below two points). */
  description: string;
}

type Sides = { home: string; away: string };

/** 'NYY -1.5': the home side's spread, as its handicap. */
const homeSpread = (point: number, sides: Sides) => `${sides.home} ${formatSpread(point, 'home')}`;

const priced = (price: number | null) => (price === null ? '' : ` ${formatMoneyline(price)}`);

/** The sentence a screen reader hears: the first series from its first value to its last. */
function describe(name: string, rows: MovementRow[], key: string, value: (v: number) => string): string {
  if (rows.length < 2) return '';
  const [first, last] = [rows[0], rows[rows.length - 1]];
  return (
    `${name} moved from ${value(first.values[key])} (${first.label}, ${first.notes[key]}) ` +
    `to ${value(last.values[key])} (${last.label}, ${last.notes[key]}) over ${rows.length} prices.`
  );
}

/** A market drawn as one series of points (the spread, the total), each with what it was priced at. */
function lineChart<P extends { kind: LineMovementPoint['kind'] | 'close'; seen_at: string | null }>(
  market: MovementMarket,
  name: string,
  points: readonly P[],
  value: (p: P) => number,
  note: (p: P) => string,
  shown: (v: number) => string,
): MovementChartData {
  const rows = points.map((p) => ({
    label: movementLabel(p),
    values: { [market]: value(p) },
    notes: { [market]: note(p) },
  }));
  return { market, series: [{ key: market, name }], unit: '', rows, description: describe(name, rows, market, shown) };
}

/**
 * The chosen market's line over time: the moneyline's consensus fair probability of each side (with its best price
 * then); the spread's median point as the home side's handicap (with each side's median price); the median total
 * (with the over's and the under's).
 */
export function movementChart(prices: MarketPrices, market: MovementMarket, sides: Sides): MovementChartData {
  if (market === 'spread')
    return lineChart(
      market,
      `${sides.home} ${MOVEMENT_WORDS.spread}`,
      prices.spread_movement,
      // The home side's handicap: favoured by 1.5 is -1.5.
      (p) => -p.point,
      (p) =>
        `${homeSpread(p.point, sides)}${priced(p.home_price)} · ` +
        `${sides.away} ${formatSpread(p.point, 'away')}${priced(p.away_price)}`,
      (v) => formatSpread(-v, 'home'),
    );
  if (market === 'total')
    return lineChart(
      market,
      MOVEMENT_WORDS.markets.total,
      prices.total_movement,
      (p) => p.point,
      (p) => `${MOVEMENT_WORDS.over}${priced(p.over_price)} · ${MOVEMENT_WORDS.under}${priced(p.under_price)}`,
      String,
    );
  const rows = prices.movement.map((p) => ({
    label: movementLabel(p),
    values: { away: p.away_probability, home: p.home_probability },
    notes: { away: formatMoneyline(p.away_price), home: formatMoneyline(p.home_price) },
  }));
  return {
    market,
    series: [
      { key: 'away', name: sides.away },
      { key: 'home', name: sides.home },
    ],
    unit: '%',
    rows,
    description: describe(`${sides.home} fair probability`, rows, 'home', (v) => `${v.toFixed(1)}%`),
  };
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

/** A side's best spread or total and where: "+1.5 -140 at draftkings", "8.5 -110 at betmgm". */
export function bestLineText(line: BookLine, side: 'home' | 'away' | 'over' | 'under'): string {
  const point = side === 'home' || side === 'away' ? formatSpread(line.point, side) : String(line.point);
  return `${point} ${formatMoneyline(line.price)} at ${bookName(line.book)}`;
}

/** The EV of each side at its best line: "BOS -0.6% · NYY +5.0%", "Over N/A · Under +0.3%". */
export function bestLineEvText(first: [string, number | null], second: [string, number | null]): string {
  return `${first[0]} ${formatEv(first[1])} · ${second[0]} ${formatEv(second[1])}`;
}
