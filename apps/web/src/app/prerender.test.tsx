import { StrictMode } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionQueryOptions } from '../lib/auth/get-session';
import { createQueryClient } from '../lib/query-client';
import { LANDING_PAGE_MODULES, PRERENDERED_PAGES } from './landing-pages';
import { prerenderPage } from './prerender';
import { resolveLazyRoutes } from './prerendered-root';
import { AppProviders } from './providers';
import { routes } from './router';

let root: Root | undefined;
// Testing Library sets this for its own renders; hydrateRoot is called here directly.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('prerendered landing pages', () => {
  it('are landing pages, so their route modules are preloaded with the page', () => {
    for (const page of PRERENDERED_PAGES) expect(Object.keys(LANDING_PAGE_MODULES)).toContain(page);
  });

  // React's development build reports every difference, attributes included, as a console error.
  it.each(PRERENDERED_PAGES)(
    '%s draws its page, and the browser hydrates it without a difference',
    async (page) => {
      const { body } = await prerenderPage(page);
      expect(body).toMatch(/<h1[^>]*>/);
      expect(body).toMatch(/<fieldset[^>]* disabled=""/);

      const container = document.createElement('div');
      container.innerHTML = body;
      document.body.append(container);
      const heading = container.querySelector('h1');
      const consoleErrors = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];

      // As main.tsx does, signed out: the route modules and the (empty) session first.
      const client = createQueryClient();
      await Promise.all([resolveLazyRoutes(routes, page), client.prefetchQuery(sessionQueryOptions())]);
      const router = createMemoryRouter(routes, { initialEntries: [page] });
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <AppProviders client={client}>
              <RouterProvider router={router} />
            </AppProviders>
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });

      expect(consoleErrors.mock.calls).toEqual([]);
      expect(recoverable).toEqual([]);
      // Hydrated, not drawn again: the same element, and the form is live.
      expect(container.querySelector('h1')).toBe(heading);
      expect(container.querySelector('fieldset')?.disabled).toBe(false);
    },
  );
});
