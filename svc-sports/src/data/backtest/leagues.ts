/**
 * Walk-forward back-test of an NBA, NFL or NHL season from a folder laid out as ../shared/data/<league>/:
 *   npm run -s backtest -w svc-sports -- --sport nba --data DIR --season 2023 [--predictions OUT.csv] [--json]
 * Every season before the one named warms the ratings and trains the model; the season's games are scored
 * against the result; the report says whether the season is one the constants were chosen on. `--pooled` scores
 * every season at once, in and out of sample apart. Scored games: the season's decided games with moneylines (all decided games when the
 * season has none), NFL ties left out; the de-vigged market and the plain Elo are scored on the same games.
 */
import { devigHome } from '../odds';
import { scoreForecasts } from '../../model/metrics';
import { eloPredictor } from '../../model/leagues/elo';
import { leaguePredictor } from '../../model/leagues/model';
import type { LeagueGame, NewLeague } from '../../model/leagues/types';
import { isNewLeague } from '../../model/leagues/types';
import { homeResult } from '../../model/leagues/walk';
import { seasonSampleLine, type PricedSeasonGame } from './samples';

export interface LeagueBacktestArgs {
  sport: NewLeague;
  data: string;
  season: number;
  predictions: string | null;
  json: boolean;
  /** Every season at once: the pooled gap to the market in and out of the seasons the constants were chosen on. */
  pooled: boolean;
}

const USAGE =
  'usage: backtest --sport nba|nfl|nhl --data DIR (--season YYYY [--predictions OUT.csv] [--json] | --pooled)';

export function parseLeagueArgs(argv: string[]): LeagueBacktestArgs {
  const args: Partial<LeagueBacktestArgs> = { predictions: null, json: false, pooled: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--sport') {
      const sport = value();
      if (!isNewLeague(sport)) throw new Error(`unknown sport "${sport}"\n${USAGE}`);
      args.sport = sport;
    } else if (flag === '--data') args.data = value();
    else if (flag === '--season') args.season = Number(value());
    else if (flag === '--predictions') args.predictions = value();
    else if (flag === '--json') args.json = true;
    else if (flag === '--pooled') args.pooled = true;
    else throw new Error(`unknown argument ${flag}\n${USAGE}`);
  }
  if (!args.sport || !args.data || (!args.pooled && !Number.isInteger(args.season))) throw new Error(USAGE);
  return args as LeagueBacktestArgs;
}

export interface LeagueBacktestSummary {
  games: number;
  brier: number;
  log_loss: number;
  accuracy: number;
  market_brier: number | null;
  elo_brier: number;
}

export interface LeagueBacktest {
  summary: LeagueBacktestSummary;
  /** Every game of the season predicted (scored or not): id and P(home wins). */
  predictions: { id: string; date: string; away: string; home: string; pHome: number }[];
}

export function runLeagueBacktest(league: NewLeague, allGames: LeagueGame[], season: number): LeagueBacktest {
  const games = allGames.filter((g) => g.season <= season);
  const target = games.filter((g) => g.season === season);
  if (target.length === 0) throw new Error(`${league}: no games of season ${season} in the data`);
  const model = new Map(
    leaguePredictor(league)
      .predict(games)
      .map((p) => [p.gameId, p.pHome]),
  );
  const elo = new Map(
    eloPredictor(league)
      .predict(games)
      .map((p) => [p.gameId, p.pHome]),
  );
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
    },
    predictions: target.map((g) => ({ id: g.id, date: g.date, away: g.away, home: g.home, pHome: model.get(g.id)! })),
  };
}

const f4 = (x: number | null) => (x === null ? '—' : x.toFixed(4));

/** One walk-forward over every season: the decided games with moneylines, for pooledBySample. */
export function leaguePricedGames(league: NewLeague, games: LeagueGame[]): PricedSeasonGame[] {
  const pHome = new Map(
    leaguePredictor(league)
      .predict(games)
      .map((p) => [p.gameId, p.pHome]),
  );
  return games.flatMap((g) => {
    const y = homeResult(g);
    if (!g.odds || (y !== 0 && y !== 1)) return [];
    const { homeMoneyline, awayMoneyline } = g.odds;
    return [{ season: g.season, pHome: pHome.get(g.id)!, homeWon: y, homeMoneyline, awayMoneyline }];
  });
}

export function formatLeagueReport(league: NewLeague, season: number, s: LeagueBacktestSummary): string {
  return [
    `Vantage ${league.toUpperCase()} walk-forward back-test, season ${season} (${s.games} games)`,
    seasonSampleLine(league, season),
    `model   Brier ${f4(s.brier)}  log loss ${f4(s.log_loss)}  accuracy ${(100 * s.accuracy).toFixed(1)}%`,
    `market  Brier ${f4(s.market_brier)}  (de-vigged moneylines of the same games)`,
    `Elo     Brier ${f4(s.elo_brier)}  (plain Elo)`,
    s.market_brier === null
      ? ''
      : `gap to the market ${(s.brier - s.market_brier >= 0 ? '+' : '') + f4(s.brier - s.market_brier)}`,
  ]
    .filter(Boolean)
    .join('\n');
}
