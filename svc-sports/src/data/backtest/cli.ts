/**
 * Walk-forward back-test of any league on one season, from a folder laid out as ../shared/data/<league>/
 * (MLB: retrosheet/GL*.TXT, odds/*.csv, fivethirtyeight/*.csv, retrosplits/):
 *   npm run -s backtest -w svc-sports -- --sport mlb|nba|nfl|nhl --data DIR --season YYYY [--market moneyline|spread|total]
 *       [--predictions OUT.csv] [--json]
 * Each report names the seasons the league's constants were chosen on and whether its season is one of them;
 * `--pooled` (instead of --season) scores every season at once and prints the pooled gap to the market out of
 * sample (the figure that counts) apart from the seasons the constants were chosen on. The NBA, NFL and NHL
 * predict each season with the variant of their menu chosen on the seasons before it only (nested walk-forward,
 * leagues/team-sport/nested.ts): a season's report names that choice, `--pooled` adds each season's.
 */
import fs from 'node:fs';
import { toCsv } from '../csv';
import { leagueOf } from '../../leagues/registry';
import { parseArgs } from './command';

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const league = leagueOf(args.sport);
  if (!fs.existsSync(args.data)) throw new Error(`no data folder ${args.data}`);
  if (args.pooled) {
    const { report, warnings } = league.pooledBacktest(args.data, args.market);
    for (const warning of warnings) console.error(`warning: ${warning}`);
    console.log(report);
    return;
  }
  const outcome = league.backtest({ data: args.data, season: args.season, market: args.market });
  for (const warning of outcome.warnings) console.error(`warning: ${warning}`);
  if (args.predictions)
    fs.writeFileSync(args.predictions, toCsv(outcome.predictions.columns, outcome.predictions.rows));
  console.log(args.json ? JSON.stringify(outcome.summary) : outcome.report);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
