/**
 * The profile screens (spec §2 paths under /profile; each also answers under the legacy /my-profile),
 * and nothing more: the router reads them, so this file is in the first bundle and stays small.
 * Who may open each screen, and which screen completes each checklist item, are in profile-screens.ts.
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

/** The screen of one requirement type: /profile/profile-information/required-documents/police_checks. */
export function requiredDocumentPath(type: string): string {
  return PROFILE_SCREENS.requiredDocument.replace(':document', encodeURIComponent(type));
}

/** The legacy alias of a profile path: /profile/x → /my-profile/x (spec §2). */
export function legacyProfilePath(path: string): string {
  return path.replace(/^\/profile(?=\/|$)/, '/my-profile');
}
