// What every remote's exposed App renders: its rows of the route table, each with the screen a feature
// provides, or, until a feature fills it, the screen's title from the spec inside the shell's layout.
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Flex, Spin, Typography } from 'antd';
import { routesOwnedBy, type RemoteName } from '@vantage/contracts/ui-routes';

/** A screen whose code is its own chunk, loaded when first shown or ahead of that with `preload`. */
export type LazyScreen = (() => ReactElement) & { preload(): Promise<void> };

export type Screens = Partial<Record<string, ComponentType>>;

export interface RemoteRoutesProps {
  remote: RemoteName;
  /** Screen per route path of the table, e.g. { '/dashboard': DashboardPage }. */
  screens: Screens;
}

/**
 * A screen loaded on demand. Once its code is in (preloaded, as the shell does for the page being opened,
 * or shown before), it renders at once with no loading state: the server's first screen is then replaced by
 * the page itself, not by a spinner.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = null; // asked again next time
        throw error;
      },
    ));
  const Pending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Screen() {
    // Decided once per mount: switching from the suspending path to the loaded one would remount the page.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 64 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        <Pending />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}

const isLazy = (screen: Screens[string]): screen is ComponentType & LazyScreen =>
  typeof (screen as Partial<LazyScreen> | undefined)?.preload === 'function';

/** Loads the code of the screen that `pathname` opens, if it is one of the remote's lazy screens. */
export async function preloadScreen(remote: RemoteName, screens: Screens, pathname: string): Promise<void> {
  const route = routesOwnedBy(remote).find(({ path }) => matchPath(path, pathname));
  const screen = route ? screens[route.path] : undefined;
  if (isLazy(screen)) await screen.preload();
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
