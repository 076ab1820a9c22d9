// Synthetic support workers at scale (issue #6): realistic, reproducible rows for search and its
// benchmark, written straight into the tables in batches (never through the HTTP API), yet holding
// only values the profile, address and document rules accept.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CAR_OWNERSHIP,
  CLIENT_GENDERS,
  INTERESTS,
  LANGUAGES,
  NDIS_PRICE_LIMIT_GUIDANCE,
  QUALIFICATIONS,
  SERVICE_CATALOGUE,
  WEEKDAYS,
  addDays,
  arePersonalDetailsComplete,
  australianDate,
  distanceKm,
  hasCurrentRequiredDocuments,
  isWorkerProfileComplete,
  requiredDocumentTypes,
  type VerificationDocumentType,
  type WeeklyTimeRange,
} from '@alongside/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { addresses, documents, profiles, users } from '../db/schema/index';
import { hashPassword } from '../modules/account/credentials';
import { localityIndex, type Locality } from '../modules/addresses/localities';

/** Every synthetic worker's e-mail ends with this: `worker-<n>@synthetic.alongside.example`. */
export const SYNTHETIC_EMAIL_DOMAIN = 'synthetic.alongside.example';
export const syntheticEmail = (n: number) => `worker-${n}@${SYNTHETIC_EMAIL_DOMAIN}`;

/** The share of synthetic workers with all six required documents approved and current. */
export const VERIFIED_SHARE = 0.75;
/** The share whose profile is visible in search; the rest chose to hide it. */
export const VISIBLE_SHARE = 0.95;
export const SYNTHETIC_RANGE_KM = { min: 5, max: 60 } as const;

/** Where workers live: the five biggest cities by roughly their share of the population, the rest regional. */
export const SYNTHETIC_REGIONS = [
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, radiusKm: 45, weight: 0.27 },
  { name: 'Melbourne', latitude: -37.8136, longitude: 144.9631, radiusKm: 45, weight: 0.25 },
  { name: 'Brisbane', latitude: -27.4698, longitude: 153.0251, radiusKm: 35, weight: 0.12 },
  { name: 'Perth', latitude: -31.9523, longitude: 115.8613, radiusKm: 35, weight: 0.09 },
  { name: 'Adelaide', latitude: -34.9285, longitude: 138.6007, radiusKm: 25, weight: 0.06 },
] as const;
const REGIONAL_WEIGHT = 0.21;

// ---------------------------------------------------------------------------------------------------
// Randomness: a small seeded generator, one stream per worker, so worker n is the same whatever the
// batch size and however many are made. sfc32 keeps 128 bits of state, so the streams of 100 000
// workers never run into each other (mulberry32's 32 bits would: its ids collided).

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): numbers in [0, 1) from a 128-bit seed. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

/** Worker n's stream: sfc32 seeded with the SHA-256 of the seed and n. */
export function workerRandom(seed: number, n: number): Random {
  const digest = createHash('sha256').update(`alongside-synthetic:${seed}:${n}`).digest();
  return sfc32(
    digest.readUInt32LE(0),
    digest.readUInt32LE(4),
    digest.readUInt32LE(8),
    digest.readUInt32LE(12),
  );
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, probability: number) => random() < probability;

function pickWeighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** `count` different items, in the list's order. */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(random() * items.length));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
}

/** A version-4-shaped UUID from the stream, so ids (and every order that ends on the id) repeat too. */
function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

// ---------------------------------------------------------------------------------------------------
// Places.

export type LocalityPools = { cities: Locality[][]; regional: Locality[] };

let pools: LocalityPools | null = null;

/** The localities of each big city (within its radius of the centre) and every other one (regional). */
export function localityPools(): LocalityPools {
  if (pools) return pools;
  const cities: Locality[][] = SYNTHETIC_REGIONS.map(() => []);
  const regional: Locality[] = [];
  for (const { locality } of localityIndex().byName) {
    const city = SYNTHETIC_REGIONS.findIndex((region) => distanceKm(region, locality) <= region.radiusKm);
    (city >= 0 ? cities[city]! : regional).push(locality);
  }
  pools = { cities, regional };
  return pools;
}

export type SyntheticRegionName = (typeof SYNTHETIC_REGIONS)[number]['name'];

