import { priceHistory } from './schema';

/** A price_history row's book, time and lines, as model/line-consensus.ts reads them (PolledLine). */
export const polledLineColumns = {
  book: priceHistory.book,
  seenAt: priceHistory.seenAt,
  homeMoneyline: priceHistory.homeMoneyline,
  awayMoneyline: priceHistory.awayMoneyline,
  spread: priceHistory.spread,
  spreadHomePrice: priceHistory.spreadHomePrice,
  spreadAwayPrice: priceHistory.spreadAwayPrice,
  total: priceHistory.total,
  overPrice: priceHistory.overPrice,
  underPrice: priceHistory.underPrice,
};
