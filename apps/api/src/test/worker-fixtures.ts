import { addDays, australianDate, type VerificationDocumentType } from '@alongside/domain';
import type { FastifyInstance } from 'fastify';
import { refreshIdVerification } from '../modules/verification/verification-flags';
import { insertDocument } from '../modules/verification/verification.repository';
import { signUpWithId } from './account-helpers';

/**
 * A small hand-built set of workers around Parramatta NSW with known right answers for search
 * (issue #6). Distances from Parramatta (the clients' home), by the localities' points:
 * Harris Park 0, North Parramatta 3.09, Westmead 4.54, Strathfield 10.34, Blacktown 10.37,
 * Liverpool 14.90, Sydney 23.65, Penrith 31.01, Newcastle 121.53 km.
 */
export type Place = { suburb: string; state: 'NSW'; postcode: string };

export const PLACES = {
  parramatta: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
  harrisPark: { suburb: 'Harris Park', state: 'NSW', postcode: '2150' },
  northParramatta: { suburb: 'North Parramatta', state: 'NSW', postcode: '2151' },
  westmead: { suburb: 'Westmead', state: 'NSW', postcode: '2145' },
  strathfield: { suburb: 'Strathfield', state: 'NSW', postcode: '2135' },
  blacktown: { suburb: 'Blacktown', state: 'NSW', postcode: '2148' },
  liverpool: { suburb: 'Liverpool', state: 'NSW', postcode: '2170' },
  sydney: { suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  penrith: { suburb: 'Penrith', state: 'NSW', postcode: '2750' },
  newcastle: { suburb: 'Newcastle', state: 'NSW', postcode: '2300' },
} as const satisfies Record<string, Place>;

type Range = { day: string; start: string; end: string };

export type WorkerSpec = {
  first_name: string;
  last_name: string;
  place: Place;
  gender: 'female' | 'male' | 'non_binary' | 'prefer_not_to_say';
  services: string[];
  /** Weekday hourly rate in cents. */
  rate: number;
  car: 'has_car' | 'no_car';
  languages: string[];
  availability: Range[];
  client_genders: string[];
  /** km; null leaves the worker's client preference unset (no range: never matched). */
  range: number | null;
  hidden?: boolean;
  /** All required documents approved (default true). */
  verified?: boolean;
};

const ALL = ['female', 'male', 'non_binary'];
const WEEKDAYS_9_TO_5: Range[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
  day,
  start: '09:00:00',
  end: '17:00:00',
}));

