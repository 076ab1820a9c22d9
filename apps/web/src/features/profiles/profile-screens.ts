import type { ProfileChecklistItem, UserType } from '@alongside/domain';

import { PROFILE_SCREENS, type ProfileScreen } from './profile-paths';

/** Who may open each screen; the other user type gets the not-found page (decision 015). */
export const PROFILE_SCREEN_USER_TYPES: Readonly<Record<ProfileScreen, readonly UserType[]>> = {
  servicesOffered: ['worker'],
  serviceOfferings: ['worker'],
  availabilities: ['worker'],
  indicativeRates: ['worker'],
  supportSeekerPreferences: ['worker'],
  profileInformation: ['client', 'worker'],
  yourProfile: ['client', 'worker'],
  personalDetails: ['client', 'worker'],
  education: ['worker'],
  workExperience: ['worker'],
  trainingAndQualifications: ['worker'],
  languages: ['client', 'worker'],
  interests: ['client', 'worker'],
  identityDocuments: ['client', 'worker'],
  requiredDocuments: ['client', 'worker'],
  requiredDocument: ['client', 'worker'],
  supportRequirements: ['client'],
  requiredWorkHours: ['client'],
  supportPreferences: ['client'],
  supportNeeds: ['client'],
  qualificationsNeeded: ['client'],
  clientPreferences: ['client'],
};

/**
 * The screen that completes each item of the profile checklist (packages/domain profile-checklist.ts),
 * so the profile hub can link every missing item. Personal details also need a primary address,
 * which the personal details screen links to (/addresses).
 */
export const PROFILE_CHECKLIST_SCREENS: Readonly<Record<ProfileChecklistItem, string>> = {
  personal_profile: PROFILE_SCREENS.personalDetails,
  avatar: PROFILE_SCREENS.yourProfile,
  personal_details: PROFILE_SCREENS.personalDetails,
  id_verification: PROFILE_SCREENS.identityDocuments,
  work_hours: PROFILE_SCREENS.requiredWorkHours,
  support_preference: PROFILE_SCREENS.supportPreferences,
  services: PROFILE_SCREENS.serviceOfferings,
  rates: PROFILE_SCREENS.indicativeRates,
  availability: PROFILE_SCREENS.availabilities,
  client_preference: PROFILE_SCREENS.supportSeekerPreferences,
};
