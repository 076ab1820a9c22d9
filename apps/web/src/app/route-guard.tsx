import type { SessionUser } from '@alongside/contract';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
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
export function RouteGuard({ guard }: { guard: Guard }) {
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
  return target === null ? <Outlet /> : <Navigate to={target} replace />;
}
