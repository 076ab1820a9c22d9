import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { profileInformationLinks } from '../../features/profiles/components/profile-sections';
import { SectionPage } from '../../features/profiles/components/section-page';

/** /profile/profile-information (alias /my-profile/profile-information): both user types. */
export function Component() {
  return (
    <ProfileScreenGate screen="profileInformation">
      {(user) => (
        <ProfileScreen
          title="Profile information"
          intro="Who you are. People see this on your profile."
          back={{ to: '/profile', label: 'Back to your profile' }}
        >
          <SectionPage links={profileInformationLinks(user)} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
