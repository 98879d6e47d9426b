/**
 * Each game's margin and total-score distributions, walked forward, for the team-sport leagues (NBA, NFL, NHL): the
 * spread and the total priced from the model's own figures, never from the lines (as the moneyline's win
 * probability). Two parts:
 *  - scoring ratings (ScoringRatings): each team's offence (points scored above the league's) and defence (points
 *    allowed above it), a home edge and the league's level, updated after every result; their expected total is the
 *    raw input of the total, the model's expected margin (the win model's margin) that of the margin;
 *  - at the start of each season, on the `trainingSeasons` before it: a least-squares line from those raw figures
 *    (and the league's context terms, the NFL's weather) to the actual margin and total, the residuals' spread, and
 *    the shape weights of each integer (distribution.ts: key numbers, no ties where overtime settles every game).
 * A game gets a forecast from the second season of the data on (the first has nothing to fit on).
 */
import { solve } from '../logistic';
import { TeamIndex } from '../../leagues/team-sport/teams';
import type { TeamSportModel } from '../../leagues/team-sport/model';
import type { LeagueGame } from '../../leagues/team-sport/types';
import { byDate } from '../../leagues/team-sport/walk';
import { mean, normalOnIntegers, reweighted, shapeWeights, type Distribution, type ShapeWeights } from './distribution';

export interface MarketConstants {
  /** Share of a score's residual (points, goals) each side's scoring rating absorbs. */
  gain: number;
  /** Share of a team's scoring ratings carried into a new season. */
  carry: number;
  /** Share of each game's residual (per side) the league's scoring level absorbs: how fast it follows a trend. */
  levelRate: number;
  /** Seasons before the current one the lines, spreads and shapes are fitted on. */
  trainingSeasons: number;
  /** Shape weights' smoothing, in games: how much evidence a value needs before its weight leaves 1. */
  smoothing: number;
  /** The league's terms of the expected total beyond the teams' scoring (the NFL's weather), same length always. */
  totalContext(g: LeagueGame): number[];
  /**
   * Seasons before the predicted one a market's calibration is fitted on (calibration.ts `window`); all of them
   * where absent.
   */
  calibrationWindow?: { spread?: number; total?: number };
}

export interface MarketForecast {
  gameId: string;
  /** Home minus away score. */
  margin: Distribution;
  total: Distribution;
  /** The distributions' means. */
  expectedMargin: number;
  expectedTotal: number;
}

interface Ratings {
  season: number;
  offence: number;
  defence: number;
}

/** Points scored and allowed per team above the league's level, with a home edge, updated after each result. */
export class ScoringRatings {
  private readonly teams: TeamIndex;
  private readonly state = new Map<string, Ratings>();
  /** The league's points per side and the home side's edge over it (half the home margin), slowly moving. */
  private level: number | null = null;
  private edge = 0;

  /** `teams`: the league's. */
  constructor(
    teams: TeamIndex,
    private readonly c: Pick<MarketConstants, 'gain' | 'carry' | 'levelRate'>,
  ) {
    this.teams = teams;
  }

  private team(code: string, season: number): Ratings {
    const key = this.teams.franchise(code);
    let r = this.state.get(key);
    if (!r) this.state.set(key, (r = { season, offence: 0, defence: 0 }));
    if (r.season !== season) {
      r.offence *= this.c.carry;
      r.defence *= this.c.carry;
      r.season = season;
    }
    return r;
  }

  /** Expected home and away scores before the game; null before any result is known. */
  expected(g: LeagueGame): { home: number; away: number } | null {
    if (this.level === null) return null;
    const h = this.team(g.home, g.season);
    const a = this.team(g.away, g.season);
    const edge = g.neutral ? 0 : this.edge;
    return {
      home: this.level + edge + h.offence + a.defence,
      away: this.level - edge + a.offence + h.defence,
    };
  }

  update(g: LeagueGame): void {
    if (g.homeScore === null || g.awayScore === null) return;
    const e = this.expected(g);
    if (!e) {
      this.level = (g.homeScore + g.awayScore) / 2;
      return;
    }
    const h = this.team(g.home, g.season);
    const a = this.team(g.away, g.season);
    const home = g.homeScore - e.home;
    const away = g.awayScore - e.away;
    h.offence += this.c.gain * home;
    a.defence += this.c.gain * home;
    a.offence += this.c.gain * away;
    h.defence += this.c.gain * away;
    this.level = (this.level ?? 0) + this.c.levelRate * ((home + away) / 2);
    if (!g.neutral) this.edge += 0.002 * ((home - away) / 2);
  }
}

