// `node scripts/scale-out.mjs [--write]`: the stack with two replicas of svc-auth, svc-sports and svc-billing behind
// nginx, on this machine's PostgreSQL (databases of its own, dropped after; DATABASE_URL names the server) and
// Redis (REDIS_URL, default 127.0.0.1:6379). Under GET load, with signups, Stripe webhooks and password-reset
// emails going through the gateway all along, it kills one replica of each service (SIGKILL, as a crash would)
// and prints: failed GETs (must be 0); signups, webhook events and outbox emails each stored, applied or
// delivered exactly once (none lost); the supervisor's restarts. svc-billing talks to the fake Stripe API of its
// tests and svc-auth's relays to the SMTP server of its tests, both run here. Exit code 1 when a check fails.
// `--write` puts the figures in bench/report.md and bench/report.json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import Stripe from 'stripe';
import { freePorts, ROOT, startStack } from './stack.mjs';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVICES = ['auth', 'sports', 'billing'];
/** One replica of each: the first of one service, the second of the others (either must be survivable). */
const VICTIMS = ['auth-2', 'sports', 'billing-2'];
const LOAD_SECONDS = 15;
const KILL_AFTER_MS = 5000;
const SIGNUP_WORKERS = 4;
/** Stripe's deliveries and password-reset requests, each this many at a time, a short pause between two. */
const WEBHOOK_WORKERS = 2;
const MAIL_WORKERS = 2;
const PACE_MS = 50;
/** Subscribers whose events are delivered (a checkout, then invoices) and accounts asking for resets. */
const SUBSCRIBERS = 6;
const MAIL_RECIPIENTS = 4;
/** Every so many events, the first answer is thrown away after the service applied it (a lost acknowledgement). */
const DROP_ANSWER_EVERY = 4;
/**
 * How long the relays get to deliver what was queued: an email claimed by the killed replica waits for its claim's
 * lease (60 s), then for a relay's next run (every 15 s).
 */
const DELIVERY_WAIT_MS = 90_000;
const WEBHOOK_SECRET = 'whsec_scale_out';
const PASSWORD = 'correct-horse-battery-staple-9';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`scale-out: ${line}`);

const run = `vantage_scaleout_${process.pid}`;
// What startStack uses as its run folder when dataDir is null; the compiled test fakes live there too.
const runDir = path.join(ROOT, '.data', `run-${process.pid}`);
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
  const body = JSON.stringify({ email, password: PASSWORD });
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

/**
 * svc-billing's fake Stripe API and svc-auth's SMTP server, the TypeScript its tests run, compiled for this run
 * with the build's esbuild (third-party packages stay imports, resolved from the repository's node_modules).
 */
