import type { RouteObject } from 'react-router';

import { legacyProfilePath, PROFILE_SCREENS } from '../../features/profiles/profile-screens';
import type { ProfilePageScreen } from '../../features/profiles/profile-pages';

/** A page of PROFILE_PAGES: all of them load together, as one small module of data and forms. */
const page =
  (screen: ProfilePageScreen): RouteObject['lazy'] =>
  () =>
    import('./profile-page').then(({ profilePage }) => ({ Component: profilePage(screen) }));

/** Each profile screen's module, by its path (spec §2). */
const screens: [path: string, load: RouteObject['lazy']][] = [
  [PROFILE_SCREENS.servicesOffered, page('servicesOffered')],
  [PROFILE_SCREENS.serviceOfferings, page('serviceOfferings')],
  [PROFILE_SCREENS.availabilities, page('availabilities')],
  [PROFILE_SCREENS.indicativeRates, page('indicativeRates')],
  [PROFILE_SCREENS.supportSeekerPreferences, page('supportSeekerPreferences')],
  [PROFILE_SCREENS.profileInformation, page('profileInformation')],
  [PROFILE_SCREENS.yourProfile, page('yourProfile')],
  [PROFILE_SCREENS.personalDetails, page('personalDetails')],
  [PROFILE_SCREENS.education, page('education')],
  [PROFILE_SCREENS.workExperience, page('workExperience')],
  [PROFILE_SCREENS.trainingAndQualifications, page('trainingAndQualifications')],
  [PROFILE_SCREENS.identityDocuments, () => import('./profile-identity-documents')],
  [PROFILE_SCREENS.requiredDocuments, () => import('./profile-required-documents')],
  [PROFILE_SCREENS.requiredDocument, () => import('./profile-required-document')],
  [PROFILE_SCREENS.languages, page('languages')],
  [PROFILE_SCREENS.interests, page('interests')],
  [PROFILE_SCREENS.supportRequirements, page('supportRequirements')],
  [PROFILE_SCREENS.requiredWorkHours, page('requiredWorkHours')],
  [PROFILE_SCREENS.supportPreferences, page('supportPreferences')],
  [PROFILE_SCREENS.supportNeeds, page('supportNeeds')],
  [PROFILE_SCREENS.qualificationsNeeded, page('qualificationsNeeded')],
  [PROFILE_SCREENS.clientPreferences, page('clientPreferences')],
];

/**
 * The profile screens of workers and clients (owned by the `profiles` area), each under /profile
 * and its legacy /my-profile alias (spec §2). The router puts them in the signed-in app behind the
 * onboarding gate; a screen of the other user type answers with the not-found page (decision 015).
 */
export const profileRoutes: RouteObject[] = screens.flatMap(([path, lazy]) => [
  { path: path.slice(1), lazy },
  { path: legacyProfilePath(path).slice(1), lazy },
]);
