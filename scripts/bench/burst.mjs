// A burst of unknown pages from one address beside a visitor from another: does the burst cost only its sender?
// One address (127.0.0.2) asks for `rounds` × `size` concurrent game pages that do not exist (each a distinct
// path, so nothing it asks for is cached), `repeats` times, while another (127.0.0.1) loads /pricing and
// /dashboard every 100 ms. Measured: the visitor's page times through the gateway, quiet and during the bursts
// (p50, p95), the bursts' answers, and the shell's resident memory before, at its peak and once they are over.
// Alone: `node scripts/bench/burst.mjs [--rounds 3] [--size 200] [--repeats 10] [--data-dir DIR] [--write]` starts the built
// product (run `npm run build` first) on free ports, its databases in memory or in DIR (seeded once, kept), and
// prints the figures; `--write` puts them in bench/report.md.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { setPriority } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { nginxAvailable } from '../../gateway/run.mjs';
import { freePorts, ROOT, startStack } from '../stack.mjs';

const VISITOR = '127.0.0.1';
const GREEDY = '127.0.0.2';
const VISITOR_PAGES = ['/pricing', '/dashboard'];
const VISITOR_EVERY_MS = 100;
/** Between two bursts: the visitor's pages in between are not counted as during a burst. */
const BURST_PAUSE_MS = 2_000;

/** On the wall clock (ms): the visitor's thread and the burst's compare their times. */
const wallNow = () => performance.timeOrigin + performance.now();

