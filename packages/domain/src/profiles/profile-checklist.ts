import type { UserType } from '../account/user-types';
import {
  areIndicativeRatesValid,
  arePersonalDetailsComplete,
  areWorkHoursValid,
  isAvatarStepValid,
  isClientPreferenceValid,
  isPersonalProfileValid,
  isSupportPreferenceValid,
} from './profile-completeness';
import type { ClientPreference, IndicativeRates, ScheduleEntry, SupportPreference } from './profile-sections';

/** One thing a person can do to complete their profile; the web links each to its screen. */
export type ProfileChecklistItem =
  | 'personal_profile'
  | 'avatar'
  | 'personal_details'
  | 'id_verification'
  | 'work_hours'
  | 'support_preference'
  | 'services'
  | 'rates'
  | 'availability'
  | 'client_preference';

export const PROFILE_CHECKLIST_LABELS: Readonly<Record<ProfileChecklistItem, string>> = {
  personal_profile: 'Your first and last name',
  avatar: 'A photo or a few words about you',
  personal_details: 'Your personal details and home address',
  id_verification: 'Prove who you are',
  work_hours: 'When you need support',
  support_preference: 'Your support preferences',
  services: 'The services you offer',
  rates: 'Your rates',
  availability: 'When you are available',
  client_preference: 'Who you support and how far you travel',
};

export interface ProfileChecklistInput {
  user_type: UserType;
  first_name?: string | null;
  last_name?: string | null;
  avatar?: { id?: string | null } | null;
  description?: string | null;
  date_of_birth?: string | null;
  gender?: string | null;
  phone?: string | null;
  has_primary_address: boolean;
  id_verification_completed?: boolean | null;
  require_support_schedule?: readonly ScheduleEntry[] | null;
  support_preference?: SupportPreference | null;
  service_offerings?: readonly unknown[] | null;
  indicative_rates?: IndicativeRates | null;
  availability_schedule?: readonly ScheduleEntry[] | null;
  client_preference?: ClientPreference | null;
}

/**
 * Every item of a person's profile, in the order the profile page lists them, each with whether it is
 * done. The first two are the spec §4 progress steps; the rest are what `profile_completed` and
 * "fully verified" need for that user type (spec §4, §5).
 */
export function profileChecklist(
  user: ProfileChecklistInput,
): { item: ProfileChecklistItem; done: boolean }[] {
  const common = [
    { item: 'personal_profile', done: isPersonalProfileValid(user) },
    { item: 'avatar', done: isAvatarStepValid(user) },
    { item: 'personal_details', done: arePersonalDetailsComplete(user) },
  ] as const;
  const byType =
    user.user_type === 'client'
      ? ([
          { item: 'work_hours', done: areWorkHoursValid(user.require_support_schedule) },
          { item: 'support_preference', done: isSupportPreferenceValid(user.support_preference) },
        ] as const)
      : ([
          { item: 'services', done: (user.service_offerings?.length ?? 0) > 0 },
          { item: 'rates', done: areIndicativeRatesValid(user.indicative_rates) },
          { item: 'availability', done: (user.availability_schedule?.length ?? 0) > 0 },
          { item: 'client_preference', done: isClientPreferenceValid(user.client_preference) },
        ] as const);
  return [...common, ...byType, { item: 'id_verification', done: user.id_verification_completed === true }];
}
