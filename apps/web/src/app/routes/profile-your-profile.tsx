import Divider from '@mui/material/Divider';
import { AvatarUpload } from '../../features/profiles/components/avatar-upload';
import { DescriptionForm } from '../../features/profiles/components/description-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { VisibilityForm } from '../../features/profiles/components/visibility-form';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/your-profile: a photo and a few words (either completes the step). */
export function Component() {
  return (
    <ProfileScreenGate screen="yourProfile">
      {(user) => (
        <ProfileScreen
          title="Your profile"
          intro="Add a photo, a few words about you, or both."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <AvatarUpload user={user} />
          <Divider />
          <DescriptionForm
            description={user.description}
            hint={
              user.user_type === 'worker'
                ? 'Say what you enjoy about support work and what you are good at.'
                : 'Say a little about yourself and the support you are looking for.'
            }
          />
          {user.user_type === 'worker' ? (
            <>
              <Divider />
              <VisibilityForm visibility={user.support_preference.profile_visibility} />
            </>
          ) : null}
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
