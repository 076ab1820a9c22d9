import { InterestListSchema } from '@alongside/domain';
import { INTEREST_OPTIONS } from '../../features/profiles/choice-options';
import { ChoiceListForm } from '../../features/profiles/components/choice-list-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/interests (decision 015): what a person enjoys. */
export function Component() {
  return (
    <ProfileScreenGate screen="interests">
      {(user) => (
        <ProfileScreen
          title="Interests"
          intro="Tick what you enjoy. It helps people find someone they get along with."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <ChoiceListForm
            field="interests"
            schema={InterestListSchema}
            legend="I enjoy"
            options={INTEREST_OPTIONS}
            value={user.interests}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
