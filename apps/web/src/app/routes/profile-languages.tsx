import { LanguageListSchema } from '@alongside/domain';
import { LANGUAGE_OPTIONS } from '../../features/profiles/choice-options';
import { ChoiceListForm } from '../../features/profiles/components/choice-list-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/languages (decision 015): the languages a person speaks. */
export function Component() {
  return (
    <ProfileScreenGate screen="languages">
      {(user) => (
        <ProfileScreen
          title="Languages"
          intro="Tick the languages you can talk in. People can search for someone who speaks their language."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <ChoiceListForm
            field="languages"
            schema={LanguageListSchema}
            legend="I speak"
            options={LANGUAGE_OPTIONS}
            value={user.languages}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
