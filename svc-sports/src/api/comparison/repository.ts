import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports';
import type { SportsDb } from '../../db/database';
import { games, marketForecasts, odds, predictions, priceHistory, teamTrends, teams } from '../../db/schema';
import { moneylineRows, type StoredPrice } from '../../model/market-prices';
import type { PolledLine } from '../../model/line-consensus';
import { polledLineColumns } from '../../db/price-lines';
import { blendColumn, storedBlend } from '../../db/blend-column';
import type { BlendWeights } from '../../model/blend';

export type GameRow = typeof games.$inferSelect;
export type OddsRow = typeof odds.$inferSelect;
export type PredictionRow = typeof predictions.$inferSelect;
export type TeamTrendRow = typeof teamTrends.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type MarketForecastRow = typeof marketForecasts.$inferSelect;

/** A game's stored prices: the moneylines of every source, and the polled books' rows with their lines. */
export interface GamePrices {
  prices: (StoredPrice & { source: string })[];
  lines: PolledLine[];
}

/** A game with everything recorded about it. */
export interface GameRecord {
  game: GameRow;
  line: OddsRow | null;
  prediction: PredictionRow | null;
  /** The spread and total forecast recorded with the prediction (leagues that model them). */
  markets: MarketForecastRow | null;
  trends: TeamTrendRow[];
}

/** One league's games, predictions and teams. */
export class ComparisonRepository {
  constructor(
    private readonly deps: {
      db: SportsDb;
      league: League;
    },
  ) {}

  private async withTrends(
    rows: {
      game: GameRow;
      line: OddsRow | null;
      prediction: PredictionRow | null;
      markets: MarketForecastRow | null;
    }[],
  ): Promise<GameRecord[]> {
    const ids = rows.map((r) => r.game.id);
    const trendRows = ids.length
      ? await this.deps.db.select().from(teamTrends).where(inArray(teamTrends.gameId, ids))
      : [];
    return rows.map((r) => ({ ...r, trends: trendRows.filter((t) => t.gameId === r.game.id) }));
  }

  async onDate(date: string): Promise<GameRecord[]> {
    const rows = await this.deps.db
      .select({ game: games, line: odds, prediction: predictions, markets: marketForecasts })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .leftJoin(marketForecasts, eq(marketForecasts.gameId, games.id))
      .where(and(eq(games.sport, this.deps.league), eq(games.date, date)));
    return this.withTrends(rows);
  }

  async byId(id: string): Promise<GameRecord | null> {
    const rows = await this.deps.db
      .select({ game: games, line: odds, prediction: predictions, markets: marketForecasts })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .leftJoin(marketForecasts, eq(marketForecasts.gameId, games.id))
      .where(and(eq(games.sport, this.deps.league), eq(games.id, id)));
    return rows.length ? (await this.withTrends(rows))[0] : null;
  }

  /**
   * Every stored price of a game (sports.price_history), per book: the moneylines (`prices`) and the polled books'
   * rows with their spreads and totals (`lines`).
   */
  async pricesOf(gameId: string): Promise<GamePrices> {
    const p = priceHistory;
    const rows = await this.deps.db
      .select({ source: p.source, kind: p.kind, ...polledLineColumns })
      .from(p)
      .where(eq(p.gameId, gameId));
    return {
      prices: moneylineRows(rows).map((r) => ({
        source: r.source,
        book: r.book,
        kind: r.kind as StoredPrice['kind'],
        seenAt: r.seenAt,
        homeMoneyline: r.homeMoneyline,
        awayMoneyline: r.awayMoneyline,
      })),
      lines: rows.filter((r) => r.kind === 'poll'),
    };
  }

  /** The recorded predictions of games before `before` with a result and a moneyline: the scored value bets' source. */
  async scoredWithLines(before: string): Promise<
    {
      pHome: number;
      homeMoneyline: number;
      awayMoneyline: number;
      actualResult: string | null;
      blend: BlendWeights | null | undefined;
    }[]
  > {
    return this.deps.db
      .select({
        pHome: predictions.pHome,
        homeMoneyline: odds.homeMoneyline,
        awayMoneyline: odds.awayMoneyline,
        actualResult: predictions.actualResult,
        blend: blendColumn(),
      })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .innerJoin(odds, eq(odds.gameId, games.id))
      .where(and(eq(games.sport, this.deps.league), lt(games.date, before), isNotNull(predictions.actualResult)))
      .then((rows) => rows.map((r) => ({ ...r, blend: storedBlend(r.blend) })));
  }

  /** The recorded predictions of the given games (a team's season: its calls once the results are shown). */
  async predictionsOf(ids: string[]): Promise<PredictionRow[]> {
    return ids.length ? this.deps.db.select().from(predictions).where(inArray(predictions.gameId, ids)) : [];
  }

  async teams(): Promise<TeamRow[]> {
    return this.deps.db.select().from(teams).where(eq(teams.sport, this.deps.league));
  }
}
