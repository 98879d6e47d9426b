import type { League, LeagueGame } from './types';
import { devigHome } from '@vantage/contracts/bet-rules';
import { leaguePredictor } from './model';
import { predictionOutputs } from '../../model/outputs';
import { blendBySeason, type BlendWeights } from '../../model/blend';
import { homeResult } from './walk';
import type { TeamSportSpec } from './league';
import { LeagueTrends, type TrendGame, type TrendTeam } from './situations';
import type { ComputedRows } from '../../model/predictions/compute';
import { storedTrends } from '../../model/predictions/record';
import { servedMarkets, type ServedMarkets } from '../../model/markets/served';

/** A recompute of a team-sport league as plain data for the worker thread. */
export interface LeagueComputeInput {
  /** Every stored game of the league in date order, results the clock has not reached already hidden. */
  games: LeagueGame[];
  /** Conference and division by every code the games use. */
  teams: [string, TrendTeam][];
  /** Storage ids (`nba-…`) of the games to record: due and without a recorded prediction. */
  due: string[];
}

/**
 * A game as the model may see it on `today`: no score or overtime of a game dated today or later (nor one whose
 * result came later), and no box score of a game after today.
 */
export function asKnownOn(today: string, g: LeagueGame, resultKnownOn = g.date): LeagueGame {
  const known = g.date < today && resultKnownOn < today && g.homeScore !== null && g.awayScore !== null;
  return {
    ...g,
    awayScore: known ? g.awayScore : null,
    homeScore: known ? g.homeScore : null,
    extra: known ? g.extra : null,
    extraKnown: known && g.extraKnown,
    players: g.date <= today ? g.players : null,
  };
}

/** Our storage id of a league's game (its loaders' ids are unique within the league only). */
export const storageId = (league: League, id: string) => `${league}-${id}`;

export function trendGame(g: LeagueGame): TrendGame {
  return {
    id: g.id,
    season: g.season,
    date: g.date,
    home: g.home,
    away: g.away,
    startTime: g.start,
    odds: g.odds,
    result: g.homeScore !== null && g.awayScore !== null ? { homeScore: g.homeScore, awayScore: g.awayScore } : null,
  };
}

/**
 * Each starter's season record before a game ("3-1": the NFL's quarterbacks, the NHL's goaltenders), from
 * games of earlier dates.
 */
class StarterRecords {
  private readonly records = new Map<string, [number, number]>();
  private pending: LeagueGame[] = [];

  recordOf(season: number, starter: { id: string } | null): string | null {
    if (!starter) return null;
    const [w, l] = this.records.get(`${season}|${starter.id}`) ?? [0, 0];
    return `${w}-${l}`;
  }

  /** Call before each game, in date order: results of an earlier date are counted first. */
  before(game: LeagueGame): void {
    if (this.pending.length && this.pending[0].date !== game.date) {
      for (const g of this.pending) this.count(g);
      this.pending = [];
    }
    this.pending.push(game);
  }

  private count(g: LeagueGame): void {
    if (!g.starters || g.homeScore === null || g.awayScore === null || g.homeScore === g.awayScore) return;
    const homeWon = g.homeScore > g.awayScore;
    for (const [starter, won] of [
      [g.starters.home, homeWon],
      [g.starters.away, !homeWon],
    ] as const) {
      if (!starter) continue;
      const key = `${g.season}|${starter.id}`;
      const record = this.records.get(key) ?? [0, 0];
      record[won ? 0 : 1]++;
      this.records.set(key, record);
    }
  }
}

/**
 * The rows to record for the due games of a team-sport league: its walk-forward model (leagues/team-sport/model.ts)
 * gives the probability, margin and factors; the trends are its situations (situations.ts).
 */
