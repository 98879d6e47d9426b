import { z } from 'zod';
import { checkAnswer, type HttpClient } from '@vantage/service-kit/http-client';

/** A current pre-game moneyline for a game, teams as full names (e.g. "New York Yankees"). */
export interface MarketLine {
  commenceTime: Date;
  homeTeam: string;
  awayTeam: string;
  homeMoneyline: number;
  awayMoneyline: number;
  total: number | null;
  bookmakers: number;
  /** Each bookmaker's own moneylines (the median above is theirs): the price history keeps these. */
  books: BookPrice[];
}

/** One bookmaker's moneylines for a game as the provider gave them. */
export interface BookPrice {
  /** The provider's key of the bookmaker (e.g. draftkings). */
  book: string;
  homeMoneyline: number;
  awayMoneyline: number;
  /** When the book last changed its h2h market, as the provider says (else the bookmaker's last_update). */
  updatedAt: Date | null;
}

/**
 * Where live moneylines come from. Replayed dates need none: their historical lines ship with the dataset
 * (data/games) and are in the odds table already.
 */
export interface OddsProvider {
  readonly name: string;
  upcoming(): Promise<MarketLine[]>;
}

const outcomeSchema = z.object({ name: z.string(), price: z.number(), point: z.number().optional() });
const eventsSchema = z.array(
  z.object({
    commence_time: z.string(),
    home_team: z.string(),
    away_team: z.string(),
    bookmakers: z.array(
      z.object({
        key: z.string(),
        last_update: z.string().optional(),
        markets: z.array(
          z.object({ key: z.string(), last_update: z.string().optional(), outcomes: z.array(outcomeSchema) }),
        ),
      }),
    ),
  }),
);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function decimalFromAmerican(ml: number): number {
  return ml < 0 ? 1 + 100 / -ml : 1 + ml / 100;
}

function americanFromDecimal(decimal: number): number {
  return Math.round(decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1));
}

/**
 * The consensus of The Odds API's bookmakers (v4 /sports/baseball_mlb/odds, markets h2h and totals, American
 * prices): the median price of each side, the median total, and every bookmaker's own pair.
 */
const oddsApiEventsAnswer = eventsSchema.transform((events) => {
  const lines: MarketLine[] = [];
  for (const event of events) {
    const home: number[] = [];
    const away: number[] = [];
    const totals: number[] = [];
    const books: BookPrice[] = [];
    for (const book of event.bookmakers) {
      const h2h = book.markets.find((m) => m.key === 'h2h');
      const homePrice = h2h?.outcomes.find((o) => o.name === event.home_team)?.price;
      const awayPrice = h2h?.outcomes.find((o) => o.name === event.away_team)?.price;
      if (homePrice !== undefined && awayPrice !== undefined) {
        home.push(decimalFromAmerican(homePrice));
        away.push(decimalFromAmerican(awayPrice));
        const updated = h2h?.last_update ?? book.last_update;
        books.push({
          book: book.key,
          homeMoneyline: homePrice,
          awayMoneyline: awayPrice,
          updatedAt: updated ? new Date(updated) : null,
        });
      }
      const over = book.markets.find((m) => m.key === 'totals')?.outcomes.find((o) => o.name === 'Over');
      if (over?.point !== undefined) totals.push(over.point);
    }
    const homeDecimal = median(home);
    const awayDecimal = median(away);
    if (homeDecimal === null || awayDecimal === null) continue;
    lines.push({
      commenceTime: new Date(event.commence_time),
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      homeMoneyline: americanFromDecimal(homeDecimal),
      awayMoneyline: americanFromDecimal(awayDecimal),
      total: median(totals),
      bookmakers: home.length,
      books,
    });
  }
  return lines;
});

/** A recorded answer, read as the provider reads one (HttpAnswerError when its shape changed). */
export function parseOddsApiEvents(json: unknown): MarketLine[] {
  return checkAnswer('odds provider', oddsApiEventsAnswer, json);
}

/** The Odds API (the-odds-api.com), used when ODDS_API_KEY is set. */
export class TheOddsApiProvider implements OddsProvider {
  readonly name = 'the-odds-api';

  constructor(
    private readonly deps: {
      apiKey: string;
      http: HttpClient;
      /** Default https://api.the-odds-api.com/v4. */
      baseUrl?: string;
    },
  ) {}

  async upcoming(): Promise<MarketLine[]> {
    const url = new URL(`${this.deps.baseUrl ?? 'https://api.the-odds-api.com/v4'}/sports/baseball_mlb/odds`);
    url.search = new URLSearchParams({
      apiKey: this.deps.apiKey,
      regions: 'us',
      markets: 'h2h,totals',
      oddsFormat: 'american',
      dateFormat: 'iso',
    }).toString();
    // Named without the query: the key must not reach a log.
    return this.deps.http.json(url, oddsApiEventsAnswer, { name: 'odds provider' });
  }
}
