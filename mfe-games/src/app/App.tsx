// The module this remote exposes as './App': the shell renders it for every path this remote owns. Each
// screen is its own chunk, so a page loads only its code (the charts of /analytics stay off the dashboard).
import { lazyScreen, remoteApp, type Screens } from '@vantage/client/remote-routes';

const MatchupScreen = lazyScreen(() => import('../features/matchup/components/MatchupPage'));

const screens: Screens = {
  '/dashboard': lazyScreen(() => import('../features/dashboard/components/DashboardPage')),
  '/mlb-trends': lazyScreen(() => import('../features/mlb-trends/components/MlbTrendsPage')),
  '/game/:gameId': MatchupScreen,
  '/game': MatchupScreen,
  '/analytics': lazyScreen(() => import('../features/analytics/components/AnalyticsPage')),
  '/trends': lazyScreen(() => import('../features/trend-explorer/components/TrendExplorerPage')),
};

const exposed = remoteApp('games', screens);
export const preload = exposed.preload;
export default exposed.App;