export function computeLeagueRows(spec: TeamSportSpec, input: LeagueComputeInput): ComputedRows {
  const started = Date.now();
  const { league } = spec.model;
  const due = new Set(input.due);
  const predictions = new Map(
    leaguePredictor(spec.model)
      .predict(input.games)
      .map((p) => [p.gameId, p]),
  );
  const games = new Map(input.games.map((g) => [g.id, g]));
  const blends = leagueBlends(input.games, predictions, due, (g) => storageId(league, g.id));
  const starters = new StarterRecords();
  const predictionRows: Record<string, unknown>[] = [];
  const trendRows: Record<string, unknown>[] = [];
  const trends = new LeagueTrends(spec.situations, new Map(input.teams));
  trends.walk(input.games.map(trendGame), (trendGame, t) => {
    const game = games.get(trendGame.id)!;
    starters.before(game);
    const id = storageId(league, game.id);
    const p = predictions.get(game.id);
    if (!due.has(id) || !p) return;
    const odds = game.odds ? { ...game.odds, total: game.total, source: 'provider' as const } : null;
    const trendScore = { home: t.home.score, away: t.away.score };
    predictionRows.push({
      game_id: id,
      model_version: p.modelVersion,
      as_of: game.date,
      p_home: p.pHome,
      inputs: {
        neutral_site: game.neutral,
        players_known: p.playersKnown,
        starters: game.starters && { home: game.starters.home?.id ?? null, away: game.starters.away?.id ?? null },
      },
      outputs: {
        factors: p.factors,
        trend_score: trendScore,
        momentum: { home: t.home.momentum, away: t.away.momentum },
        starter_record: {
          home: starters.recordOf(game.season, game.starters?.home ?? null),
          away: starters.recordOf(game.season, game.starters?.away ?? null),
        },
        margin: p.margin,
        blend: blends.get(game.season) ?? null,
      },
      recommendation: predictionOutputs(p.pHome, p.factors, trendScore, odds).predicted_winner,
    });
    for (const side of ['home', 'away'] as const)
      trendRows.push({
        game_id: id,
        team: side === 'home' ? game.home : game.away,
        is_home: side === 'home',
        positive: storedTrends(t[side].positiveRecords),
        negative: storedTrends(t[side].negativeRecords),
        trend_score: t[side].score,
        momentum: t[side].momentum,
      });
  });
  const marketRows = servedMarkets(
    spec.model,
    spec.markets,
    input.games,
    new Map([...predictions.values()].map((p) => [p.gameId, p.margin])),
    (g) => due.has(storageId(league, g.id)),
  ).map((m) => marketRow(storageId(league, m.gameId), m));
  return {
    predictions: predictionRows,
    teamTrends: trendRows,
    marketForecasts: marketRows,
    computeMs: Date.now() - started,
  };
}

/** A game's spread and total forecast as sports.market_forecasts stores it. */
function marketRow(gameId: string, m: ServedMarkets): Record<string, unknown> {
  return {
    game_id: gameId,
    expected_margin: m.expectedMargin,
    expected_total: m.expectedTotal,
    spread_line: m.spread?.line ?? null,
    spread_home_price: m.spread?.prices?.first ?? null,
    spread_away_price: m.spread?.prices?.second ?? null,
    p_home_cover: m.spread?.first ?? null,
    p_away_cover: m.spread?.second ?? null,
    p_spread_push: m.spread?.push ?? null,
    total_line: m.total?.line ?? null,
    over_price: m.total?.prices?.first ?? null,
    under_price: m.total?.prices?.second ?? null,
    p_over: m.total?.first ?? null,
    p_under: m.total?.second ?? null,
    p_total_push: m.total?.push ?? null,
    spread_blend: m.spread?.blend ?? null,
    total_blend: m.total?.blend ?? null,
  };
}

/**
 * The blend of each due game's season, fitted on the decided games with a line of the seasons before it (the
 * first season of the input only warms the ratings and is left out).
 */
function leagueBlends(
  games: LeagueGame[],
  predictions: Map<string, { pHome: number }>,
  due: Set<string>,
  idOf: (g: LeagueGame) => string,
): Map<number, BlendWeights | null> {
  const first = Math.min(...games.map((g) => g.season));
  const samples = games.flatMap((g) => {
    const y = homeResult(g);
    const p = predictions.get(g.id);
    if (g.season === first || !g.odds || !p || (y !== 0 && y !== 1)) return [];
    return [
      { season: g.season, pModel: p.pHome, pMarket: devigHome(g.odds.homeMoneyline, g.odds.awayMoneyline), homeWon: y },
    ];
  });
  return blendBySeason(
    samples,
    games.filter((g) => due.has(idOf(g))).map((g) => g.season),
  );
}
