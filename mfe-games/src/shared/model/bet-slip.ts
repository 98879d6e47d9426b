// Logging a bet (a member's own ledger, /bets): which markets a game offers, the price as typed (American or
// decimal), and the slip's words. Read by the log-a-bet form on the card, in the modal and on the game page, and
// by the bets page's editor.
import { americanFromDecimal, BET_LIMITS, type BetMarket, type BetSideTaken } from '@vantage/contracts/bet-book-rules';
import { formatPrice } from '@vantage/contracts/bet-rules';
import type { BetInput } from '@vantage/contracts/bets';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { teamAbbreviation } from './teams';

/** What a game's payload says about one market: its line and the price of each side it knows. */
export interface MarketOffer {
  market: BetMarket;
  sides: readonly BetSideTaken[];
  /** The spread or total; null for the moneyline. */
  line: number | null;
  prices: Partial<Record<BetSideTaken, number>>;
}

export type SlipGame = Pick<
  ComparisonGame,
  | 'game_id'
  | 'home_team'
  | 'away_team'
  | 'home_team_code'
  | 'away_team_code'
  | 'home_team_abbreviation'
  | 'away_team_abbreviation'
  | 'moneyline'
> &
  Partial<Pick<ComparisonGame, 'spread' | 'total'>>;

/** A market's two prices, unless they are the assumed −110 (the member types the real ones). */
const quoted = <S extends BetSideTaken>(assumed: boolean, prices: Record<S, number | null>) =>
  assumed
    ? {}
    : (Object.fromEntries(Object.entries(prices).filter(([, price]) => price !== null)) as Partial<
        Record<BetSideTaken, number>
      >);

/**
 * The markets of a game, one reader per market: the moneyline always (its prices when the game has a line), the
 * spread and the total the game is priced at (a total the line lists but the model does not price: its prices
 * typed).
 */
const MARKET_READERS: ((game: SlipGame) => MarketOffer | null)[] = [
  (game) => ({
    market: 'moneyline',
    sides: ['away', 'home'],
    line: null,
    prices: game.moneyline ? { home: game.moneyline.home, away: game.moneyline.away } : {},
  }),
  ({ spread }) =>
    spread
      ? {
          market: 'spread',
          sides: ['away', 'home'],
          line: spread.line,
          prices: quoted(spread.prices_assumed, { home: spread.home_price, away: spread.away_price }),
        }
      : null,
  ({ total, moneyline }) =>
    total
      ? {
          market: 'total',
          sides: ['over', 'under'],
          line: total.line,
          prices: quoted(total.prices_assumed, { over: total.over_price, under: total.under_price }),
        }
      : moneyline?.total != null
        ? { market: 'total', sides: ['over', 'under'], line: moneyline.total, prices: {} }
        : null,
];

export function marketsOfGame(game: SlipGame): MarketOffer[] {
  return MARKET_READERS.map((read) => read(game)).filter((offer): offer is MarketOffer => offer !== null);
}

export const MARKET_NAMES: Record<BetMarket, string> = { moneyline: 'Moneyline', spread: 'Spread', total: 'Total' };

/** A side as a person says it: the team ('BOS'), or 'Over 8.5'. */
export function sideName(game: SlipGame, side: BetSideTaken, line: number | null): string {
  if (side === 'home' || side === 'away') return teamAbbreviation(game, side) || game[`${side}_team`];
  const word = side === 'over' ? 'Over' : 'Under';
  return line === null ? word : `${word} ${line}`;
}

/**
 * A typed price as American odds: '+150', '-110' and '150' are American (at least 100 either way); '2.5' or
 * '1.91' (above 1, below 100) is decimal, turned American. Null for anything else.
 */
export function parsePrice(text: string): number | null {
  const value = Number(text.trim().replace(/^\+/, '').replace('−', '-'));
  if (!text.trim() || !Number.isFinite(value)) return null;
  if (Math.abs(value) >= 100 && Number.isInteger(value)) return value;
  if (value > 1 && value < 100) return americanFromDecimal(value);
  return null;
}

