import { Flex, Spin } from 'antd';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouterErrorScreen } from '../features/router-error/components/router-error-screen';
import { AppLayout } from './app-layout';

// Shown in the layout while a page opened directly loads its code (React Router warned that there was none).
const PAGE_LOADING = (
  <Flex justify="center" style={{ padding: 64 }}>
    <Spin size="large" />
  </Flex>
);

/** A route's `handle`: the page is rendered by the browser alone (the server sends index.html as it is). */
export interface RouteHandle {
  browserRendered?: boolean;
}
const BROWSER_RENDERED: RouteHandle = { browserRendered: true };

/**
 * The pages: the browser's router, and the server's (a memory router at the requested path). Each page's code is
 * loaded when the page is opened, so a page evaluates only what it renders: the landing page's on `/`, the
 * remotes' route (which loads the remote owning the path) elsewhere. The layout (header, search) is every page's.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      // Fails only if the layout itself throws.
      errorElement: <RouterErrorScreen />,
      children: [
        {
          // A page that throws shows the fallback inside the layout, so the header stays usable.
          errorElement: <RouterErrorScreen />,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (
                  await import(/* webpackChunkName: "landing" */ '../features/landing/components/landing-page')
                ).LandingPage,
              }),
            },
            // The footer's Company pages, loaded when opened (not before the dashboard's first paint), and
            // rendered by the browser.
            {
              path: 'about',
              handle: BROWSER_RENDERED,
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({ Component: (await import('../features/company/components/about-page')).AboutPage }),
            },
            {
              path: 'contact',
              handle: BROWSER_RENDERED,
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({
                Component: (await import('../features/company/components/contact-page')).ContactPage,
              }),
            },
            {
              path: 'privacy',
              handle: BROWSER_RENDERED,
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({
                Component: (await import('../features/company/components/privacy-page')).PrivacyPage,
              }),
            },
            {
              path: 'terms',
              handle: BROWSER_RENDERED,
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({ Component: (await import('../features/company/components/terms-page')).TermsPage }),
            },
            // The remotes' paths come from the shared route table; everything else is not found.
            {
              path: '*',
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "remote-route" */ './owned-route-or-not-found'))
                  .OwnedRouteOrNotFound,
              }),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The chunk holding a server-rendered page's own code (its route's `webpackChunkName` above), which the server
 * lists for the browser to load with the shell's startup scripts.
 */
export const pageChunk = (pathname: string) => (pathname === '/' ? 'landing' : 'remote-route');

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router holds the code of every route the location matches (a page's code loads when it is
 * opened). A page is rendered only then, on the server and in the browser alike, so the browser's first render
 * is the server's page, not a route's loading state.
 */
export function routerReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
