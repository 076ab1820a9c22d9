import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { visuallyHidden } from '../layout/page-loading';
import { MAIN_CONTENT_ID } from '../layout/skip-link';

/** Pages set their title in an effect of the same commit; this leaves room for a guard's redirect too. */
const SETTLE_MS = 100;

/**
 * Spec §2 route announcer. After each navigation to another path, the new page title is read out by
 * screen readers (a polite live region), and focus moves to the page's main heading (or the main
 * landmark), so keyboard users start at the new content instead of a link that is gone. The first
 * page load is left to the browser, and a page that placed focus itself keeps it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const announcedPath = useRef(pathname);

  useEffect(() => {
    if (navigation.state !== 'idle' || announcedPath.current === pathname) return;
    const timer = window.setTimeout(() => {
      announcedPath.current = pathname;
      setMessage(document.title);
      focusPage();
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
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
