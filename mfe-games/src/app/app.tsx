// The module this remote exposes as './App': the shell renders it for every path this remote owns. Each
// screen is its own chunk, so a page loads only its code (the charts of /analytics stay off the dashboard).
import { lazyScreen, remoteApp, type Screens } from '@vantage/client/remote-routes';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import { trendsPath } from '@vantage/contracts/ui-routes';

const MatchupScreen = lazyScreen(() => import('../features/matchup/components/matchup-page'));
// Every league's listing is the same screen (one chunk); its path names the league.
const TrendsScreen = lazyScreen(() => import('../features/trends-listing/components/trends-page'));

const screens: Screens = {
  '/dashboard': lazyScreen(() => import('../features/dashboard/components/dashboard-page')),
  ...Object.fromEntries(LEAGUES.map((league) => [trendsPath(league), TrendsScreen])),
  '/game/:gameId': MatchupScreen,
  '/game': MatchupScreen,
  '/analytics': lazyScreen(() => import('../features/analytics/components/analytics-page')),
  '/trends': lazyScreen(() => import('../features/trend-explorer/components/trend-explorer-page')),
  '/watchlists': lazyScreen(() => import('../features/watchlists/components/watchlists-page')),
  '/bets': lazyScreen(() => import('../features/bets/components/bets-page')),
};

const exposed = remoteApp('games', screens);
export const preload = exposed.preload;
export default exposed.App;
