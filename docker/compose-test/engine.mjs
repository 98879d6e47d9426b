// Phase: Docker Engine, installed and started when missing; stopped at the end when this run started it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE, chooseDebianCli, docker, env, has, ROOT, run, sleep } from './helpers.mjs';

/**
 * Docker Engine and the tools: installed with apt when missing (CI runs on a clean machine), dockerd started
 * when none answers; returns the dockerd this run started (stopped at the end), or null.
 */
export async function dockerEngine() {
  const missing = [
    ['dockerd', 'docker.io'],
    ['docker-compose', 'docker-compose'],
    ['debootstrap', 'debootstrap'],
  ].filter(([tool]) => !has(tool));
  if (missing.length) {
    const packages = missing.map(([, name]) => name);
    if (process.getuid?.() !== 0) throw new Error(`compose:test needs: apt-get install -y ${packages.join(' ')}`);
    console.log(`installing ${packages.join(', ')}`);
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chooseDebianCli();
  }
  const chromiumPath = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8')).executablePath;
  if (!existsSync(chromiumPath)) throw new Error('compose:test needs chromium (apt-get install -y chromium)');
  if (docker('info', '--format', '{{.ServerVersion}}')) return null;
  mkdirSync(CACHE, { recursive: true });
  const log = openSync(path.join(CACHE, 'dockerd.log'), 'a');
  // No iptables rules: this machine's firewall is left alone; containers reach each other on their networks
  // and published ports go through Docker's userland proxy.
  const daemon = spawn('dockerd', ['--iptables=false'], { stdio: ['ignore', log, log], detached: true });
  const exited = new Promise((resolve) => daemon.on('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!docker('info', '--format', '{{.ServerVersion}}')) {
    if (daemon.exitCode !== null || Date.now() > deadline) {
      throw new Error(`dockerd did not start (see ${path.join(CACHE, 'dockerd.log')})`);
    }
    await sleep(500);
  }
  console.log(`started dockerd (pid ${daemon.pid}), Docker Engine ${docker('info', '--format', '{{.ServerVersion}}')}`);
  return { pid: daemon.pid, exited };
}

export async function stopDockerEngine(daemon) {
  process.kill(daemon.pid, 'SIGTERM');
  const stopped = await Promise.race([daemon.exited.then(() => true), sleep(30_000).then(() => false)]);
  console.log(stopped ? `stopped dockerd (pid ${daemon.pid})` : `dockerd (pid ${daemon.pid}) did not stop within 30 s`);
}
