import type { SessionUser } from '@alongside/contract';
import {
  areIndicativeRatesValid,
  areWorkHoursValid,
  isAvatarStepValid,
  isClientPreferenceValid,
  isSupportPreferenceValid,
} from '@alongside/domain';
import { PROFILE_SCREENS } from '../profile-paths';
import type { SectionLink } from './section-page';

/** Worker: the four screens of what they offer (all four make the profile complete, spec §5). */
export function servicesOfferedLinks(user: SessionUser): SectionLink[] {
  return [
    {
      to: PROFILE_SCREENS.serviceOfferings,
      label: 'Services you offer',
      done: user.service_offerings.length > 0,
    },
    {
      to: PROFILE_SCREENS.availabilities,
      label: 'When you are available',
      done: user.availability_schedule.length > 0,
    },
    {
      to: PROFILE_SCREENS.indicativeRates,
      label: 'Your rates',
      done: areIndicativeRatesValid(user.indicative_rates),
    },
    {
      to: PROFILE_SCREENS.supportSeekerPreferences,
      label: 'Who you support and how far you travel',
      done: isClientPreferenceValid(user.client_preference),
    },
  ];
}

/** Both user types: who they are; workers also their education, work and training. */
export function profileInformationLinks(user: SessionUser): SectionLink[] {
  const worker = user.user_type === 'worker';
  return [
    {
      to: PROFILE_SCREENS.yourProfile,
      label: 'Your photo and a few words about you',
      done: isAvatarStepValid(user),
    },
    {
      to: PROFILE_SCREENS.personalDetails,
      label: 'Personal details',
      done: user.personal_details_completed,
      hint: user.personal_details_completed ? undefined : 'Includes your home address.',
    },
    ...(worker
      ? [
          { to: PROFILE_SCREENS.education, label: 'Education', done: user.education.length > 0 },
          {
            to: PROFILE_SCREENS.workExperience,
            label: 'Work experience',
            done: user.work_experience.length > 0,
          },
          {
            to: PROFILE_SCREENS.trainingAndQualifications,
            label: 'Training and qualifications',
            done: user.qualifications.length > 0 || user.training.length > 0,
          },
        ]
      : []),
    { to: PROFILE_SCREENS.languages, label: 'Languages you speak', done: user.languages.length > 0 },
    { to: PROFILE_SCREENS.interests, label: 'Your interests', done: user.interests.length > 0 },
    worker
      ? {
          to: PROFILE_SCREENS.requiredDocuments,
          label: 'Your checks and documents',
          done: user.id_verification_completed,
        }
      : {
          to: PROFILE_SCREENS.identityDocuments,
          label: 'Prove who you are',
          done: user.id_verification_completed,
        },
  ];
}

/** Client: what support they need (the first two make the profile complete, spec §5). */
export function supportRequirementsLinks(user: SessionUser): SectionLink[] {
  return [
    {
      to: PROFILE_SCREENS.requiredWorkHours,
      label: 'When you need support',
      done: areWorkHoursValid(user.require_support_schedule),
    },
    {
      to: PROFILE_SCREENS.supportPreferences,
      label: 'Your support preferences',
      done: isSupportPreferenceValid(user.support_preference),
    },
    {
      to: PROFILE_SCREENS.supportNeeds,
      label: 'The support you need',
      done: user.support_requirements.length > 0,
    },
    {
      to: PROFILE_SCREENS.qualificationsNeeded,
      label: 'Qualifications your worker needs',
      done: user.qualifications_needed.length > 0,
    },
    {
      to: PROFILE_SCREENS.clientPreferences,
      label: 'Languages and the most you want to pay',
      done: user.preferred_languages.length > 0 || user.max_hourly_rate !== null,
    },
  ];
}
