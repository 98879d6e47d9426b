import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@vantage/client/store';
import { ThemeProvider } from './theme-provider';
import type { AppRouter } from './router';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
