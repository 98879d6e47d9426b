// Phase: one of svc-sports' two replicas killed under GET load.
import { api, containers, inspect, load, login, sleep, waitHealthy } from './helpers.mjs';

/** Answers a killed replica must not cause: anything but a 200 is a failed GET. */
const only200 = (_pathname, response) => (response.status === 200 ? null : `${response.status}`);

/** Kills one of svc-sports' two replicas (SIGKILL, as a crash) while GETs go through the gateway. */
export async function killOneReplica(url, email) {
  const token = await login(url, email);
  const replicas = containers('svc-sports');
  if (replicas.length !== 2) throw new Error(`svc-sports runs ${replicas.length} replicas, not 2`);
  const { games } = await api(url, '/api/mlb/comparison/', token);
  const requests = [
    { path: '/api/mlb/performance/', token },
    ...games.slice(0, 4).map((game) => ({ path: `/api/mlb/comparison/${game.game_id}/`, token })),
  ];
  const traffic = load(url, requests, only200);
  await sleep(2000);
  const [victim] = replicas;
  const restarts = Number(inspect(victim, '{{.RestartCount}}'));
  process.kill(Number(inspect(victim, '{{.State.Pid}}')), 'SIGKILL');
  const killedAt = Date.now();
  console.log(`svc-sports ${victim.slice(0, 12)}: killed its node process`);
  while (Number(inspect(victim, '{{.RestartCount}}')) === restarts) {
    if (Date.now() - killedAt > 60_000) throw new Error('the killed replica was not restarted within 60 s');
    await sleep(250);
  }
  await waitHealthy(['svc-sports'], 120_000);
  await sleep(2000);
  const { total, resent, wrong } = await traffic.stop();
  console.log(
    `${total} GETs through the gateway while a replica was killed and came back (${((Date.now() - killedAt) / 1000).toFixed(1)} s): ${wrong.length} failed, ${resent} sent again after a keep-alive close`,
  );
  if (wrong.length) throw new Error(`failed GETs: ${[...new Set(wrong)].slice(0, 10).join('; ')}`);
}
