import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { visuallyHidden } from '../layout/page-loading';
import { MAIN_CONTENT_ID } from '../layout/skip-link';

/** Pages set their title in an effect of the same commit; this leaves room for a guard's redirect too. */
const SETTLE_MS = 100;

/**
 * How long a page that draws its heading with its data (a job, a conversation) is waited for before
 * the main landmark gets the focus instead: on a slow connection the page's own loading state shows
 * meanwhile, and a screen reader on the whole main would read the whole page.
 */
export const HEADING_WAIT_MS = 3000;

/**
 * Calls `then` once the main content has its heading (at once when it has), or after HEADING_WAIT_MS
 * without one; answers a function that stops waiting.
 */
function whenHeadingShows(then: () => void): () => void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main || main.querySelector('h1')) {
    then();
    return () => {};
  }
  const done = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (!main.querySelector('h1')) return;
    observer.disconnect();
    // The page sets its title in an effect of the commit that drew the heading.
    window.clearTimeout(timer);
    timer = window.setTimeout(done, SETTLE_MS);
  });
  observer.observe(main, { childList: true, subtree: true });
  let timer = window.setTimeout(done, HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Spec §2 route announcer. After each navigation to another path, the new page title is read out by
 * screen readers (a polite live region), and focus moves to the page's main heading (or the main
 * landmark), so keyboard users start at the new content instead of a link that is gone. A page that
 * draws its heading once its data comes is waited for (HEADING_WAIT_MS), so its title is what is
 * read. The first page load is left to the browser, and a page that placed focus itself keeps it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const announcedPath = useRef(pathname);

  useEffect(() => {
    if (navigation.state !== 'idle' || announcedPath.current === pathname) return;
    let stopWaiting = () => {};
    const timer = window.setTimeout(() => {
      announcedPath.current = pathname;
      stopWaiting = whenHeadingShows(() => {
        setMessage(document.title);
        focusPage();
      });
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [pathname, navigation.state]);

  return (
    <div aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid="route-announcer">
      {message}
    </div>
  );
}

export function focusPage(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main).focus({ preventScroll: true });
}
