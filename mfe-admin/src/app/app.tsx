// The module this remote exposes as './App': the shell renders it for every path this remote owns.
import { remoteApp, type Screens } from '@vantage/client/remote-routes';
import { StaffLoginPage } from '../features/staff-login/components/staff-login-page';
import { TrendsDashboardPage } from '../features/trends-dashboard/components/trends-dashboard-page';

// A feature's page per route path of the table in @vantage/contracts/ui-routes.
const screens: Screens = {
  '/yoko/trends': TrendsDashboardPage,
  '/accounts/login/': StaffLoginPage,
};

const exposed = remoteApp('admin', screens);
export const preload = exposed.preload;
export default exposed.App;