/** A place anywhere in Australia by the regions' weights, or within one region when it is named. */
function pickLocality(random: Random, region: SyntheticRegionName | null): Locality {
  const { cities, regional } = localityPools();
  if (region !== null) {
    return pick(random, cities[SYNTHETIC_REGIONS.findIndex((entry) => entry.name === region)]!);
  }
  const pool = pickWeighted<Locality[]>(random, [
    ...SYNTHETIC_REGIONS.map((entry, index) => [cities[index]!, entry.weight] as const),
    [regional, REGIONAL_WEIGHT] as const,
  ]);
  return pick(random, pool);
}

// ---------------------------------------------------------------------------------------------------
// People.

const FIRST_NAMES = [
  'Olivia',
  'Charlotte',
  'Amelia',
  'Isla',
  'Mia',
  'Ava',
  'Grace',
  'Chloe',
  'Sophie',
  'Emily',
  'Ruby',
  'Zoe',
  'Hannah',
  'Priya',
  'Mei',
  'Linh',
  'Fatima',
  'Aisha',
  'Maria',
  'Sofia',
  'Leilani',
  'Jessica',
  'Sarah',
  'Kate',
  'Tamara',
  'Jack',
  'Oliver',
  'William',
  'Noah',
  'Thomas',
  'James',
  'Lucas',
  'Liam',
  'Ethan',
  'Henry',
  'Samuel',
  'Daniel',
  'Arjun',
  'Wei',
  'Minh',
  'Omar',
  'Ali',
  'Nikos',
  'Marco',
  'Sione',
  'Tane',
  'Jordan',
  'Alex',
  'Sam',
  'Riley',
] as const;
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Singh',
  'Chen',
  'Wang',
  'Li',
  'Tran',
  'Le',
  'Pham',
  'Papadopoulos',
  'Rossi',
  'Russo',
  'Haddad',
  'Ibrahim',
  'Fernando',
  'Silva',
  'Kaur',
  'Murphy',
  "O'Brien",
  'McDonald',
  'Campbell',
] as const;
const STREETS = [
  'Church Street',
  'Station Street',
  'High Street',
  'Victoria Road',
  'Park Avenue',
  'George Street',
  'King Street',
  'Queen Street',
  'Railway Parade',
  'Beach Road',
  'Hill Street',
  'Bridge Road',
  'William Street',
  'Elizabeth Street',
  'Main Road',
  'Wattle Avenue',
  'Banksia Crescent',
  'Acacia Way',
] as const;
/** ACMA's mobile numbers kept for fiction (0491 570 xxx and neighbours): never a real person's. */
const FICTION_PHONES = [
  '0491570006',
  '0491570156',
  '0491570157',
  '0491570158',
  '0491570159',
  '0491570110',
  '0491570313',
  '0491570737',
  '0491571266',
  '0491571491',
  '0491571804',
  '0491572549',
] as const;
const OPENINGS = [
  'I have been a support worker for {years} years.',
  'I started in disability support {years} years ago and love it.',
  'I am a friendly, reliable support worker with {years} years of experience.',
] as const;
const MIDDLES = [
  'I am patient and on time, and I listen.',
  'I like helping people do things their own way.',
  'I enjoy getting out and about in the community.',
  'I am calm and practical, and I like a laugh.',
] as const;
const CLOSINGS = [
  'I would love to hear what matters to you.',
  'Get in touch and we can have a chat.',
  'I look forward to meeting you.',
] as const;

/** The weights of each service: the everyday ones are offered most. */
const SERVICE_WEIGHTS: Readonly<Record<(typeof SERVICE_CATALOGUE)[number]['value'], number>> = {
  personal_care: 0.6,
  household_tasks: 0.55,
  meal_preparation: 0.45,
  overnight_support: 0.15,
  community_access: 0.65,
  transport: 0.35,
  life_skills: 0.3,
  therapy_assistance: 0.2,
  employment_support: 0.15,
  respite: 0.25,
  companionship: 0.5,
};

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'English');
/** Shift shapes of one day: each a list of non-overlapping ranges. */
const DAY_SHAPES: readonly (readonly [string, string][])[] = [
  [['07:00:00', '12:00:00']],
  [['08:00:00', '16:00:00']],
  [['09:00:00', '15:00:00']],
  [['12:00:00', '20:00:00']],
  [
    ['07:00:00', '11:00:00'],
    ['15:00:00', '19:00:00'],
  ],
  [
    ['06:00:00', '10:00:00'],
    ['17:00:00', '21:00:00'],
  ],
  [['20:00:00', '23:59:00']],
];

