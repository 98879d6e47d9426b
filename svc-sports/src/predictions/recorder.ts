import type { Logger } from '@vantage/service-kit/logger';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Game } from '../data/games';
import type { TeamDirectory } from '../data/reference';
import type { SportsDb } from '../db/database';
import { games, predictions } from '../db/schema';
import { bulkInsert } from '../db/bulk';
import { GamesRepository } from '../games/repository';
import { predictionOutputs } from '../model/outputs';
import type { ParkLocator } from '../model/schedule';
import { walkForward } from '../model/walkForward';
import { storedInputs, storedOutputs, storedTrends } from './record';

/** Results the clock has not reached are unknown to the model (and to everyone else). */
export function hideResultsFrom(today: string, all: Game[]): Game[] {
  return all.map((g) => (g.result && (g.date >= today || g.result.knownOn >= today) ? { ...g, result: null } : g));
}

/**
 * Writes the prediction of every game up to today that has none (from results known before its date) and
 * scores predictions once their results are known. Existing predictions are never rewritten.
 */
export class PredictionRecorder {
  private readonly games: GamesRepository;

  /**
   * `since`: the first date whose predictions are recorded. The model still learns from every stored game;
   * only the recorded history starts there (the seasons before it would cost a minute of seeding).
   */
  constructor(
    private readonly db: SportsDb,
    private readonly teams: TeamDirectory,
    private readonly parks: ParkLocator,
    private readonly logger: Logger,
    private readonly since: string,
  ) {
    this.games = new GamesRepository(db);
  }

  async unpredicted(today: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .where(
        and(
          gte(games.date, this.since),
          lte(games.date, today),
          isNull(predictions.gameId),
          sql`${games.status} <> 'postponed'`,
        ),
      );
    return row.n;
  }

  /** Returns how many predictions were written. */
  async record(today: string): Promise<number> {
    if ((await this.unpredicted(today)) === 0) return 0;
    const started = Date.now();
    const existing = new Set((await this.db.select({ id: predictions.gameId }).from(predictions)).map((r) => r.id));
    const all = hideResultsFrom(today, await this.games.allForModel());
    const firstSeason = Number(this.since.slice(0, 4));
    const predicted = walkForward(all, this.teams, this.parks, {
      fitFrom: firstSeason,
      trendsFrom: firstSeason - 1,
    }).filter((p) => p.game.date >= this.since && p.game.date <= today && !existing.has(p.game.id));
    const computedMs = Date.now() - started;
    // Games already decided before today are scored in the same write (hideResultsFrom kept only those results).
    const decided = (p: (typeof predicted)[number]) =>
      p.game.result && p.game.result.homeScore !== p.game.result.awayScore ? p.game.result : null;
    const scoredAt = new Date().toISOString();
    await bulkInsert(
      this.db,
      'predictions',
      predicted.map((p) => {
        const recommendation = predictionOutputs(
          p.pHome,
          p.factors,
          { home: p.trends!.home.score, away: p.trends!.away.score },
          p.game.odds,
        ).predicted_winner;
        const result = decided(p);
        const homeWon = result ? result.homeScore > result.awayScore : null;
        return {
          game_id: p.game.id,
          model_version: p.modelVersion,
          as_of: p.game.date,
          p_home: p.pHome,
          inputs: storedInputs(p),
          outputs: storedOutputs(p),
          recommendation,
          scored_at: result ? scoredAt : null,
          actual_result: homeWon === null ? null : homeWon ? 'home_win' : 'away_win',
          correct: homeWon === null || recommendation === 'neutral' ? null : (recommendation === 'home') === homeWon,
          brier: homeWon === null ? null : (p.pHome - (homeWon ? 1 : 0)) ** 2,
        };
      }),
      2000,
    );
    await bulkInsert(
      this.db,
      'team_trends',
      predicted.flatMap((p) =>
        (['home', 'away'] as const).map((side) => {
          const t = p.trends![side];
          const result = decided(p);
          return {
            game_id: p.game.id,
            team: side === 'home' ? p.game.home : p.game.away,
            is_home: side === 'home',
            positive: storedTrends(t.positiveRecords),
            negative: storedTrends(t.negativeRecords),
            trend_score: t.score,
            momentum: t.momentum,
            won: result ? (side === 'home') === result.homeScore > result.awayScore : null,
          };
        }),
      ),
    );
    this.logger.info(
      { predictions: predicted.length, computedMs, ms: Date.now() - started, today },
      'predictions recorded',
    );
    return predicted.length;
  }

  /** Scores every unscored prediction (and trend) whose result was known before today. */
  async score(today: string): Promise<void> {
    const played = sql`g.status = 'completed' AND g.home_score <> g.away_score AND g.date < ${today} AND coalesce(g.result_known_on, g.date) < ${today}`;
    await this.db.execute(sql`
      UPDATE sports.predictions p SET
        actual_result = CASE WHEN g.home_score > g.away_score THEN 'home_win' ELSE 'away_win' END,
        correct = CASE WHEN p.recommendation = 'neutral' THEN NULL ELSE (p.recommendation = 'home') = (g.home_score > g.away_score) END,
        brier = power(p.p_home - CASE WHEN g.home_score > g.away_score THEN 1 ELSE 0 END, 2),
        scored_at = now()
      FROM sports.games g
      WHERE g.id = p.game_id AND p.scored_at IS NULL AND ${played}`);
    await this.db.execute(sql`
      UPDATE sports.team_trends t SET won = (CASE WHEN t.is_home THEN g.home_score > g.away_score ELSE g.away_score > g.home_score END)
      FROM sports.games g
      WHERE g.id = t.game_id AND t.won IS NULL AND ${played}`);
  }
}
