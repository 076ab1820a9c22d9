import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { sessionQueryOptions } from '../lib/auth/get-session';
import { readAccessToken, readRefreshToken } from '../lib/auth/tokens';
import { queryClient } from '../lib/query-client';
import { PRERENDERED_ATTRIBUTE } from './landing-pages';
import { canHydrate, resolveLazyRoutes } from './prerendered-root';
import { AppProviders } from './providers';
import { createAppRouter, routeTable } from './router';

// The session loads while the first page's code downloads, not after it.
const session = queryClient.prefetchQuery(sessionQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = container;

function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Over the loading screen of index.html, or over a prerendered page this visit cannot hydrate. */
function render() {
  const router = createAppRouter();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length on a slow phone (Total Blocking Time); the
  // loading screen of index.html stays until it is done. The router's own updates are transitions too.
  startTransition(() => createRoot(root).render(<App router={router} />));
}

/**
 * A signed-out landing page arrives drawn (docs/decisions/019-prerendered-landing-pages.md). Its
 * route modules and the (empty) session are ready before hydrating, so the first render is the
 * markup's; hydrating as a transition also yields to the browser.
 */
async function hydrate() {
  await Promise.all([
    resolveLazyRoutes(routeTable.routesFor(window.location.pathname), window.location.pathname),
    session,
  ]);
  const router = createAppRouter();
  startTransition(() => void hydrateRoot(root, <App router={router} />));
}

const arrival = {
  pathname: window.location.pathname,
  search: window.location.search,
  signedIn: Boolean(readAccessToken() ?? readRefreshToken()),
  // React Router keeps navigation state in `history.state.usr`.
  navigationState: (window.history.state as { usr?: unknown } | null)?.usr != null,
};
if (canHydrate(root.getAttribute(PRERENDERED_ATTRIBUTE), arrival)) {
  // A route module that fails to load (offline, a new build) is the router's to report.
  hydrate().catch(render);
} else {
  render();
}
