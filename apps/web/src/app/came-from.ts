import { useEffect } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router';

/** The page each entry of this tab's history was opened from (its path and query), by the entry's key. */
const openedFrom = new Map<string, string | null>();
/** The last page the signed-in frame showed, while the frame is on the screen. */
let shown: { key: string; path: string } | null = null;

/**
 * The page inside the app the person came to this one from, for the top bar's back button
 * (decision 032). Going back and forward through the history finds what each entry was opened
 * from; a page opened afresh (a shared link, a reload) or from a page outside the frame came from
 * nowhere the frame knows. Kept in memory only: the browser's history already holds these addresses.
 */
export function useCameFrom(): string | null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const path = `${location.pathname}${location.search}`;
  const cameFrom = cameFromOf(location.key, path, navigationType);

  useEffect(() => {
    if (!openedFrom.has(location.key)) openedFrom.set(location.key, cameFrom);
    shown = { key: location.key, path };
  }, [location.key, path, cameFrom]);
  useEffect(
    () => () => {
      shown = null;
    },
    [],
  );
  return cameFrom;
}

function cameFromOf(key: string, path: string, navigationType: NavigationType): string | null {
  if (openedFrom.has(key)) return openedFrom.get(key) ?? null;
  if (navigationType === 'POP' || shown === null) return null;
  // A page put in the place of another, or opened again over itself, came from where that one came from.
  if (navigationType === 'REPLACE' || shown.path === path) return openedFrom.get(shown.key) ?? null;
  return shown.path;
}
