import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { ServiceListForm } from '../../features/profiles/components/service-list-form';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/support-requirements/support-requirements: the services a client needs. */
export function Component() {
  return (
    <ProfileScreenGate screen="supportNeeds">
      {(user) => (
        <ProfileScreen
          title="The support you need"
          intro="Tick every kind of support you are looking for."
          back={{ to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' }}
        >
          <ServiceListForm field="support_requirements" value={user.support_requirements} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
