/**
 * Walk-forward back-test of the Vantage model on one season:
 *   npm run -s backtest -w svc-sports -- [--sport mlb] --gamelogs DIR --season YYYY [--odds FILE ...]
 *       [--fivethirtyeight FILE ...] [--predictions OUT.csv] [--splits DIR] [--json]
 *   npm run -s backtest -w svc-sports -- --sport nba|nfl|nhl --data DIR --season YYYY [--predictions OUT.csv] [--json]
 * Each report names the seasons the league's constants were chosen on and whether its season is one of them;
 * `--pooled` (instead of --season) scores every season at once and prints the pooled gap to the market out of
 * sample (the figure that counts) apart from the seasons the constants were chosen on:
 *   npm run -s backtest -w svc-sports -- --gamelogs DIR --odds FILE ... --pooled
 *   npm run -s backtest -w svc-sports -- --sport nba|nfl|nhl --data DIR --pooled
 */
import fs from 'node:fs';
import path from 'node:path';
import { toCsv } from '../csv';
import { dataDir, loadParks, loadTeams, TeamDirectory } from '../reference';
import { loadRetrosplits, loadShippedPlayers } from '../splits';
import { PlayerProjections } from '../../model/projections';
import { ParkLocator } from '../../model/schedule';
import { loadLeagueFolder } from '../../model/leagues/sources';
import { pricedGames, runBacktest } from './backtest';
import { formatReport, jsonSummary, parseArgs } from './command';
import { formatLeagueReport, leaguePricedGames, parseLeagueArgs, runLeagueBacktest } from './leagues';
import { chosenWords, formatPooled, pooledBySample, sampleOf } from './samples';

function main(): void {
  const argv = process.argv.slice(2);
  const sport = argv.includes('--sport') ? argv[argv.indexOf('--sport') + 1] : 'mlb';
  if (sport === 'mlb') mlb(argv.filter((a, i) => a !== '--sport' && argv[i - 1] !== '--sport'));
  else league(argv);
}

function league(argv: string[]): void {
  const args = parseLeagueArgs(argv);
  if (args.pooled) {
    const games = loadLeagueFolder(args.sport, args.data);
    console.log(formatPooled(args.sport, pooledBySample(args.sport, leaguePricedGames(args.sport, games))));
    return;
  }
  const { summary, predictions } = runLeagueBacktest(args.sport, loadLeagueFolder(args.sport, args.data), args.season);
  if (args.predictions)
    fs.writeFileSync(
      args.predictions,
      toCsv(
        ['id', 'date', 'away', 'home', 'p_home'],
        predictions.map((p) => [p.id, p.date, p.away, p.home, p.pHome.toFixed(6)]),
      ),
    );
  const sample = { sample: sampleOf(args.sport, args.season), constants: chosenWords(args.sport) };
  console.log(
    args.json ? JSON.stringify({ ...summary, ...sample }) : formatLeagueReport(args.sport, args.season, summary),
  );
}

function mlb(argv: string[]): void {
  const started = Date.now();
  const args = parseArgs(argv);
  const logFiles = fs
    .readdirSync(args.gamelogs)
    .filter((f) => /^GL\d{4}\.TXT$/i.test(f))
    .sort();
  if (logFiles.length === 0) throw new Error(`no GL*.TXT game logs in ${args.gamelogs}`);
  const input = {
    gameLogs: logFiles.map((f) => fs.readFileSync(path.join(args.gamelogs, f), 'utf8')),
    oddsFiles: args.odds.map((f) => fs.readFileSync(f, 'utf8')),
    fiveThirtyEightFiles: args.fiveThirtyEight.map((f) => fs.readFileSync(f, 'utf8')),
    teams: new TeamDirectory(loadTeams()),
    parks: new ParkLocator(loadParks()),
    options: {
      players: new PlayerProjections(args.splits ? loadRetrosplits(args.splits) : loadShippedPlayers(dataDir())),
    },
  };
  if (args.pooled) {
    const { games, warnings } = pricedGames(input);
    for (const warning of warnings) console.error(`warning: ${warning}`);
    console.log(formatPooled('mlb', pooledBySample('mlb', games)));
    return;
  }
  const report = runBacktest({ ...input, season: args.season });
  for (const warning of report.warnings) console.error(`warning: ${warning}`);
  if (args.predictions) {
    fs.writeFileSync(
      args.predictions,
      toCsv(
        ['date', 'game_number', 'home', 'away', 'p_home'],
        report.predictions.map((p) => [p.date, p.game_number, p.home, p.away, p.p_home.toFixed(6)]),
      ),
    );
  }
  console.log(args.json ? JSON.stringify(jsonSummary(report)) : formatReport(report, (Date.now() - started) / 1000));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
