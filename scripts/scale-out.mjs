// `node scripts/scale-out.mjs [--write]`: the stack with two replicas of svc-auth, svc-sports and svc-billing behind
// nginx, on this machine's PostgreSQL (databases of its own, dropped after; DATABASE_URL names the server) and
// Redis (REDIS_URL, default 127.0.0.1:6379). Under GET load and concurrent signups through the gateway it kills
// one replica of each service (SIGKILL, as a crash would) and prints: failed GETs (must be 0), signups attempted
// and stored (each once, none lost), and the supervisor's restarts. Exit code 1 when a check fails. `--write`
// puts the figures in bench/report.md and bench/report.json.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePorts, ROOT, startStack } from './stack.mjs';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVICES = ['auth', 'sports', 'billing'];
/** One replica of each: the first of one service, the second of the others (either must be survivable). */
const VICTIMS = ['auth-2', 'sports', 'billing-2'];
const LOAD_SECONDS = 15;
const KILL_AFTER_MS = 5000;
const SIGNUP_WORKERS = 4;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`scale-out: ${line}`);

const run = `vantage_scaleout_${process.pid}`;
const databaseUrl = (service) => {
  const url = new URL(SERVER);
  url.pathname = `/${run}_${service}`;
  return url.toString();
};

async function onServer(statements) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Signs one person up as a browser would: a failure on the way (a 502/503, a connection torn down) is tried
 * again with the same email, until the service answers. "stored" when it said created, or, on a retry, that
 * the email is taken (the earlier attempt was stored before its answer was lost).
 */