function availability(random: Random): WeeklyTimeRange[] {
  const weekdays = pickSome(random, WEEKDAYS.slice(0, 5), between(random, 2, 5));
  const weekend = chance(random, 0.45) ? pickSome(random, WEEKDAYS.slice(5), between(random, 1, 2)) : [];
  return [...weekdays, ...weekend].flatMap((day) =>
    pick(random, DAY_SHAPES).map(([start, end]) => ({ day, start, end })),
  );
}

/** Rates in cents around the NDIS price limits: most a little under, some over (independent workers). */
function rates(random: Random) {
  const limits = NDIS_PRICE_LIMIT_GUIDANCE.cents;
  const factor = 0.75 + random() * 0.4; // 75–115% of the weekday limit
  const round = (cents: number) => Math.round(cents / 50) * 50;
  return {
    travel_per_km_rate: pickWeighted(random, [
      [0, 0.2],
      [between(random, 50, limits.travel_per_km_rate), 0.8],
    ]),
    weekday_hourly_rate: round(limits.weekday_hourly_rate * factor),
    weekday_night_hourly_rate: round(limits.weekday_night_hourly_rate * factor),
    weekend_hourly_rate: round(limits.weekend_hourly_rate * factor),
    weekend_night_hourly_rate: round(limits.weekend_night_hourly_rate * factor),
  };
}

/** An ABN that passes the ATO check: nine random digits, then the two leading digits that make it valid. */
export function syntheticAbn(random: Random): string {
  const tail = Array.from({ length: 9 }, () => Math.floor(random() * 10));
  const weights = [3, 5, 7, 9, 11, 13, 15, 17, 19];
  const tailSum = tail.reduce((sum, digit, index) => sum + digit * weights[index]!, 0);
  const start = between(random, 10, 99);
  for (let offset = 0; offset < 90; offset++) {
    const lead = 10 + ((start - 10 + offset) % 90);
    const sum = (Math.floor(lead / 10) - 1) * 10 + (lead % 10) + tailSum;
    if (sum % 89 === 0) return `${lead}${tail.join('')}`;
  }
  return syntheticAbn(random); // no two leading digits fit these nine (rare): draw again
}

type WorkerRows = {
  user: typeof users.$inferInsert;
  profile: typeof profiles.$inferInsert;
  address: typeof addresses.$inferInsert;
  documents: (typeof documents.$inferInsert)[];
};

/**
 * Synthetic worker number `n` (from 1): the same rows for the same seed, `now` and `passwordHash`.
 * Dates count from `now`, so documents stay current for at least two months after it.
 */
