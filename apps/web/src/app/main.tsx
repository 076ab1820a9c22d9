import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { sessionQueryOptions } from '../lib/auth/get-session';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// The session loads while the first page's code downloads, not after it.
void queryClient.prefetchQuery(sessionQueryOptions());

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for its whole length on a slow phone (Total Blocking Time); the
// loading screen of index.html stays until it is done. The router's own updates are transitions too.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