async function loadTestFakes() {
  const outfile = path.join(runDir, 'test-fakes.mjs');
  await build({
    stdin: {
      contents: [
        "export { startFakeStripe } from './svc-billing/src/testing/fake-stripe.ts';",
        "export { startFakeSmtp } from './svc-auth/src/testing/smtp.ts';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}

const signer = new Stripe('sk_test_signer');
const isLostAnswer = (response) => !response || response.status >= 500;

/**
 * Delivers one event as Stripe does: the same bytes, signed anew at each attempt (a fresh timestamp), again
 * until an answer is a 2xx (Stripe waits longer between attempts). `dropFirstAnswer` throws the first 2xx away,
 * as a connection lost after the service answered. Counts the answers that said the event was applied now.
 */
async function deliverEvent(gateway, event, { dropFirstAnswer }) {
  const payload = JSON.stringify(event);
  let applied = 0;
  let redelivered = 0;
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const response = await fetch(`${gateway}/api/subscriptions/webhook/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (response && !response.ok && !isLostAnswer(response)) {
      return { outcome: `refused: ${response.status} ${await response.text()}`, applied, redelivered };
    }
    // A 2xx whose body never arrived is an answer lost too.
    const answer = response?.ok ? await response.json().catch(() => null) : null;
    if (answer?.duplicate === false) applied += 1;
    if (answer && !(dropFirstAnswer && attempt === 1)) return { outcome: 'acknowledged', applied, redelivered };
    redelivered += 1;
    await sleep(200);
  }
  return { outcome: 'no answer', applied, redelivered };
}

/** Asks for a password-reset email as the browser's form does, again when the answer was lost. */
async function requestReset(gateway, email) {
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const response = await fetch(`${gateway}/api/auth/password-reset/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (response?.ok) return { outcome: 'acknowledged', attempts: attempt };
    if (!isLostAnswer(response))
      return { outcome: `refused: ${response.status} ${await response.text()}`, attempts: attempt };
    await sleep(200);
  }
  return { outcome: 'no answer', attempts: 30 };
}

/** Runs `step` in `workers` loops until the load is over, a pause between two steps of a loop. */
function whileLoaded(started, workers, step) {
  return Promise.all(
    Array.from({ length: workers }, async () => {
      const outcomes = [];
      while (Date.now() - started < LOAD_SECONDS * 1000) {
        outcomes.push(await step());
        await sleep(PACE_MS);
      }
      return outcomes;
    }),
  ).then((perWorker) => perWorker.flat());
}

const progress = [];
await onServer(SERVICES.map((service) => `CREATE DATABASE ${run}_${service}`));
let stack;
let fakes = [];
let exitCode = 1;
try {
  mkdirSync(runDir, { recursive: true });
  const { startFakeStripe, startFakeSmtp } = await loadTestFakes();
  const stripe = await startFakeStripe();
  const smtp = await startFakeSmtp();
  fakes = [stripe, smtp];
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
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: 'sk_test_scale_out',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_BASIC: 'price_basic_scale_out',
      STRIPE_PRICE_PRO: 'price_pro_scale_out',
    },
    onProgress: (line) => {
      progress.push({ at: Date.now(), line });
      log(line);
    },
  });
  const gateway = stack.url;
  const register = (email) =>
    json(`${gateway}/api/register/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  const member = await register(`${run}-member@example.com`);
  const auth = { Authorization: `Bearer ${member.access}` };
  // Subscribers went through Stripe Checkout before the load; their events (the completed checkout, then paid
  // invoices) are delivered during it. Password resets are asked for accounts of their own.
  const tiers = await json(`${gateway}/api/subscriptions/pricing-tiers/`);
  const basic = tiers.find((tier) => tier.tier_type === 'basic');
  const subscribers = [];
  for (let i = 0; i < SUBSCRIBERS; i += 1) {
    const { access } = await register(`${run}-subscriber-${i}@example.com`);
    const { checkout_url: checkoutUrl } = await json(`${gateway}/api/subscriptions/create-checkout-session/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ tier_id: basic.id }),
    });
    subscribers.push({ ...stripe.completeCheckout(checkoutUrl.split('/').pop()), checkoutSent: false });
  }
  const recipients = Array.from({ length: MAIL_RECIPIENTS }, (_, i) => `${run}-mail-${i}@example.com`);
  for (const email of recipients) await register(email);
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
  // Stripe events all along, the subscribers in turn: each one's completed checkout first, then paid invoices.
  const events = [];
  const webhooks = whileLoaded(started, WEBHOOK_WORKERS, () => {
    const subscriber = subscribers[events.length % SUBSCRIBERS];
    const { subscription } = subscriber;
    const event = subscriber.checkoutSent
      ? stripe.event('invoice.paid', stripe.invoice(subscription.id, {}))
      : stripe.event('checkout.session.completed', subscriber.session);
    subscriber.checkoutSent = true;
    const sent = { event, dropFirstAnswer: (events.length + 1) % DROP_ANSWER_EVERY === 0 };
    events.push(sent);
    return deliverEvent(gateway, event, sent).then((delivery) => Object.assign(sent, delivery));
  });
  let resetRequests = 0;
  const resets = whileLoaded(started, MAIL_WORKERS, () => {
    resetRequests += 1;
    return requestReset(gateway, recipients[resetRequests % MAIL_RECIPIENTS]);
  });
  await sleep(KILL_AFTER_MS);
  const pids = stack.pids();
  const killedAt = Date.now();
  for (const victim of VICTIMS) process.kill(pids[victim], 'SIGKILL');
  log(`killed ${VICTIMS.join(', ')} (SIGKILL) ${((killedAt - started) / 1000).toFixed(1)} s into the load`);
  const getResults = await Promise.all(loads);
  const outcomes = await signups;
  await webhooks;
  const resetOutcomes = await resets;
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
  const webhookFigures = await checkWebhooks(events);
  const mailFigures = await checkEmails(smtp, recipients, resetOutcomes);
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
    ...webhookFigures,
    ...mailFigures,
    restarted_after_s: back,
  };
  for (const r of getResults) log(`GET ${r.name}: ${r.requests} requests, ${r.failed} failed`);
  log(`failed GETs: ${failedGets} (must be 0)`);
  log(
    `signups: ${emails.length} attempted, ${acknowledged} acknowledged, ${figures.signups_stored} stored once, ${lost.length} lost, ${duplicated.length} duplicated (${figures.signup_retries} retries after a failed attempt)`,
  );
  log(
    `webhooks: ${figures.webhooks_sent} events sent, ${figures.webhooks_acknowledged} acknowledged, ${figures.webhooks_applied_once} applied once, ${figures.webhooks_lost} lost, ${figures.webhooks_duplicated} duplicated (${figures.webhook_redeliveries} delivered again after a lost answer, ${figures.webhook_answers_dropped} of those answers dropped on purpose)`,
  );
  log(
    `emails: ${figures.reset_requests} reset requests, ${figures.reset_requests_acknowledged} acknowledged (${figures.reset_request_retries} retries), ${figures.emails_queued} queued, ${figures.emails_delivered_once} delivered once, ${figures.emails_lost} lost, ${figures.emails_duplicated} duplicated (${figures.emails_claimed_again} sent on a second claim, after the killed relay's lease)`,
  );
  log(`restarted by the supervisor: ${VICTIMS.map((v) => `${v} after ${back[v] ?? 'never'} s`).join(', ')}`);
  const pass =
    failedGets === 0 &&
    acknowledged === emails.length &&
    lost.length === 0 &&
    duplicated.length === 0 &&
    figures.webhooks_acknowledged === figures.webhooks_sent &&
    figures.webhooks_applied_once === figures.webhooks_sent &&
    figures.reset_requests_acknowledged === figures.reset_requests &&
    figures.emails_queued >= figures.reset_requests_acknowledged &&
    figures.emails_delivered_once === figures.emails_queued &&
    Object.values(back).every((seconds) => seconds !== null);
  log(pass ? 'PASS' : 'FAIL');
  if (values.write) writeReport(figures);
  exitCode = pass ? 0 : 1;
} finally {
  await stack?.stop();
  await Promise.all(fakes.map((fake) => fake.close()));
  // Its logs are kept only when something failed.
  if (stack && exitCode === 0) rmSync(runDir, { recursive: true, force: true });
  else if (stack) log(`logs: ${stack.logDir}`);
  await onServer(SERVICES.map((service) => `DROP DATABASE IF EXISTS ${run}_${service} WITH (FORCE)`));
}
process.exit(exitCode);

