// The gateway without nginx: the same routing table, headers and failure answers, in plain Node.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  canonicalTarget,
  HSTS,
  matchRoute,
  replicasOf,
  resolveTrustedProxies,
  resolveUpstreams,
  securityHeadersFor,
  table,
} from './table.mjs';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const MEDIA_TYPES = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const UNAVAILABLE = JSON.stringify({ detail: 'Service temporarily unavailable. Please try again shortly.' });

const plainAddress = (address) => address.replace(/^::ffff:(?=\d+\.)/, '');

/** Whether an address belongs to the configured trusted proxies (addresses or CIDR ranges). */
function trustList(entries) {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    return net.isIP(plain) !== 0 && list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address and the scheme it used. Forwarded headers count only when the connection comes
 * from a trusted proxy; then the address is the nearest one in X-Forwarded-For that is not itself a
 * trusted proxy (nginx's real_ip_recursive), and the scheme is the proxy's X-Forwarded-Proto.
 */
function clientOf(req, trusted) {
  let address = plainAddress(req.socket.remoteAddress ?? '');
  if (!trusted(address)) return { address, proto: 'http' };
  const proto = String(req.headers['x-forwarded-proto'] ?? '').trim() === 'https' ? 'https' : 'http';
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => net.isIP(plainAddress(hop)) !== 0);
  while (hops.length > 0 && trusted(address)) address = plainAddress(hops.pop());
  return { address, proto };
}

/** Starts the proxy; resolves to the http.Server once it listens. */
export function startNodeGateway({
  port,
  host = '0.0.0.0',
  mediaDir,
  upstreams = resolveUpstreams(),
  trustedProxies = resolveTrustedProxies(),
}) {
  // Several replicas of a service are nginx's to balance (render-nginx.mjs): this runner refuses them plainly.
  for (const [name, address] of Object.entries(upstreams)) {
    if (replicasOf(address).length > 1) throw new Error(`${name}: several replicas need the nginx runner`);
  }
  const agents = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const trusted = trustList(trustedProxies);
  const server = http.createServer((req, res) => {
    // No request, however malformed, may take the gateway down.
    try {
      proxy(req, res);
    } catch (err) {
      console.error(`gateway: ${req.method} ${JSON.stringify(req.url)} failed: ${err.stack ?? err}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"detail": "Bad gateway."}');
    }
  });

  function proxy(req, res) {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const client = clientOf(req, trusted);
    for (const [name, value] of Object.entries(table.securityHeaders)) res.setHeader(name, value);
    if (client.proto === 'https') res.setHeader('Strict-Transport-Security', HSTS);
    // Routed and forwarded on the same canonical path (see canonicalTarget).
    const target = canonicalTarget(req.url ?? '/');
    if (!target) {
      res.setHeader('X-Request-Id', requestId);
      res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"detail": "Bad request."}');
      return;
    }
    const route = matchRoute(target.path);
    const isApi = route?.to && table.upstreams[route.to].api;
    if (!isApi) res.setHeader('X-Request-Id', requestId);

    if (!route || route.notFound) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail": "Not found."}');
      return;
    }
    if (route.media) return serveMedia(req, res, target.path.slice(route.prefix.length), mediaDir);

    const limit = (route.maxBodyMb ?? table.maxBodyMb) * 1024 * 1024;
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      res.writeHead(413, { 'Content-Type': 'application/json' }).end('{"detail": "Request body is too large."}');
      req.resume();
      return;
    }
    const [hostname, upstreamPort] = upstreams[route.to].split(':');
    const upstreamPath = `${route.stripPrefix ? `/${target.path.slice(route.prefix.length)}` : target.path}${target.query}`;
    const headers = {
      ...req.headers,
      'x-request-id': requestId,
      'x-forwarded-for': client.address,
      'x-forwarded-proto': client.proto,
    };
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
        // The document's set, sent with every response above, is replaced only where the type asks for another.
        const security = securityHeadersFor(upstream.headers['content-type']);
        if (security !== table.securityHeaders) {
          for (const name of Object.keys(table.securityHeaders)) res.removeHeader(name);
          for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
        }
        res.writeHead(upstream.statusCode ?? 502, responseHeaders);
        upstream.on('error', () => res.destroy());
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
    req.on('error', () => proxied.destroy());
    req.pipe(proxied);
  }
  // A request Node's parser refuses (a malformed request line, headers too large, too slow) is answered here, in
  // the JSON error shape of every other refusal, instead of Node's empty default answer.
  server.on('clientError', (err, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
    const [status, detail] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive.']
          : [400, 'Bad request.'];
    const body = JSON.stringify({ detail });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
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
