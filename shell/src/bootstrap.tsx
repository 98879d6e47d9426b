import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '@vantage/client/http';
import { createAppStore } from '@vantage/client/store';
import { App } from './app/App';
import { createAppRouter } from './app/router';

const store = createAppStore();
const router = createAppRouter();
// A failed token refresh sends the user to /login without reloading the page.
setUnauthorizedHandler(() => void router.navigate('/login'));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
