/**
 * MLB's back-test from a folder laid out as ../shared/data/mlb/: the Retrosheet game logs (retrosheet/GL*.TXT),
 * every odds file (odds/*.csv: both SBR formats and ScoresAndOdds), FiveThirtyEight's published forecasts
 * (fivethirtyeight/*.csv) and the players' seasons (retrosplits/; without it the shipped data/players).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadGames, outcomeOf, runBacktest, type BacktestInput } from './season-backtest';
import { formatReport, jsonSummary } from './report';
import { formatPooled, pooledBySample } from '../../data/backtest/samples';
import { blendSeasons } from '../../data/backtest/blend-score';
import { formatNested, nestedRows } from '../../data/backtest/nested-report';
import { chooseVariant, choiceWords, constantsOf, nestedWalk, UNTESTED } from '../team-sport/nested';
import { MLB_SERVED, mlbSelection, type MlbConstants } from './selection';
import { dataDir, loadParks, loadTeams, TeamDirectory } from './reference';
import { loadRetrosplits, loadShippedPlayers } from './splits';
import { PlayerProjections } from './projections';
import { ParkLocator } from './schedule';
import type { BacktestOutcome, BacktestRequest, Market } from '../league';
import { mlbMarketBacktest, mlbMarketPooled } from './market-backtest';

const csvFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.csv'))
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];

export function backtestInput(folder: string): Omit<BacktestInput, 'season'> {
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
  if (market !== 'moneyline') return mlbMarketBacktest(backtestInput(data), season, market);
  const started = Date.now();
  const input = backtestInput(data);
  // The variant of MLB's menu chosen on the seasons before this one only (nested walk-forward).
  const selection = selectionOf(input);
  const choice = chooseVariant(selection, loadGames(input, season).games, season);
  const report = runBacktest({ ...input, season, options: { ...input.options, ...choice.constants } });
  return {
    summary: { ...jsonSummary(report), choices: choice },
    report: [
      formatReport(report, (Date.now() - started) / 1000),
      `variant chosen for ${season} on earlier seasons only: ${choiceWords(choice, selection)}`,
    ].join('\n'),
    predictions: {
      columns: ['date', 'game_number', 'home', 'away', 'p_home'],
      rows: report.predictions.map((p) => [p.date, p.game_number, p.home, p.away, p.p_home.toFixed(6)]),
    },
    warnings: report.warnings,
  };
}

const selectionOf = (input: Omit<BacktestInput, 'season'>) =>
  mlbSelection(input.teams, input.parks, input.options?.players);

export function mlbPooledBacktest(data: string, market: Market = 'moneyline'): { report: string; warnings: string[] } {
  if (market !== 'moneyline') return { report: mlbMarketPooled(backtestInput(data), market), warnings: [] };
  const input = backtestInput(data);
  const { games, warnings } = loadGames(input, Infinity);
  const selection = selectionOf(input);
  // Every season by the variant chosen for it on the seasons before it.
  const walk = nestedWalk(selection, games);
  const priced = games.flatMap((g) => {
    const y = outcomeOf(g);
    if (y === null || !g.odds || !walk.pHome.has(g.id)) return [];
    const { homeMoneyline, awayMoneyline } = g.odds;
    return [{ id: g.id, season: g.season, pHome: walk.pHome.get(g.id)!, homeWon: y, homeMoneyline, awayMoneyline }];
  });
  // The blend's history starts with the first season a fitted model predicts (the earlier ones are Elo's).
  const fitted = walk.choices.find((c) => c.variant !== UNTESTED.name)?.season ?? Infinity;
  const blend = blendSeasons(priced, fitted);
  const elo = selection.predict(constantsOf<MlbConstants>(selection, UNTESTED), games);
  const nested = formatNested('mlb', nestedRows(walk, priced, elo));
  const last = walk.choices.at(-1)!;
  const served = `served (leagues/mlb/selection.ts MLB_SERVED): ${
    JSON.stringify(MLB_SERVED) === JSON.stringify(last.constants) ? 'the' : 'NOT the'
  } choice for ${last.season}, ${choiceWords(last, selection)}`;
  return {
    report: [formatPooled('mlb', pooledBySample('mlb', priced)), blend, nested, served].join('\n'),
    warnings,
  };
}
