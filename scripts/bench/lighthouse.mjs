// Lighthouse section of `npm run bench`: Lighthouse 12 with Debian Chromium, offline, the mobile
// default (simulated 4× CPU, 150 ms round trips) and the desktop preset, median of 3 runs per page, on the
// pages a fan opens first; plus the game-analysis modal opened with the CPU slowed 4×. Run this part alone:
//   node scripts/bench/lighthouse.mjs [--url http://localhost:8080] [--runs 3] [--pages /,/dashboard]
//        [--presets mobile,desktop] [--no-modal] [--phone 264,1000]
// --phone sets the mobile runs' CPU slowdown from this machine's speed, measured before each run, so that they
// emulate a phone of that CPU benchmark whatever the machine (Lighthouse's 4× does so only on the desktop it
// expects): figures of two machines compare. The report names the slowdowns used. Each phone listed is a run
// of its own with a section of its own in the report (264: DevTools' low-tier phone, 1000: its mid-tier one),
// so measuring one phone leaves the other's figures in place; without --phone the section is Lighthouse's 4×.
// Without --url it starts the built product on free ports (build first: `npm run build`). Alone, it rewrites
// the Lighthouse section of bench/report.md in place and keeps the rest of the report.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { ROOT } from '../stack.mjs';
import { productToMeasure } from './product.mjs';

const log = (line) => console.log(line);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The issue's targets. */
export const TARGETS = {
  mobile: { performance: 90, lcpMs: 2000, tbtMs: 200, cls: 0.05, accessibility: 95 },
  desktop: { performance: 98, cls: 0.02 },
};
/** Opening a game's analysis with the CPU slowed 4×: visible within this many ms of the click. */
export const MODAL_TARGET_MS = 200;

const PASSWORD = 'Bullpen-Vantage-2024';
/** DevTools' CPU calibration: the benchmark of a low-tier and of a mid-tier phone. */
export const PHONES = { 264: 'low-tier', 1000: 'mid-tier' };
/** The report's section (and the files of its figures) of a run: one per phone, one for Lighthouse's own 4×. */
export function sectionOf(phone = null) {
  const key = phone ? `lighthouse:phone-${phone}` : 'lighthouse';
  const suffix = phone ? `-phone-${phone}` : '';
  return {
    start: `<!-- ${key}:start -->`,
    end: `<!-- ${key}:end -->`,
    title: phone ? `, ${PHONES[phone] ?? 'a'} phone (CPU benchmark ${phone.toLocaleString('en-US')})` : '',
    before: path.join(ROOT, `bench/lighthouse-before${suffix}.json`),
    figures: path.join(ROOT, `bench/report.lighthouse${suffix}.json`),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function api(url, pathname, init = {}) {
  const response = await fetch(`${url}${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new Free member; `signIn()` logs in again for fresh tokens (an access token lives 15 minutes, and a
 * refresh token is single-use: a run that refreshed has spent the one before it). */
export async function freeMember(url) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  await api(url, '/api/register/', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  return {
    signIn: async () => {
      const tokens = await api(url, '/api/login/', {
        method: 'POST',
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      return { email, access: tokens.access, refresh: tokens.refresh };
    },
  };
}

/** The first game of the league's day (the page /game/<id> opens). */
export async function firstGameId(url, league = 'mlb') {
  const calendar = await api(url, `/api/${league}/calendar/`);
  const answer = await api(url, `/api/${league}/comparison/?date=${calendar.today}`);
  const games = Array.isArray(answer) ? answer : answer.games;
  if (!games?.length) throw new Error(`no ${league} games on ${calendar.today}`);
  return games[0].game_id;
}

/** The leagues beside MLB: each one's dashboard, trends listing and game page share MLB's code, with its data. */
const OTHER_LEAGUES = ['nba', 'nfl', 'nhl'];

/**
 * Lighthouse resets the origin's storage and the cache before a run; a signed-in run keeps storage
 * (disableStorageReset), so this empties the cache itself and writes the session into localStorage of the
 * same, otherwise disposable, browser profile over CDP.
 */
export async function prepareSignedIn(port, url, member) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${url}/favicon.svg`);
    await page.evaluate(({ access, refresh, email }) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('user_email', email);
      // What the client sets while it holds a session: the server renders a member's first screen.
      document.cookie = 'vantage_signed_in=1; path=/';
    }, member);
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/**
 * The CPU slowdown that makes this machine, now, as fast as a phone of benchmark `phone`: Lighthouse's own CPU
 * benchmark (the one its reports carry as benchmarkIndex), median of five, in a tab of the run's browser.
 */
async function calibratedSlowdown(port, phone) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const scores = [];
    for (let i = 0; i < 5; i++) scores.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    await page.close();
    return Math.max(1, Math.round((median(scores) / phone) * 100) / 100);
  } finally {
    await browser.close(); // disconnects only: the browser belongs to chrome-launcher
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const chain = audit('critical-request-chains')?.details?.longestChain;
  const breakdown = Object.fromEntries(
    (audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]),
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint')?.numericValue,
    fcpMs: audit('first-contentful-paint')?.numericValue,
    tbtMs: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    jsKb: scripts ? scripts.transferSize / 1024 : null,
    mainThreadMs: audit('mainthread-work-breakdown')?.numericValue,
    breakdown,
    chain: chain
      ? { depth: chain.length, ms: Math.round(chain.duration), kb: Math.round(chain.transferSize / 1024) }
      : null,
    domNodes: audit('dom-size')?.numericValue,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    error: lhr.runtimeError?.message,
  };
}

