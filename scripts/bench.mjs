// `npm run bench`: figures (and the front end's targets as PASS/FAIL). Starts the product on free ports, loads
// the main endpoints through the gateway and straight to each service, runs Lighthouse on the first pages
// (scripts/bench/lighthouse.mjs, which also runs alone), measures JavaScript per route in Chromium and each first
// screen's script by part (scripts/bench/first-screen-script.mjs, which also runs alone), a burst of
// unknown pages from one address beside a visitor from another (scripts/bench/burst.mjs, which also runs alone),
// build times, and the model back-test; writes bench/report.md and bench/report.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll, FRONTENDS, SERVICES } from './build.mjs';
import { firstScreenMarkdown, firstScreenScript } from './bench/first-screen-script.mjs';
import { javascriptMarkdown, javascriptPerRoute } from './bench/javascript.mjs';
import { lighthouseMarkdown, lighthouseSection } from './bench/lighthouse.mjs';
import { BENCH_ENV, loadReport, loadRun, loadSection } from './bench/load.mjs';
import { backtestMarkdown, backtestSection } from './bench/backtest.mjs';
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
Object.assign(report, backtestSection());
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
  ...backtestMarkdown(report),
];
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/report.md'), lines.join('\n'));
writeFileSync(path.join(ROOT, 'bench/report.json'), JSON.stringify(report, null, 2));
log('wrote bench/report.md and bench/report.json');
