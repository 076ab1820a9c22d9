import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routeTable } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole app (providers, routes, guards) at `path`, in memory, its router given the route table
 * a part at a time as in the browser (app/route-discovery.ts).
 */
export function renderApp(path: string) {
  const client = createQueryClient();
  const { routes, patchRoutesOnNavigation } = routeTable.forRouter(
    new URL(path, 'http://localhost').pathname,
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

export function currentPath(router: {
  state: { location: { pathname: string; search: string; hash: string } };
}) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