/**
 * Each event's effect, read from svc-billing's database: the event recorded as processed, and the subscription
 * (a completed checkout) or the invoice (invoice.paid) it wrote. Applied once: both there and at most one answer
 * said "applied" (the claim on the event id lets one delivery apply it; a second "applied" is a double write).
 */
async function checkWebhooks(events) {
  const client = new pg.Client({ connectionString: databaseUrl('billing') });
  await client.connect();
  const ids = async (sql, values) => new Set((await client.query(sql, [values])).rows.map((row) => row.id));
  let processedIds, subscriptionIds, invoiceIds;
  try {
    processedIds = await ids(
      'SELECT event_id AS id FROM billing.processed_events WHERE event_id = ANY($1)',
      events.map(({ event }) => event.id),
    );
    subscriptionIds = await ids(
      'SELECT id FROM billing.subscriptions WHERE id = ANY($1)',
      events.map(({ event }) => event.data.object.subscription).filter((id) => typeof id === 'string'),
    );
    invoiceIds = await ids(
      'SELECT id FROM billing.invoices WHERE id = ANY($1)',
      events.filter(({ event }) => event.type === 'invoice.paid').map(({ event }) => event.data.object.id),
    );
  } finally {
    await client.end();
  }
  const written = ({ event }) =>
    event.type === 'invoice.paid'
      ? invoiceIds.has(event.data.object.id)
      : subscriptionIds.has(event.data.object.subscription);
  const lost = events.filter((sent) => !processedIds.has(sent.event.id) || !written(sent));
  const duplicated = events.filter((sent) => sent.applied > 1);
  return {
    webhooks_sent: events.length,
    webhooks_acknowledged: events.filter((sent) => sent.outcome === 'acknowledged').length,
    webhooks_applied_once: events.length - new Set([...lost, ...duplicated]).size,
    webhooks_lost: lost.length,
    webhooks_duplicated: duplicated.length,
    webhook_redeliveries: events.reduce((sum, sent) => sum + sent.redelivered, 0),
    webhook_answers_dropped: events.filter((sent) => sent.dropFirstAnswer).length,
  };
}

