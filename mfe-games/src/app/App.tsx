// The module this remote exposes as './App': the shell renders it for every path this remote owns.
import { RemoteRoutes, type RemoteRoutesProps } from '@vantage/client/remote-routes';

// A feature's page per route path, e.g. { '/dashboard': DashboardPage }; a path not listed here
// shows its spec title until its feature is built.
const screens: RemoteRoutesProps['screens'] = {};

export default function App() {
  return <RemoteRoutes remote="games" screens={screens} />;
}
