// Renders the routing table as an nginx config. Used by the local runner and by the Docker image.
import { HSTS, replicasOf, resolveInternalPorts, resolveTrustedProxies, resolveUpstreams, table } from './table.mjs';

const securityHeaderNames = [...new Set([...Object.keys(table.securityHeaders), ...Object.keys(table.scriptHeaders)])];
const securityVariable = (name) => `$security_${name.toLowerCase().replace(/-/g, '_')}`;

/** Requests in progress at once from one client address (nginx limit_conn). */
export const CONNECTIONS_PER_ADDRESS = 128;
/**
 * Pages (the shell's server-rendered documents: paths without a file extension) in progress at once from one
 * address. A browser opens one page at a time and an office behind one address a few; a burst past this is
 * refused here, at the cost of nginx's answer, instead of taking the shell's thread from every other visitor.
 */
export const PAGES_PER_ADDRESS = 8;

/** nginx's refusals by status (494, its "header too large", answers as 400), worded as the Node runner's. */
const REFUSALS = {
  400: 'Bad request.',
  403: 'Forbidden.',
  404: 'Not found.',
  413: 'Request body is too large.',
  414: 'The address is too long.',
  429: 'Too many requests at once from this address.',
};
/** Internal locations of those answers (never reachable from outside). */
const REFUSAL_PATH = '/__gateway_refusal__/';

const quote = (value) => `"${String(value).replace(/(["\\$])/g, '\\$1')}"`;

