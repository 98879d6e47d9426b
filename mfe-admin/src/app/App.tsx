// The module this remote exposes as './App': the shell renders it for every path this remote owns.
import { RemoteRoutes, type RemoteRoutesProps } from '@vantage/client/remote-routes';
import { StaffLoginPage } from '../features/staff-login/components/StaffLoginPage';
import { TrendsDashboardPage } from '../features/trends-dashboard/components/TrendsDashboardPage';

// A feature's page per route path of the table in @vantage/contracts/ui-routes.
const screens: RemoteRoutesProps['screens'] = {
  '/yoko/trends': TrendsDashboardPage,
  '/accounts/login/': StaffLoginPage,
};

export default function App() {
  return <RemoteRoutes remote="admin" screens={screens} />;
}
