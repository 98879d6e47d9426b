// Load section of `npm run bench`: autocannon against the main endpoints, through the gateway and
// straight to each service, so the gateway's cost is visible.
import autocannon from 'autocannon';

const log = (line) => console.log(line);

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

function load(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 32, pipelining: 1, timeout: 10, ...options }, (err, result) => {
      if (err) return reject(err);
      const figures = {
        endpoint: name,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      log(
        `load: ${name.padEnd(48)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50_ms} ms  p99 ${figures.p99_ms} ms  errors ${figures.errors}`,
      );
      resolve(figures);
    });
  });
}

export async function loadSection(stack) {
  const gateway = stack.url;
  const direct = (service) => `http://127.0.0.1:${stack.ports[service]}`;
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct-horse-battery-staple-9';
  const tokens = await json(`${gateway}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const auth = { Authorization: `Bearer ${tokens.access}` };
  const calendar = await json(`${gateway}/api/mlb/calendar/`);
  const list = await json(`${gateway}/api/mlb/comparison/?date=${calendar.today}`);
  const gameId = list.games[0]?.game_id;
  const results = [];
  const both = async (name, service, pathname, extra = {}) => {
    results.push(await load(`${name} (gateway)`, { url: `${gateway}${pathname}`, ...extra }));
    results.push(await load(`${name} (direct to ${service})`, { url: `${direct(service)}${pathname}`, ...extra }));
  };
  await both('game list, guest', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, { amount: 10_000 });
  await both('game list, signed in', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, {
    amount: 10_000,
    headers: auth,
  });
  if (gameId) {
    await both('game detail, guest', 'sports', `/api/mlb/comparison/${gameId}/`, { amount: 5_000 });
    await both('game detail, signed in', 'sports', `/api/mlb/comparison/${gameId}/`, { amount: 5_000, headers: auth });
  }
  await both('profile read', 'auth', '/api/users/profile/', { amount: 5_000, headers: auth });
  await both('pricing tiers', 'billing', '/api/subscriptions/pricing-tiers/', { amount: 5_000 });
  const loginBody = JSON.stringify({ email, password });
  await both('login (argon2id)', 'auth', '/api/login/', {
    amount: 200,
    connections: 8,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: loginBody,
  });
  return results;
}

export function loadMarkdown(load) {
  return [
    '## Load (autocannon, 32 connections unless noted)',
    '',
    '| endpoint | requests | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...load.map((r) => `| ${r.endpoint} | ${r.requests} | ${r.rps} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`),
  ];
}
