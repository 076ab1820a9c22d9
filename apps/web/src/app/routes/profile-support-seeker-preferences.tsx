import { ClientPreferenceForm } from '../../features/profiles/components/client-preference-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/services-offered/support-seeker-preferences: who a worker supports and how far they go. */
export function Component() {
  return (
    <ProfileScreenGate screen="supportSeekerPreferences">
      {(user) => (
        <ProfileScreen
          title="Who you support"
          intro="Tell us who you support, whether you have a car, and how far you will travel."
          back={{ to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' }}
        >
          <ClientPreferenceForm preference={user.client_preference} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
