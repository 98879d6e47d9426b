#!/usr/bin/env node
// Checks a league's public ledger from what the API serves, trusting none of the server's roots:
//   npm run verify-ledger -- --url http://localhost:8080 --league nba --from 2024-01-01 --to 2024-01-31
// Every served day's leaves must hash from its predictions, give its Merkle root, and with its previous root give
// its root; each day must chain to the one before it. Exits 1, printing every failure, on any mismatch.
// VANTAGE_API_KEY (a Pro key) or VANTAGE_TOKEN (a bearer) shows the predictions a guest's answer leaves out.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The shared format (packages/contracts/src/ledger-rules.ts), compiled in memory: the same code the server commits with. */
async function ledgerRules() {
  const out = await build({
    entryPoints: [path.join(root, 'packages/contracts/src/ledger-rules.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

function addDays(date, days) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function usage(message) {
  console.error(
    `${message}\nusage: npm run verify-ledger -- --url <base> --league <league> --from <YYYY-MM-DD> --to <YYYY-MM-DD>`,
  );
  process.exit(2);
}

const { values } = parseArgs({
  options: { url: { type: 'string' }, league: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
});
const dateLike = /^\d{4}-\d{2}-\d{2}$/;
if (!values.url || !values.league) usage('--url and --league are required.');
if (!dateLike.test(values.from ?? '') || !dateLike.test(values.to ?? '')) usage('--from and --to take YYYY-MM-DD.');
if (values.from > values.to) usage('--from comes after --to.');

const headers = { Accept: 'application/json' };
if (process.env.VANTAGE_API_KEY) headers['X-API-Key'] = process.env.VANTAGE_API_KEY;
else if (process.env.VANTAGE_TOKEN) headers.Authorization = `Bearer ${process.env.VANTAGE_TOKEN}`;

/** A day's commitment, or null when nothing was committed that date. */
async function fetchDay(date) {
  const url = new URL(`/api/${values.league}/ledger/?date=${date}`, values.url);
  const answer = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

async function main() {
  const rules = await ledgerRules();
  const sha256 = async (bytes) => new Uint8Array(createHash('sha256').update(bytes).digest());
  const problems = [];
  let days = 0;
  let leaves = 0;
  let hidden = 0;
  const kinds = { recorded: 0, reconstructed: 0 };
  let before = null;
  for (let date = values.from; date <= values.to; date = addDays(date, 1)) {
    const day = await fetchDay(date);
    if (!day) continue;
    days++;
    leaves += day.leaves.length;
    hidden += day.leaves.filter((l) => !l.prediction).length;
    problems.push(...(await rules.dayProblems(sha256, day)));
    if (day.date !== date) problems.push(`${date}: the answer is the commitment of ${day.date}`);
    // The kind follows from the clock's time and the first start: recorded only when committed no later than it.
    const recorded = Date.parse(day.clock_time) <= Date.parse(day.first_start);
    if ((day.kind === 'recorded') !== recorded)
      problems.push(
        `${date}: kind ${day.kind}, but committed at ${day.clock_time} (${day.clock} clock) against a first start at ${day.first_start}`,
      );
    if (day.kind in kinds) kinds[day.kind]++;
    // The chain: the previous day named must be the one served before it, and its root this day's previous root.
    if (!before && day.previous_date) before = await fetchDay(day.previous_date);
    if (day.previous_date === null) {
      if (day.previous_root !== rules.GENESIS_ROOT)
        problems.push(`${date}: first day, but its previous root is not the genesis root`);
      if (before) problems.push(`${date}: claims to be the first day, but ${before.date} was committed before it`);
    } else if (!before || before.date !== day.previous_date) {
      problems.push(
        `${date}: chains to ${day.previous_date}, but the day served before it is ${before?.date ?? 'none'}`,
      );
    } else if (before.root !== day.previous_root) {
      problems.push(`${date}: previous root ${day.previous_root} is not the root of ${before.date} (${before.root})`);
    } else if (day.previous_date >= day.date) {
      problems.push(`${date}: chains to a later day, ${day.previous_date}`);
    }
    before = day;
  }
  const summary =
    `${values.league} ${values.from} to ${values.to}: ${days} committed days (${kinds.recorded} recorded before their games, ` +
    `${kinds.reconstructed} reconstructed), ${leaves} leaves` +
    (hidden ? `, ${hidden} of them checked by hash only (their predictions are not shown to this caller)` : '');
  if (problems.length) {
    for (const p of problems) console.error(`MISMATCH ${p}`);
    console.error(`FAILED ${summary}: ${problems.length} mismatches`);
    process.exit(1);
  }
  if (days === 0) {
    console.error(`FAILED ${summary}: nothing to verify`);
    process.exit(1);
  }
  console.log(`VERIFIED ${summary}`);
}

main().catch((err) => {
  console.error(`FAILED ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
