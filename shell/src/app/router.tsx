import { Flex, Spin } from 'antd';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';
import { RouterErrorScreen } from '../features/router-error/components/router-error-screen';
import { AppLayout } from './app-layout';
import { OwnedRouteOrNotFound } from './owned-route-or-not-found';

// Shown in the layout while a page opened directly loads its code (React Router warned that there was none).
const PAGE_LOADING = (
  <Flex justify="center" style={{ padding: 64 }}>
    <Spin size="large" />
  </Flex>
);

/** The pages: the browser's router, and the server's (a memory router at the requested path). */
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
            { index: true, element: <LandingPage /> },
            // The footer's Company pages, loaded when opened (not before the dashboard's first paint).
            {
              path: 'about',
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({ Component: (await import('../features/company/components/about-page')).AboutPage }),
            },
            {
              path: 'contact',
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({
                Component: (await import('../features/company/components/contact-page')).ContactPage,
              }),
            },
            {
              path: 'privacy',
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({
                Component: (await import('../features/company/components/privacy-page')).PrivacyPage,
              }),
            },
            {
              path: 'terms',
              hydrateFallbackElement: PAGE_LOADING,
              lazy: async () => ({ Component: (await import('../features/company/components/terms-page')).TermsPage }),
            },
            // The remotes' paths come from the shared route table; everything else is not found.
            { path: '*', element: <OwnedRouteOrNotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
