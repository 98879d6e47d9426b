/**
 * MLB's run line and total: each game's distribution of the run margin (home minus away) and of the total runs,
 * walked forward from what MLB's model knows before the game and never from the lines. The model's run model
 * (ratings.ts: offence, defence, the starting pitcher where known, the park, the home edge) gives each side's
 * expected runs; its win probability tells how the two compare. From these, each season, fitted on the
 * `trainingSeasons` before it only:
 *  - each side's runs: a mean from a least-squares line on its expected runs and the logit of the win
 *    probability, and a negative binomial around it whose size (overdispersion) the residuals give;
 *  - the two sides' runs taken as independent, the joint grid folded into a margin and a total; nine innings that
 *    end level go on (MLB has no ties): half of the level mass goes to a one-run home win, half to a one-run away
 *    win, and the total one run higher;
 *  - what that still misses (a home side that leads does not bat in the ninth, so its wins are narrower; extra
 *    innings' runner on second) is the shape weights of each margin and total (model/markets/distribution.ts),
 *    fitted on the same earlier seasons.
 * The first season of the data only warms the run model; a season gets forecasts once an earlier one is known.
 */
import { linearFit, type MarketForecast } from '../../model/markets/league-markets';
import { mean, reweighted, shapeWeights, type Distribution, type ShapeWeights } from '../../model/markets/distribution';
import type { LinedGame } from '../../model/markets/served';
import type { Game } from '../../data/games';
import type { PredictedGame } from './walk-forward';

/** What MLB's model knew of a game before it: each side's expected runs and the home side's win probability. */
export interface MlbMarketInput {
  id: string;
  season: number;
  date: string;
  expectedHome: number;
  expectedAway: number;
  pHome: number;
  /** The result, when known before the game being forecast is (null: not played or not yet known). */
  homeScore: number | null;
  awayScore: number | null;
}

/** What the markets read of MLB's walked-forward prediction of a game. */
export function marketInput(p: PredictedGame): MlbMarketInput {
  return {
    id: p.game.id,
    season: p.game.season,
    date: p.game.date,
    expectedHome: p.inputs.home.runs.expected,
    expectedAway: p.inputs.away.runs.expected,
    pHome: p.pHome,
    homeScore: p.game.result?.homeScore ?? null,
    awayScore: p.game.result?.awayScore ?? null,
  };
}

export interface MlbMarketConstants {
  /** Earlier seasons each season's means, dispersion and shape weights are fitted on. */
  trainingSeasons: number;
  /** Shape weights' smoothing, in games. */
  smoothing: number;
  /** Most runs one side is given (the grid's edge; the mass beyond it is cut off). */
  maxRuns: number;
}

/**
 * Written before any measurement; the variants tried (svc-sports README, "MLB run line and total") were compared
 * on 2011–2016 and changed nothing, so 2011–2016 count as in sample, 2017 on as out of sample.
 */
export const MLB_MARKETS: MlbMarketConstants = { trainingSeasons: 5, smoothing: 50, maxRuns: 30 };

/** P(k) of a negative binomial of mean `mu` and size `r` (variance mu + mu²/r), k = 0…max, renormalised. */
export function negativeBinomial(mu: number, r: number, max: number): number[] {
  const p: number[] = [];
  const q = r / (r + mu);
  let pk = Math.pow(q, r);
  for (let k = 0; k <= max; k++) {
    p.push(pk);
    pk *= ((k + r) / (k + 1)) * (1 - q);
  }
  const sum = p.reduce((s, x) => s + x, 0);
  return p.map((x) => x / sum);
}

/**
 * The margin and total of two independent sides' runs, nine level innings sent on: the level mass split evenly
 * between one-run wins of either side, each with one run more in the total.
 */
export function marginAndTotal(home: number[], away: number[]): { margin: Distribution; total: Distribution } {
  const max = Math.max(home.length, away.length) - 1;
  const margin = new Array<number>(2 * max + 1).fill(0);
  const total = new Array<number>(2 * max + 2).fill(0);
  home.forEach((ph, h) =>
    away.forEach((pa, a) => {
      const p = ph * pa;
      if (h === a) {
        margin[max + 1] += p / 2;
        margin[max - 1] += p / 2;
        total[h + a + 1] += p;
      } else {
        margin[max + h - a] += p;
        total[h + a] += p;
      }
    }),
  );
  return { margin: { min: -max, p: margin }, total: { min: 0, p: total } };
}

const logit = (p: number) => Math.log(Math.min(0.99, Math.max(0.01, p)) / (1 - Math.min(0.99, Math.max(0.01, p))));