function summarize(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const middleRun = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    mainThreadMs: pick('mainThreadMs'),
    domNodes: pick('domNodes'),
    // Breakdown and request chain of the median run (by score): one consistent run, not a mix.
    breakdown: middleRun?.breakdown,
    chain: middleRun?.chain,
    scores: runs.map((run) => run.performance),
    errors: runs.map((run) => run.error).filter(Boolean),
  };
}

export function verdict(preset, result) {
  const target = TARGETS[preset];
  const failed = [];
  if (result.performance < target.performance) failed.push('perf');
  if (target.lcpMs !== undefined && result.lcpMs > target.lcpMs) failed.push('LCP');
  if (target.tbtMs !== undefined && result.tbtMs > target.tbtMs) failed.push('TBT');
  if (result.cls > target.cls) failed.push('CLS');
  if (target.accessibility !== undefined && result.accessibility < target.accessibility) failed.push('a11y');
  return failed.length ? `FAIL (${failed.join(', ')})` : 'PASS';
}

/** The game modal opened by a click with the CPU slowed 4×: ms from the click until the dialog is visible. */
async function modalTiming(url, member, runs) {
  const settings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: settings.args });
  const timings = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(
        ({ access, refresh, email }) => {
          if (localStorage.getItem('access_token')) return;
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
          localStorage.setItem('user_email', email);
        },
        await member.signIn(),
      );
      const page = await context.newPage();
      await page.goto(`${url}/dashboard`);
      const details = page.locator('[data-testid="game-card"]').first().getByRole('button', { name: 'Details' });
      await details.waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid="game-card"] button[disabled]'), null, {
        timeout: 60_000,
      });
      // What a person does: the page settles, then they reach for a game.
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await details.hover();
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const button = [...document.querySelectorAll('[data-testid="game-card"] button')].find(
              (b) => b.textContent?.trim() === 'Details',
            );
            const visible = () => {
              const dialog = document.querySelector('.ant-modal-wrap [role="dialog"]');
              if (!dialog) return false;
              const box = dialog.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && window.getComputedStyle(dialog).visibility !== 'hidden';
            };
            const started = window.performance.now();
            const poll = () => {
              if (visible()) {
                // The frame that shows it: the next paint after it is in the DOM.
                window.requestAnimationFrame(() => resolve(window.performance.now() - started));
              } else window.requestAnimationFrame(poll);
            };
            button.click();
            window.requestAnimationFrame(poll);
          }),
      );
      timings.push(Math.round(elapsed));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs: timings, medianMs: median(timings), targetMs: MODAL_TARGET_MS };
}

