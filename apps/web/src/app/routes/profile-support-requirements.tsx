import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { supportRequirementsLinks } from '../../features/profiles/components/profile-sections';
import { SectionPage } from '../../features/profiles/components/section-page';

/** /profile/support-requirements (alias /my-profile/support-requirements): a client's section page. */
export function Component() {
  return (
    <ProfileScreenGate screen="supportRequirements">
      {(user) => (
        <ProfileScreen
          title="Support requirements"
          intro="The support you need. Workers see this when you contact them."
          back={{ to: '/profile', label: 'Back to your profile' }}
        >
          <SectionPage links={supportRequirementsLinks(user)} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
