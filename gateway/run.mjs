// Starts the gateway: real nginx when it is installed (GATEWAY_RUNNER=node forces the Node proxy).
// Usage: node gateway/run.mjs --port 8080 --media-dir .data/media --runtime-dir .data/gateway
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startNodeGateway } from './node-proxy.mjs';
import { renderNginxConfig } from './render-nginx.mjs';

export function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Runs nginx in the foreground as a child; resolves when the config has been checked and it started. */
export async function startNginx({ port, runtimeDir, mediaDir, upstreams, trustedProxies }) {
  mkdirSync(runtimeDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  // nginx workers drop root privileges: they must be able to enter these folders.
  chmodSync(runtimeDir, 0o755);
  chmodSync(mediaDir, 0o755);
  const conf = path.resolve(runtimeDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConfig({
      port,
      runtimeDir: path.resolve(runtimeDir),
      mediaDir: path.resolve(mediaDir),
      upstreams,
      trustedProxies,
    }),
  );
  await stopStaleNginx(runtimeDir, conf);
  const check = spawnSync('nginx', ['-t', '-q', '-c', conf, '-p', path.resolve(runtimeDir)], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx config rejected:\n${check.stderr}`);
  // Its own process group, so that its workers can be found (and stopped) if the master is killed.
  return spawn('nginx', ['-c', conf, '-p', path.resolve(runtimeDir), '-g', 'daemon off;'], {
    stdio: 'inherit',
    detached: true,
  });
}

/** The nginx processes (master and workers) of the process group an nginx master of ours led. */
function nginxGroup(leader) {
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; a zombie is already gone
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      const [state, , pgrp] = rest?.split(' ') ?? [];
      if (comm === 'nginx' && state !== 'Z' && Number(pgrp) === leader) members.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return members;
}

/**
 * An nginx this runner started for the same runtime folder and left behind: a killed runner leaves its
 * nginx running, and a killed nginx master leaves its workers serving; either holds the port. Our nginx
 * leads its own process group (spawned detached), named in our pid file: only that group is stopped.
 */
async function stopStaleNginx(runtimeDir, conf) {
  const pidFile = path.resolve(runtimeDir, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const leader = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(leader) || leader <= 0) return;
  let master = false;
  try {
    master = readFileSync(`/proc/${leader}/cmdline`, 'utf8').includes(conf);
  } catch {
    // the master is gone; its workers may not be
  }
  if (master) {
    process.kill(leader, 'SIGTERM');
    for (let i = 0; i < 50 && nginxGroup(leader).length > 0; i += 1) await sleep(100);
  }
  for (const pid of nginxGroup(leader)) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 20 && nginxGroup(leader).length > 0; i += 1) await sleep(100);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'media-dir': { type: 'string', default: '.data/media' },
      'runtime-dir': { type: 'string', default: '.data/gateway' },
    },
  });
  const port = Number(values.port);
  const mediaDir = path.resolve(values['media-dir']);
  if (process.env.GATEWAY_RUNNER !== 'node' && nginxAvailable()) {
    const child = await startNginx({ port, runtimeDir: values['runtime-dir'], mediaDir });
    let stopping = false;
    const stop = () => {
      stopping = true;
      child.kill('SIGQUIT');
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    // nginx dying on its own is a failure, whatever its exit status: its orphaned workers still hold the port,
    // so they go too, and the supervisor restarts the runner.
    child.on('exit', (code) => {
      if (stopping) process.exit(code ?? 0);
      for (const pid of nginxGroup(child.pid)) process.kill(pid, 'SIGKILL');
      process.exit(code || 1);
    });
    console.log(`gateway (nginx) on ${port}`);
  } else {
    const server = await startNodeGateway({ port, mediaDir });
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    console.log(`gateway (node) on ${port}`);
  }
}
