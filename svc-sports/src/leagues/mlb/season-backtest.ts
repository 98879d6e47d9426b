import { parseCsvRecords } from '../../data/csv';
import type { Game } from '../../data/games';
import { attachOdds, gameFromLog } from './game-log';
import { devigHome } from '@vantage/contracts/bet-rules';
import { parseOddsFile } from './odds';
import type { TeamDirectory } from './reference';
import { parseGameLog } from './retrosheet';
import { sortGames } from './dataset';
import { calibrationBins, scoreForecasts, type CalibrationBin, type ForecastScore } from '../../model/metrics';
import type { ParkLocator } from './schedule';
import { walkForward, type WalkForwardOptions } from './walk-forward';
import { BLEND_SEASONS } from '../../model/blend';
import { blendScore, type BlendScore } from '../../data/backtest/blend-score';

export interface BacktestPrediction {
  date: string;
  game_number: number;
  home: string;
  away: string;
  p_home: number;
}

export interface Comparison {
  name: string;
  /** Games both the model and this forecaster priced (the model's score is on the same games). */
  games: number;
  score: ForecastScore;
  model: ForecastScore;
}

export interface BacktestReport {
  season: number;
  fittedOn: number[] | null;
  model: ForecastScore;
  alwaysHome: ForecastScore & { rate: number };
  comparisons: Comparison[];
  /** The model's own Elo ratings alone (the plain Elo) on the games scored against the market (all when none is). */
  eloBrier: number;
  /** The blend EV is priced with, on the season's priced games (null: no line). */
  blend: BlendScore | null;
  calibration: CalibrationBin[];
  predictions: BacktestPrediction[];
  warnings: string[];
}

export interface BacktestInput {
  /** Raw Retrosheet game logs (GLyyyy.TXT contents), any seasons; later seasons than `season` are ignored. */
  gameLogs: string[];
  season: number;
  oddsFiles?: string[];
  fiveThirtyEightFiles?: string[];
  teams: TeamDirectory;
  parks: ParkLocator;
  options?: WalkForwardOptions;
}

export function outcomeOf(game: Game): number | null {
  const r = game.result;
  if (!r || r.homeScore === r.awayScore) return null;
  return r.homeScore > r.awayScore ? 1 : 0;
}

interface PublishedForecast {
  p: number;
  homeWon: number | null;
}

/**
 * FiveThirtyEight's pre-game home probability per date and matchup, from either published file (team1 is
 * the home side). Their files do not number doubleheader games, so a game is matched by its outcome.
 */
function fiveThirtyEightForecasts(texts: string[], teams: TeamDirectory): Map<string, PublishedForecast[]> {
  const byKey = new Map<string, PublishedForecast[]>();
  for (const text of texts) {
    for (const r of parseCsvRecords(text)) {
      const p = Number(r.prob1 ?? r.rating_prob1);
      if (!Number.isFinite(p) || r.playoff || r.neutral === '1') continue;
      const homeWon = r.prob1_outcome
        ? Number(r.prob1_outcome)
        : r.score1
          ? Number(Number(r.score1) > Number(r.score2))
          : null;
      const key = `${r.date}|${teams.resolve(r.team1)}|${teams.resolve(r.team2)}`;
      const list = byKey.get(key) ?? [];
      list.push({ p, homeWon });
      byKey.set(key, list);
    }
  }
  return byKey;
}

/** A decided game the model priced, with the closing moneylines. */
export interface PricedForecast {
  pHome: number;
  /** 1 when the home side won. */
  homeWon: number;
  homeMoneyline: number;
  awayMoneyline: number;
}

/** The model beside the de-vigged market on the games both priced (the report's market section). */
export function marketComparison(priced: PricedForecast[]): Comparison {
  const y = priced.map((p) => p.homeWon);
  return {
    name: 'market (de-vigged moneyline)',
    games: priced.length,
    score: scoreForecasts(
      priced.map((p) => devigHome(p.homeMoneyline, p.awayMoneyline)),
      y,
    ),
    model: scoreForecasts(
      priced.map((p) => p.pHome),
      y,
    ),
  };
}

/** The games of the logs up to `lastSeason`, in order, with the odds files' lines attached. */
export function loadGames(input: Omit<BacktestInput, 'season'>, lastSeason: number) {
  const originalCodes = new Map<string, { home: string; away: string }>();
  const games: Game[] = [];
  for (const text of input.gameLogs) {
    for (const entry of parseGameLog(text)) {
      if (Number(entry.date.slice(0, 4)) > lastSeason) continue;
      const game = gameFromLog(entry, input.teams);
      originalCodes.set(game.id, { home: entry.home, away: entry.away });
      games.push(game);
    }
  }
  sortGames(games);
  const warnings: string[] = [];
  (input.oddsFiles ?? []).forEach((text, i) => {
    // A file we cannot read costs the market comparison, not the back-test.
    try {
      attachOdds(games, parseOddsFile(text), input.teams);
    } catch (error) {
      warnings.push(`odds file ${i + 1} skipped: ${(error as Error).message}`);
    }
  });
  return { games, originalCodes, warnings };
}