/** Least squares with an intercept (weights[0]) and a tiny ridge on the slopes; the residuals' standard deviation. */
export function linearFit(x: number[][], y: number[]): { weights: number[]; sd: number } {
  const width = x[0].length + 1;
  const xtx = Array.from({ length: width }, () => new Array<number>(width).fill(0));
  const xty = new Array<number>(width).fill(0);
  x.forEach((row, n) => {
    const r = [1, ...row];
    for (let i = 0; i < width; i++) {
      xty[i] += r[i] * y[n];
      for (let j = 0; j < width; j++) xtx[i][j] += r[i] * r[j];
    }
  });
  for (let i = 1; i < width; i++) xtx[i][i] += 1e-6 * x.length;
  const weights = solve(xtx, xty);
  const residuals = x.map((row, n) => y[n] - predictLinear(weights, row));
  const sd = Math.sqrt(residuals.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length - width));
  return { weights, sd };
}

function predictLinear(weights: number[], row: number[]): number {
  return row.reduce((s, v, i) => s + weights[i + 1] * v, weights[0]);
}

interface Row {
  season: number;
  margin: number[];
  total: number[];
  actualMargin: number;
  actualTotal: number;
}

interface Fitted {
  weights: number[];
  sd: number;
  shape: ShapeWeights;
}

function fitPart(rows: Row[], x: (r: Row) => number[], y: (r: Row) => number, smoothing: number): Fitted {
  const { weights, sd } = linearFit(rows.map(x), rows.map(y));
  const shape = shapeWeights(
    rows.map((r) => ({ shape: normalOnIntegers(predictLinear(weights, x(r)), sd), actual: y(r) })),
    smoothing,
  );
  return { weights, sd, shape };
}

function forecastOf(part: Fitted, row: number[]): Distribution {
  return reweighted(normalOnIntegers(predictLinear(part.weights, row), part.sd), part.shape);
}

/**
 * Every game's forecast, walked forward: `margins` holds the win model's expected home margin of each game (its
 * prediction, made from the results before the game's date). Games of the data's first season, and any game
 * without a margin, get none. `model`: the league's win model, for its teams.
 */
export function marketForecasts(
  model: Pick<TeamSportModel, 'league' | 'teams'>,
  c: MarketConstants,
  games: readonly LeagueGame[],
  margins: ReadonlyMap<string, number>,
): Map<string, MarketForecast> {
  const ratings = new ScoringRatings(new TeamIndex(model.league, model.teams), c);
  const rows: Row[] = [];
  const out = new Map<string, MarketForecast>();
  let season = -1;
  let fitted: { margin: Fitted; total: Fitted } | null = null;
  for (const day of byDate(games)) {
    if (day[0].season !== season) {
      season = day[0].season;
      const training = rows.filter((r) => r.season < season && r.season >= season - c.trainingSeasons);
      fitted =
        training.length > 200
          ? {
              margin: fitPart(
                training,
                (r) => r.margin,
                (r) => r.actualMargin,
                c.smoothing,
              ),
              total: fitPart(
                training,
                (r) => r.total,
                (r) => r.actualTotal,
                c.smoothing,
              ),
            }
          : null;
    }
    const inputs = day.map((g) => {
      const scores = ratings.expected(g);
      const margin = margins.get(g.id);
      if (!scores || margin === undefined) return null;
      return { g, margin: [margin], total: [scores.home + scores.away, ...c.totalContext(g)] };
    });
    for (const input of inputs) {
      if (!input) continue;
      const { g } = input;
      if (fitted) {
        const margin = forecastOf(fitted.margin, input.margin);
        const total = forecastOf(fitted.total, input.total);
        out.set(g.id, { gameId: g.id, margin, total, expectedMargin: mean(margin), expectedTotal: mean(total) });
      }
      if (g.homeScore !== null && g.awayScore !== null)
        rows.push({
          season: g.season,
          margin: input.margin,
          total: input.total,
          actualMargin: g.homeScore - g.awayScore,
          actualTotal: g.homeScore + g.awayScore,
        });
    }
    for (const g of day) ratings.update(g);
  }
  return out;
}