/**
 * Every email queued in auth.outbox for the reset requests, against what the SMTP server received: each row
 * delivered exactly once (the relay's Message-ID names the row). Waits until the relays are done or the time is up.
 */
async function checkEmails(smtp, recipients, requests) {
  const client = new pg.Client({ connectionString: databaseUrl('auth') });
  await client.connect();
  const deliveries = () => {
    const times = new Map();
    for (const mail of smtp.received) {
      const row = /^<outbox\.(\d+)\./.exec(mail.headers['message-id'] ?? '')?.[1];
      if (row) times.set(Number(row), (times.get(Number(row)) ?? 0) + 1);
    }
    return times;
  };
  let queued = [];
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  try {
    for (;;) {
      const result = await client.query(
        'SELECT id::int AS id, sent_at, attempts FROM auth.outbox WHERE "to" = ANY($1)',
        [recipients],
      );
      queued = result.rows;
      const times = deliveries();
      const settled = queued.every((row) => row.sent_at !== null && times.get(row.id) === 1);
      if (settled || Date.now() > deadline) break;
      await sleep(1000);
    }
  } finally {
    await client.end();
  }
  const times = deliveries();
  return {
    reset_requests: requests.length,
    reset_requests_acknowledged: requests.filter((r) => r.outcome === 'acknowledged').length,
    reset_request_retries: requests.reduce((sum, r) => sum + r.attempts - 1, 0),
    emails_queued: queued.length,
    emails_delivered_once: queued.filter((row) => times.get(row.id) === 1).length,
    emails_lost: queued.filter((row) => !times.has(row.id)).length,
    emails_duplicated: queued.filter((row) => (times.get(row.id) ?? 0) > 1).length,
    // Claimed again: held by a relay that died before reporting back, until its claim's lease ran out.
    emails_claimed_again: queued.filter((row) => row.attempts > 1).length,
  };
}

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
    `Signups: ${figures.signups_attempted} attempted, ${figures.signups_acknowledged} acknowledged, ${figures.signups_stored} stored exactly once, ${figures.signups_lost} lost, ${figures.signups_duplicated} duplicated (${figures.signup_retries} retries).`,
    '',
    `Stripe webhooks (${WEBHOOK_WORKERS} at a time to svc-billing through the gateway, signed as Stripe signs them, each event delivered again until a 2xx; svc-billing reads the subscriptions from its tests' fake Stripe API): ${figures.webhooks_sent} events sent, ${figures.webhooks_acknowledged} acknowledged, ${figures.webhooks_applied_once} applied exactly once (processed and written in svc-billing's database), ${figures.webhooks_lost} lost, ${figures.webhooks_duplicated} duplicated; ${figures.webhook_redeliveries} deliveries again after a lost answer, ${figures.webhook_answers_dropped} of those answers dropped on purpose after the service had answered.`,
    '',
    `Outbox emails (password-reset requests, ${MAIL_WORKERS} at a time; svc-auth's mail relay on both replicas, delivering to an SMTP server started by the run): ${figures.reset_requests} requests, ${figures.reset_requests_acknowledged} acknowledged (${figures.reset_request_retries} retries), ${figures.emails_queued} emails queued, ${figures.emails_delivered_once} delivered exactly once, ${figures.emails_lost} lost, ${figures.emails_duplicated} duplicated (${figures.emails_claimed_again} sent on a second claim, after the killed replica's lease ran out).`,
    '',
    `Restarted by the supervisor: ${figures.killed.map((v) => `${v} after ${figures.restarted_after_s[v]} s`).join(', ')}.`,
    '',
  ].join('\n');
  const sections = readFileSync(mdFile, 'utf8').split(/^(?=## )/m);
  const kept = sections.filter((s) => !s.startsWith('## Scale out'));
  const afterLoad = kept.findLastIndex((s) => s.startsWith('## Load')) + 1;
  kept.splice(afterLoad, 0, `${section}\n`);
  writeFileSync(mdFile, kept.join(''));
}
