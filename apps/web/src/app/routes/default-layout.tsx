import { Outlet, useLocation } from 'react-router';
import { DefaultLayout } from '../../components/layout/default-layout';
import { usePageTitle } from '../../components/layout/use-document-title';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useSession } from '../../lib/auth/get-session';
import { audienceOf, currentDestination, destinationsFor, parentPage } from '../navigation';
import { useIsPage } from '../page-routes';
import { useLiveCounts } from '../use-live-counts';

/**
 * The signed-in frame around every page of the default layout: the person's destinations from the
 * navigation table, the page's title and its parent, and the bell. While the session is on its way
 * (the guard inside shows the loading ring) the frame has no destinations yet.
 */
export function Component() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const title = usePageTitle();
  const isPage = useIsPage();
  const destinations = user ? destinationsFor(audienceOf(user)) : [];
  const counts = useLiveCounts(user?.id ?? null);
  const current = currentDestination(pathname, destinations, isPage);
  return (
    <DefaultLayout
      title={title}
      back={parentPage(pathname, isPage)}
      destinations={destinations.map(({ to, label, Icon, count }) => ({
        to,
        label,
        Icon,
        current: to === current?.to,
        badge: count ? counts[count] : 0,
      }))}
      actions={user ? <NotificationsBell /> : null}
    >
      <Outlet />
    </DefaultLayout>
  );
}