/** Every page × preset, `runs` times each; a fresh Chromium (and profile) per page and preset. */
export async function lighthouseSection(
  url,
  { runs = 3, pages: onlyPages, presets = ['mobile', 'desktop'], modal = true, phone = null } = {},
) {
  const gameId = await firstGameId(url);
  const leagueGames = Object.fromEntries(
    await Promise.all(OTHER_LEAGUES.map(async (league) => [league, await firstGameId(url, league)])),
  );
  const member = await freeMember(url);
  // --pages picks by name ('/dashboard (Free)') or path ('/dashboard' is both dashboards; '/' the home page only).
  const pages = [
    { name: '/', path: '/' },
    { name: '/dashboard (guest)', path: '/dashboard' },
    { name: '/dashboard (Free)', path: '/dashboard', member: true },
    { name: '/mlb-trends', path: '/mlb-trends' },
    { name: '/game/<id>', path: `/game/${encodeURIComponent(gameId)}` },
    { name: '/pricing', path: '/pricing' },
    ...OTHER_LEAGUES.flatMap((league) => [
      { name: `/dashboard?league=${league} (guest)`, path: `/dashboard?league=${league}` },
      { name: `/${league}-trends`, path: `/${league}-trends` },
      { name: `/game/<${league} id>`, path: `/game/${encodeURIComponent(leagueGames[league])}` },
    ]),
  ].filter((page) => !onlyPages || onlyPages.some((only) => page.name === only || page.path === only));
  const results = [];
  const benchmarks = [];
  const slowdowns = [];
  for (const preset of presets) {
    for (const page of pages) {
      const profile = mkdtempSync(path.join(os.tmpdir(), 'vantage-lh-'));
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        userDataDir: profile,
      });
      const runFigures = [];
      try {
        for (let run = 0; run < runs; run++) {
          if (page.member) await prepareSignedIn(chrome.port, url, await member.signIn());
          const calibrated = phone && preset === 'mobile' ? await calibratedSlowdown(chrome.port, phone) : null;
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: Boolean(page.member),
            ...(calibrated && {
              throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: calibrated },
            }),
          };
          const result = await lighthouse(
            `${url}${page.path}`,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const one = figures(result.lhr);
          runFigures.push(one);
          if (one.benchmarkIndex) benchmarks.push(one.benchmarkIndex);
          if (calibrated) slowdowns.push(calibrated);
          log(
            `lighthouse ${preset} ${page.name} run ${run + 1}${calibrated ? ` (CPU ${calibrated}×)` : ''}: ` +
              `perf ${one.performance}, LCP ${Math.round(one.lcpMs)} ms, ` +
              `TBT ${Math.round(one.tbtMs)} ms, CLS ${one.cls?.toFixed(3)}, a11y ${one.accessibility}` +
              (one.error ? ` (${one.error})` : ''),
          );
        }
      } finally {
        await chrome.kill();
        rmSync(profile, { recursive: true, force: true });
      }
      const summary = { page: page.name, preset, ...summarize(runFigures) };
      summary.verdict = verdict(preset, summary);
      results.push(summary);
    }
  }
  const modalResult = modal
    ? await modalTiming(url, member, runs).catch((error) => ({ error: error.message.split('\n')[0] }))
    : null;
  if (modalResult?.error) log(`modal with CPU ×4: not measured (${modalResult.error})`);
  else if (modalResult) log(`modal with CPU ×4: ${modalResult.runs.join(', ')} ms (median ${modalResult.medianMs})`);
  // Figures move with the browser's version as much as with the code: the report names it.
  const browser = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  return {
    when: new Date().toISOString(),
    browser,
    benchmarkIndex: benchmarks.length ? Math.round(median(benchmarks)) : null,
    calibration: phone && slowdowns.length ? { phone, min: Math.min(...slowdowns), max: Math.max(...slowdowns) } : null,
    pages: results,
    modal: modalResult,
  };
}

