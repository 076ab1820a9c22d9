import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { ServiceListForm } from '../../features/profiles/components/service-list-form';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/services-offered/service-offerings: the services a worker offers, from the catalogue. */
export function Component() {
  return (
    <ProfileScreenGate screen="serviceOfferings">
      {(user) => (
        <ProfileScreen
          title="Services you offer"
          intro="Tick every kind of support you can give. People looking for support search on these."
          back={{ to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' }}
        >
          <ServiceListForm field="service_offerings" value={user.service_offerings} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
