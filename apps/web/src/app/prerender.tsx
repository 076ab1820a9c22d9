import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SESSION_QUERY_KEY } from '../lib/auth/get-session';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './router';

export interface PrerenderedPage {
  /** The page's markup, for inside `#root`. */
  body: string;
  /** `<style data-emotion="css …">` elements with the CSS the markup uses, for the head. */
  styles: string;
}

/**
 * Renders a signed-out landing page to HTML at build time (docs/decisions/019), as the browser's first
 * render of it will be: nobody signed in, no query string, no navigation state. main.tsx hydrates it
 * only under those same conditions (`canHydrate`). MUI's styles go into the head, under the key
 * Emotion's default cache uses in the browser, which takes them over instead of inserting them again.
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be prerendered.`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders as ${context.statusCode}.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, null);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const body = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders client={client}>
          {/* No inline hydration script: the CSP allows none, and these pages have no loader data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  client.clear();
  return { body, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body)) };
}
