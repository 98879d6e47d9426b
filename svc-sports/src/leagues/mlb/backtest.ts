/**
 * MLB's back-test from a folder laid out as ../shared/data/mlb/: the Retrosheet game logs (retrosheet/GL*.TXT),
 * every odds file (odds/*.csv: both SBR formats and ScoresAndOdds), FiveThirtyEight's published forecasts
 * (fivethirtyeight/*.csv) and the players' seasons (retrosplits/; without it the shipped data/players).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pricedGames, runBacktest, type BacktestInput } from '../../data/backtest/backtest';
import { formatReport, jsonSummary } from '../../data/backtest/command';
import { CONSTANTS_CHOSEN, formatPooled, pooledBySample } from '../../data/backtest/samples';
import { blendSeasons } from '../../data/backtest/blend-score';
import { dataDir, loadParks, loadTeams, TeamDirectory } from './reference';
import { loadRetrosplits, loadShippedPlayers } from './splits';
import { PlayerProjections } from './projections';
import { ParkLocator } from '../../model/schedule';
import type { BacktestOutcome, BacktestRequest, Market } from '../league';

const csvFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.csv'))
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];

function backtestInput(folder: string): Omit<BacktestInput, 'season'> {
  const logs = path.join(folder, 'retrosheet');
  const logFiles = fs.existsSync(logs)
    ? fs
        .readdirSync(logs)
        .filter((f) => /^GL\d{4}\.TXT$/i.test(f))
        .sort()
    : [];
  if (logFiles.length === 0) throw new Error(`mlb: no Retrosheet game logs (retrosheet/GL*.TXT) in ${folder}`);
  const splits = path.join(folder, 'retrosplits');
  return {
    gameLogs: logFiles.map((f) => fs.readFileSync(path.join(logs, f), 'utf8')),
    oddsFiles: csvFiles(path.join(folder, 'odds')),
    fiveThirtyEightFiles: csvFiles(path.join(folder, 'fivethirtyeight')),
    teams: new TeamDirectory(loadTeams()),
    parks: new ParkLocator(loadParks()),
    options: {
      players: new PlayerProjections(fs.existsSync(splits) ? loadRetrosplits(splits) : loadShippedPlayers(dataDir())),
    },
  };
}

export function mlbBacktest({ data, season, market = 'moneyline' }: BacktestRequest): BacktestOutcome {
  if (market !== 'moneyline') throw new Error(`mlb: the ${market} back-test is not built yet (the moneyline's is)`);
  const started = Date.now();
  const report = runBacktest({ ...backtestInput(data), season });
  return {
    summary: jsonSummary(report),
    report: formatReport(report, (Date.now() - started) / 1000),
    predictions: {
      columns: ['date', 'game_number', 'home', 'away', 'p_home'],
      rows: report.predictions.map((p) => [p.date, p.game_number, p.home, p.away, p.p_home.toFixed(6)]),
    },
    warnings: report.warnings,
  };
}

export function mlbPooledBacktest(data: string, market: Market = 'moneyline'): { report: string; warnings: string[] } {
  if (market !== 'moneyline') throw new Error(`mlb: the ${market} back-test is not built yet (the moneyline's is)`);
  const { games, warnings } = pricedGames(backtestInput(data));
  // The walk fits the model from CONSTANTS_CHOSEN.mlb.from on; earlier seasons' probabilities are Elo's.
  const blend = blendSeasons(games, CONSTANTS_CHOSEN.mlb.from);
  return { report: [formatPooled('mlb', pooledBySample('mlb', games)), blend].join('\n'), warnings };
}
