import type { SessionUser } from '@alongside/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/auth/get-session';
import { type ProfileScreen } from '../profile-paths';
import { PROFILE_SCREEN_USER_TYPES } from '../profile-screens';

/** Read by the root error page like an unmatched route: status 404, "Page not found: {path}". */
class ProfileScreenNotFound extends Error {
  readonly status = 404;
}

/**
 * Shows a profile screen to the user types it is for. Anyone else gets the same not-found page as
 * an unknown address (decision 015): a client has no rates screen, so for them it does not exist.
 * The auth guard above has already made sure someone is signed in.
 */
export function ProfileScreenGate({
  screen,
  children,
}: {
  screen: ProfileScreen;
  children: (user: SessionUser) => ReactNode;
}) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  if (!PROFILE_SCREEN_USER_TYPES[screen].includes(user.user_type)) {
    throw new ProfileScreenNotFound(`Page not found: ${pathname}`);
  }
  return children(user);
}
