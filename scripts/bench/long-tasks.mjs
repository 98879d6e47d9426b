// What blocks a phone's main thread while a page loads: the long tasks (over 50 ms with the CPU slowed 4×, the
// tasks Lighthouse's Total Blocking Time counts), each with what it spent its time on (script evaluation,
// style and layout...) and the functions it ran, named through the apps' source maps. With --renders, every
// React commit of the load too, with the components whose own state made it render again (the renders a
// prefetch can save; recording them costs time of its own, so the tasks read longer).
//   node scripts/bench/long-tasks.mjs --url http://localhost:8080/dashboard [--member] [--renders] [--stacks 4]
//        [--by-module]
// --by-module lists each task's time by the package (or app folder) whose code ran, instead of by stack.
// --member signs up a Free member first and opens the page with that session. Needs a running product built
// by `npm run build` (`npm start`), whose source maps are in <app>/sourcemaps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import * as constants from 'lighthouse/core/config/constants.js';
import sourceMap from 'source-map';
import { ROOT } from '../stack.mjs';
import { freeMember } from './lighthouse.mjs';

const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 9_000;
/** The folder of each app's build, by the URL path its files are served under. */
const APP_OF_PATH = [
  ['/remotes/games/', 'mfe-games'],
  ['/remotes/account/', 'mfe-account'],
  ['/remotes/admin/', 'mfe-admin'],
  ['/', 'shell'],
];
/** The trace events that say what a task did. */
const WORK = new Set([
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

/** Names a profile frame by its original source (`name(file:line)`), through the app's source map. */
function frameNamer() {
  const maps = new Map();
  const mapOf = (url) => {
    const { pathname } = new URL(url);
    if (!pathname.endsWith('.js')) return null;
    if (!maps.has(pathname)) {
      const [prefix, app] = APP_OF_PATH.find(([start]) => pathname.startsWith(start));
      const file = path.join(ROOT, app, 'sourcemaps', `${pathname.slice(prefix.length)}.map`);
      maps.set(
        pathname,
        existsSync(file) ? new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
      );
    }
    return maps.get(pathname);
  };
  const sourceOf = ({ url = '', lineNumber, columnNumber }) => {
    const map = url.startsWith('http') ? mapOf(url) : null;
    const position = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!position?.source) return { file: url ? `(${url.split('/').pop()})` : '(native)' };
    const file = position.source.replace(/.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '');
    return { file, line: position.line, name: position.name };
  };
  return {
    frame: (callFrame) => {
      const { file, line, name } = sourceOf(callFrame);
      return line === undefined
        ? callFrame.functionName || file
        : `${name ?? (callFrame.functionName || 'anonymous')} (${file}:${line})`;
    },
    /** The package (or the app's own folder) a frame's code comes from. */
    module: (callFrame) => {
      const { file } = sourceOf(callFrame);
      const parts = file.split('/');
      if (file.startsWith('src/')) return parts.slice(0, 3).join('/');
      if (file.startsWith('packages/')) return parts.slice(0, 4).join('/');
      return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
    },
  };
}

/** Fibers of the commit whose own state changed: why the page rendered again. */
function recordCommits() {
  const commits = [];
  window.__vantageCommits = commits;
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(++nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      const origins = [];
      let fibers = 0;
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          fibers++;
          const before = fiber.alternate;
          if (
            before &&
            typeof fiber.type === 'function' &&
            fiber.memoizedState !== before.memoizedState &&
            fiber.memoizedProps === before.memoizedProps
          ) {
            origins.push(String(fiber.type).slice(0, 90).replace(/\s+/g, ' '));
          }
          walk(fiber.child);
        }
      };
      walk(root.current.child);
      commits.push({ at: Math.round(window.performance.now()), fibers, origins });
    },
  };
}

