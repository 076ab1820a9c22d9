import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { servicesOfferedLinks } from '../../features/profiles/components/profile-sections';
import { SectionPage } from '../../features/profiles/components/section-page';

/** /profile/services-offered (alias /my-profile/services-offered): a worker's section page. */
export function Component() {
  return (
    <ProfileScreenGate screen="servicesOffered">
      {(user) => (
        <ProfileScreen
          title="Services offered"
          intro="What you offer, when, for how much, and to whom. People looking for support search on these."
          back={{ to: '/profile', label: 'Back to your profile' }}
        >
          <SectionPage links={servicesOfferedLinks(user)} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}
