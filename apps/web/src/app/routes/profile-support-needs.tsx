import { SERVICE_CATALOGUE, ServiceListSchema } from '@alongside/domain';
import { ChoiceListForm } from '../../features/profiles/components/choice-list-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
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
          <ChoiceListForm
            field="support_requirements"
            schema={ServiceListSchema}
            legend="I need help with"
            options={SERVICE_CATALOGUE}
            value={user.support_requirements}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
