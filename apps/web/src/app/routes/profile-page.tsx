import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_PAGES, type ProfilePageScreen } from '../../features/profiles/profile-pages';

const components = new Map<ProfilePageScreen, () => React.JSX.Element>();

/** The route component of one profile page of PROFILE_PAGES, made once per page. */
export function profilePage(screen: ProfilePageScreen): () => React.JSX.Element {
  let component = components.get(screen);
  if (!component) {
    const page = PROFILE_PAGES[screen];
    component = function ProfilePageRoute() {
      return (
        <ProfileScreenGate screen={screen}>
          {(user) => (
            <ProfileScreen title={page.title} intro={page.intro} back={page.back}>
              {page.form(user)}
            </ProfileScreen>
          )}
        </ProfileScreenGate>
      );
    };
    components.set(screen, component);
  }
  return component;
}
