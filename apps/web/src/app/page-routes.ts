import { createContext, useCallback, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** The router's route list, for parts of the app that ask whether a path is a page. */
export const PageRoutesContext = createContext<readonly RouteObject[]>([]);

/** Whether a path opens a page of its own rather than the not-found page (the `*` route). */
export function useIsPage(): (path: string) => boolean {
  const routes = useContext(PageRoutesContext);
  return useCallback(
    (path: string) => {
      const matches = matchRoutes(routes as RouteObject[], path);
      const last = matches?.[matches.length - 1];
      return last !== undefined && last.route.path !== '*';
    },
    [routes],
  );
}
