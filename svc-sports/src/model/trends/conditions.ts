/** The words of the atoms other parts read too (the trend explorer), so they cannot drift apart. */
export const ATOMS = {
  afterWin: 'after a win',
  afterLoss: 'after a loss',
  noRest: 'on no rest',
  dayGames: 'in day games',
  nightGames: 'in night games',
  divisionRivals: 'vs division rivals',
} as const;

/**
 * SDQL-style situation atoms of one team before one game, grouped by dimension. A trend key combines at most
 * one atom of each dimension ("Home favourite after a loss" = venue + price + previous game).
 */
export interface Situation {
  venue: 'Home' | 'Away';
  price: 'favourite' | 'underdog' | null;
  others: string[];
}

/** Every trend key the situation matches: venue alone, with a price, with one other atom, or with both. */
export function trendKeys(s: Situation): string[] {
  const keys: string[] = [];
  const prices = s.price ? [null, s.price] : [null];
  for (const price of prices) {
    const base = price ? `${s.venue} ${price}` : s.venue;
    keys.push(base);
    for (const other of s.others) keys.push(`${base} ${other}`);
  }
  return keys;
}
