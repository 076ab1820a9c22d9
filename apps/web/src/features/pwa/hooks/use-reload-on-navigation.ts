import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';
import { usePwaState } from '../../../lib/pwa/pwa-store';

/**
 * Spec §4: once a new build is published, the next navigation is a full page load, so the person
 * gets the new code without being interrupted where they are. A navigation that waits for route code
 * or data is turned into a page load of its target before it finishes; one that completes at once is
 * followed by a reload of the new address.
 */
export function useReloadOnNavigation(): void {
  const { reloadOnNavigation } = usePwaState();
  const location = useLocation();
  const navigation = useNavigation();
  const keyWhenFlagged = useRef<string | null>(null);

  useEffect(() => {
    if (!reloadOnNavigation) {
      keyWhenFlagged.current = null;
      return;
    }
    keyWhenFlagged.current ??= location.key;
    if (location.key !== keyWhenFlagged.current) window.location.reload();
  }, [reloadOnNavigation, location.key]);

  useEffect(() => {
    if (reloadOnNavigation && navigation.state === 'loading' && navigation.location) {
      window.location.assign(createPath(navigation.location));
    }
  }, [reloadOnNavigation, navigation.state, navigation.location]);
}
