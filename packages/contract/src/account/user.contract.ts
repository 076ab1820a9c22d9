import {
  DOCUMENT_STATUSES,
  StaffRoleSchema,
  UserTypeSchema,
  VerificationDocumentSchema,
} from '@alongside/domain';
import { z } from 'zod';

// The signed-in person, in a file of its own: every signed-in page checks the session against it
// before it draws, so it imports only the few rules it needs (not the forms' schemas of the sign-up
// and the profile), and the web's session check runs only these (decision 011).

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
      status: z.enum(DOCUMENT_STATUSES),
      expires_on: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The signed-in person as the web sees them: every field of spec §3 (see `UserSchema`). */
export const SessionUserSchema = UserSchema;
export type SessionUser = User;

export const SessionResponseSchema = z.object({ user: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
