import type { RouteObject } from 'react-router';

/** Each profile screen's module, by its path under /profile (spec §2). */
const screens: [path: string, load: RouteObject['lazy']][] = [
  ['services-offered', () => import('./profile-services-offered')],
  ['services-offered/service-offerings', () => import('./profile-service-offerings')],
  ['services-offered/availabilities', () => import('./profile-availabilities')],
  ['services-offered/indicative-rates', () => import('./profile-indicative-rates')],
  ['services-offered/support-seeker-preferences', () => import('./profile-support-seeker-preferences')],
  ['profile-information', () => import('./profile-information')],
  ['profile-information/your-profile', () => import('./profile-your-profile')],
  ['profile-information/personal-details', () => import('./profile-personal-details')],
  ['profile-information/education', () => import('./profile-education')],
  ['profile-information/work-experience', () => import('./profile-work-experience')],
  ['profile-information/training-and-qualifications', () => import('./profile-training')],
  ['profile-information/identity-documents', () => import('./profile-identity-documents')],
  ['profile-information/required-documents', () => import('./profile-required-documents')],
  ['profile-information/required-documents/:document', () => import('./profile-required-document')],
  ['profile-information/languages', () => import('./profile-languages')],
  ['profile-information/interests', () => import('./profile-interests')],
  ['support-requirements', () => import('./profile-support-requirements')],
  ['support-requirements/required-work-hours', () => import('./profile-required-work-hours')],
  ['support-requirements/support-preferences', () => import('./profile-support-preferences')],
  ['support-requirements/support-requirements', () => import('./profile-support-needs')],
  ['support-requirements/qualifications-needed', () => import('./profile-qualifications-needed')],
  ['support-requirements/client-preferences', () => import('./profile-client-preferences')],
];

/**
 * The profile screens of workers and clients (owned by the `profiles` area), each under /profile
 * and its legacy /my-profile alias (spec §2). The router puts them in the signed-in app behind the
 * onboarding gate; a screen of the other user type answers with the not-found page (decision 015).
 */
export const profileRoutes: RouteObject[] = ['profile', 'my-profile'].flatMap((base) =>
  screens.map(([path, lazy]) => ({ path: `${base}/${path}`, lazy })),
);
