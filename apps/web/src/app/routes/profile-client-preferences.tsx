import { ClientWishesForm } from '../../features/profiles/components/client-wishes-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/support-requirements/client-preferences (decision 015): worker languages and top rate. */
export function Component() {
  return (
    <ProfileScreenGate screen="clientPreferences">
      {(user) => (
        <ProfileScreen
          title="Languages and rates"
          intro="Choose the languages you would like your worker to speak and the most you want to pay an hour. We use these when you search."
          back={{ to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' }}
        >
          <ClientWishesForm languages={user.preferred_languages} maxHourlyRate={user.max_hourly_rate} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
