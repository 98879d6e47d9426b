import { createBrowserRouter } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/LandingPage';
import { RouterErrorScreen } from '../features/router-error/components/RouterErrorScreen';
import { AppLayout } from './AppLayout';
import { OwnedRouteOrNotFound } from './OwnedRouteOrNotFound';

export function createAppRouter() {
  return createBrowserRouter([
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
              lazy: async () => ({ Component: (await import('../features/company/components/AboutPage')).AboutPage }),
            },
            {
              path: 'contact',
              lazy: async () => ({
                Component: (await import('../features/company/components/ContactPage')).ContactPage,
              }),
            },
            {
              path: 'privacy',
              lazy: async () => ({
                Component: (await import('../features/company/components/PrivacyPage')).PrivacyPage,
              }),
            },
            {
              path: 'terms',
              lazy: async () => ({ Component: (await import('../features/company/components/TermsPage')).TermsPage }),
            },
            // The remotes' paths come from the shared route table; everything else is not found.
            { path: '*', element: <OwnedRouteOrNotFound /> },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