const fmt = {
  s: (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`),
  ms: (ms) => (ms == null ? '–' : `${Math.round(ms).toLocaleString('en-US')} ms`),
  cls: (v) => (v == null ? '–' : v.toFixed(3)),
  kb: (v) => (v == null ? '–' : `${Math.round(v)} KB`),
};

function beforeFigures(phone = null) {
  const file = sectionOf(phone).before;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** What a phone's CPU benchmark means, by the scale DevTools' CPU calibration uses. */
const PHONE_TIERS = "DevTools' CPU calibration takes 1,000 for a mid-tier phone, 264 for a low-tier one";

export function lighthouseMarkdown(section, before = beforeFigures(section.calibration?.phone)) {
  const { start, end, title } = sectionOf(section.calibration?.phone);
  const previous = (row) => before?.pages.find((p) => p.page === row.page && p.preset === row.preset);
  const was = (row, key, format) => {
    const old = previous(row);
    return old && old[key] != null ? ` (${format(old[key])})` : '';
  };
  const lines = [
    start,
    `## Lighthouse 12${title} (median of 3 runs per page${before ? `; in brackets: the figures saved as "before" on ${before.when.slice(0, 16).replace('T', ' ')} UTC` : ''})`,
    '',
    `Measured ${section.when} with ${section.browser ?? 'Debian Chromium'}, offline. Mobile is Lighthouse's default ` +
      (section.calibration
        ? 'network (150 ms round trips, 1.6 Mbit/s) with a calibrated CPU slowdown (below)'
        : '(simulated 4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s)') +
      '; desktop is its desktop preset. The machine is shared by other ' +
      'work, so single runs swing; the medians are what counts. Targets: mobile performance ≥ 90, LCP ≤ 2.0 s, ' +
      'TBT ≤ 200 ms, CLS ≤ 0.05, accessibility ≥ 95; desktop performance ≥ 98, CLS ≤ 0.02. JS is the script ' +
      'transferred until the page settles.' +
      // The slowdown multiplies this machine's speed, which moves from day to day: Lighthouse's own benchmark says
      // which phone 4× emulated.
      (section.calibration
        ? ` The mobile runs' CPU slowdown was set before each run from this machine's CPU benchmark to emulate a ` +
          `phone of ${section.calibration.phone.toLocaleString('en-US')} (${section.calibration.min}–` +
          `${section.calibration.max}×, not Lighthouse's 4×; ${PHONE_TIERS}).` +
          // A slowdown cannot go below 1×: at 1× the machine itself was slower than the phone.
          (section.calibration.min <= 1
            ? ' At 1× this machine, loaded, was already slower than that phone: those runs measured a slower device.'
            : '')
        : section.benchmarkIndex
          ? ` Lighthouse's CPU benchmark of this machine (benchmarkIndex, median of the runs) was ` +
            `${section.benchmarkIndex.toLocaleString('en-US')}, so 4× emulated a phone of about ` +
            `${Math.round(section.benchmarkIndex / 4).toLocaleString('en-US')} (${PHONE_TIERS}).`
          : ''),
    '',
    '| preset | page | perf | LCP | TBT | CLS | a11y | JS | verdict |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...section.pages.map(
      (r) =>
        `| ${r.preset} | ${r.page} | ${r.performance}${was(r, 'performance', String)} | ${fmt.s(r.lcpMs)}${was(r, 'lcpMs', fmt.s)} | ` +
        `${fmt.ms(r.tbtMs)}${was(r, 'tbtMs', fmt.ms)} | ${fmt.cls(r.cls)}${was(r, 'cls', fmt.cls)} | ${r.accessibility} | ` +
        `${fmt.kb(r.jsKb)}${was(r, 'jsKb', fmt.kb)} | ${r.verdict} |`,
    ),
    '',
    '### Where the time goes (median run; main-thread work in ms, longest request chain)',
    '',
    '| preset | page | main thread | script eval | style & layout | rendering | parse HTML/CSS | DOM nodes | longest chain |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...section.pages.map((r) => {
      const b = r.breakdown ?? {};
      const chain = r.chain ? `${r.chain.depth} requests, ${r.chain.ms} ms, ${r.chain.kb} KB` : '–';
      return (
        `| ${r.preset} | ${r.page} | ${fmt.ms(r.mainThreadMs)} | ${fmt.ms(b.scriptEvaluation)} | ` +
        `${fmt.ms(b.styleLayout)} | ${fmt.ms(b.paintCompositeRender)} | ${fmt.ms(b.parseHTML)} | ${r.domNodes ?? '–'} | ${chain} |`
      );
    }),
    '',
  ];
  if (section.modal?.error) lines.push(`Game analysis modal: not measured (${section.modal.error}).`, '');
  else if (section.modal) {
    const old = before?.modal?.medianMs != null ? ` (before: ${before.modal.medianMs} ms)` : '';
    lines.push(
      `Game analysis modal, Details clicked on /dashboard (Free member, desktop viewport) with the CPU slowed 4× ` +
        `(CDP Emulation.setCPUThrottlingRate): visible after **${section.modal.medianMs} ms** median ` +
        `(runs ${section.modal.runs.join(', ')} ms)${old}; target ≤ ${section.modal.targetMs} ms: ` +
        `**${section.modal.medianMs <= section.modal.targetMs ? 'PASS' : 'FAIL'}**.`,
      '',
    );
  }
  lines.push(end);
  return lines;
}

