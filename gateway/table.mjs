// Reads the routing table and resolves upstream addresses from the environment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The one list of leagues (TypeScript, which this plain Node module reads as text; the Docker stage copies it). */
const LEAGUES_SOURCE = path.join(here, '../packages/contracts/src/sports-rules.ts');

/** The names in `export const LEAGUES = ['mlb', …] as const;`; throws when the declaration is not found. */
export function leaguesDeclaredIn(source) {
  const declared = /^export const LEAGUES = \[([^\]]*)\] as const;$/m.exec(source);
  const names = declared ? [...declared[1].matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]) : [];
  if (names.length === 0) throw new Error(`no \`export const LEAGUES = [...] as const;\` in ${LEAGUES_SOURCE}`);
  return names;
}

export const leagues = leaguesDeclaredIn(readFileSync(LEAGUES_SOURCE, 'utf8'));

/** A row whose prefix holds `{league}` stands for one row per league. */
export const expandLeagueRoutes = (routes, names) =>
  routes.flatMap((route) =>
    route.prefix.includes('{league}')
      ? names.map((league) => ({ ...route, prefix: route.prefix.replace('{league}', league) }))
      : [route],
  );

const written = JSON.parse(readFileSync(path.join(here, 'routes.json'), 'utf8'));
export const table = { ...written, routes: expandLeagueRoutes(written.routes, leagues) };

/**
 * host:port of every upstream, from env (e.g. SPORTS_UPSTREAM=127.0.0.1:5002) or the table's default; several
 * replicas as a comma-separated list (SPORTS_UPSTREAM=127.0.0.1:5002,127.0.0.1:5012).
 */
export function resolveUpstreams(env = process.env) {
  return Object.fromEntries(
    Object.entries(table.upstreams).map(([name, upstream]) => [name, env[upstream.env] ?? upstream.default]),
  );
}

/** The replicas' addresses of an upstream's `host:port[,host:port…]`. */
export const replicasOf = (address) => address.split(',').map((entry) => entry.trim());

/**
 * Ports on 127.0.0.1 where the gateway balances one service's replicas for the other services (JWKS, the
 * revocation feed, svc-billing's internal API), from `<SERVICE>_INTERNAL_PORT` (e.g. AUTH_INTERNAL_PORT): what
 * a Kubernetes Service or compose's DNS name is elsewhere. None unless set.
 */
export function resolveInternalPorts(env = process.env) {
  return Object.fromEntries(
    Object.entries(table.upstreams)
      .filter(([, upstream]) => upstream.api && env[upstream.env.replace(/_UPSTREAM$/, '_INTERNAL_PORT')])
      .map(([name, upstream]) => [name, Number(env[upstream.env.replace(/_UPSTREAM$/, '_INTERNAL_PORT')])]),
  );
}

/** The route a path takes: the longest matching prefix, as nginx chooses locations. */
export function matchRoute(pathname) {
  let best = null;
  for (const route of table.routes) {
    if (pathname.startsWith(route.prefix) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The one path a request is routed on and forwarded with, or null for a target that is not a plain path
 * (answered 400). Routing on one reading of the target and forwarding another lets a request reach what
 * its route never allowed (`/internal/x\..\..\api\y\` looked like /api/y/ to the router and reached
 * /internal/x upstream), so the target is reduced to a single canonical form first:
 * - absolute-form targets (`http://host/path`) keep their path;
 * - backslashes, control and non-ASCII bytes, `#`, bad escapes and escaped `/`, `\` or control bytes are refused;
 * - escapes of unreserved characters are decoded (`%2e` is a dot) and the others written in upper case;
 * - empty segments (`//`) and `.` are dropped, `..` removes the segment before it, and one above the root is refused.
 * The query string is kept as it is (refused only for bytes that cannot travel in a request line).
 * @returns {{ path: string, query: string } | null}  query includes its `?` when present
 */
export function canonicalTarget(target) {
  let rest = target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(rest);
  if (absolute) rest = rest.slice(absolute[0].length) || '/';
  if (!rest.startsWith('/') || /[^\x21-\x7e]|[#\\]/.test(rest)) return null;
  const queryAt = rest.indexOf('?');
  const rawPath = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  const segments = [];
  const parts = rawPath.split('/').slice(1);
  for (const [index, raw] of parts.entries()) {
    let segment = '';
    for (let i = 0; i < raw.length; i += 1) {
      if (raw[i] !== '%') {
        segment += raw[i];
        continue;
      }
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
      const char = String.fromCharCode(parseInt(hex, 16));
      if (char === '/' || char === '\\' || char < ' ' || char === '\x7f') return null;
      segment += UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
      i += 2;
    }
    const last = index === parts.length - 1;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
      continue;
    }
    // `/a/b/..`, `/a/.` and `/a/` name the folder: keep its trailing slash.
    if (last && segments.length > 0) segments.push('');
  }
  return { path: `/${segments.join('/')}`, query };
}

/**
 * The proxies in front of the gateway (a TLS terminator, a load balancer) whose X-Forwarded-For and
 * X-Forwarded-Proto are believed: TRUSTED_PROXIES, a comma-separated list of addresses or CIDR ranges.
 * None by default: the client's address is the connection's, the scheme is the gateway's own.
 */
export function resolveTrustedProxies(env = process.env) {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Strict-Transport-Security, sent when the site was reached over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Content types answered with `table.scriptHeaders` (both runners decide by the response's type). */
export const SCRIPT_TYPE = /^(application|text)\/javascript\b/i;

/**
 * The security headers of a response of this content type. A script gets its own short set: framing, the
 * permissions and referrer policies and a page's policy govern documents, and a page loads dozens of scripts
 * (~420 bytes a response on the dashboard's 54); a script run as a worker still gets a policy of its own.
 */
export const securityHeadersFor = (contentType) =>
  SCRIPT_TYPE.test(contentType ?? '') ? table.scriptHeaders : table.securityHeaders;
