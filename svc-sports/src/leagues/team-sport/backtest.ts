/**
 * Walk-forward back-test of a team-sport league's season (the NBA, NFL, NHL: src/leagues/team-sport/league.ts).
 * Every season before the one named warms the ratings and trains the model, and alone chooses the variant of the
 * league's menu that predicts it (leagues/team-sport/nested.ts); the season's games are scored
 * against the result; the report says whether the season is one the constants were chosen on. `--pooled` scores
 * every season at once, in and out of sample apart. Scored games: the season's decided games with moneylines (all decided games when the
 * season has none), NFL ties left out; the de-vigged market and the plain Elo are scored on the same games.
 */
import { devigHome } from '@vantage/contracts/bet-rules';
import { scoreForecasts } from '../../model/metrics';
import { eloPredictor } from './elo';
import type { TeamSportModel } from './model';
import { choiceWords, nestedSeason, nestedWalk, teamSportSelection, type SeasonChoice } from './nested';
import type { LeagueGame } from './types';
import { homeResult } from './walk';
import type { BacktestOutcome } from '../league';
import type { TeamSportSpec } from './league';
import { chosenWords, sampleOf, seasonSampleLine, type PricedSeasonGame } from '../../data/backtest/samples';
import { blendLine, blendScore, blendSummary, type BlendScore } from '../../data/backtest/blend-score';

export interface LeagueBacktestSummary {
  games: number;
  brier: number;
  log_loss: number;
  accuracy: number;
  market_brier: number | null;
  elo_brier: number;
  /** The variant the nested walk-forward chose for the season, its constants and every variant's score. */
  choices: SeasonChoice;
  /** The blend EV is priced with (model/blend.ts), fitted on the earlier seasons; null without lines. */
  blend_brier: number | null;
  blend: BlendScore['weights'];
}

export interface LeagueBacktest {
  summary: LeagueBacktestSummary;
  /** The blend beside the market on the season's priced games (null: no line). */
  blendScore: BlendScore | null;
  /** Every game of the season predicted (scored or not): id and P(home wins). */
  predictions: { id: string; date: string; away: string; home: string; pHome: number }[];
}

export function runLeagueBacktest(spec: TeamSportSpec, allGames: LeagueGame[], season: number): LeagueBacktest {
  const { league } = spec.model;
  const games = allGames.filter((g) => g.season <= season);
  const target = games.filter((g) => g.season === season);
  if (target.length === 0) throw new Error(`${league}: no games of season ${season} in the data`);
  // The variant of the league's menu chosen on the seasons before this one only (nested walk-forward).
  const { choice, pHome: model, upToSeason } = nestedSeason(teamSportSelection(spec.model), games, season);
  const elo = leagueElo(spec.model, games);
  const decided = target.filter((g) => {
    const r = homeResult(g);
    return r === 0 || r === 1;
  });
  const priced = decided.filter((g) => g.odds);
  const scored = priced.length > 0 ? priced : decided;
  if (scored.length === 0) throw new Error(`${league}: no decided game in season ${season}`);
  const outcomes = scored.map((g) => homeResult(g)!);
  const score = scoreForecasts(
    scored.map((g) => model.get(g.id)!),
    outcomes,
  );
  // The blend's history: every decided game with a line after the first season (the model's warm-up), by the
  // season's variant walked over the earlier seasons (chosen on them, so nothing of the season is read).
  const first = Math.min(...games.map((g) => g.season));
  const blend = blendScore(
    pricedOf(
      games.filter((g) => g.season > first),
      upToSeason,
    ),
    season,
  );
  const market =
    priced.length > 0
      ? scoreForecasts(
          scored.map((g) => devigHome(g.odds!.homeMoneyline, g.odds!.awayMoneyline)),
          outcomes,
        ).brier
      : null;
  return {
    summary: {
      games: score.games,
      brier: score.brier,
      log_loss: score.logLoss,
      accuracy: score.accuracy,
      market_brier: market,
      elo_brier: scoreForecasts(
        scored.map((g) => elo.get(g.id)!),
        outcomes,
      ).brier,
      choices: choice,
      ...blendSummary(blend),
    },
    blendScore: blend,
    predictions: target.map((g) => ({ id: g.id, date: g.date, away: g.away, home: g.home, pHome: model.get(g.id)! })),
  };
}

const f4 = (x: number | null) => (x === null ? '—' : x.toFixed(4));

/** The plain Elo's P(home wins) of every game, by id. */
export function leagueElo(model: TeamSportModel, games: readonly LeagueGame[]): Map<string, number> {
  return new Map(
    eloPredictor(model)
      .predict(games)
      .map((p) => [p.gameId, p.pHome]),
  );
}

/** Every season by the variant chosen for it (nested walk-forward): the decided games with moneylines, for pooledBySample. */
export function leaguePricedGames(
  spec: TeamSportSpec,
  games: LeagueGame[],
  pHome: Map<string, number> = nestedWalk(teamSportSelection(spec.model), games).pHome,
): (PricedSeasonGame & { id: string })[] {
  return pricedOf(games, pHome);
}

function pricedOf(games: LeagueGame[], pHome: Map<string, number>): (PricedSeasonGame & { id: string })[] {
  return games.flatMap((g) => {
    const y = homeResult(g);
    if (!g.odds || (y !== 0 && y !== 1)) return [];
    const { homeMoneyline, awayMoneyline } = g.odds;
    return [{ id: g.id, season: g.season, pHome: pHome.get(g.id)!, homeWon: y, homeMoneyline, awayMoneyline }];
  });
}

export function formatLeagueReport(
  model: TeamSportModel,
  season: number,
  s: LeagueBacktestSummary,
  blend: BlendScore | null = null,
): string {
  const { league } = model;
  return [
    `Vantage ${league.toUpperCase()} walk-forward back-test, season ${season} (${s.games} games)`,
    seasonSampleLine(league, season),
    `variant chosen for ${season} on earlier seasons only: ${choiceWords(s.choices, teamSportSelection(model))}`,
    ...s.choices.scores.map((v) => `  ${v.variant.padEnd(40)} Brier ${f4(v.brier)} on ${v.games} earlier games`),
    `constants: ${JSON.stringify(s.choices.constants)}`,
    `model   Brier ${f4(s.brier)}  log loss ${f4(s.log_loss)}  accuracy ${(100 * s.accuracy).toFixed(1)}%`,
    `market  Brier ${f4(s.market_brier)}  (de-vigged moneylines of the same games)`,
    `Elo     Brier ${f4(s.elo_brier)}  (plain Elo)`,
    blend ? blendLine(blend) : '',
    s.market_brier === null
      ? ''
      : `gap to the market ${(s.brier - s.market_brier >= 0 ? '+' : '') + f4(s.brier - s.market_brier)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The back-test of one season as the command prints it (`--json`: the summary and the sample it is from). */
export function backtestOutcome(spec: TeamSportSpec, games: LeagueGame[], season: number): BacktestOutcome {
  const { league } = spec.model;
  const { summary, predictions, blendScore: blend } = runLeagueBacktest(spec, games, season);
  return {
    summary: { ...summary, sample: sampleOf(league, season), constants: chosenWords(league) },
    report: formatLeagueReport(spec.model, season, summary, blend),
    predictions: {
      columns: ['id', 'date', 'away', 'home', 'p_home'],
      rows: predictions.map((p) => [p.id, p.date, p.away, p.home, p.pHome.toFixed(6)]),
    },
    warnings: [],
  };
}