async function trace(url, session, renders) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8')).args,
  });
  try {
    // Lighthouse's phone, user agent included: the server renders a phone's page for it, as it does for Lighthouse.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      userAgent: constants.userAgents.mobile,
      isMobile: true,
      hasTouch: true,
    });
    if (session) {
      await context.addInitScript(({ access, refresh, email }) => {
        if (localStorage.getItem('access_token')) return;
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
        localStorage.setItem('user_email', email);
        document.cookie = 'vantage_signed_in=1; path=/';
      }, session);
    }
    if (renders) await context.addInitScript(recordCommits);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return { events, commits: renders ? await page.evaluate(() => window.__vantageCommits) : null };
  } finally {
    await browser.close();
  }
}

function report({ events, commits }, stacks, groupByModule) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (thread) =>
    events
      .filter((e) => e.name === 'RunTask' && e.pid === thread.pid && e.tid === thread.tid)
      .reduce((s, e) => s + e.dur, 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const start = Math.min(...events.filter((e) => onMain(e) && e.name === 'ParseHTML').map((e) => e.ts));

  // The CPU profile: its samples with their times, and each node's parent.
  const nodes = new Map();
  const parent = new Map();
  const samples = [];
  // The main thread's profile only: a worker's (same process) has its own id and node numbers.
  const profile = events.find((e) => onMain(e) && e.name === 'Profile');
  let sampleTime = profile?.args.data.startTime ?? 0;
  for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parent.set(node.id, node.parent);
    }
    (cpuProfile.samples ?? []).forEach((id, i) => {
      sampleTime += timeDeltas[i];
      samples.push([sampleTime, id]);
    });
  }
  const namer = frameNamer();
  const stackOf = (id) => {
    const frames = [];
    for (let node = id; node !== undefined; node = parent.get(node))
      frames.push(namer.frame(nodes.get(node).callFrame));
    return frames; // innermost first
  };
  // Self time by the module whose code ran: what a task's evaluation spends on each package.
  const keyOf = groupByModule
    ? (id) => namer.module(nodes.get(id).callFrame)
    : (id) => stackOf(id).slice(0, 3).join(' < ');

  let blocking = 0;
  const tasks = events.filter((e) => e.name === 'RunTask' && onMain(e) && e.dur / 1000 > LONG_TASK_MS);
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const ms = task.dur / 1000;
    blocking += ms - LONG_TASK_MS;
    const work = new Map();
    for (const e of events) {
      if (!onMain(e) || e.ph !== 'X' || !WORK.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur)
        continue;
      const what = e.args?.data?.url ? `${e.name} ${e.args.data.url.split('/').pop()}` : e.name;
      work.set(what, (work.get(what) ?? 0) + e.dur / 1000);
    }
    console.log(
      `\n${Math.round((task.ts - start) / 1000)} ms: ${Math.round(ms)} ms task — ` +
        [...work]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([what, t]) => `${what} ${Math.round(t)}`)
          .join(', '),
    );
    const inTask = samples.filter(([t]) => t >= task.ts && t <= task.ts + task.dur);
    const byStack = new Map();
    for (const [, id] of inTask) {
      const key = keyOf(id);
      byStack.set(key, (byStack.get(key) ?? 0) + 1);
    }
    for (const [key, count] of [...byStack].sort((a, b) => b[1] - a[1]).slice(0, stacks)) {
      console.log(`  ${String(Math.round((100 * count) / (inTask.length || 1))).padStart(3)}%  ${key.slice(0, 200)}`);
    }
  }
  console.log(
    `\nBlocking time with the CPU slowed ${CPU_SLOWDOWN}× (whole load, not Lighthouse's simulation): ${Math.round(blocking)} ms`,
  );
  if (!commits) return;
  console.log(`\nReact commits (${commits.length}):`);
  for (const commit of commits) {
    console.log(`  ${commit.at} ms, ${commit.fibers} fibers${commit.origins.length ? `, rendered again by:` : ''}`);
    for (const origin of commit.origins.slice(0, stacks)) console.log(`      ${origin}`);
  }
}

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080/dashboard' },
    member: { type: 'boolean', default: false },
    stacks: { type: 'string', default: '4' },
    renders: { type: 'boolean', default: false },
    'by-module': { type: 'boolean', default: false },
  },
});
const session = values.member ? await (await freeMember(new URL(values.url).origin)).signIn() : null;
report(await trace(values.url, session, values.renders), Number(values.stacks), values['by-module']);
