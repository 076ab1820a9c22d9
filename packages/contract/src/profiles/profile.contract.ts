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
  StaffRoleSchema,
  SupportPreferenceInputSchema,
  TrainingListSchema,
  UserTypeSchema,
  VerificationDocumentSchema,
  WeeklyScheduleSchema,
  WorkExperienceListSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { profilePaths } from './profile.calls';

export function avatarUrl(id: string): string {
  return profilePaths.avatarFile.replace(':id', id);
}

/** Avatars: JPEG, PNG or WebP (checked from the bytes), at most 5 MB; stored as a 512 px square WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;

const TimeRangeSchema = z.object({ day: z.string(), start: z.string(), end: z.string() });

/**
 * The signed-in person with every field of spec §3, as `GET /api/auth/session` (`{ user }`) and
 * `GET /api/profile` (`{ data }`) return it. `address`, `address_2`, `place_city` and
 * `place_state_short_name` come from the primary address. `profile_completed`,
 * `personal_details_completed` and `id_verification_completed` are computed on the server.
 */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting for its code (account settings); null when none. */
  pending_email: z.string().nullable(),
  user_type: UserTypeSchema,
  role: StaffRoleSchema.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
  description: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  onboarded_at: z.string().nullable(),
  disclaimer_accepted_at: z.string().nullable(),
  id_verification_method: z.string().nullable(),
  profile_completed: z.boolean(),
  personal_details_completed: z.boolean(),
  id_verification_completed: z.boolean(),
  address: z.string().nullable(),
  address_2: z.string().nullable(),
  place_city: z.string().nullable(),
  place_state_short_name: z.string().nullable(),
  postcode: z.string().nullable(),
  support_requirements: z.array(z.string()),
  qualifications_needed: z.array(z.string()),
  require_support_schedule: z.array(TimeRangeSchema),
  availability_schedule: z.array(TimeRangeSchema),
  support_preference: z.object({
    profile_visibility: z.string().nullable(),
    gender: z.string().nullable(),
    car_ownership: z.string().nullable(),
  }),
  client_preference: z.object({
    genders: z.array(z.string()),
    car_ownership: z.string().nullable(),
    range_of_work_in_km: z.number().nullable(),
  }),
  indicative_rates: z.object({
    travel_per_km_rate: z.number().nullable(),
    weekday_hourly_rate: z.number().nullable(),
    weekday_night_hourly_rate: z.number().nullable(),
    weekend_hourly_rate: z.number().nullable(),
    weekend_night_hourly_rate: z.number().nullable(),
  }),
  service_offerings: z.array(z.string()),
  qualifications: z.array(z.string()),
  education: z.array(
    z.object({
      institution: z.string(),
      course: z.string(),
      start_year: z.number(),
      end_year: z.number().nullable(),
    }),
  ),
  work_experience: z.array(
    z.object({
      organisation: z.string(),
      role: z.string(),
      start_year: z.number(),
      end_year: z.number().nullable(),
      description: z.string(),
    }),
  ),
  training: z.array(z.object({ name: z.string(), provider: z.string(), year: z.number() })),
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  preferred_languages: z.array(z.string()),
  max_hourly_rate: z.number().nullable(),
  /**
   * The person's documents (spec §3: `document_type`, `approved_at`), with their status and expiry.
   * `approved_at` stays set on an approved document past its `expires_on`; `id_verification_completed`
   * already accounts for expiry.
   */
  documents: z.array(
    VerificationDocumentSchema.extend({
      id: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      expires_on: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

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
