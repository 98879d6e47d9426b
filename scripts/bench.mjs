// `npm run bench`: figures (and the front end's targets as PASS/FAIL). Starts the product on free ports, loads
// the main endpoints through the gateway and straight to each service, runs Lighthouse on the first pages
// (scripts/bench/lighthouse.mjs, which also runs alone), measures JavaScript per route in Chromium and each first
// screen's script by part (scripts/bench/first-screen-script.mjs, which also runs alone), a burst of
// unknown pages from one address beside a visitor from another (scripts/bench/burst.mjs, which also runs alone),
// build times, and the model back-test; writes bench/report.md and bench/report.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll, FRONTENDS, SERVICES } from './build.mjs';
import { firstScreenMarkdown, firstScreenScript } from './bench/first-screen-script.mjs';
import { javascriptMarkdown, javascriptPerRoute } from './bench/javascript.mjs';
import { lighthouseMarkdown, lighthouseSection } from './bench/lighthouse.mjs';
import { BENCH_ENV, loadReport, loadRun, loadSection } from './bench/load.mjs';
import { burstMarkdown, burstSection } from './bench/burst.mjs';
import { nginxAvailable } from '../gateway/run.mjs';
import { freePorts, ROOT, startStack } from './stack.mjs';

const report = {
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  when: new Date().toISOString(),
};
const log = (line) => console.log(line);