/**
 * Replaces the run's own Lighthouse section of bench/report.md (its phone's, by its markers), or adds it after
 * the last Lighthouse section, and keeps everything else: the other phones' sections too.
 */
export function writeIntoReport(markdown, phone = null) {
  const file = path.join(ROOT, 'bench/report.md');
  const report = existsSync(file) ? readFileSync(file, 'utf8') : '# Vantage benchmark report\n';
  writeFileSync(file, withSection(report, markdown.join('\n'), phone));
}

/** `report` with the section of `phone` replaced by (or, when it has none, given) `section`. */
export function withSection(report, section, phone = null) {
  const { start: startMarker, end: endMarker } = sectionOf(phone);
  const start = report.indexOf(startMarker);
  const end = report.indexOf(endMarker);
  if (start >= 0 && end > start) return `${report.slice(0, start)}${section}${report.slice(end + endMarker.length)}`;
  const lastEnd = [...report.matchAll(/<!-- lighthouse(?::phone-\d+)?:end -->/g)].pop();
  if (!lastEnd) return `${report.trimEnd()}\n\n${section}\n`;
  const at = lastEnd.index + lastEnd[0].length;
  return `${report.slice(0, at)}\n\n${section}${report.slice(at)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      presets: { type: 'string', default: 'mobile,desktop' },
      'no-modal': { type: 'boolean', default: false },
      phone: { type: 'string' },
      // Keeps these figures as the "before" column of later reports.
      'save-before': { type: 'boolean', default: false },
    },
  });
  const phones = values.phone === undefined ? [null] : values.phone.split(',').map(Number);
  if (phones.some((phone) => phone !== null && !(phone > 0))) {
    console.error(`--phone: CPU benchmarks (e.g. 264,1000), not ${values.phone}`);
    process.exit(2);
  }
  const product = await productToMeasure(values.url, {
    env: { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' },
    log,
  });
  try {
    for (const phone of phones) {
      const section = await lighthouseSection(product.url, {
        runs: Number(values.runs),
        pages: values.pages?.split(','),
        presets: values.presets.split(','),
        modal: !values['no-modal'],
        phone,
      });
      const files = sectionOf(phone);
      writeFileSync(files.figures, JSON.stringify(section, null, 2));
      if (values['save-before']) writeFileSync(files.before, JSON.stringify(section, null, 2));
      const markdown = lighthouseMarkdown(section);
      writeIntoReport(markdown, phone);
      log(markdown.join('\n'));
    }
  } finally {
    await product.stop();
  }
}