async function signUp(gateway, email) {
  const body = JSON.stringify({ email, password: 'correct-horse-battery-staple-9' });
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const response = await fetch(`${gateway}/api/register/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (response?.status === 201 || response?.status === 200) return { outcome: 'stored', attempts: attempt };
    const text = response ? await response.text() : '';
    if (response?.status === 400 && attempt > 1 && /exist/i.test(text)) return { outcome: 'stored', attempts: attempt };
    if (response && response.status < 500) return { outcome: `refused: ${response.status} ${text}`, attempts: attempt };
    await sleep(200);
  }
  return { outcome: 'no answer', attempts: 30 };
}

const progress = [];
await onServer(SERVICES.map((service) => `CREATE DATABASE ${run}_${service}`));
let stack;
let exitCode = 1;
try {
  stack = await startStack({
    ports: await freePorts(),
    dataDir: null,
    frontends: false,
    replicas: 2,
    env: {
      ...Object.fromEntries(SERVICES.map((s) => [`DATABASE_URL_${s.toUpperCase()}`, databaseUrl(s)])),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    },
    onProgress: (line) => {
      progress.push({ at: Date.now(), line });
      log(line);
    },
  });
  const gateway = stack.url;
  const member = await json(`${gateway}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${run}-member@example.com`, password: 'correct-horse-battery-staple-9' }),
  });
  const auth = { Authorization: `Bearer ${member.access}` };
  const { today } = await json(`${gateway}/api/mlb/calendar/`);
  // Each service's replicas answer GETs: svc-sports the signed-in list (the guests' comes from nginx's cache).
  const reads = [
    ['game list, signed in', `/api/mlb/comparison/?date=${today}`, auth],
    ['game list, guest', `/api/mlb/comparison/?date=${today}`, {}],
    ['profile', '/api/users/profile/', auth],
    ['subscription status', '/api/subscriptions/subscription-status/', auth],
    ['pricing tiers', '/api/subscriptions/pricing-tiers/', {}],
  ];
  const started = Date.now();
  const loads = reads.map(([name, pathname, headers]) =>
    autocannon({ url: `${gateway}${pathname}`, headers, connections: 4, duration: LOAD_SECONDS, timeout: 10 }).then(
      (result) => ({
        name,
        requests: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
      }),
    ),
  );
  // Signups all through the load, SIGNUP_WORKERS at a time, so that some are in flight when the replicas die.
  const emails = [];
  const signups = Promise.all(
    Array.from({ length: SIGNUP_WORKERS }, async () => {
      const outcomes = [];
      while (Date.now() - started < LOAD_SECONDS * 1000) {
        const email = `${run}-${emails.length}@example.com`;
        emails.push(email);
        outcomes.push(await signUp(gateway, email));
      }
      return outcomes;
    }),
  ).then((perWorker) => perWorker.flat());
  await sleep(KILL_AFTER_MS);
  const pids = stack.pids();
  const killedAt = Date.now();
  for (const victim of VICTIMS) process.kill(pids[victim], 'SIGKILL');
  log(`killed ${VICTIMS.join(', ')} (SIGKILL) ${((killedAt - started) / 1000).toFixed(1)} s into the load`);
  const getResults = await Promise.all(loads);
  const outcomes = await signups;
  // The supervisor brings every victim back; wait for it (a first start after a crash re-checks the data).
  const deadline = Date.now() + 120_000;
  const restarted = () =>
    VICTIMS.filter((victim) => progress.some(({ at, line }) => at >= killedAt && line === `${victim} restarted`));
  while (restarted().length < VICTIMS.length && Date.now() < deadline) await sleep(500);
  const back = Object.fromEntries(
    VICTIMS.map((victim) => {
      const line = progress.find(({ at, line: l }) => at >= killedAt && l === `${victim} restarted`);
      return [victim, line ? Math.round((line.at - killedAt) / 100) / 10 : null];
    }),
  );

  const client = new pg.Client({ connectionString: databaseUrl('auth') });
  await client.connect();
  const rows = await client
    .query('SELECT lower(email) AS email, count(*)::int AS n FROM auth.users WHERE email LIKE $1 GROUP BY 1', [
      `${run}-%@example.com`,
    ])
    .finally(() => client.end());
  const storedTimes = new Map(rows.rows.map((row) => [row.email, row.n]));
  const acknowledged = outcomes.filter((o) => o.outcome === 'stored').length;
  const lost = emails.filter((email) => !storedTimes.has(email));
  const duplicated = emails.filter((email) => (storedTimes.get(email) ?? 0) > 1);
  const failedGets = getResults.reduce((sum, r) => sum + r.failed, 0);
  const figures = {
    when: new Date().toISOString(),
    replicas: 2,
    killed: VICTIMS,
    gets: getResults,
    failed_gets: failedGets,
    signups_attempted: emails.length,
    signups_acknowledged: acknowledged,
    signups_stored: emails.filter((email) => storedTimes.get(email) === 1).length,
    signups_lost: lost.length,
    signups_duplicated: duplicated.length,
    signup_retries: outcomes.reduce((sum, o) => sum + o.attempts - 1, 0),
    restarted_after_s: back,
  };
  for (const r of getResults) log(`GET ${r.name}: ${r.requests} requests, ${r.failed} failed`);
  log(`failed GETs: ${failedGets} (must be 0)`);
  log(
    `signups: ${emails.length} attempted, ${acknowledged} acknowledged, ${figures.signups_stored} stored once, ${lost.length} lost, ${duplicated.length} duplicated (${figures.signup_retries} retries after a failed attempt)`,
  );
  log(`restarted by the supervisor: ${VICTIMS.map((v) => `${v} after ${back[v] ?? 'never'} s`).join(', ')}`);
  const pass =
    failedGets === 0 &&
    acknowledged === emails.length &&
    lost.length === 0 &&
    duplicated.length === 0 &&
    Object.values(back).every((seconds) => seconds !== null);
  log(pass ? 'PASS' : 'FAIL');
  if (values.write) writeReport(figures);
  exitCode = pass ? 0 : 1;
} finally {
  await stack?.stop();
  // Its logs are kept only when something failed.
  if (stack && exitCode === 0) rmSync(path.dirname(stack.logDir), { recursive: true, force: true });
  else if (stack) log(`logs: ${stack.logDir}`);
  await onServer(SERVICES.map((service) => `DROP DATABASE IF EXISTS ${run}_${service} WITH (FORCE)`));
}
process.exit(exitCode);

/** The scale-out section of bench/report.md (after the load tables) and its figures in bench/report.json. */
function writeReport(figures) {
  const jsonFile = path.join(ROOT, 'bench/report.json');
  const mdFile = path.join(ROOT, 'bench/report.md');
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  report.scale_out = figures;
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  const section = [
    '## Scale out (`node scripts/scale-out.mjs`: 2 replicas of each service, one of each killed under load)',
    '',
    `Measured ${figures.when} on this machine's PostgreSQL and Redis; ${figures.killed.join(', ')} killed (SIGKILL) ${KILL_AFTER_MS / 1000} s into ${LOAD_SECONDS} s of GETs (4 connections per endpoint) and signups all along, ${SIGNUP_WORKERS} at a time, a failed attempt tried again with the same email.`,
    '',
    '| GET | requests | failed |',
    '|---|---:|---:|',
    ...figures.gets.map((r) => `| ${r.name} | ${r.requests} | ${r.failed} |`),
    '',
    `Signups: ${figures.signups_attempted} attempted, ${figures.signups_acknowledged} acknowledged, ${figures.signups_stored} stored exactly once, ${figures.signups_lost} lost, ${figures.signups_duplicated} duplicated (${figures.signup_retries} retries). Restarted by the supervisor: ${figures.killed.map((v) => `${v} after ${figures.restarted_after_s[v]} s`).join(', ')}.`,
    '',
  ].join('\n');
  const sections = readFileSync(mdFile, 'utf8').split(/^(?=## )/m);
  const kept = sections.filter((s) => !s.startsWith('## Scale out'));
  const afterLoad = kept.findLastIndex((s) => s.startsWith('## Load')) + 1;
  kept.splice(afterLoad, 0, `${section}\n`);
  writeFileSync(mdFile, kept.join(''));
}