function headerLines(headers, indent) {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

/**
 * @param {object} options
 * @param {number} options.port          port nginx listens on
 * @param {string} options.runtimeDir    writable folder for pid, logs and temp files
 * @param {string} options.mediaDir      uploaded profile pictures
 * @param {Record<string,string>} [options.upstreams]  host:port (several: comma-separated) per upstream name
 * @param {Record<string,number>} [options.internalPorts] a port per service whose replicas the gateway balances
 *   for the other services (resolveInternalPorts)
 * @param {string[]} [options.trustedProxies] proxies whose X-Forwarded-For/-Proto are believed (TRUSTED_PROXIES)
 * @param {boolean} [options.daemonless] log to the container's output (the image's error log is its stderr)
 */
export function renderNginxConfig({
  port,
  runtimeDir,
  mediaDir,
  upstreams = resolveUpstreams(),
  internalPorts = resolveInternalPorts(),
  trustedProxies = resolveTrustedProxies(),
  daemonless = false,
}) {
  // $hsts is empty (so no header is sent) unless the site was reached over https.
  // Each security header's value by the response's type (securityHeadersFor in table.mjs): an empty one is not sent.
  const securityMaps = securityHeaderNames
    .map(
      (name) => `  map $sent_http_content_type ${securityVariable(name)} {
    default ${quote(table.securityHeaders[name] ?? '')};
    "~*^(application|text)/javascript" ${quote(table.scriptHeaders[name] ?? '')};
  }`,
    )
    .join('\n');
  const security = [
    ...securityHeaderNames.map((name) => `    add_header ${name} ${securityVariable(name)} always;`),
    `    add_header Strict-Transport-Security $hsts always;`,
  ].join('\n');
  for (const proxy of trustedProxies) {
    if (!/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(proxy))
      throw new Error(`TRUSTED_PROXIES: not an address or CIDR: ${proxy}`);
  }
  // Client address and scheme come from the connection, or from a trusted proxy's forwarded headers.
  const trust = `${trustedProxies.map((proxy) => `  set_real_ip_from ${proxy};`).join('\n')}
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
  geo $realip_remote_addr $from_trusted_proxy {
    default 0;
${trustedProxies.map((proxy) => `    ${proxy} 1;`).join('\n')}
  }
  map "$from_trusted_proxy:$http_x_forwarded_proto" $forwarded_proto {
    default $scheme;
    "1:https" https;
  }
  map $forwarded_proto $hsts {
    default "";
    https ${quote(HSTS)};
  }`;
  // Every replica of an upstream; a request that could not be answered by one goes on to the next (below).
  const upstreamBlocks = Object.entries(upstreams)
    .map(([name, address]) => {
      const servers = replicasOf(address).map((replica) => `server ${replica} max_fails=0;`);
      return `  upstream ${name.replace(/-/g, '_')} { ${servers.join(' ')} keepalive 32; }`;
    })
    .join('\n');
  // A replica that is down, or dies while answering, costs a GET nothing: nginx asks the next one. A POST goes to
  // the next one only if it never reached the first (nginx never repeats a non-idempotent request it sent).
  const nextReplica = `    proxy_next_upstream error timeout http_502 http_503;`;
  // The shared micro-cache, on the routes marked sharedCache (the game lists and details, the calendar): an
  // answer that is the same for every caller of one access level is served as cheaply as a file. Correct because
  // - the key is the caller's access level and the routed path and query, which is all such an answer depends on
  //   besides the data and the day. A guest's level is "" (no Authorization header: nginx answers the level
  //   subrequest itself); a member's is what the upstream's accessLevel call says of that exact Authorization
  //   header, verified in full there (signature, expiry, revocation) and remembered for a second;
  // - a header that does not verify (X-Access-Unverified), a level answer without a level, and the staff cookie are
  //   never answered from the cache nor stored in it: the service answers them (its 401, its staff answer);
  // - a call with an API key (X-API-Key) is never answered from the cache either: each one is counted and limited;
  // - only what the service allows is kept: Cache-Control and Vary speak to browsers and other caches (a member's
  //   answer is `private`), X-Accel-Expires to this gateway alone (nginx never passes it on), so an answer without
  //   it is never stored; svc-sports gives 1 s, which bounds how late new data or a new day reaches anyone (within
  //   2 s of svc-sports answering it: nginx counts whole seconds), and how long a token revoked or expired meanwhile
  //   still reads its level's shared answers;
  // - the request id is this request's own, never the cached answer's.
  // An expired copy is refreshed by one request while the others get it (`updating`). No proxy_cache_lock: its
  // waiters look again only every 500 ms, so a first fill held concurrent callers half a second, while svc-sports
  // answers them from its own cache in a millisecond.
  // - a query other than the route's known parameters (cacheQuery: name → value pattern, in that order) is
  //   neither stored nor answered from the cache: a random `&cb=` per request would otherwise add an entry
  //   each, past the cache's size until its manager catches up;
  const sharedCache = (upstream, queryCheck) =>
    [
      `    auth_request /_access_level/${upstream};`,
      `    auth_request_set $access_level $upstream_http_x_access_level;`,
      `    auth_request_set $access_unverified $upstream_http_x_access_unverified;`,
      `    proxy_cache shared_answers;`,
      `    proxy_cache_key $access_level|$uri$is_args$args;`,
      `    proxy_ignore_headers Cache-Control Expires Vary;`,
      `    proxy_cache_bypass $cookie_vantage_staff $http_x_api_key $access_level_unknown ${queryCheck};`,
      `    proxy_no_cache $cookie_vantage_staff $http_x_api_key $access_level_unknown ${queryCheck};`,
      `    proxy_cache_use_stale updating;`,
      `    proxy_hide_header X-Request-Id;`,
      `    add_header X-Request-Id $req_id always;`,
      `    add_header X-Cache $upstream_cache_status always;`,
    ].join('\n');
  // The level subrequest, one per upstream that answers accessLevel: a guest's is answered here; a member's goes
  // to the service with the Authorization header alone and its answer is kept for the second the service allows,
  // keyed by that exact header (the cache files hold it, in the gateway's runtime folder, gone 10 s after use).
  const accessLevelLocations = Object.entries(table.upstreams)
    .filter(([, upstream]) => upstream.accessLevel)
    .map(([name, upstream]) => {
      const id = name.replace(/-/g, '_');
      return `    location = /_access_level/${id} {
      internal;
      if ($http_authorization = "") { return 204; }
      proxy_pass http://${id}${upstream.accessLevel};
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      proxy_set_header Cookie "";
      # A key is checked and counted with the call itself (never cached, above), not by this subrequest.
      proxy_set_header X-API-Key "";
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Request-Id $req_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 10s;
  ${nextReplica}
      proxy_cache access_levels;
      proxy_cache_key $http_authorization;
      # The key is stored in the cache file's header: room for the longest header a request may carry (8 KB);
      # nginx wants the other buffers at least as large.
      proxy_buffer_size 16k;
      proxy_buffers 4 16k;
      proxy_busy_buffers_size 32k;
      proxy_ignore_headers Cache-Control Expires Vary;
      proxy_cache_use_stale updating;
    }`;
    })
    .join('\n\n');
  const internalServers = Object.entries(internalPorts)
    .map(
      ([
        name,
        port,
      ]) => `  # svc-to-svc calls to ${name}, balanced over its replicas (local analogue of a Kubernetes Service).
  server {
    listen 127.0.0.1:${port};
    access_log off;
    location / {
      proxy_pass http://${name.replace(/-/g, '_')};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
  ${nextReplica}
    }
  }`,
    )
    .join('\n\n');

  // Per shared-cache route: 0 when the query holds only its known parameters, each at most once and well formed.
  const unknownQueryMaps = table.routes
    .filter((route) => route.sharedCache)
    .map((route) => {
      const known = Object.entries(route.cacheQuery ?? {}).map(
        ([name, pattern], i) => `(?:${i === 0 ? '' : '&?'}${name}=${pattern})?`,
      );
      return `  map $args $unknown_query_${table.routes.indexOf(route)} {
    ${known.length ? `"~^${known.join('')}$"` : '""'} 0;
    default 1;
  }`;
    })
    .join('\n');

  // nginx's own refusals answer in the services' JSON error shape (the document's Error), not its HTML pages. A
  // location with error_page lines of its own inherits none of the server's, so those locations repeat them. A
  // URI, not a named location: a request line nginx could not parse has no URI to carry to a named one.
  const refusalPages = Object.entries(REFUSALS)
    .map(([status]) => `    error_page ${status === '400' ? '400 494' : status} ${REFUSAL_PATH}${status};`)
    .join('\n');
  const refusalLocations = Object.entries(REFUSALS)
    .map(
      ([status, detail]) => `    location = ${REFUSAL_PATH}${status} {
      internal;
      default_type application/json;
${security}
      add_header X-Request-Id $req_id always;
      return ${status} '${JSON.stringify({ detail })}';
    }`,
    )
    .join('\n\n');

  const locations = table.routes
    .map((route) => {
      const lines = [];
      if (route.notFound) {
        lines.push(
          `    default_type application/json;`,
          security,
          `    add_header X-Request-Id $req_id always;`,
          `    return 404 '{"detail": "Not found."}';`,
        );
      } else if (route.media) {
        lines.push(
          `    alias ${mediaDir.replace(/\/?$/, '/')};`,
          `    limit_except GET HEAD { deny all; }`,
          `    types { image/webp webp; image/png png; image/jpeg jpg jpeg; }`,
          `    default_type application/octet-stream;`,
          headerLines(
            { ...table.mediaHeaders, 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' },
            '    ',
          ),
          `    add_header X-Request-Id $req_id always;`,
        );
      } else {
        const upstream = route.to.replace(/-/g, '_');
        const api = table.upstreams[route.to].api;
        lines.push(
          // With a URI part nginx forwards the normalised path it routed on (merged slashes, dot segments
          // resolved, re-escaped), never the raw request target: both runners forward what they routed.
          `    proxy_pass http://${upstream}${route.stripPrefix ? '/' : route.prefix};`,
          `    proxy_http_version 1.1;`,
          `    proxy_set_header Connection "";`,
          `    proxy_set_header Host $host;`,
          `    proxy_set_header X-Request-Id $req_id;`,
          `    proxy_set_header X-Forwarded-For $remote_addr;`,
          `    proxy_set_header X-Forwarded-Proto $forwarded_proto;`,
          `    proxy_connect_timeout 2s;`,
          `    proxy_read_timeout 30s;`,
          nextReplica,
          `    proxy_hide_header X-Powered-By;`,
          `    client_max_body_size ${route.maxBodyMb ?? table.maxBodyMb}m;`,
        );
        // A location's own limit_conn replaces the server's, so the shell's repeats it.
        if (route.to === 'shell')
          lines.push(
            `    limit_conn per_address ${CONNECTIONS_PER_ADDRESS};`,
            `    limit_conn pages_per_address ${PAGES_PER_ADDRESS};`,
          );
        if (route.sharedCache) lines.push(sharedCache(upstream, `$unknown_query_${table.routes.indexOf(route)}`));
        if (api) {
          // 500: nginx's own when a level subrequest found no replica up (a service's 500 passes as it is).
          lines.push(`    error_page 500 502 503 504 = @unavailable_api;`, refusalPages);
        } else {
          // Services echo X-Request-Id themselves; static servers do not.
          lines.push(
            `    error_page 502 503 504 = @unavailable_static;`,
            refusalPages,
            `    add_header X-Request-Id $req_id always;`,
          );
        }
        lines.push(security);
      }
      return `  location ${route.prefix} {\n${lines.join('\n')}\n  }`;
    })
    .join('\n\n');

  // The pid and temporary files go to the runtime folder in the image too: nginx-unprivileged's user cannot write
  // nginx's built-in paths (/var/run/nginx.pid: "Permission denied", and nginx exits); the image's own
  // nginx.conf, which this one replaces, moves them to /tmp as well.
  const runtime = `pid ${runtimeDir}/nginx.pid;
${daemonless ? '' : `error_log ${runtimeDir}/error.log warn;\n`}`;
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${runtimeDir}/${kind}_temp;`)
    .join('\n');

  return `# Generated from gateway/routes.json by gateway/render-nginx.mjs: edit the table, not this file.
${runtime}worker_processes auto;
events { worker_connections 4096; }

http {
  server_tokens off;
  access_log ${daemonless ? '/dev/stdout' : `${runtimeDir}/access.log`} combined buffer=64k flush=2s;
${temps}
  sendfile on;
  tcp_nodelay on;
  keepalive_requests 10000;
  client_max_body_size ${table.maxBodyMb}m;
  gzip on;
  gzip_types application/javascript application/json text/css image/svg+xml text/plain;
  gzip_min_length 1024;

  # Keep the caller's request id when it looks sane, otherwise use nginx's own.
  map $http_x_request_id $req_id {
    default $request_id;
    "~^[A-Za-z0-9._-]{1,128}$" $http_x_request_id;
  }

${trust}
${securityMaps}

  # The shared cache of answers per access level, and the members' verified levels (sharedCache, above).
  proxy_cache_path ${runtimeDir}/shared_cache levels=1:2 keys_zone=shared_answers:4m max_size=64m inactive=10m use_temp_path=off;
  # Read after the level subrequest (sharedCache): a guest (no header at all) or a level the service verified.
  map "$access_unverified|$access_level|$http_authorization" $access_level_unknown {
    "||" 0;
    "~^\\|[a-z]+\\|" 0;
    default 1;
  }
${unknownQueryMaps}
  proxy_cache_path ${runtimeDir}/access_levels levels=1:2 keys_zone=access_levels:8m max_size=64m inactive=10s use_temp_path=off;

${upstreamBlocks}

  # Requests in progress per client address (the real one behind a trusted proxy): far above a browser's six
  # connections or an office behind one address, far below what one client can hold to starve the workers.
  limit_conn_zone $binary_remote_addr zone=per_address:10m;
  # Pages in progress per client address; files (a dot in the last segment) are not counted.
  map $uri $page_address {
    "~\\.[^/]*$" "";
    default $binary_remote_addr;
  }
  limit_conn_zone $page_address zone=pages_per_address:10m;

  server {
    listen ${port};
    limit_conn per_address ${CONNECTIONS_PER_ADDRESS};
    limit_conn_status 429;
    # The server's own answers (the request-target refusal below, the named locations) are JSON.
    default_type application/json;
${refusalPages}

    # What the Node runner refuses too (see canonicalTarget in table.mjs): backslashes, escaped slashes,
    # backslashes and control bytes in the path. nginx would decode them into a path other than the target.
    if ($request_uri ~ "^[^?]*(\\\\\\\\|%2[Ff]|%5[Cc]|%[01][0-9A-Fa-f]|%7[Ff])") {
      return 400 '{"detail": "Bad request."}';
    }

${locations}

${accessLevelLocations}

${refusalLocations}

    location @unavailable_api {
      default_type application/json;
${security}
      add_header X-Request-Id $req_id always;
      add_header Retry-After 5 always;
      return 503 '{"detail": "Service temporarily unavailable. Please try again shortly."}';
    }

    location @unavailable_static {
      default_type text/plain;
${security}
      add_header X-Request-Id $req_id always;
      return 503 'Service temporarily unavailable';
    }
  }
${internalServers}
}
`;
}
