import type { ClosingLineValue } from '@vantage/contracts/sports';
import { IMPLAUSIBLE_PRICE_POINTS } from '@vantage/contracts/bet-book-rules';

const signed = (x: number, digits: number) => `${x > 0 ? '+' : ''}${x.toFixed(digits)}%`;

/** The CLV figure in one sentence, or why there is none. */
export function closingLineValueText(clv: ClosingLineValue): string {
  const picks = clv.picks.toLocaleString('en-US');
  if (clv.picks === 0)
    return 'No value pick of this record has a price known at its commitment to compare with the close.';
  if (clv.mean === null || clv.low === null || clv.high === null)
    return `Mean closing-line value: too few picks (${picks}); a mean is given from ${clv.min_picks} value picks on.`;
  const beat = ((100 * clv.beat_close) / clv.picks).toFixed(1);
  return (
    `Mean closing-line value ${signed(clv.mean, 2)} (95% interval ${signed(clv.low, 2)} to ${signed(clv.high, 2)}) ` +
    `over ${picks} value pick${clv.picks === 1 ? '' : 's'}; ${beat}% got a better price than the close.`
  );
}

/** How many games' prices at commit were set aside as data errors, and by what rule; null when none was. */
export function implausibleText(clv: ClosingLineValue): string | null {
  if (clv.excluded_implausible === 0) return null;
  const n = clv.excluded_implausible;
  return (
    `${n.toLocaleString('en-US')} game${n === 1 ? '' : 's'} left out: ${n === 1 ? 'its' : 'their'} price at commit ` +
    `was more than ${IMPLAUSIBLE_PRICE_POINTS} points of de-vigged win probability from the close, taken for a ` +
    'data error.'
  );
}

/** What "the price at commit" is for each kind of game the figure covers (closingLineValueSchema). */
export const PRICE_AT_COMMIT_WORDS: Record<ClosingLineValue['price_at_commit'][number], string> = {
  archive_open:
    "Price at commit: the SBR archive's opening line. No price was seen when these reconstructed predictions were " +
    'computed; they read only results from before the game’s day, but also the starting nines, announced hours ' +
    'before the first pitch and usually after the open, so read the figure as an upper bound.',
  books_at_commit:
    "Price at commit: the books' median, from each book's last price polled at or before the prediction was stored.",
};

/** How the figure is made, in plain words. */
export const CLOSING_LINE_VALUE_METHOD =
  'Each value pick is the side the figures say to bet at the price at commit; its CLV is that price’s decimal ' +
  'odds divided by the closing price’s, minus one (the close: the archive’s closing line, or live the books’ ' +
  'median at the last poll before the start). Positive means the pick beat the closing line.';
