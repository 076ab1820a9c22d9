import {
  AustralianStateSchema,
  LANGUAGES,
  PostcodeSchema,
  SERVICE_CATALOGUE,
  SuburbSchema,
  VerificationDocumentTypeSchema,
  WEEKDAYS,
} from '@alongside/domain';
import { z } from 'zod';
import { UserSchema } from '../account/user.contract';
import { fieldsOf, LIST_QUERY_MESSAGES, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';
import { commaList, yesNoParam } from '../shared/query';
import { WORKER_SEARCH_SORTS } from './workers.calls';

export const SEARCH_RADIUS_KM = { min: 1, max: 100, default: 20 } as const;
export const SEARCH_PAGE_LIMIT = { default: 20, max: 50 } as const;
/** The highest hourly rate a search may name, in cents (matches the profile's $500.00 limit). */
export const SEARCH_MAX_RATE_CENTS = 50_000;

export const WORKER_SEARCH_MESSAGES = {
  workersOnlyForClients: 'Only people looking for support can search for workers.',
  noLocation: 'Add your home address, or choose a suburb to search near.',
  addressUnknown: 'Choose one of your addresses.',
  placeUnknown: 'Choose a suburb, state and postcode that go together.',
  placeIncomplete: 'Give the suburb, state and postcode together.',
  radius: `Choose a distance from ${SEARCH_RADIUS_KM.min} to ${SEARCH_RADIUS_KM.max} km.`,
  services: 'Choose services from the list.',
  gender: 'Choose a gender from the list.',
  yesNo: 'Use true or false.',
  days: 'Choose days of the week.',
  time: 'Enter a time as HH:MM.',
  timesNeedDays: 'Choose the days for these times.',
  timeOrder: 'The end time must be after the start time.',
  maxRate: `Enter the highest rate in cents, a whole number from 1 to ${SEARCH_MAX_RATE_CENTS}.`,
  languages: 'Choose languages from the list.',
  sort: LIST_QUERY_MESSAGES.sort(WORKER_SEARCH_SORTS),
} as const;

const yesNo = yesNoParam(WORKER_SEARCH_MESSAGES.yesNo);
/** HH:MM or HH:MM:SS, read as HH:MM:SS; 24:00 is the end of the day. */
const time = z
  .string({ error: WORKER_SEARCH_MESSAGES.time })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$/, { message: WORKER_SEARCH_MESSAGES.time })
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** An approved, current credential as others see it: never the document (issue #5). */
export const CredentialBadgeSchema = z.object({
  document_type: VerificationDocumentTypeSchema,
  label: z.string(),
  approved_at: z.string(),
  /** "Police check verified 3 Mar 2026". */
  text: z.string(),
});
export type CredentialBadge = z.infer<typeof CredentialBadgeSchema>;

/**
 * A badge on a result card: its words, which carry the date, and its type. A page of 20 cards
 * sends about a quarter fewer bytes without each badge's label and approval time, which the
 * worker's profile shows (decision 018).
 */
export const CardBadgeSchema = CredentialBadgeSchema.pick({ document_type: true, text: true });
export type CardBadge = z.infer<typeof CardBadgeSchema>;

const RatesSchema = UserSchema.shape.indicative_rates;

/** One search result. Names are first name and last initial; the place is the suburb, never the street. */
export const WorkerCardSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_initial: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
  place_city: z.string().nullable(),
  place_state_short_name: z.string().nullable(),
  distance_km: z.number(),
  services: z.array(z.string()),
  indicative_rates: RatesSchema,
  gender: z.string().nullable(),
  car_ownership: z.string().nullable(),
  languages: z.array(z.string()),
  fully_verified: z.boolean(),
  badges: z.array(CardBadgeSchema),
  match_reasons: z.array(z.string()),
  created_at: z.string(),
});
export type WorkerCard = z.infer<typeof WorkerCardSchema>;

export const WorkerSearchResponseSchema = z.object({
  data: z.array(WorkerCardSchema),
  meta: PageMetaSchema.extend({
    /** Where the search was made from, for the screen to say "near Parramatta NSW". */
    near: z.object({ suburb: z.string(), state: z.string(), postcode: z.string() }),
    radius_km: z.number(),
  }),
});
export type WorkerSearchResponse = z.infer<typeof WorkerSearchResponseSchema>;

/** The search's answer as sent: a card narrowed by `fields[workers]` has only what was asked for. */
export const SparseWorkerSearchResponseSchema = sparseListResponse(
  WorkerCardSchema,
  WorkerSearchResponseSchema.shape.meta,
);
export type SparseWorkerSearchResponse = z.infer<typeof SparseWorkerSearchResponseSchema>;

/**
 * `GET /api/workers`: every filter is optional; an unknown parameter is a 400 (DESIGN.md). The place
 * is one of the client's addresses (`filter[address_id]`), any suburb (`filter[suburb]`, `[state]`,
 * `[postcode]` together), or by default the client's primary address.
 */
