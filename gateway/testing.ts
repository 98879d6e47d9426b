// What the gateway tests share: the runners' modules, free ports, upstreams that echo what reached them,
// and a gateway started on either runner.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync, type ChildProcess } from 'node:child_process';

export type Upstreams = Record<string, string>;
export interface Route {
  prefix: string;
  to?: string;
  stripPrefix?: boolean;
}
interface GatewayOptions {
  port: number;
  mediaDir: string;
  upstreams: Upstreams;
  trustedProxies?: string[];
}
export interface Modules {
  startNodeGateway(options: GatewayOptions & { host?: string }): Promise<http.Server>;
  startNginx(options: GatewayOptions & { runtimeDir: string }): Promise<ChildProcess>;
  table: { upstreams: Record<string, { api?: boolean }>; routes: Route[] };
}

// A native import() (see jest.config.js) of the runners' ES modules.
const importModule = (specifier: string) => import(specifier) as Promise<Record<string, unknown>>;
export async function loadModules(): Promise<Modules> {
  const proxy = await importModule(path.join(__dirname, 'node-proxy.mjs'));
  const run = await importModule(path.join(__dirname, 'run.mjs'));
  const table = await importModule(path.join(__dirname, 'table.mjs'));
  return { ...proxy, ...run, ...table } as unknown as Modules;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An upstream that echoes what reached it, like a service or a static server would see it. */
export async function echoUpstream(name: string, seen: string[] = []): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200, {
        // A script's path gets a script's type: the gateway's security headers depend on it.
        'Content-Type': /\.js(\?|$)/.test(req.url ?? '') ? 'application/javascript' : 'application/json',
        'X-Powered-By': 'Express',
        'X-Request-Id': String(req.headers['x-request-id']),
      });
      res.end(
        JSON.stringify({
          upstream: name,
          path: req.url,
          requestId: req.headers['x-request-id'],
          forwardedFor: req.headers['x-forwarded-for'],
          forwardedProto: req.headers['x-forwarded-proto'],
          bodyLength: body.length,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// nginx is installed by .ci/run; without it only the Node runner can be checked (said, not hidden).
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
if (!hasNginx) console.warn('nginx is not installed: only the Node runner is tested');
export const runners = hasNginx ? (['node', 'nginx'] as const) : (['node'] as const);

/** Starts a gateway on `runner` on 127.0.0.1; resolves once it answers, to its port and a stop function. */
export async function startGateway(
  runner: 'node' | 'nginx',
  modules: Modules,
  options: Omit<GatewayOptions, 'port'>,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  if (runner === 'node') {
    const server = await modules.startNodeGateway({ ...options, port, host: '127.0.0.1' });
    return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  const runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-nginx-'));
  const child = await modules.startNginx({ ...options, port, runtimeDir });
  for (let i = 0; i < 50; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    });
  return { port, stop };
}
