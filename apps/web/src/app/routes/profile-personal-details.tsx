import { PersonalDetailsForm } from '../../features/profiles/components/personal-details-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/personal-details: name, date of birth, gender and phone. */
export function Component() {
  return (
    <ProfileScreenGate screen="personalDetails">
      {(user) => (
        <ProfileScreen
          title="Personal details"
          intro="We use these to check who you are. Only your first name shows on your profile."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <PersonalDetailsForm user={user} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
