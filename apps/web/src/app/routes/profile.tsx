import { ProfileHub } from '../../features/profile-hub/components/profile-hub';
import { useSession } from '../../lib/auth/get-session';
import { CHECKLIST_PATHS } from '../profile-checklist-paths';

/** /profile and /my-profile: the hub (decision 016). */
export function Component() {
  const { user } = useSession();
  return user ? <ProfileHub user={user} paths={CHECKLIST_PATHS[user.user_type]} /> : null;
}