export const WorkerSearchQuerySchema = listQuery({
  resource: 'workers',
  filters: {
    'filter[address_id]': z.string({ error: WORKER_SEARCH_MESSAGES.addressUnknown }).uuid({
      message: WORKER_SEARCH_MESSAGES.addressUnknown,
    }),
    'filter[suburb]': SuburbSchema,
    'filter[state]': AustralianStateSchema,
    'filter[postcode]': PostcodeSchema,
    'filter[radius_km]': z
      .string({ error: WORKER_SEARCH_MESSAGES.radius })
      .regex(/^\d{1,3}$/, { message: WORKER_SEARCH_MESSAGES.radius })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(SEARCH_RADIUS_KM.min, { message: WORKER_SEARCH_MESSAGES.radius })
          .max(SEARCH_RADIUS_KM.max, { message: WORKER_SEARCH_MESSAGES.radius }),
      ),
    'filter[services]': commaList(
      SERVICE_CATALOGUE.map((service) => service.value),
      WORKER_SEARCH_MESSAGES.services,
    ),
    'filter[gender]': z.enum(['female', 'male', 'non_binary'], { error: WORKER_SEARCH_MESSAGES.gender }),
    'filter[has_car]': yesNo,
    'filter[days]': commaList(WEEKDAYS, WORKER_SEARCH_MESSAGES.days),
    'filter[from]': time,
    'filter[to]': time,
    'filter[max_rate]': z
      .string({ error: WORKER_SEARCH_MESSAGES.maxRate })
      .regex(/^[1-9]\d{0,5}$/, { message: WORKER_SEARCH_MESSAGES.maxRate })
      .transform(Number)
      .pipe(z.number().max(SEARCH_MAX_RATE_CENTS, { message: WORKER_SEARCH_MESSAGES.maxRate })),
    'filter[languages]': commaList(LANGUAGES, WORKER_SEARCH_MESSAGES.languages),
    'filter[include_unverified]': yesNo,
  },
  sorts: WORKER_SEARCH_SORTS,
  fields: fieldsOf(WorkerCardSchema),
  limit: SEARCH_PAGE_LIMIT,
}).superRefine((query, context) => {
  const place = [query['filter[suburb]'], query['filter[state]'], query['filter[postcode]']];
  if (place.some((part) => part !== undefined) && place.some((part) => part === undefined)) {
    for (const key of ['filter[suburb]', 'filter[state]', 'filter[postcode]'] as const) {
      if (query[key] === undefined) {
        context.addIssue({ code: 'custom', path: [key], message: WORKER_SEARCH_MESSAGES.placeIncomplete });
      }
    }
  }
  const { 'filter[from]': from, 'filter[to]': to } = query;
  if ((from !== undefined || to !== undefined) && !query['filter[days]']) {
    context.addIssue({
      code: 'custom',
      path: ['filter[days]'],
      message: WORKER_SEARCH_MESSAGES.timesNeedDays,
    });
  }
  if (from !== undefined && to !== undefined && to <= from) {
    context.addIssue({ code: 'custom', path: ['filter[to]'], message: WORKER_SEARCH_MESSAGES.timeOrder });
  }
});
export type WorkerSearchQueryInput = z.input<typeof WorkerSearchQuerySchema>;
export type WorkerSearchQuery = z.output<typeof WorkerSearchQuerySchema>;

/** `GET /api/workers/:id`: what the worker chose to show, with badges, never documents. */
export const WorkerProfileSchema = WorkerCardSchema.omit({ match_reasons: true, distance_km: true }).extend({
  distance_km: z.number().nullable(),
  badges: z.array(CredentialBadgeSchema),
  description: z.string().nullable(),
  availability_schedule: UserSchema.shape.availability_schedule,
  interests: z.array(z.string()),
  qualifications: z.array(z.string()),
  // The worker's history, shaped as in their own session user.
  education: UserSchema.shape.education,
  work_experience: UserSchema.shape.work_experience,
  training: UserSchema.shape.training,
  client_genders: z.array(z.string()),
  range_of_work_in_km: z.number().nullable(),
});
export type WorkerProfile = z.infer<typeof WorkerProfileSchema>;
export const WorkerProfileResponseSchema = z.object({ data: WorkerProfileSchema });

/**
 * A client as a worker with a reason sees them (issue #21 item 6): first name, photo, suburb, the
 * support they need and their wishes; never the street, never documents.
 */
export const ClientDetailsSchema = z.object({
  user_type: z.literal('client'),
  id: z.string(),
  first_name: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
  description: z.string().nullable(),
  place_city: z.string().nullable(),
  place_state_short_name: z.string().nullable(),
  support_requirements: z.array(z.string()),
  require_support_schedule: UserSchema.shape.require_support_schedule,
  preferred_worker_gender: z.string().nullable(),
  car_requirement: z.string().nullable(),
  preferred_languages: z.array(z.string()),
});
export type ClientDetails = z.infer<typeof ClientDetailsSchema>;

/** `GET /api/users/:id`: a worker's profile (for a client) or a client's details (for a worker). */
export const UserDetailsSchema = z.discriminatedUnion('user_type', [
  WorkerProfileSchema.extend({ user_type: z.literal('worker') }),
  ClientDetailsSchema,
]);
export type UserDetails = z.infer<typeof UserDetailsSchema>;
export const UserDetailsResponseSchema = z.object({ data: UserDetailsSchema });
export type UserDetailsResponse = z.infer<typeof UserDetailsResponseSchema>;
