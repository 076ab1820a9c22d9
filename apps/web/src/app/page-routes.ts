import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Whether a path opens a page of its own rather than the not-found page (the `*` route). */
export type IsPage = (path: string) => boolean;

/** Kept answers before they are asked afresh: a person opens a few hundred paths at most. */
const MAX_KEPT_ANSWERS = 500;

/**
 * `IsPage` for the routes a path can match (`routesFor`). The frame asks on every drawing, and
 * matching ranks the routes each time, so each path's answer is kept.
 */
export function pageMatcher(routesFor: (path: string) => RouteObject[]): IsPage {
  const answers = new Map<string, boolean>();
  return (path) => {
    let isPage = answers.get(path);
    if (isPage === undefined) {
      const matches = matchRoutes(routesFor(path), path);
      const last = matches?.[matches.length - 1];
      isPage = last !== undefined && last.route.path !== '*';
      if (answers.size >= MAX_KEPT_ANSWERS) answers.clear();
      answers.set(path, isPage);
    }
    return isPage;
  };
}

/** The router's answer to whether a path is a page, for parts of the app that ask. */
export const PageRoutesContext = createContext<IsPage>(pageMatcher(() => []));

export function useIsPage(): IsPage {
  return useContext(PageRoutesContext);
}
