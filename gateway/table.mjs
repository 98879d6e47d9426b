// Reads the routing table and resolves upstream addresses from the environment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const table = JSON.parse(readFileSync(path.join(here, 'routes.json'), 'utf8'));

/** host:port of every upstream, from env (e.g. SPORTS_UPSTREAM=127.0.0.1:5002) or the table's default. */
export function resolveUpstreams(env = process.env) {
  return Object.fromEntries(
    Object.entries(table.upstreams).map(([name, upstream]) => [name, env[upstream.env] ?? upstream.default]),
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
