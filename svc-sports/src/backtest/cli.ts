/**
 * Walk-forward back-test of the Vantage model on one season of Retrosheet game logs:
 *   npm run -s backtest -w svc-sports -- --gamelogs DIR --season YYYY [--odds FILE ...]
 *       [--fivethirtyeight FILE ...] [--predictions OUT.csv] [--splits DIR] [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { toCsv } from '../data/csv';
import { dataDir, loadParks, loadTeams, TeamDirectory } from '../data/reference';
import { loadRetrosplits, loadShippedPlayers } from '../data/splits';
import { PlayerProjections } from '../model/projections';
import { ParkLocator } from '../model/schedule';
import { runBacktest } from './backtest';
import { formatReport, jsonSummary, parseArgs } from './command';

function main(): void {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  const logFiles = fs
    .readdirSync(args.gamelogs)
    .filter((f) => /^GL\d{4}\.TXT$/i.test(f))
    .sort();
  if (logFiles.length === 0) throw new Error(`no GL*.TXT game logs in ${args.gamelogs}`);
  const report = runBacktest({
    gameLogs: logFiles.map((f) => fs.readFileSync(path.join(args.gamelogs, f), 'utf8')),
    season: args.season,
    oddsFiles: args.odds.map((f) => fs.readFileSync(f, 'utf8')),
    fiveThirtyEightFiles: args.fiveThirtyEight.map((f) => fs.readFileSync(f, 'utf8')),
    teams: new TeamDirectory(loadTeams()),
    parks: new ParkLocator(loadParks()),
    options: {
      players: new PlayerProjections(args.splits ? loadRetrosplits(args.splits) : loadShippedPlayers(dataDir())),
    },
  });
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
