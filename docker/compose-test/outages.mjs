// Phase: the database and svc-auth killed and started again under load.
import { spawnSync } from 'node:child_process';
import {
  containers,
  docker,
  DOCKER,
  env,
  IMAGES,
  inspect,
  load,
  login,
  run,
  SERVICES,
  sleep,
  waitHealthy,
  WITH_HEALTH,
} from './helpers.mjs';

/**
 * Right answers while a dependency is down: the data the caller is owed, or 503 with Retry-After (try again).
 * A 401 (a valid session taken for over), a 500, or an empty or downgraded answer is wrong.
 */
function rightOrRetry(pathname, response, body) {
  if (response.status === 503) return response.headers.get('retry-after') ? null : '503 without Retry-After';
  if (response.status !== 200) return `${response.status} ${body.slice(0, 120)}`;
  const answer = JSON.parse(body);
  if (pathname.startsWith('/api/mlb/comparison/') && !answer.games?.length) return 'an empty game list';
  if (pathname === '/api/mlb/performance/' && !answer.access?.history) return 'Basic without its history';
  if (pathname.startsWith('/api/subscriptions/') && answer.tier_type !== 'basic') return `tier ${answer.tier_type}`;
  if (pathname === '/api/users/profile/' && !answer.email) return 'a profile without its email';
  return null;
}

/** Watches the containers' own health probes (`docker exec`: every second, not Docker's 3 s interval). */
function watchHealth(services) {
  const seen = Object.fromEntries(services.map((service) => [service, new Set()]));
  let running = true;
  const watching = (async () => {
    while (running) {
      for (const service of services) {
        for (const id of containers(service)) {
          const up = inspect(id, '{{.State.Running}}') === 'true';
          const probe = up && spawnSync(DOCKER, ['exec', id, 'node', '/app/healthcheck.mjs', '/readyz'], { env });
          seen[service].add(up ? (probe.status === 0 ? 'green' : 'red') : 'down');
        }
      }
      await sleep(1000);
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await watching;
    },
  };
}

/**
 * The database, then svc-auth, killed and started again under load: every service's health goes red and back
 * to green, and no request meanwhile is answered wrongly.
 */
export async function outages(url, email) {
  const token = await login(url, email);
  const requests = [
    { path: '/api/mlb/comparison/', token },
    { path: '/api/mlb/comparison/' },
    { path: '/api/mlb/performance/', token },
    { path: '/api/subscriptions/subscription-status/', token },
    { path: '/api/users/profile/', token },
  ];
  const traffic = load(url, requests, rightOrRetry, 4);
  const outage = async (service, dependents, { newAddress = false } = {}) => {
    const [id] = containers(service);
    const health = watchHealth(dependents);
    const started = Date.now();
    const addressOf = () => inspect(id, '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}');
    const network = inspect(id, '{{range $name, $_ := .NetworkSettings.Networks}}{{$name}}{{end}}');
    const before = addressOf();
    // Kept down (no restart policy meanwhile) until every dependent has seen it, then started again.
    await run(DOCKER, ['update', '--restart', 'no', id], { quiet: true });
    await run(DOCKER, ['kill', id], { quiet: true });
    // A container started again may come back at another address (Docker does not keep it): a stand-in takes
    // the old one, so the gateway must find the service where it now is.
    const standIn = newAddress
      ? docker('run', '-d', '--rm', '--network', network, '--ip', before, IMAGES.NODE_IMAGE, 'sleep', '600')
      : null;
    try {
      if (newAddress && !standIn) throw new Error(`could not hold ${service}'s address ${before}`);
      // Down long enough for every probe to see it: until each dependent has answered red.
      const deadline = Date.now() + 60_000;
      while (dependents.some((name) => !health.seen[name].has('red') && !health.seen[name].has('down'))) {
        if (Date.now() > deadline) throw new Error(`${service} down, yet still ready: ${dependents.join(', ')}`);
        await sleep(500);
      }
      await run(DOCKER, ['start', id], { quiet: true });
      await run(DOCKER, ['update', '--restart', 'unless-stopped', id], { quiet: true });
      await waitHealthy(WITH_HEALTH, 120_000);
    } finally {
      await health.stop();
      if (standIn) docker('rm', '-f', standIn);
    }
    const after = addressOf();
    if (newAddress && after === before) throw new Error(`${service} came back at its old address ${before}`);
    const seen = Object.entries(health.seen).map(([name, states]) => `${name} ${[...states].join('→')}`);
    const moved = before === after ? '' : `; now at ${after}, was ${before}`;
    console.log(
      `${service} killed and started again; green ${((Date.now() - started) / 1000).toFixed(1)} s after the kill (${seen.join(', ')})${moved}`,
    );
  };
  const failure = await outage('postgres', SERVICES)
    .then(() => outage('svc-auth', ['svc-auth'], { newAddress: true }))
    .then(
      () => null,
      (err) => err,
    );
  const { total, resent, wrong } = await traffic.stop();
  console.log(
    `${total} requests meanwhile, ${wrong.length} answered wrongly, ${resent} sent again after a keep-alive close`,
  );
  if (failure) throw failure;
  // Green means answering: every request is answered in full again, once the gateway has had the few seconds it
  // takes to see a moved service (a name looked up every second, then nginx reloaded).
  for (const { path: pathname, token: bearer } of requests) {
    const deadline = Date.now() + 15_000;
    let verdict;
    do {
      const response = await fetch(`${url}${pathname}`, {
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
      });
      verdict =
        response.status === 200 ? rightOrRetry(pathname, response, await response.text()) : `${response.status}`;
      if (verdict === '503') await sleep(1000);
    } while (verdict === '503' && Date.now() < deadline);
    if (verdict) wrong.push(`${pathname} after the outages: ${verdict}`);
  }
  if (wrong.length) throw new Error(`answered wrongly: ${[...new Set(wrong)].slice(0, 10).join('; ')}`);
}