export function runBacktest(input: BacktestInput): BacktestReport {
  const { teams, parks, season } = input;
  const { games, originalCodes, warnings } = loadGames(input, season);
  // The plain Elo's forecast of each game of the season, read before the day's results are folded in. Fitted from
  // BLEND_SEASONS earlier too, for the blend's history (the season's own probabilities are the same).
  const elo = new Map<string, number>();
  const onDay = input.options?.onDay;
  const walked = walkForward(games, teams, parks, {
    fitFrom: season - BLEND_SEASONS,
    ...input.options,
    onDay: (day, state) => {
      for (const p of day)
        if (p.game.season === season)
          elo.set(p.game.id, state.elo.expectedHome(p.game.home, p.game.away, p.inputs.neutralSite));
      onDay?.(day, state);
    },
  });
  const predicted = walked.filter((p) => p.game.season === season);
  if (predicted.length === 0) throw new Error(`no games of ${season} in the game logs`);

  const scored = predicted.filter((p) => outcomeOf(p.game) !== null);
  const probabilities = scored.map((p) => p.pHome);
  const outcomes = scored.map((p) => outcomeOf(p.game)!);
  const model = scoreForecasts(probabilities, outcomes);

  // The home side's win rate over the seasons the model learned from, predicted for every game.
  const earlier = games.filter((g) => g.season < season && outcomeOf(g) !== null);
  const rate = earlier.length ? earlier.filter((g) => outcomeOf(g) === 1).length / earlier.length : 0.54;
  const alwaysHome = {
    ...scoreForecasts(
      outcomes.map(() => rate),
      outcomes,
    ),
    rate,
  };

  const blend = blendScore(
    walked.flatMap((p) => {
      const y = outcomeOf(p.game);
      if (y === null || !p.game.odds || !p.fittedOn) return [];
      const { homeMoneyline, awayMoneyline } = p.game.odds;
      return [{ season: p.game.season, pHome: p.pHome, homeWon: y, homeMoneyline, awayMoneyline }];
    }),
    season,
  );

  const comparisons: Comparison[] = [];
  const priced = scored.filter((p) => p.game.odds);
  if (priced.length > 0)
    comparisons.push(
      marketComparison(
        priced.map((p) => ({
          pHome: p.pHome,
          homeWon: outcomeOf(p.game)!,
          homeMoneyline: p.game.odds!.homeMoneyline,
          awayMoneyline: p.game.odds!.awayMoneyline,
        })),
      ),
    );
  const eloScored = priced.length > 0 ? priced : scored;
  const eloBrier = scoreForecasts(
    eloScored.map((p) => elo.get(p.game.id)!),
    eloScored.map((p) => outcomeOf(p.game)!),
  ).brier;
  if (input.fiveThirtyEightFiles?.length) {
    const fte = fiveThirtyEightForecasts(input.fiveThirtyEightFiles, teams);
    const matched: { p: number; ours: number; y: number }[] = [];
    for (const p of scored) {
      const list = fte.get(`${p.game.date}|${p.game.home}|${p.game.away}`);
      const y = outcomeOf(p.game)!;
      const index = list ? list.findIndex((f) => f.homeWon === null || f.homeWon === y) : -1;
      if (index < 0) continue;
      matched.push({ p: list!.splice(index, 1)[0].p, ours: p.pHome, y });
    }
    if (matched.length > 0)
      comparisons.push({
        name: 'FiveThirtyEight',
        games: matched.length,
        score: scoreForecasts(
          matched.map((m) => m.p),
          matched.map((m) => m.y),
        ),
        model: scoreForecasts(
          matched.map((m) => m.ours),
          matched.map((m) => m.y),
        ),
      });
  }

  return {
    season,
    fittedOn: predicted[0].fittedOn,
    model,
    alwaysHome,
    comparisons,
    eloBrier,
    blend,
    calibration: calibrationBins(probabilities, outcomes, 0.1),
    warnings,
    predictions: predicted.map((p) => {
      const codes = originalCodes.get(p.game.id)!;
      return { date: p.game.date, game_number: p.game.gameNumber, home: codes.home, away: codes.away, p_home: p.pHome };
    }),
  };
}
