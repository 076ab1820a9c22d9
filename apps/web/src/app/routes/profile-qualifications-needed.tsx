import { QUALIFICATIONS, QualificationListSchema } from '@alongside/domain';
import { ChoiceListForm } from '../../features/profiles/components/choice-list-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/support-requirements/qualifications-needed: what a client's worker must hold. */
export function Component() {
  return (
    <ProfileScreenGate screen="qualificationsNeeded">
      {(user) => (
        <ProfileScreen
          title="Qualifications your worker needs"
          intro="Tick the qualifications your worker must have. Leave them all empty if none are needed."
          back={{ to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' }}
        >
          <ChoiceListForm
            field="qualifications_needed"
            schema={QualificationListSchema}
            legend="My worker needs"
            options={QUALIFICATIONS}
            value={user.qualifications_needed}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