export const PRICE_HELP = 'American (−110, +150) or decimal (1.91, 2.50)';

/** What the slip shows under a typed decimal price: the American price it logs. */
export function priceEcho(text: string): string | null {
  const price = parsePrice(text);
  if (price === null) return text.trim() ? `Not a price: type ${PRICE_HELP}.` : null;
  return Number(text.trim().replace(/^\+/, '')) === price ? null : `Logged as ${formatPrice(price)}`;
}

export interface SlipValues {
  market: BetMarket;
  side: BetSideTaken;
  price: string;
  stake: number | null;
  line: number | null;
  book: string;
  note: string;
}

/** The slip's first values: the first market and side, at the game's current price and line. */
export function initialSlip(game: SlipGame, stake: number | null): SlipValues {
  const [offer] = marketsOfGame(game);
  return withMarket(
    { market: offer.market, side: offer.sides[0], price: '', stake, line: null, book: '', note: '' },
    offer,
  );
}

/** The slip moved to another market: its first side, its line and that side's price. */
export function withMarket(values: SlipValues, offer: MarketOffer): SlipValues {
  const side = offer.sides.includes(values.side) ? values.side : offer.sides[0];
  return withSide({ ...values, market: offer.market, side, line: offer.line }, offer, side);
}

/** The slip on another side, at that side's current price when the game has one. */
export function withSide(values: SlipValues, offer: MarketOffer, side: BetSideTaken): SlipValues {
  const price = offer.prices[side];
  return { ...values, side, price: price === undefined ? values.price : formatPrice(price) };
}

/** The bet the slip logs, or the first thing that keeps it from being one. */
export function betInputOf(game: SlipGame, values: SlipValues): { input: BetInput } | { problem: string } {
  const price = parsePrice(values.price);
  if (price === null) return { problem: `Type the price: ${PRICE_HELP}.` };
  if (values.stake === null || !(values.stake > 0)) return { problem: 'Type the stake: more than 0.' };
  if (values.stake > BET_LIMITS.maxStake) return { problem: `The stake is at most ${BET_LIMITS.maxStake}.` };
  if (values.market !== 'moneyline' && values.line === null) return { problem: 'Type the line.' };
  return {
    input: {
      league: leagueOfGameId(game.game_id),
      game_id: game.game_id,
      market: values.market,
      side: values.side,
      price,
      stake: values.stake,
      line: values.market === 'moneyline' ? null : values.line,
      book: values.book.trim() || null,
      note: values.note.trim() || null,
    },
  };
}

/** A stake against the bankroll: '2.0% of your bankroll'; null without a bankroll. */
export function stakeShare(stake: number | null, bankroll: number | null): string | null {
  if (!bankroll || !stake) return null;
  return `${((100 * stake) / bankroll).toFixed(1)}% of your bankroll of ${formatAmount(bankroll)}`;
}

/** Money or units as the member keeps them: '1,250', '12.5'. */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The books a member has logged bets at, most used first, for the book field's suggestions. */
export function previousBooks(bets: readonly { book: string | null }[]): string[] {
  const counts = new Map<string, number>();
  bets.forEach(({ book }) => book && counts.set(book, (counts.get(book) ?? 0) + 1));
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([book]) => book);
}

export const SLIP_TEXT = {
  open: 'Log bet',
  title: (game: SlipGame) =>
    `Log a bet: ${teamAbbreviation(game, 'away') || game.away_team} @ ${teamAbbreviation(game, 'home') || game.home_team}`,
  signIn: 'Sign in to keep a ledger of your bets, with their results and closing-line value.',
  market: 'Market',
  side: 'Side',
  price: 'Price',
  line: 'Line',
  stake: 'Stake',
  book: 'Book',
  bookPlaceholder: 'Where you placed it',
  note: 'Note',
  notePlaceholder: 'Optional',
  save: 'Log bet',
  logged: 'Bet logged.',
  seeBets: 'See my bets',
  noLine: 'No current line for this game: type the price you got.',
  bankrollHint: 'Set your bankroll on My bets to see each stake as a share of it.',
};
