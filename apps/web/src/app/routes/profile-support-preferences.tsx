import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { SupportPreferenceForm } from '../../features/profiles/components/support-preference-form';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/support-requirements/support-preferences: visibility, worker gender and a car. */
export function Component() {
  return (
    <ProfileScreenGate screen="supportPreferences">
      {(user) => (
        <ProfileScreen
          title="Your support preferences"
          intro="Choose who can find your profile and what you would like in a worker."
          back={{ to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' }}
        >
          <SupportPreferenceForm preference={user.support_preference} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
