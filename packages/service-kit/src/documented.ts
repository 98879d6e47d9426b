import type { Operation } from '@vantage/contracts/api-operations';
import type { Express, RequestHandler } from 'express';

/** A route's first handler: it passes the request on and names the operation the route serves. */
export type DocumentedHandler = RequestHandler & { operation: Operation };

/**
 * Marks a route as the public API's `operation` (from @vantage/contracts/api-operations, the OpenAPI document's
 * source): `router.get('/teams/', documented(teamSearchOperation), …)`. The services' route tests read the marks
 * back (`registeredRoutes`) and fail on a route without one, or one whose method or path is not its operation's.
 */
export function documented(operation: Operation): DocumentedHandler {
  const handler: RequestHandler = (_req, _res, next) => next();
  return Object.assign(handler, { operation });
}

export interface RegisteredRoute {
  method: string;
  /** The route's own path, without the prefix its router is mounted at. */
  path: string;
  operation: Operation | null;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

/** Every route of an Express app, in the routers mounted in it too, with the operation it is marked with. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const mark = layer.route.stack.find(
          (entry) => typeof entry.handle === 'function' && 'operation' in entry.handle,
        );
        for (const method of Object.keys(layer.route.methods))
          routes.push({
            method,
            path: layer.route.path,
            operation: mark ? (mark.handle as DocumentedHandler).operation : null,
          });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes;
}

/** The Express form of an operation's path (`{id}` → `:id`), as the route is registered. */
export const expressPath = (operation: Operation) => operation.path.replace(/\{(\w+)\}/g, ':$1');

/** The health and metrics probes: never routed by the gateway. */
const PROBES = ['/healthz', '/readyz', '/metrics'];

/**
 * The routes of an app that are not documented rightly: without an operation, with one not in `operations`, or
 * whose method or path is not the operation's (a router mounted at a prefix registers the path's end). The
 * probes and the routes named in `internal` (each a path as registered, which the gateway does not route or no
 * client of the API calls) are left out.
 */
export function undocumentedRoutes(
  app: Express,
  operations: readonly Operation[],
  internal: readonly string[] = [],
): string[] {
  return registeredRoutes(app)
    .filter((route) => !PROBES.includes(route.path) && !internal.includes(route.path))
    .filter(
      ({ method, path, operation }) =>
        !operation ||
        !operations.includes(operation) ||
        operation.method !== method ||
        !expressPath(operation).endsWith(path),
    )
    .map(
      ({ method, path, operation }) =>
        `${method.toUpperCase()} ${path} (${operation ? operation.path : 'no operation'})`,
    );
}

/** The operations among `operations` that no route of the app serves. */
export function unservedOperations(app: Express, operations: readonly Operation[]): string[] {
  const registered = new Set(registeredRoutes(app).map((route) => route.operation));
  return operations.filter((operation) => !registered.has(operation)).map(expressPath);
}
