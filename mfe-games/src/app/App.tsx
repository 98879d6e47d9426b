// The module this remote exposes as './App': the shell renders it for every path this remote owns. Each
// screen is its own chunk, so a page loads only its code (the charts of /analytics stay off the dashboard).
import { lazy, Suspense, type ComponentType } from 'react';
import { Flex, Spin } from 'antd';
import { RemoteRoutes, type RemoteRoutesProps } from '@vantage/client/remote-routes';

function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 64 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        <Screen />
      </Suspense>
    );
  };
}

const MatchupScreen = lazyScreen(() => import('../features/matchup/components/MatchupPage'));

const screens: RemoteRoutesProps['screens'] = {
  '/dashboard': lazyScreen(() => import('../features/dashboard/components/DashboardPage')),
  '/mlb-trends': lazyScreen(() => import('../features/mlb-trends/components/MlbTrendsPage')),
  '/game/:gameId': MatchupScreen,
  '/game': MatchupScreen,
  '/analytics': lazyScreen(() => import('../features/analytics/components/AnalyticsPage')),
  '/trends': lazyScreen(() => import('../features/trend-explorer/components/TrendExplorerPage')),
};

export default function App() {
  return <RemoteRoutes remote="games" screens={screens} />;
}
