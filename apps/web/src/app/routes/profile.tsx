import { ProfileHub } from '../../features/profile-hub/components/profile-hub';
import { ID_VERIFICATION_PATH } from '../../features/profile-hub/profile-links';
import { PROFILE_CHECKLIST_SCREENS } from '../../features/profiles/profile-screens';
import { useSession } from '../../lib/auth/get-session';

/** The profiles area's screen of each checklist item; identity waits for the verification area. */
const CHECKLIST_PATHS = { ...PROFILE_CHECKLIST_SCREENS, id_verification: ID_VERIFICATION_PATH };

/** /profile and /my-profile: the hub (decision 016). */
export function Component() {
  const { user } = useSession();
  return user ? <ProfileHub user={user} paths={CHECKLIST_PATHS} /> : null;
}
