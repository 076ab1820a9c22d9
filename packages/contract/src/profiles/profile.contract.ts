import {
  CalendarDateSchema,
  ClientPreferenceInputSchema,
  DescriptionSchema,
  EducationListSchema,
  FirstNameSchema,
  GenderSchema,
  HourlyRateCentsSchema,
  IdVerificationMethodSchema,
  IndicativeRatesInputSchema,
  InterestListSchema,
  LanguageListSchema,
  LastNameSchema,
  PhoneSchema,
  ProfileVisibilitySchema,
  QualificationListSchema,
  ServiceListSchema,
  SupportPreferenceInputSchema,
  TrainingListSchema,
  WeeklyScheduleSchema,
  WorkExperienceListSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { UserSchema } from '../account/user.contract';
import { profilePaths } from './profile.calls';

export function avatarUrl(id: string): string {
  return profilePaths.avatarFile.replace(':id', id);
}

/** Avatars: JPEG, PNG or WebP (checked from the bytes), at most 5 MB; stored as a 512 px square WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;

export const ProfileResponseSchema = z.object({ data: UserSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** Fields only a client may write (their support needs); a worker sending one gets a 422 on it. */
export const CLIENT_PROFILE_FIELDS = [
  'support_requirements',
  'qualifications_needed',
  'require_support_schedule',
  'support_preference',
  'preferred_languages',
  'max_hourly_rate',
] as const;

/** Fields only a worker may write (what they offer); a client sending one gets a 422 on it. */
export const WORKER_PROFILE_FIELDS = [
  'service_offerings',
  'availability_schedule',
  'indicative_rates',
  'client_preference',
  'qualifications',
  'education',
  'work_experience',
  'training',
] as const;

/**
 * `PATCH /api/profile`: any subset of the fields the owner may write. Lists replace the stored list.
 * The computed flags, the e-mail, the user type and the role are not writable here.
 */
export const ProfilePatchBodySchema = z
  .strictObject({
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    description: DescriptionSchema,
    date_of_birth: CalendarDateSchema,
    gender: GenderSchema,
    phone: PhoneSchema,
    id_verification_method: IdVerificationMethodSchema,
    languages: LanguageListSchema,
    interests: InterestListSchema,
    /** Who can find the person (decision 018): the same column as `support_preference.profile_visibility`. */
    profile_visibility: ProfileVisibilitySchema,
    // Client
    support_requirements: ServiceListSchema,
    qualifications_needed: QualificationListSchema,
    require_support_schedule: WeeklyScheduleSchema,
    support_preference: SupportPreferenceInputSchema,
    preferred_languages: LanguageListSchema,
    max_hourly_rate: HourlyRateCentsSchema.nullable(),
    // Worker
    service_offerings: ServiceListSchema,
    availability_schedule: WeeklyScheduleSchema,
    indicative_rates: IndicativeRatesInputSchema,
    client_preference: ClientPreferenceInputSchema,
    qualifications: QualificationListSchema,
    education: EducationListSchema,
    work_experience: WorkExperienceListSchema,
    training: TrainingListSchema,
  })
  .partial();
export type ProfilePatchBody = z.input<typeof ProfilePatchBodySchema>;
export type ProfilePatch = z.output<typeof ProfilePatchBodySchema>;

export const PROFILE_MESSAGES = {
  saved: 'Your profile is saved.',
  nothingToSave: 'There is nothing to save.',
  clientOnly: 'Only people looking for support can set this.',
  workerOnly: 'Only support workers can set this.',
  avatarSaved: 'Your photo is saved.',
  avatarRemoved: 'Your photo is removed.',
  avatarMissing: 'Choose a photo to upload.',
  avatarNotImage: 'Choose a JPEG, PNG or WebP photo.',
  avatarTooLarge: 'Choose a photo of 5 MB or less.',
  disclaimerAccepted: 'Thank you for reading the disclaimer.',
  onboardingComplete: 'You are all set up.',
  disclaimerFirst: 'Please read and accept the disclaimer first.',
} as const;
