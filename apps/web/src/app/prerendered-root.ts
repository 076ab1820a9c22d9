import { matchRoutes, type RouteObject } from 'react-router';

export interface Arrival {
  pathname: string;
  search: string;
  /** A token cookie is present: the page will render for a signed-in person. */
  signedIn: boolean;
  /** The history entry carries navigation state (a reload after `navigate(path, { state })`). */
  navigationState: boolean;
}

/**
 * Whether the first render may hydrate the markup in `#root` instead of replacing it: only when it
 * will draw exactly what the build drew (docs/decisions/019), for that path, signed out, with no
 * query string (the sign-in page's links carry `?redirect`) and no navigation state (the note after
 * an account deletion). Otherwise the app renders from scratch over it, as it does over the loading
 * screen, and no hydration mismatch can occur.
 */
export function canHydrate(prerenderedPath: string | null, arrival: Arrival): boolean {
  return (
    prerenderedPath !== null &&
    prerenderedPath === arrival.pathname &&
    arrival.search === '' &&
    !arrival.signedIn &&
    !arrival.navigationState
  );
}

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the route objects, as
 * React Router's server rendering guide does before hydrating: the router then starts with the page
 * itself rather than its `HydrateFallback`, so the first render matches the markup.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
