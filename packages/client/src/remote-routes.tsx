// What every remote's exposed App renders: its rows of the route table, each with the screen a feature
// provides, or, until a feature fills it, the screen's title from the spec inside the shell's layout.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Typography } from 'antd';
import { routesOwnedBy, type RemoteName } from '@vantage/contracts/ui-routes';

export interface RemoteRoutesProps {
  remote: RemoteName;
  /** Screen per route path of the table, e.g. { '/dashboard': DashboardPage }. */
  screens: Partial<Record<string, ComponentType>>;
}

export function RemoteRoutes({ remote, screens }: RemoteRoutesProps) {
  return (
    <div data-remote={remote}>
      <Routes>
        {routesOwnedBy(remote).map(({ path, title }) => {
          const Screen = screens[path];
          return (
            <Route
              key={path}
              path={path}
              element={Screen ? <Screen /> : <Typography.Title level={2}>{title}</Typography.Title>}
            />
          );
        })}
      </Routes>
    </div>
  );
}
