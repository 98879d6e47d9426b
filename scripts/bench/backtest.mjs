// The model back-tests of the benchmark report: every league's 2023 and every league pooled over all its seasons
// (`--pooled`), one command for each (`--sport <league> --data ../shared/data/<league>`; BENCH_LEAGUE_DATA moves
// the folder). `npm run bench` runs them with everything else; alone,
// `node scripts/bench/backtest.mjs` reruns only them and replaces their part of bench/report.md and report.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack.mjs';

const log = (line) => console.log(line);
const REPORT_START = '<!-- backtest:start -->';
const REPORT_END = '<!-- backtest:end -->';

/** The folder of ../shared/data a league's back-test reads (BENCH_LEAGUE_DATA moves it). */
const leagueData = (league) => path.join(process.env.BENCH_LEAGUE_DATA ?? path.join(ROOT, '../shared/data'), league);

/** One league's back-test of 2023 (`--sport <league> --data <dir> --json`), or why it was skipped. */
function seasonBacktest(league) {
  const data = leagueData(league);
  // The raw data is not in the repository (a fresh clone has no ../shared): say so, not an error.
  if (!existsSync(data)) return { skipped: `no ${data}; set BENCH_LEAGUE_DATA` };
  const args = ['run', '-s', 'backtest', '-w', 'svc-sports', '--', '--sport', league, '--data', data];
  const result = spawnSync('npm', [...args, '--season', '2023', '--market', 'moneyline', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    return {
      error: result.stderr
        .split('\n')
        .filter((l) => !/nodedir/.test(l))
        .join('\n')
        .trim(),
    };
  const figures = JSON.parse(result.stdout.trim().split('\n').pop());
  log(`backtest ${league} 2023: ${JSON.stringify(figures)}`);
  return { season: 2023, ...figures };
}

/** The NBA's, NFL's and NHL's back-test of 2023, the same command as MLB's. */
function leagueBacktests() {
  return Object.fromEntries(['nba', 'nfl', 'nhl'].map((league) => [league, seasonBacktest(league)]));
}

/**
 * Every league's back-test over all its seasons at once (`--pooled`): the pooled gap to the market out of sample,
 * the figure that counts, apart from the seasons the constants were chosen on (svc-sports/src/data/backtest/samples.ts).
 */
function pooledBacktests() {
  return ['mlb', 'nba', 'nfl', 'nhl'].map((league) => {
    const data = leagueData(league);
    if (!existsSync(data)) return `${league.toUpperCase()}: skipped, no data at ${data}`;
    const args = ['run', '-s', 'backtest', '-w', 'svc-sports', '--', '--sport', league, '--data', data, '--pooled'];
    const result = spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8' });
    const out = result.status === 0 ? result.stdout.trim() : `${league.toUpperCase()}: ${result.stderr.trim()}`;
    log(out);
    return out;
  });
}

/** One row per league of the back-test table (Brier, log loss, accuracy; the market and a plain Elo). */
function leagueBacktestMarkdown(results) {
  const f = (x, digits = 4) => (typeof x === 'number' ? x.toFixed(digits) : '–');
  return [
    '| league | season | in sample? | games | Brier | log loss | accuracy | market Brier | gap to the market | plain Elo Brier |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(results).map(([league, r]) =>
      r.games
        ? `| ${league.toUpperCase()} | ${r.season} | ${r.sample}: ${r.constants} | ${r.games} | ${f(r.brier)} | ${f(r.log_loss)} | ${(100 * r.accuracy).toFixed(1)} % | ${f(r.market_brier)} | ${r.brier - r.market_brier >= 0 ? '+' : ''}${f(r.brier - r.market_brier)} | ${f(r.elo_brier)} |`
        : `| ${league.toUpperCase()} | – | – | – | ${r.skipped ?? r.error} | | | | | |`,
    ),
  ];
}

/** Every back-test: `{ backtest, backtest_leagues, backtest_pooled }`, the report's fields. */
export function backtestSection() {
  return {
    backtest: seasonBacktest('mlb'),
    backtest_leagues: leagueBacktests(),
    backtest_pooled: pooledBacktests(),
  };
}

/** The report's back-test sections, between markers so that they can be replaced alone. */
export function backtestMarkdown(report) {
  return [
    REPORT_START,
    '## Model back-test (MLB 2023, fitted on earlier seasons only)',
    '',
    `2023 chose no constant but was watched while they were chosen: ${report.backtest.constants ?? 'see svc-sports/README.md'}. It is not a clean hold-out; the pooled figures below are.`,
    '',
    '```json',
    JSON.stringify(report.backtest, null, 2),
    '```',
    '',
    '## League models back-test (2023, every earlier season walked forward; `--sport`)',
    '',
    ...leagueBacktestMarkdown(report.backtest_leagues),
    '',
    '## Pooled, in and out of sample (`npm run backtest -- … --pooled`)',
    '',
    'The gap to the de-vigged market (model minus market Brier; below 0 the model was better) pooled over the seasons nothing was chosen on, the figure that counts, apart from the seasons the constants were chosen on.',
    '',
    '```',
    ...report.backtest_pooled,
    '```',
    REPORT_END,
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = backtestSection();
  const jsonFile = path.join(ROOT, 'bench/report.json');
  const saved = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  writeFileSync(jsonFile, JSON.stringify({ ...saved, ...section }, null, 2));
  const mdFile = path.join(ROOT, 'bench/report.md');
  const report = readFileSync(mdFile, 'utf8');
  const start = report.indexOf(REPORT_START);
  const end = report.indexOf(REPORT_END);
  if (start < 0 || end < start) throw new Error(`bench/report.md has no ${REPORT_START} … ${REPORT_END}`);
  const next = report.slice(end + REPORT_END.length).replace(/^\n/, '');
  writeFileSync(mdFile, `${report.slice(0, start)}${backtestMarkdown(section).join('\n')}${next}`);
  log('wrote the back-tests into bench/report.md and bench/report.json');
}
