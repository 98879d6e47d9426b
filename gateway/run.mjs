// Starts the gateway: real nginx when it is installed (GATEWAY_RUNNER=node forces the Node proxy).
// Usage: node gateway/run.mjs --port 8080 --media-dir .data/media --runtime-dir .data/gateway
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startNodeGateway } from './node-proxy.mjs';
import { renderNginxConfig } from './render-nginx.mjs';

export function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Runs nginx in the foreground as a child; resolves when the config has been checked and it started. */
export async function startNginx({ port, runtimeDir, mediaDir, upstreams }) {
  mkdirSync(runtimeDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  // nginx workers drop root privileges: they must be able to enter these folders.
  chmodSync(runtimeDir, 0o755);
  chmodSync(mediaDir, 0o755);
  const conf = path.resolve(runtimeDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConfig({ port, runtimeDir: path.resolve(runtimeDir), mediaDir: path.resolve(mediaDir), upstreams }),
  );
  const check = spawnSync('nginx', ['-t', '-q', '-c', conf, '-p', path.resolve(runtimeDir)], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx config rejected:\n${check.stderr}`);
  return spawn('nginx', ['-c', conf, '-p', path.resolve(runtimeDir), '-g', 'daemon off;'], { stdio: 'inherit' });
}

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
    const stop = () => child.kill('SIGQUIT');
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    child.on('exit', (code) => process.exit(code ?? 0));
    console.log(`gateway (nginx) on ${port}`);
  } else {
    const server = await startNodeGateway({ port, mediaDir });
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    console.log(`gateway (node) on ${port}`);
  }
}