function backtest() {
  const gamelogs = process.env.BENCH_GAMELOGS ?? path.join(ROOT, '../shared/data/mlb/retrosheet');
  // 2023 moneylines exist only in the ScoresAndOdds file; with it the report compares with the market.
  const oddsFile = process.env.BENCH_ODDS ?? path.join(ROOT, '../shared/data/mlb/odds/scoresandodds_2018_2023.csv');
  const odds = existsSync(oddsFile) ? ['--odds', oddsFile] : [];
  // The raw game logs are not in the repository (a fresh clone has no ../shared): say so, not an error.
  if (!existsSync(gamelogs)) return { skipped: `no Retrosheet game logs at ${gamelogs}; set BENCH_GAMELOGS` };
  const result = spawnSync(
    'npm',
    ['run', '-s', 'backtest', '-w', 'svc-sports', '--', '--gamelogs', gamelogs, '--season', '2023', ...odds, '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    return {
      error: result.stderr
        .split('\n')
        .filter((l) => !/nodedir/.test(l))
        .join('\n')
        .trim(),
    };
  const figures = JSON.parse(result.stdout.trim().split('\n').pop());
  log(`backtest 2023: ${JSON.stringify(figures)}`);
  return { season: 2023, ...figures };
}

/** The NBA's, NFL's and NHL's back-test of 2023 (`--sport`), from ../shared/data/<league> when it is there. */
function leagueBacktests() {
  return Object.fromEntries(
    ['nba', 'nfl', 'nhl'].map((league) => {
      const data = path.join(process.env.BENCH_LEAGUE_DATA ?? path.join(ROOT, '../shared/data'), league);
      if (!existsSync(data)) return [league, { skipped: `no ${data}` }];
      const args = ['run', '-s', 'backtest', '-w', 'svc-sports', '--', '--sport', league, '--data', data];
      const result = spawnSync('npm', [...args, '--season', '2023', '--json'], { cwd: ROOT, encoding: 'utf8' });
      if (result.status !== 0) return [league, { error: result.stderr.trim() }];
      const figures = JSON.parse(result.stdout.trim().split('\n').pop());
      log(`backtest ${league} 2023: ${JSON.stringify(figures)}`);
      return [league, { season: 2023, ...figures }];
    }),
  );
}

/**
 * Every league's back-test over all its seasons at once (`--pooled`): the pooled gap to the market out of sample,
 * the figure that counts, apart from the seasons the constants were chosen on (svc-sports/src/data/backtest/samples.ts).
 */
function pooledBacktests() {
  const shared = process.env.BENCH_LEAGUE_DATA ?? path.join(ROOT, '../shared/data');
  const mlb = path.join(shared, 'mlb');
  const runs = [
    [
      'mlb',
      existsSync(path.join(mlb, 'retrosheet')),
      [
        '--gamelogs',
        path.join(mlb, 'retrosheet'),
        '--odds',
        ...[
          'sbr_mlb_odds_2010_2019_cswaters.csv',
          'sbr_mlb_odds_2018_2021_with_pitchers.csv',
          'scoresandodds_2018_2023.csv',
        ].map((f) => path.join(mlb, 'odds', f)),
      ],
    ],
    ...['nba', 'nfl', 'nhl'].map((league) => [
      league,
      existsSync(path.join(shared, league)),
      ['--sport', league, '--data', path.join(shared, league)],
    ]),
  ];
  return runs.map(([league, present, args]) => {
    if (!present) return `${league.toUpperCase()}: skipped, no data under ${shared}`;
    const result = spawnSync('npm', ['run', '-s', 'backtest', '-w', 'svc-sports', '--', ...args, '--pooled'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
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

/** svc-auth's own login bench: logins per CPU-second of the server process, i.e. per core. */
function loginPerCore() {
  const result = spawnSync('npm', ['run', '-s', 'bench', '-w', 'svc-auth'], { cwd: ROOT, encoding: 'utf8' });
  const output = `${result.stdout}`.trim();
  log(`login bench (svc-auth):\n${output}`);
  return result.status === 0 ? output : { error: result.stderr.trim() };
}

log(`bench on ${report.machine.cores} cores (${report.machine.cpu})`);
const buildStarted = Date.now();
report.build_ms = await buildAll({ force: process.argv.includes('--rebuild'), apps: [...SERVICES, ...FRONTENDS] });
report.build_wall_ms = Date.now() - buildStarted;
const stack = await startStack({
  ports: await freePorts(),
  dataDir: null,
  env: BENCH_ENV,
  onProgress: (line) => log(`stack: ${line}`),
});
try {
  report.load = await loadSection(stack);
  report.javascript = await javascriptPerRoute(stack);
  report.first_screen_script = await firstScreenScript(stack.url, log);
  report.lighthouse = await lighthouseSection(stack.url);
  // Last on this stack: the burst leaves the shell's memory as the figures after it say.
  report.burst = await burstSection({ port: stack.ports.gateway, shellPid: stack.pids().shell, log });
} finally {
  await stack.stop();
}
// The same load once more on this machine's PostgreSQL server, where the services use connection pools.
report.load_server = await loadRun('server', { onProgress: (line) => log(`stack (PostgreSQL server): ${line}`) }).catch(
  (err) => ({ error: err.message }),
);
report.backtest = backtest();
report.backtest_leagues = leagueBacktests();
report.backtest_pooled = pooledBacktests();
report.login_per_core = loginPerCore();

const lines = [
  '# Vantage benchmark report',
  '',
  `Measured ${report.when} on ${report.machine.cores} cores (${report.machine.cpu}), ${report.machine.memoryGb} GB, Node ${report.machine.node}. Load is generated on the same machine over loopback, so every figure shares the two cores with the load generator. The first table is the product on its embedded defaults: one PGlite per service used through a single connection, which bounds every database-backed endpoint; the second is the same load with the services on this machine's PostgreSQL server. Requests/s run from the first request to the last answer, after an unmeasured warm-up of the same URL (the first call for a date builds its cached answer).`,
  '',
  ...loadReport(report),
  '',
  ...lighthouseMarkdown(report.lighthouse),
  '',
  ...javascriptMarkdown(report.javascript),
  '',
  ...firstScreenMarkdown(report.first_screen_script),
  '',
  burstMarkdown(report.burst, process.env.GATEWAY_RUNNER === 'node' || !nginxAvailable() ? 'Node proxy' : 'nginx'),
  '## Build time (ms, apps rebuilt in this run; `npm run bench -- --rebuild` rebuilds all)',
  '',
  ...(Object.keys(report.build_ms).length
    ? Object.entries(report.build_ms).map(([app, ms]) => `- ${app}: ${ms}`)
    : ['- nothing was out of date in this run']),
  '',
  '## Login throughput per core (svc-auth bench, production argon2id parameters)',
  '',
  '```',
  typeof report.login_per_core === 'string' ? report.login_per_core : JSON.stringify(report.login_per_core),
  '```',
  '',
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
  '',
];
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/report.md'), lines.join('\n'));
writeFileSync(path.join(ROOT, 'bench/report.json'), JSON.stringify(report, null, 2));
log('wrote bench/report.md and bench/report.json');
