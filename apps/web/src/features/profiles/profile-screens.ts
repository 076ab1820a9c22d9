import type { ProfileChecklistItem, UserType } from '@alongside/domain';

/**
 * The profile screens (spec §2 paths under /profile; each also answers under the legacy /my-profile).
 * Kept free of imports with code so the router and the profile hub can read it cheaply.
 */
export const PROFILE_SCREENS = {
  servicesOffered: '/profile/services-offered',
  serviceOfferings: '/profile/services-offered/service-offerings',
  availabilities: '/profile/services-offered/availabilities',
  indicativeRates: '/profile/services-offered/indicative-rates',
  supportSeekerPreferences: '/profile/services-offered/support-seeker-preferences',
  profileInformation: '/profile/profile-information',
  yourProfile: '/profile/profile-information/your-profile',
  personalDetails: '/profile/profile-information/personal-details',
  education: '/profile/profile-information/education',
  workExperience: '/profile/profile-information/work-experience',
  trainingAndQualifications: '/profile/profile-information/training-and-qualifications',
  languages: '/profile/profile-information/languages',
  interests: '/profile/profile-information/interests',
  /** The verification area's screens: how to prove who you are, every check and document, one of them. */
  identityDocuments: '/profile/profile-information/identity-documents',
  requiredDocuments: '/profile/profile-information/required-documents',
  requiredDocument: '/profile/profile-information/required-documents/:document',
  supportRequirements: '/profile/support-requirements',
  requiredWorkHours: '/profile/support-requirements/required-work-hours',
  supportPreferences: '/profile/support-requirements/support-preferences',
  supportNeeds: '/profile/support-requirements/support-requirements',
  qualificationsNeeded: '/profile/support-requirements/qualifications-needed',
  clientPreferences: '/profile/support-requirements/client-preferences',
} as const;

export type ProfileScreen = keyof typeof PROFILE_SCREENS;

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

/** The screen of one requirement type: /profile/profile-information/required-documents/police_checks. */
export function requiredDocumentPath(type: string): string {
  return PROFILE_SCREENS.requiredDocument.replace(':document', encodeURIComponent(type));
}

/** The legacy alias of a profile path: /profile/x → /my-profile/x (spec §2). */
export function legacyProfilePath(path: string): string {
  return path.replace(/^\/profile(?=\/|$)/, '/my-profile');
}