/** One page from `localAddress`: its status and time to the last byte (ms). */
function get(port, pathname, localAddress) {
  return new Promise((resolve) => {
    const started = wallNow();
    const request = http.get({ host: '127.0.0.1', port, path: pathname, localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, started, ms: wallNow() - started }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, started, ms: wallNow() - started }));
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};
const summary = (answers) => ({
  pages: answers.length,
  p50_ms: Math.round(
    percentile(
      answers.map((a) => a.ms),
      50,
    ),
  ),
  p95_ms: Math.round(
    percentile(
      answers.map((a) => a.ms),
      95,
    ),
  ),
  statuses: answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The process's resident memory in MB (Linux). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/**
 * The visitor: a page every 100 ms until `stop()` resolves with its answers. It runs in a thread of its own, so
 * that its times are not those of this thread's event loop busy with the burst's 200 answers at once.
 */
function visitor(port) {
  const thread = new Worker(new URL(import.meta.url), { workerData: { visitorPort: port } });
  const answers = new Promise((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  return {
    stop: async () => {
      thread.postMessage('stop');
      const collected = await answers;
      await thread.terminate();
      return collected;
    },
  };
}

/** The visitor's thread (see visitor): pages until told to stop, then its answers posted back. */
async function visitorThread(port) {
  const answers = [];
  let running = true;
  parentPort.once('message', () => (running = false));
  for (let i = 0; running; i++) {
    const next = sleep(VISITOR_EVERY_MS);
    void get(port, VISITOR_PAGES[i % VISITOR_PAGES.length], VISITOR).then((answer) => answers.push(answer));
    await next;
  }
  await sleep(1_000); // the last pages' answers
  parentPort.postMessage(answers);
}

export async function burstSection({ port, shellPid, rounds = 3, size = 200, repeats = 10, log = console.log }) {
  // Warm: the remotes' server builds compiled, the public answers cached, as on a running site.
  for (let i = 0; i < 4; i++) for (const page of VISITOR_PAGES) await get(port, page, VISITOR);
  const quiet = visitor(port);
  await sleep(10_000);
  const quietAnswers = await quiet.stop();
  // The memory of a shell that has served the visitor's pages a while (a fresh process grows into its work).
  const rssStart = rssMb(shellPid);

  // The burst, `repeats` times a few seconds apart: one burst lasts under a second on a quiet machine, a handful of
  // the visitor's pages, so its p95 is taken over the pages it asked for during any of them.
  const loaded = visitor(port);
  let rssPeak = rssMb(shellPid);
  const peakWatch = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(shellPid))), 200);
  const burstAnswers = [];
  const windows = [];
  // The sender's own work (600 connections at once) at the lowest CPU priority: on this one host it would
  // otherwise take a core from the server and the visitor, where a real sender's CPU is its own.
  setPriority(19);
  for (let repeat = 0; repeat < repeats; repeat++) {
    if (repeat > 0) await sleep(BURST_PAUSE_MS);
    const started = wallNow();
    for (let round = 0; round < rounds; round++) {
      const pages = Array.from({ length: size }, () => `/game/${randomBytes(8).toString('hex')}`);
      burstAnswers.push(...(await Promise.all(pages.map((page) => get(port, page, GREEDY)))));
    }
    windows.push([started, wallNow()]);
  }
  setPriority(0);
  const burstSeconds = windows.reduce((sum, [from, to]) => sum + (to - from), 0) / 1000 / repeats;
  const duringAnswers = (await loaded.stop()).filter(({ started }) =>
    windows.some(([from, to]) => started >= from && started <= to),
  );
  clearInterval(peakWatch);

  // The answers the burst left are past their time to live; the visitor's next pages let them go.
  const after = visitor(port);
  await sleep(15_000);
  await after.stop();
  const rssAfter = rssMb(shellPid);

  const result = {
    rounds,
    size,
    repeats,
    quiet: summary(quietAnswers),
    during: summary(duringAnswers),
    burst: { ...summary(burstAnswers), seconds: Math.round(burstSeconds * 10) / 10 },
    rss_mb: { start: Math.round(rssStart), peak: Math.round(rssPeak), after: Math.round(rssAfter) },
  };
  result.visitor_p95_ratio = Math.round((result.during.p95_ms / result.quiet.p95_ms) * 100) / 100;
  result.rss_growth_mb = result.rss_mb.after - result.rss_mb.start;
  log(`burst: ${JSON.stringify(result)}`);
  return result;
}

export function burstMarkdown(result, runner) {
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
  const pass = (ok) => (ok ? 'PASS' : 'FAIL');
  return [
    `## A burst of unknown pages from one address (\`node scripts/bench/burst.mjs\`, gateway: ${runner})`,
    '',
    `${result.rounds} rounds of ${result.size} concurrent \`GET /game/<random id>\` from ${GREEDY}, ${result.repeats} times ` +
      `${BURST_PAUSE_MS / 1000} s apart, while ${VISITOR} loads ${VISITOR_PAGES.join(' and ')} every ${VISITOR_EVERY_MS} ms ` +
      `(through the gateway, to the last byte; "during" counts the visitor's pages asked for while a burst ran).`,
    '',
    '| | pages | p50 ms | p95 ms | answers |',
    '|---|---:|---:|---:|---|',
    `| visitor, quiet | ${result.quiet.pages} | ${result.quiet.p50_ms} | ${result.quiet.p95_ms} | ${statuses(result.quiet.statuses)} |`,
    `| visitor, during the bursts | ${result.during.pages} | ${result.during.p50_ms} | ${result.during.p95_ms} | ${statuses(result.during.statuses)} |`,
    `| the bursts (${result.burst.seconds} s each) | ${result.burst.pages} | ${result.burst.p50_ms} | ${result.burst.p95_ms} | ${statuses(result.burst.statuses)} |`,
    '',
    `- The visitor's p95 during the bursts: ${result.visitor_p95_ratio}× its quiet p95 (target within 2×): ${pass(result.visitor_p95_ratio <= 2)}.`,
    `- The shell's resident memory: ${result.rss_mb.start} MB before the burst (after the quiet run), ${result.rss_mb.peak} MB at the peak, ` +
      `${result.rss_mb.after} MB 15 s after the last burst (${result.rss_growth_mb >= 0 ? '+' : ''}${result.rss_growth_mb} MB; target within 20 MB): ${pass(Math.abs(result.rss_growth_mb) <= 20)}.`,
    '',
  ].join('\n');
}

/** Replaces (or appends) the section in bench/report.md. */
function writeReport(markdown) {
  const file = path.join(ROOT, 'bench/report.md');
  const report = readFileSync(file, 'utf8');
  const start = report.indexOf('## A burst of unknown pages');
  const end = start < 0 ? -1 : report.indexOf('\n## ', start + 1);
  const updated =
    start < 0
      ? `${report.trimEnd()}\n\n${markdown}`
      : `${report.slice(0, start)}${markdown}${end < 0 ? '' : report.slice(end + 1)}`;
  writeFileSync(file, updated);
}

if (!isMainThread && workerData?.visitorPort) {
  await visitorThread(workerData.visitorPort);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string' },
      size: { type: 'string' },
      repeats: { type: 'string' },
      'data-dir': { type: 'string' },
      write: { type: 'boolean' },
    },
  });
  const ports = await freePorts();
  const stack = await startStack({
    ports,
    dataDir: values['data-dir'] ? path.resolve(values['data-dir']) : null,
    env: { LOG_LEVEL: 'warn' },
    onProgress: (line) => console.log(`[stack] ${line}`),
  });
  try {
    const result = await burstSection({
      port: ports.gateway,
      shellPid: stack.pids().shell,
      rounds: Number(values.rounds ?? 3),
      size: Number(values.size ?? 200),
      repeats: Number(values.repeats ?? 10),
    });
    const runner = process.env.GATEWAY_RUNNER === 'node' || !nginxAvailable() ? 'Node proxy' : 'nginx';
    const markdown = burstMarkdown(result, runner);
    console.log(markdown);
    if (values.write) writeReport(markdown);
  } finally {
    await stack.stop();
  }
}
