import { IndicativeRatesForm } from '../../features/profiles/components/indicative-rates-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/services-offered/indicative-rates: a worker's five rates, in dollars. */
export function Component() {
  return (
    <ProfileScreenGate screen="indicativeRates">
      {(user) => (
        <ProfileScreen
          title="Your rates"
          intro="Enter what you usually charge, in dollars, like 45.50. The NDIS price limit under each one is a guide: you may charge less."
          back={{ to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' }}
        >
          <IndicativeRatesForm rates={user.indicative_rates} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