interface SideFit {
  weights: number[];
}

interface SeasonFit {
  home: SideFit;
  away: SideFit;
  /** The negative binomial's size, shared by both sides. */
  size: number;
  margin: ShapeWeights;
  total: ShapeWeights;
}

const predict = (fit: SideFit, x: number[]) => x.reduce((s, v, i) => s + fit.weights[i + 1] * v, fit.weights[0]);
const homeRow = (g: MlbMarketInput) => [g.expectedHome, logit(g.pHome)];
const awayRow = (g: MlbMarketInput) => [g.expectedAway, logit(g.pHome)];

/** The two sides' run distributions before the shape weights. */
function baseShape(fit: Omit<SeasonFit, 'margin' | 'total'>, g: MlbMarketInput, c: MlbMarketConstants) {
  const home = Math.max(0.5, predict(fit.home, homeRow(g)));
  const away = Math.max(0.5, predict(fit.away, awayRow(g)));
  return marginAndTotal(negativeBinomial(home, fit.size, c.maxRuns), negativeBinomial(away, fit.size, c.maxRuns));
}

function fitSeason(rows: MlbMarketInput[], c: MlbMarketConstants): SeasonFit {
  const home = {
    weights: linearFit(
      rows.map(homeRow),
      rows.map((g) => g.homeScore!),
    ).weights,
  };
  const away = {
    weights: linearFit(
      rows.map(awayRow),
      rows.map((g) => g.awayScore!),
    ).weights,
  };
  // Method of moments: Σ (y − μ)² = Σ μ + Σ μ² / r.
  let excess = 0;
  let squares = 0;
  for (const g of rows)
    for (const [fit, x, y] of [
      [home, homeRow(g), g.homeScore!],
      [away, awayRow(g), g.awayScore!],
    ] as const) {
      const mu = Math.max(0.5, predict(fit, x));
      excess += (y - mu) ** 2 - mu;
      squares += mu * mu;
    }
  return finishFit({ home, away, size: excess > 0 ? squares / excess : 1000 }, rows, c);
}

function finishFit(
  base: Omit<SeasonFit, 'margin' | 'total'>,
  rows: MlbMarketInput[],
  c: MlbMarketConstants,
): SeasonFit {
  const shapes = rows.map((g) => ({ g, ...baseShape(base, g, c) }));
  return {
    ...base,
    margin: shapeWeights(
      shapes.map((s) => ({ shape: s.margin, actual: s.g.homeScore! - s.g.awayScore! })),
      c.smoothing,
    ),
    total: shapeWeights(
      shapes.map((s) => ({ shape: s.total, actual: s.g.homeScore! + s.g.awayScore! })),
      c.smoothing,
    ),
  };
}

/**
 * Every game's forecast from the fits of the seasons before its own: `inputs` in date order, each game's result
 * read only by the seasons after it (a season's fit is made once, before its first game).
 */
export function mlbMarketForecasts(
  inputs: readonly MlbMarketInput[],
  c: MlbMarketConstants = MLB_MARKETS,
): Map<string, MarketForecast> {
  const out = new Map<string, MarketForecast>();
  const seasons = [...new Set(inputs.map((g) => g.season))].sort((a, b) => a - b);
  for (const season of seasons) {
    const training = inputs.filter(
      (g) =>
        g.season < season && g.season >= season - c.trainingSeasons && g.homeScore !== null && g.awayScore !== null,
    );
    if (training.length < 500) continue;
    const fit = fitSeason(training, c);
    for (const g of inputs) {
      if (g.season !== season) continue;
      const base = baseShape(fit, g, c);
      const margin = reweighted(base.margin, fit.margin);
      const total = reweighted(base.total, fit.total);
      out.set(g.id, { gameId: g.id, margin, total, expectedMargin: mean(margin), expectedTotal: mean(total) });
    }
  }
  return out;
}

/** A game with its run line and total as the markets' code reads a line (served.ts): the same fields as the others'. */
export function linedGame(g: Game): LinedGame {
  const odds = g.odds;
  return {
    id: g.id,
    season: g.season,
    date: g.date,
    home: g.home,
    away: g.away,
    homeScore: g.result?.homeScore ?? null,
    awayScore: g.result?.awayScore ?? null,
    spread: odds?.runLine?.homeFavouredBy ?? null,
    spreadPrices: odds?.runLine ? { home: odds.runLine.home, away: odds.runLine.away } : undefined,
    total: odds?.total ?? null,
    totalPrices: odds?.totalPrices ?? undefined,
  };
}
