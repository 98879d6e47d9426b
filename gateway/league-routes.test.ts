// The league rows of the routing table come from the one list of leagues: every league's API reaches svc-sports
// (its lists and calendar through the shared cache), on both runners' table and in the rendered nginx config, and
// the league-neutral API paths reach their own service.
import path from 'node:path';
import { LEAGUES } from '@vantage/contracts/sports-rules';

interface TableModule {
  leagues: string[];
  leaguesDeclaredIn(source: string): string[];
  matchRoute(pathname: string): { prefix: string; to?: string; sharedCache?: boolean; notFound?: boolean } | null;
}
interface RenderModule {
  renderNginxConfig(options: { port: number; runtimeDir: string; mediaDir: string }): string;
}

// A native import() (see jest.config.js) of the runners' ES modules.
const importModule = <T>(file: string) => import(path.join(__dirname, file)) as Promise<T>;

let table: TableModule;
let nginx: string;
beforeAll(async () => {
  table = await importModule<TableModule>('table.mjs');
  const render = await importModule<RenderModule>('render-nginx.mjs');
  nginx = render.renderNginxConfig({ port: 8080, runtimeDir: '/tmp', mediaDir: '/media' });
});

test('the table reads the leagues of sports-rules.ts', () => {
  expect(table.leagues).toEqual([...LEAGUES]);
  expect(() => table.leaguesDeclaredIn("export const SPORTS = ['mlb'] as const;")).toThrow(/LEAGUES/);
});

test.each([...LEAGUES])('every path of /api/%s/ routes to svc-sports, its list and calendar shared', (league) => {
  for (const pathname of [`/api/${league}/`, `/api/${league}/teams/`, `/api/${league}/comparison/g-1/`]) {
    expect({ pathname, to: table.matchRoute(pathname)?.to }).toEqual({ pathname, to: 'svc-sports' });
  }
  expect(table.matchRoute(`/api/${league}/comparison/`)?.sharedCache).toBe(true);
  expect(table.matchRoute(`/api/${league}/calendar/`)?.sharedCache).toBe(true);
  for (const prefix of [`/api/${league}/`, `/api/${league}/comparison/`, `/api/${league}/calendar/`]) {
    expect(nginx).toContain(`location ${prefix} {`);
  }
});

test('league-neutral API paths route to their service; an unknown league is the API 404', () => {
  const cases: Array<[string, string | undefined]> = [
    ['/api/access-level/', 'svc-sports'],
    ['/api/user-info/', 'svc-sports'],
    ['/api/docs/', 'svc-sports'],
    ['/api/watchlists/today/', 'svc-sports'],
    ['/api/bets/summary/', 'svc-sports'],
    ['/api/auth/jwks.json', 'svc-auth'],
    ['/api/auth/password-reset/', 'svc-auth'],
    ['/api/login/', 'svc-auth'],
    ['/api/token/refresh/', 'svc-auth'],
    ['/api/users/profile/', 'svc-auth'],
    ['/api/subscriptions/pricing-tiers/', 'svc-billing'],
    ['/api/subscriptions/create-checkout-session/', 'svc-billing'],
    ['/api/xfl/comparison/', undefined],
  ];
  expect(cases.map(([pathname]) => [pathname, table.matchRoute(pathname)?.to])).toEqual(cases);
  expect(table.matchRoute('/api/xfl/comparison/')?.notFound).toBe(true);
  expect(nginx).not.toContain('{league}');
});
