import { z } from 'zod';
import type { League } from '@vantage/contracts/sports-rules';
import { checkAnswer, type HttpClient } from '@vantage/service-kit/http-client';
import { medianPrice } from '../../../model/line-consensus';

/** A current pre-game line for a game, teams as full names (e.g. "New York Yankees"). */
export interface MarketLine {
  commenceTime: Date;
  homeTeam: string;
  awayTeam: string;
  homeMoneyline: number;
  awayMoneyline: number;
  /** Books quoting a moneyline (the medians above are theirs). */
  bookmakers: number;
  /**
   * Each bookmaker's own moneylines, spread and total, every book quoting any of them: the price history keeps
   * these, and the game's spread and total are their consensus (live/ingest/price-history.ts).
   */
  books: BookPrice[];
}

/** A book's spread: points the home side is favoured by (home −3.5 → 3.5) and each side's price at it. */
export interface BookSpread {
  point: number;
  homePrice: number;
  awayPrice: number;
}

/** A book's total and the over's and the under's price at it. */
export interface BookTotal {
  point: number;
  overPrice: number;
  underPrice: number;
}

/** One bookmaker's lines for a game as the provider gave them; null where the book quotes no such market. */
export interface BookPrice {
  /** The provider's key of the bookmaker (e.g. draftkings). */
  book: string;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
  spread: BookSpread | null;
  total: BookTotal | null;
  /** When the book last changed its h2h market, as the provider says (else the bookmaker's last_update). */
  updatedAt: Date | null;
}

/**
 * Where live lines come from. Replayed dates need none: their historical lines ship with the dataset
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

type Outcome = z.infer<typeof outcomeSchema>;

/** A book's spread from its `spreads` outcomes (named by team, `point` each side's own line); null without both. */
function spreadOf(outcomes: readonly Outcome[], homeTeam: string, awayTeam: string): BookSpread | null {
  const home = outcomes.find((o) => o.name === homeTeam);
  const away = outcomes.find((o) => o.name === awayTeam);
  if (home?.point === undefined || !away) return null;
  return { point: -home.point, homePrice: home.price, awayPrice: away.price };
}

/** A book's total from its `totals` outcomes (Over and Under at one point); null without both. */
function totalOf(outcomes: readonly Outcome[]): BookTotal | null {
  const over = outcomes.find((o) => o.name === 'Over');
  const under = outcomes.find((o) => o.name === 'Under');
  if (over?.point === undefined || under === undefined) return null;
  return { point: over.point, overPrice: over.price, underPrice: under.price };
}

/**
 * The Odds API's bookmakers (v4 /sports/{sport}/odds, markets h2h, spreads and totals, American prices): each
 * bookmaker's own moneylines, spread and total, and the median price of each moneyline side. An event no book
 * quotes a moneyline of is left out.
 */
const oddsApiEventsAnswer = eventsSchema.transform((events) => {
  const lines: MarketLine[] = [];
  for (const event of events) {
    const home: number[] = [];
    const away: number[] = [];
    const books: BookPrice[] = [];
    for (const book of event.bookmakers) {
      const market = (key: string) => book.markets.find((m) => m.key === key);
      const h2h = market('h2h');
      const homePrice = h2h?.outcomes.find((o) => o.name === event.home_team)?.price ?? null;
      const awayPrice = h2h?.outcomes.find((o) => o.name === event.away_team)?.price ?? null;
      const moneyline = homePrice !== null && awayPrice !== null;
      if (moneyline) {
        home.push(homePrice);
        away.push(awayPrice);
      }
      const spreads = market('spreads');
      const totals = market('totals');
      const spread = spreads ? spreadOf(spreads.outcomes, event.home_team, event.away_team) : null;
      const total = totals ? totalOf(totals.outcomes) : null;
      if (!moneyline && !spread && !total) continue;
      const updated = h2h?.last_update ?? book.last_update;
      books.push({
        book: book.key,
        homeMoneyline: moneyline ? homePrice : null,
        awayMoneyline: moneyline ? awayPrice : null,
        spread,
        total,
        updatedAt: updated ? new Date(updated) : null,
      });
    }
    const homeMoneyline = medianPrice(home);
    const awayMoneyline = medianPrice(away);
    if (homeMoneyline === null || awayMoneyline === null) continue;
    lines.push({
      commenceTime: new Date(event.commence_time),
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      homeMoneyline,
      awayMoneyline,
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

/** The Odds API's sport key of each league it quotes. */
export const ODDS_API_SPORT_KEYS = {
  mlb: 'baseball_mlb',
  nba: 'basketball_nba',
  nfl: 'americanfootball_nfl',
  nhl: 'icehockey_nhl',
} as const satisfies Record<League, string>;

/** The Odds API (the-odds-api.com), used when ODDS_API_KEY is set: one league's games. */
export class TheOddsApiProvider implements OddsProvider {
  readonly name = 'the-odds-api';

  constructor(
    private readonly deps: {
      league: League;
      apiKey: string;
      http: HttpClient;
      /** Default https://api.the-odds-api.com/v4. */
      baseUrl?: string;
    },
  ) {}

  async upcoming(): Promise<MarketLine[]> {
    const url = new URL(
      `${this.deps.baseUrl ?? 'https://api.the-odds-api.com/v4'}/sports/${ODDS_API_SPORT_KEYS[this.deps.league]}/odds`,
    );
    url.search = new URLSearchParams({
      apiKey: this.deps.apiKey,
      regions: 'us',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'american',
      dateFormat: 'iso',
    }).toString();
    // Named without the query: the key must not reach a log.
    return this.deps.http.json(url, oddsApiEventsAnswer, { name: 'odds provider' });
  }
}

/** The league's odds provider when ODDS_API_KEY is set, else null (live games then have the feed's lines only). */
export function oddsProviderOf(
  league: League,
  config: { ODDS_API_KEY?: string; ODDS_API_BASE_URL?: string },
  http: HttpClient,
): OddsProvider | null {
  const { ODDS_API_KEY: apiKey, ODDS_API_BASE_URL: baseUrl } = config;
  return apiKey ? new TheOddsApiProvider({ league, apiKey, http, baseUrl }) : null;
}