export function syntheticWorker(
  n: number,
  seed: number,
  now: Date,
  passwordHash: string,
  region: SyntheticRegionName | null = null,
): WorkerRows {
  const random = workerRandom(seed, n);
  const userId = uuidFrom(random);
  const today = australianDate(now);
  const joined = new Date(
    now.getTime() - between(random, 1, 730) * 86_400_000 - between(random, 0, 86_399_000),
  );
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const gender = pickWeighted(random, [
    ['female', 0.62],
    ['male', 0.32],
    ['non_binary', 0.03],
    ['prefer_not_to_say', 0.03],
  ] as const);
  const locality = pickLocality(random, region);
  const years = between(random, 1, 20);
  const services = SERVICE_CATALOGUE.map((service) => service.value).filter((value) =>
    chance(random, SERVICE_WEIGHTS[value]),
  );
  if (services.length === 0) services.push(pick(random, ['personal_care', 'community_access'] as const));
  const clientGenders = chance(random, 0.7)
    ? CLIENT_GENDERS.map((choice) => choice.value)
    : pickSome(
        random,
        CLIENT_GENDERS.map((choice) => choice.value),
        between(random, 1, 2),
      );
  const languages = [
    ...(chance(random, 0.93) ? ['English'] : []),
    ...pickSome(
      random,
      OTHER_LANGUAGES,
      pickWeighted(random, [
        [0, 0.6],
        [1, 0.32],
        [2, 0.08],
      ] as const),
    ),
  ];
  if (languages.length === 0) languages.push(pick(random, OTHER_LANGUAGES));
  const profile = {
    user_id: userId,
    description: [
      pick(random, OPENINGS).replace('{years}', String(years)),
      pick(random, MIDDLES),
      pick(random, CLOSINGS),
    ].join(' '),
    date_of_birth: addDays(today, -between(random, 19 * 365 + 5, 67 * 365)),
    gender,
    phone: pick(random, FICTION_PHONES),
    disclaimer_accepted_at: joined,
    id_verification_method: 'upload_documents',
    profile_visibility: chance(random, VISIBLE_SHARE) ? 'visible' : 'hidden',
    service_offerings: services,
    availability_schedule: availability(random),
    ...rates(random),
    client_genders: clientGenders,
    car_ownership: pickWeighted(random, [
      [CAR_OWNERSHIP[0].value, 0.72],
      [CAR_OWNERSHIP[1].value, 0.28],
    ]),
    range_of_work_in_km: between(random, SYNTHETIC_RANGE_KM.min, SYNTHETIC_RANGE_KM.max),
    qualifications: pickSome(
      random,
      QUALIFICATIONS.map((item) => item.value),
      between(random, 0, 3),
    ),
    languages,
    interests: pickSome(random, INTERESTS, between(random, 1, 4)),
    // The search point and join date the addresses and profiles areas keep (decision 018).
    search_latitude: locality.latitude,
    search_longitude: locality.longitude,
    joined_at: joined,
    updated_at: joined,
  } satisfies typeof profiles.$inferInsert;
  const address = {
    id: uuidFrom(random),
    user_id: userId,
    label: 'Home',
    address: `${between(random, 1, 240)} ${pick(random, STREETS)}`,
    suburb: locality.suburb,
    state: locality.state,
    postcode: locality.postcode,
    latitude: locality.latitude,
    longitude: locality.longitude,
    is_primary: true,
    created_at: joined,
    updated_at: joined,
  } satisfies typeof addresses.$inferInsert;

  // Verified workers have all six required documents approved; the others some of them (or none).
  const required = requiredDocumentTypes('worker');
  const approvedTypes = chance(random, VERIFIED_SHARE)
    ? required
    : pickSome(random, required, between(random, 0, required.length - 1));
  const approvedAt = new Date(joined.getTime() + between(random, 1, 14) * 86_400_000);
  const docs = approvedTypes.map((type) =>
    syntheticDocument(random, type, userId, locality.state, today, approvedAt),
  );

  const profileCompleted = isWorkerProfileComplete({
    service_offerings: profile.service_offerings,
    availability_schedule: profile.availability_schedule,
    indicative_rates: {
      travel_per_km_rate: profile.travel_per_km_rate,
      weekday_hourly_rate: profile.weekday_hourly_rate,
      weekday_night_hourly_rate: profile.weekday_night_hourly_rate,
      weekend_hourly_rate: profile.weekend_hourly_rate,
      weekend_night_hourly_rate: profile.weekend_night_hourly_rate,
    },
    client_preference: {
      genders: profile.client_genders,
      car_ownership: profile.car_ownership,
      range_of_work_in_km: profile.range_of_work_in_km,
    },
  } as Parameters<typeof isWorkerProfileComplete>[0]);
  return {
    user: {
      id: userId,
      email: syntheticEmail(n),
      email_verified_at: joined,
      password_hash: passwordHash,
      user_type: 'worker',
      role: null,
      first_name: firstName,
      last_name: lastName,
      onboarded_at: joined,
      created_at: joined,
      updated_at: joined,
    },
    profile: {
      ...profile,
      profile_completed: profileCompleted,
      personal_details_completed: arePersonalDetailsComplete({
        first_name: firstName,
        last_name: lastName,
        date_of_birth: profile.date_of_birth,
        gender,
        phone: profile.phone,
        has_primary_address: true,
      }),
      id_verification_completed: hasCurrentRequiredDocuments(
        'worker',
        docs.map((doc) => ({
          document_type: doc.document_type,
          status: doc.status!,
          approved_at: doc.approved_at?.toISOString() ?? null,
          expires_on: doc.expires_on ?? null,
        })),
        today,
      ),
    },
    address,
    documents: docs,
  };
}

