import type { SessionUser } from '@alongside/contract';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnackbar } from '../components/feedback/use-snackbar';
import { PageLoading } from '../components/layout/page-loading';
import { useKeepTokenFresh, useSession } from '../lib/auth/get-session';
import type { Guard } from './guards';

interface Arrival {
  /** React Router's key of the location the guard judged. */
  key: string;
  user: SessionUser | null;
}

/**
 * Runs a guard once the session is known. The guard judges who was signed in on arriving at a
 * location, and judges again if the session ends there (a refused refresh, a sign-out in another
 * tab). A sign-in made on the page itself (registering) does not trigger it: that page moves on by
 * itself, and /register's own rule would otherwise send the new account to /login first.
 */
export function RouteGuard({ guard, refusal }: { guard: Guard; refusal?: string }) {
  const { status, user } = useSession();
  const location = useLocation();
  const [arrival, setArrival] = useState<Arrival | null>(null);
  useKeepTokenFresh(user?.id);

  if (status === 'loading') return <PageLoading />;

  const current =
    arrival !== null && arrival.key === location.key && !(arrival.user !== null && user === null)
      ? arrival
      : { key: location.key, user };
  // Derived state, updated during render (React re-renders at once, before painting).
  if (current !== arrival) setArrival(current);

  const target = guard(current.user, location);
  if (target === null) return <Outlet />;
  return <Refused to={target} message={current.user ? refusal : undefined} />;
}

/** Sends the person on; a signed-in person refused a page is told why (a guest just signs in). */
function Refused({ to, message }: { to: string; message: string | undefined }) {
  const { show } = useSnackbar();
  useEffect(() => {
    if (message) show({ message, state: 'info' });
  }, [message, show]);
  return <Navigate to={to} replace />;
}
