// The browser routes of the composed front end and which remote owns each one (product rules §2).
// The shell routes by this table, each remote renders its own rows, and e2e tests walk it.

import { LEAGUE_LABELS, LEAGUES, type League } from './sports-rules';

export type RemoteName = 'games' | 'account' | 'admin';

export interface RemoteDefinition {
  /** Module Federation container name (a JS identifier; also the global the remoteEntry sets). */
  container: string;
  /** Where the gateway serves the remote's files; /remotes.json points at `${basePath}mf-manifest.json`. */
  basePath: string;
}

export const REMOTES: Record<RemoteName, RemoteDefinition> = {
  games: { container: 'mfe_games', basePath: '/remotes/games/' },
  account: { container: 'mfe_account', basePath: '/remotes/account/' },
  admin: { container: 'mfe_admin', basePath: '/remotes/admin/' },
};

/** Every remote exposes exactly this module: a component rendering <Routes> for its rows below. */
export const REMOTE_APP_MODULE = './App';

export interface RemoteRoute {
  /** react-router path pattern */
  path: string;
  remote: RemoteName;
  /** The screen's title from the product spec (also the document title). */
  title: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/dashboard', remote: 'games', title: 'Game Analytics' },
  // One trends listing per league (/mlb-trends, /nba-trends, …), all rendered by the same screen.
  ...LEAGUES.map((league) => ({
    path: trendsPath(league),
    remote: 'games' as const,
    title: `${LEAGUE_LABELS[league]} Trends`,
  })),
  { path: '/game/:gameId', remote: 'games', title: 'Game Matchup' },
  // Without an id the matchup page shows the spec's 'Invalid Game ID' screen, not the not-found page.
  { path: '/game', remote: 'games', title: 'Game Matchup' },
  { path: '/analytics', remote: 'games', title: 'Analytics' },
  { path: '/trends', remote: 'games', title: 'Trends' },
  { path: '/watchlists', remote: 'games', title: 'Watchlists' },
  { path: '/bets', remote: 'games', title: 'My Bets' },
  { path: '/login', remote: 'account', title: 'Login' },
  { path: '/signup', remote: 'account', title: 'Sign Up' },
  { path: '/forgot-password', remote: 'account', title: 'Forgot Password' },
  { path: '/profile', remote: 'account', title: 'Profile' },
  { path: '/settings', remote: 'account', title: 'Settings' },
  { path: '/pricing', remote: 'account', title: 'Pricing' },
  { path: '/subscription/success', remote: 'account', title: 'Subscription Success' },
  { path: '/account/billing', remote: 'account', title: 'Billing' },
  { path: '/yoko/trends', remote: 'admin', title: 'SDQL Trends Analytics Dashboard' },
  { path: '/accounts/login/', remote: 'admin', title: 'Admin Login' },
];

export function routesOwnedBy(remote: RemoteName): RemoteRoute[] {
  return REMOTE_ROUTES.filter((route) => route.remote === remote);
}

// ---- Where each league's view lives, so that a link opens the same view (product rules §2) ----

/** A league's trends listing: /mlb-trends, /nba-trends, /nfl-trends, /nhl-trends. */
export function trendsPath(league: League): string {
  return `/${league}-trends`;
}

/** The league of a trends listing's path, or null for any other path. */
export function leagueOfTrendsPath(pathname: string): League | null {
  return LEAGUES.find((league) => pathname === trendsPath(league)) ?? null;
}

/** The dashboard on a league: /dashboard?league=nba (the query names the league; a bare /dashboard picks one). */
export function dashboardPath(league: League): string {
  return `/dashboard?league=${league}`;
}

/** The trend explorer on a league, its question afresh: /trends?league=nba. */
export function explorerPath(league: League): string {
  return `/trends?league=${league}`;
}

/** The query parameter that names the dashboard's league. */
export const LEAGUE_PARAM = 'league';
/** The query parameter of the dashboard's and the listing's day: `?day=yesterday` (none: today). */
export const DAY_PARAM = 'day';
