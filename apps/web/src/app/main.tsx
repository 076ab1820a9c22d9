import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