/** In creation order: the last is the newest. */
export const WORKER_SPECS = {
  ava: {
    first_name: 'Ava',
    last_name: 'Nguyen',
    place: PLACES.harrisPark,
    gender: 'female',
    services: ['personal_care', 'transport'],
    rate: 6000,
    car: 'has_car',
    languages: ['English', 'Vietnamese'],
    availability: [{ day: 'monday', start: '09:00:00', end: '17:00:00' }],
    client_genders: ALL,
    range: 20,
  },
  ben: {
    first_name: 'Ben',
    last_name: 'Okafor',
    place: PLACES.northParramatta,
    gender: 'male',
    services: ['household_tasks'],
    rate: 5000,
    car: 'no_car',
    languages: ['English', 'Mandarin'],
    availability: [{ day: 'tuesday', start: '08:00:00', end: '12:00:00' }],
    client_genders: ALL,
    range: 10,
  },
  cleo: {
    first_name: 'Cleo',
    last_name: 'Hart',
    place: PLACES.westmead,
    gender: 'non_binary',
    services: ['personal_care', 'community_access'],
    rate: 7000,
    car: 'has_car',
    languages: ['English'],
    availability: [
      { day: 'monday', start: '18:00:00', end: '22:00:00' },
      { day: 'saturday', start: '10:00:00', end: '14:00:00' },
    ],
    client_genders: ALL,
    range: 30,
  },
  // Blacktown is 10.37 km away: exactly inside a range of 11.
  dan: {
    first_name: 'Dan',
    last_name: 'Reid',
    place: PLACES.blacktown,
    gender: 'male',
    services: ['transport'],
    rate: 4500,
    car: 'has_car',
    languages: ['English', 'Arabic'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: 11,
  },
  // Strathfield is 10.34 km away: just outside her own range of 10, so she never matches.
  eve: {
    first_name: 'Eve',
    last_name: 'Stone',
    place: PLACES.strathfield,
    gender: 'female',
    services: ['personal_care'],
    rate: 5500,
    car: 'has_car',
    languages: ['English'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: 10,
  },
  // Not verified: found only with include_unverified.
  fay: {
    first_name: 'Fay',
    last_name: 'Lim',
    place: PLACES.liverpool,
    gender: 'female',
    services: ['personal_care', 'household_tasks'],
    rate: 6500,
    car: 'has_car',
    languages: ['English', 'Cantonese'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: 40,
    verified: false,
  },
  // Sydney is 23.65 km away: inside a 24 km radius, outside 23.
  gus: {
    first_name: 'Gus',
    last_name: 'Park',
    place: PLACES.sydney,
    gender: 'male',
    services: ['personal_care'],
    rate: 8000,
    car: 'no_car',
    languages: ['English'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: 50,
  },
  // Hidden: never found, not even by id.
  hana: {
    first_name: 'Hana',
    last_name: 'Ito',
    place: PLACES.harrisPark,
    gender: 'female',
    services: ['personal_care'],
    rate: 5200,
    car: 'has_car',
    languages: ['English'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: 50,
    hidden: true,
  },
  // Far away: beyond any radius.
  ivo: {
    first_name: 'Ivo',
    last_name: 'Bell',
    place: PLACES.newcastle,
    gender: 'male',
    services: ['personal_care'],
    rate: 4000,
    car: 'has_car',
    languages: ['English'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: 200,
  },
  // Supports women only.
  jo: {
    first_name: 'Jo',
    last_name: 'Kerr',
    place: PLACES.westmead,
    gender: 'female',
    services: ['companionship'],
    rate: 4800,
    car: 'no_car',
    languages: ['English', 'Arabic'],
    availability: [{ day: 'monday', start: '16:00:00', end: '20:00:00' }],
    client_genders: ['female'],
    range: 25,
  },
  // No client preference: no range, never matched.
  kim: {
    first_name: 'Kim',
    last_name: 'Ward',
    place: PLACES.harrisPark,
    gender: 'female',
    services: ['personal_care'],
    rate: 5000,
    car: 'has_car',
    languages: ['English'],
    availability: WEEKDAYS_9_TO_5,
    client_genders: ALL,
    range: null,
  },
} satisfies Record<string, WorkerSpec>;

export type WorkerKey = keyof typeof WORKER_SPECS;
export type Person = { id: string; token: string };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function send(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  body: object,
) {
  const response = await app.inject({ method, url, headers: auth(token), payload: body });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** Adds the person's first (so primary) address at `place`. */
export async function addHome(app: FastifyInstance, token: string, place: Place, street = '1 Church Street') {
  const response = await send(app, 'POST', '/api/addresses', token, { address: street, ...place });
  return response.json().data as { id: string };
}

/** Stands in for a reviewer's approval of one document (the review area's own tests cover the real one). */
export async function addApprovedDocument(
  app: FastifyInstance,
  userId: string,
  type: VerificationDocumentType,
  expiresOn: string | null,
  approvedAt: Date = app.ctx.clock.now(),
) {
  await insertDocument(app.ctx.db, {
    user_id: userId,
    document_type: type,
    status: 'approved',
    issuing_state: type === 'wwc' ? 'NSW' : null,
    expires_on: expiresOn,
    uploaded_at: approvedAt,
    reviewed_at: approvedAt,
    approved_at: approvedAt,
  });
}

/**
 * Approves every required worker document, current for a year, then refreshes the stored
 * `id_verification_completed` as every verification write does (decision 017).
 */
export async function approveRequiredDocuments(app: FastifyInstance, userId: string) {
  const now = app.ctx.clock.now();
  const nextYear = addDays(australianDate(now), 365);
  const required: [VerificationDocumentType, string | null][] = [
    ['id_documents', nextYear],
    ['police_checks', nextYear],
    ['abn', null],
    ['wwc', nextYear],
    ['first_aid', nextYear],
    ['public_liability', nextYear],
  ];
  for (const [type, expiresOn] of required) await addApprovedDocument(app, userId, type, expiresOn, now);
  await refreshIdVerification(app.ctx.db, { id: userId, user_type: 'worker' }, now);
}

/** Signs up one worker of `spec` through the real API (profile, home address) and approves their documents. */
export async function createWorker(app: FastifyInstance, spec: WorkerSpec): Promise<Person> {
  const worker = await signUpWithId(app, {
    user_type: 'worker',
    first_name: spec.first_name,
    last_name: spec.last_name,
  });
  const person = { id: worker.id, token: worker.token };
  await completeWorkerProfile(app, person, spec);
  return person;
}

/** Gives a signed-up worker the profile and home of `spec` and, unless it says otherwise, approved documents. */
export async function completeWorkerProfile(
  app: FastifyInstance,
  worker: Person,
  spec: WorkerSpec,
): Promise<void> {
  await send(app, 'PATCH', '/api/profile', worker.token, {
    date_of_birth: '1990-05-01',
    gender: spec.gender,
    phone: '0412345678',
    languages: spec.languages,
    service_offerings: spec.services,
    availability_schedule: spec.availability,
    indicative_rates: {
      travel_per_km_rate: 99,
      weekday_hourly_rate: spec.rate,
      weekday_night_hourly_rate: spec.rate + 1000,
      weekend_hourly_rate: spec.rate + 2000,
      weekend_night_hourly_rate: spec.rate + 3000,
    },
    ...(spec.range !== null
      ? {
          client_preference: {
            genders: spec.client_genders,
            car_ownership: spec.car,
            range_of_work_in_km: spec.range,
          },
        }
      : {}),
    ...(spec.hidden ? { profile_visibility: 'hidden' } : {}),
  });
  await addHome(app, worker.token, spec.place);
  if (spec.verified !== false) await approveRequiredDocuments(app, worker.id);
}

export type ClientSpec = {
  gender?: string;
  support_preference?: { profile_visibility: string; gender: string; car_ownership: string };
  support_requirements?: string[];
  preferred_languages?: string[];
  max_hourly_rate?: number | null;
  place?: Place | null;
};

/** Signs up a client living in Parramatta (unless `place` says otherwise) with the given wishes. */
export async function createClient(app: FastifyInstance, spec: ClientSpec = {}): Promise<Person> {
  const client = await signUpWithId(app, { user_type: 'client', first_name: 'Cara', last_name: 'Client' });
  const { place = PLACES.parramatta, ...profile } = spec;
  if (Object.keys(profile).length > 0) await send(app, 'PATCH', '/api/profile', client.token, profile);
  if (place) await addHome(app, client.token, place);
  return { id: client.id, token: client.token };
}

/** Every worker of WORKER_SPECS, in order (so `newest` is the last). */
export async function createWorkerFixtures(app: FastifyInstance): Promise<Record<WorkerKey, Person>> {
  const workers = {} as Record<WorkerKey, Person>;
  for (const key of Object.keys(WORKER_SPECS) as WorkerKey[]) {
    workers[key] = await createWorker(app, WORKER_SPECS[key]);
  }
  return workers;
}
