// The gateway without nginx: the same routing table, headers and failure answers, in plain Node.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { matchRoute, resolveUpstreams, table } from './table.mjs';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const MEDIA_TYPES = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const UNAVAILABLE = JSON.stringify({ detail: 'Service temporarily unavailable. Please try again shortly.' });

/** Starts the proxy; resolves to the http.Server once it listens. */
export function startNodeGateway({ port, host = '0.0.0.0', mediaDir, upstreams = resolveUpstreams() }) {
  const agents = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const url = new URL(req.url ?? '/', 'http://gateway');
    const route = matchRoute(url.pathname);
    const isApi = route?.to && table.upstreams[route.to].api;
    for (const [name, value] of Object.entries(table.securityHeaders)) res.setHeader(name, value);
    if (!isApi) res.setHeader('X-Request-Id', requestId);

    if (!route || route.notFound) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail": "Not found."}');
      return;
    }
    if (route.media) return serveMedia(req, res, url.pathname.slice(route.prefix.length), mediaDir);

    const limit = (route.maxBodyMb ?? table.maxBodyMb) * 1024 * 1024;
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      res.writeHead(413, { 'Content-Type': 'application/json' }).end('{"detail": "Request body is too large."}');
      req.resume();
      return;
    }
    const [hostname, upstreamPort] = upstreams[route.to].split(':');
    const upstreamPath = route.stripPrefix ? `/${(req.url ?? '/').slice(route.prefix.length)}` : req.url;
    const headers = { ...req.headers, 'x-request-id': requestId, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const proxied = http.request(
      {
        hostname,
        port: Number(upstreamPort),
        method: req.method,
        path: upstreamPath,
        headers,
        agent: agents,
        timeout: 30_000,
      },
      (upstream) => {
        const responseHeaders = { ...upstream.headers };
        delete responseHeaders['x-powered-by'];
        delete responseHeaders.server;
        res.writeHead(upstream.statusCode ?? 502, responseHeaders);
        upstream.pipe(res);
      },
    );
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received > limit) {
        proxied.destroy();
        if (!res.headersSent)
          res.writeHead(413, { 'Content-Type': 'application/json' }).end('{"detail": "Request body is too large."}');
        req.destroy();
      }
    });
    proxied.setTimeout(30_000, () => proxied.destroy(new Error('upstream timeout')));
    proxied.on('error', () => {
      if (res.headersSent) return res.destroy();
      if (isApi) res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' }).end(UNAVAILABLE);
      else res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service temporarily unavailable');
    });
    req.pipe(proxied);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function serveMedia(req, res, name, mediaDir) {
  const type = MEDIA_TYPES[path.extname(name).toLowerCase()];
  // Server-generated names only: no traversal, no nested paths, known image types only.
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[A-Za-z0-9_-]+\.[a-z]+$/.test(name) || !type) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail": "Not found."}');
    return;
  }
  const file = path.join(mediaDir, name);
  let size;
  try {
    size = statSync(file).size;
  } catch {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail": "Not found."}');
    return;
  }
  res.writeHead(200, { ...table.mediaHeaders, 'Content-Type': type, 'Content-Length': size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}
