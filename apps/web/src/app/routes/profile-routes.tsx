import type { RouteObject } from 'react-router';

import {
  legacyProfilePath,
  PROFILE_SCREENS,
  type ProfileScreen,
} from '../../features/profiles/profile-paths';
import type { ProfilePageScreen } from '../../features/profiles/profile-pages';

/** A page of PROFILE_PAGES: all of them load together, as one small module of data and forms. */
const page =
  (screen: ProfilePageScreen): RouteObject['lazy'] =>
  () =>
    import('./profile-page').then(({ profilePage }) => ({ Component: profilePage(screen) }));

/** The verification area's screens have modules of their own; every other one is a page of PROFILE_PAGES. */
const OWN_MODULES: Partial<Record<ProfileScreen, RouteObject['lazy']>> = {
  identityDocuments: () => import('./profile-identity-documents'),
  requiredDocuments: () => import('./profile-required-documents'),
  requiredDocument: () => import('./profile-required-document'),
};

/**
 * The profile screens of workers and clients (owned by the `profiles` area), each under /profile
 * and its legacy /my-profile alias (spec §2). The router puts them in the signed-in app behind the
 * onboarding gate; a screen of the other user type answers with the not-found page (decision 015).
 */
export const profileRoutes: RouteObject[] = (
  Object.entries(PROFILE_SCREENS) as [ProfileScreen, string][]
).flatMap(([screen, path]) => {
  const lazy = OWN_MODULES[screen] ?? page(screen as ProfilePageScreen);
  return [
    { path: path.slice(1), lazy },
    { path: legacyProfilePath(path).slice(1), lazy },
  ];
});
