import { useMemo } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { DefaultLayout } from '../../components/layout/default-layout';
import { usePageTitle } from '../../components/layout/use-document-title';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useSession } from '../../lib/auth/get-session';
import { useCameFrom } from '../came-from';
import { audienceOf, backTo, currentDestination, destinationsFor } from '../navigation';
import { useIsPage } from '../page-routes';
import { useLiveCounts } from '../use-live-counts';

/**
 * The signed-in frame around every page of the default layout: the person's destinations from the
 * navigation table, the page's title and where its back button goes, and the bell. While the
 * session is on its way (the guard inside shows the loading ring) the frame has no destinations yet.
 */
export function Component() {
  const { user } = useSession();
  const { pathname } = useLocation();
  // The router's element for the page, the same object until the page changes: the frame drawing
  // again (a title, a count) leaves the page alone.
  const page = useOutlet();
  const title = usePageTitle();
  const isPage = useIsPage();
  const cameFrom = useCameFrom();
  const audience = user ? audienceOf(user) : null;
  const counts = useLiveCounts(user?.id ?? null);
  const available = useMemo(() => (audience ? destinationsFor(audience) : []), [audience]);
  const current = currentDestination(pathname, available, isPage)?.to;
  const destinations = useMemo(
    () =>
      available.map(({ to, label, Icon, count }) => ({
        to,
        label,
        Icon,
        current: to === current,
        badge: count ? counts[count] : 0,
      })),
    [available, current, counts],
  );
  return (
    <DefaultLayout
      title={title}
      back={backTo(pathname, isPage, available, cameFrom)}
      destinations={destinations}
      actions={user ? BELL : null}
    >
      {page}
    </DefaultLayout>
  );
}

/** The bell takes nothing from the frame: one element, so the top bar need not draw again for it. */
const BELL = <NotificationsBell />;