/** An approved document with the details its type asks for (decision 017); synthetic rows have no file. */
function syntheticDocument(
  random: Random,
  type: VerificationDocumentType,
  userId: string,
  state: string,
  today: string,
  approvedAt: Date,
): typeof documents.$inferInsert {
  const issuedOn = addDays(today, -between(random, 30, 700));
  const expiresOn = addDays(today, between(random, 60, 4 * 365));
  const number = () => `SYN${between(random, 10_000_000, 99_999_999)}`;
  const fields: Partial<typeof documents.$inferInsert> =
    type === 'abn'
      ? { abn: syntheticAbn(random) }
      : type === 'wwc'
        ? { issuing_state: state, document_number: number(), issued_on: issuedOn, expires_on: expiresOn }
        : type === 'first_aid'
          ? { document_number: number(), issued_on: issuedOn, expires_on: expiresOn }
          : type === 'police_checks'
            ? { document_number: number(), issued_on: issuedOn, expires_on: expiresOn }
            : { document_number: number(), expires_on: expiresOn }; // id_documents, public_liability
  return {
    id: uuidFrom(random),
    user_id: userId,
    document_type: type,
    status: 'approved',
    source: 'upload',
    ...fields,
    uploaded_at: new Date(approvedAt.getTime() - 86_400_000),
    reviewed_at: approvedAt,
    approved_at: approvedAt,
  };
}

// ---------------------------------------------------------------------------------------------------
// Writing them.

export type SeedSyntheticWorkersOptions = {
  count: number;
  /** Only within this region (the embedded default's first start seeds around Sydney). */
  region?: SyntheticRegionName | null;
  /** The generator's seed: the same seed gives the same workers. */
  seed?: number;
  batchSize?: number;
  now?: Date;
  /** Called after each batch with the number written so far. */
  onProgress?: (written: number) => void;
};

export type SeedSyntheticWorkersResult = { created: number; first: number; last: number; ms: number };

// PostgreSQL takes at most 65 535 parameters in one statement; documents have 16 columns.
const DOCUMENT_ROWS_PER_INSERT = 3_000;

/**
 * Writes `count` synthetic workers, numbered on from any already in the database, in batches of
 * `batchSize` workers, each batch in one transaction. Their shared password is random and never
 * shown: nobody signs in as a synthetic worker. Vacuums and analyses the tables afterwards.
 */
export async function seedSyntheticWorkers(
  db: Database,
  options: SeedSyntheticWorkersOptions,
): Promise<SeedSyntheticWorkersResult> {
  const started = performance.now();
  const { count, seed = 20_261_123, batchSize = 1_000, now = new Date(), region = null } = options;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const existing = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.email} like ${`%@${SYNTHETIC_EMAIL_DOMAIN}`}`);
  const first = (existing[0]?.count ?? 0) + 1;
  localityPools();
  for (let from = first; from < first + count; from += batchSize) {
    const to = Math.min(from + batchSize, first + count);
    const rows = Array.from({ length: to - from }, (_, index) =>
      syntheticWorker(from + index, seed, now, passwordHash, region),
    );
    await db.transaction(async (tx) => {
      await tx.insert(users).values(rows.map((row) => row.user));
      await tx.insert(profiles).values(rows.map((row) => row.profile));
      await tx.insert(addresses).values(rows.map((row) => row.address));
      const docs = rows.flatMap((row) => row.documents);
      for (let start = 0; start < docs.length; start += DOCUMENT_ROWS_PER_INSERT) {
        await tx.insert(documents).values(docs.slice(start, start + DOCUMENT_ROWS_PER_INSERT));
      }
    });
    options.onProgress?.(to - first);
  }
  // As autovacuum would soon after: the planner's statistics, and the visibility map that lets
  // index-only scans skip the table.
  if (count > 0) await db.execute(sql`vacuum analyze users, profiles, addresses, documents`);
  return { created: count, first, last: first + count - 1, ms: performance.now() - started };
}
