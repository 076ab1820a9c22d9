import { ProfileHub } from '../../features/profile-hub/components/profile-hub';
import { PROFILE_CHECKLIST_SCREENS, PROFILE_SCREENS } from '../../features/profiles/profile-screens';
import { useSession } from '../../lib/auth/get-session';

/**
 * Identity is proved on "Prove who you are" by a client (the online check or their ID), and among
 * all the checks and documents by a worker, whose identity item needs every required one (decision 017).
 */
const CHECKLIST_PATHS = {
  client: PROFILE_CHECKLIST_SCREENS,
  worker: { ...PROFILE_CHECKLIST_SCREENS, id_verification: PROFILE_SCREENS.requiredDocuments },
} as const;

/** /profile and /my-profile: the hub (decision 016). */
export function Component() {
  const { user } = useSession();
  return user ? <ProfileHub user={user} paths={CHECKLIST_PATHS[user.user_type]} /> : null;
}
