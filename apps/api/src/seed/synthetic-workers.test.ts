import {
  CarOwnershipSchema,
  ClientGenderSchema,
  GenderSchema,
  IndicativeRatesInputSchema,
  InterestListSchema,
  LanguageListSchema,
  PhoneSchema,
  ProfileVisibilitySchema,
  QualificationListSchema,
  ServiceListSchema,
  WeeklyScheduleSchema,
  australianDate,
  checkDocumentDetails,
  distanceKm,
  isValidAbn,
  requiredDocumentTypes,
} from '@alongside/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addresses, documents, profiles, users, type DocumentRow, type ProfileRow } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/test-app';
import { findLocality } from '../modules/addresses/localities';
import {
  SYNTHETIC_EMAIL_DOMAIN,
  SYNTHETIC_RANGE_KM,
  SYNTHETIC_REGIONS,
  seedSyntheticWorkers,
  syntheticAbn,
  syntheticWorker,
  workerRandom,
} from './synthetic-workers';

const COUNT = 400;
const NOW = new Date('2026-11-23T00:00:00Z');

let t: TestApp;
let profileRows: ProfileRow[];
let documentRows: DocumentRow[];
let addressRows: (typeof addresses.$inferSelect)[];
let userRows: (typeof users.$inferSelect)[];

beforeAll(async () => {
  t = await buildTestApp();
  const result = await seedSyntheticWorkers(t.app.ctx.db, {
    count: COUNT,
    seed: 7,
    batchSize: 150,
    now: NOW,
  });
  expect(result).toMatchObject({ created: COUNT, first: 1, last: COUNT });
  const db = t.app.ctx.db;
  userRows = await db
    .select()
    .from(users)
    .where(like(users.email, `%@${SYNTHETIC_EMAIL_DOMAIN}`));
  const ids = new Set(userRows.map((user) => user.id));
  profileRows = (await db.select().from(profiles)).filter((row) => ids.has(row.user_id));
  addressRows = (await db.select().from(addresses)).filter((row) => ids.has(row.user_id));
  documentRows = (await db.select().from(documents)).filter((row) => ids.has(row.user_id));
});
afterAll(() => t?.close());

describe('synthetic workers', () => {
  it('writes one confirmed, onboarded worker with a profile and a primary address per number', () => {
    expect(userRows).toHaveLength(COUNT);
    expect(profileRows).toHaveLength(COUNT);
    expect(addressRows).toHaveLength(COUNT);
    expect(new Set(userRows.map((user) => user.email)).size).toBe(COUNT);
    expect(userRows.map((user) => user.email)).toContain(`worker-1@${SYNTHETIC_EMAIL_DOMAIN}`);
    expect(userRows.map((user) => user.email)).toContain(`worker-${COUNT}@${SYNTHETIC_EMAIL_DOMAIN}`);
    for (const user of userRows) {
      expect(user).toMatchObject({ user_type: 'worker', role: null });
      expect(user.email_verified_at).not.toBeNull();
      expect(user.onboarded_at).not.toBeNull();
      expect(user.password_hash).toMatch(/^\$argon2/);
    }
    expect(addressRows.every((address) => address.is_primary)).toBe(true);
  });

  // Each value a worker could have typed, checked by the schema the API checks it with.
  const columnRules: [string, (row: ProfileRow) => unknown, z.ZodType][] = [
    ['services', (row) => row.service_offerings, ServiceListSchema.min(1)],
    ['gender', (row) => row.gender, GenderSchema],
    ['client genders', (row) => row.client_genders, z.array(ClientGenderSchema).min(1)],
    ['car', (row) => row.car_ownership, CarOwnershipSchema],
    ['languages', (row) => row.languages, LanguageListSchema.min(1)],
    ['interests', (row) => row.interests, InterestListSchema],
    ['qualifications', (row) => row.qualifications, QualificationListSchema],
    ['visibility', (row) => row.profile_visibility, ProfileVisibilitySchema],
    ['phone', (row) => row.phone, PhoneSchema],
    ['availability', (row) => row.availability_schedule, WeeklyScheduleSchema.min(1)],
    [
      'range of work',
      (row) => row.range_of_work_in_km,
      z.int().min(SYNTHETIC_RANGE_KM.min).max(SYNTHETIC_RANGE_KM.max),
    ],
    [
      'rates',
      (row) => ({
        travel_per_km_rate: row.travel_per_km_rate,
        weekday_hourly_rate: row.weekday_hourly_rate,
        weekday_night_hourly_rate: row.weekday_night_hourly_rate,
        weekend_hourly_rate: row.weekend_hourly_rate,
        weekend_night_hourly_rate: row.weekend_night_hourly_rate,
      }),
      IndicativeRatesInputSchema,
    ],
    [
      'weekday rate near the NDIS limit ($52–$81)',
      (row) => row.weekday_hourly_rate,
      z.int().min(5_200).max(8_100),
    ],
  ];
  it.each(columnRules)('holds only valid %s', (_name, read, schema) => {
    const invalid = profileRows.filter((row) => !schema.safeParse(read(row)).success);
    expect(invalid.map(read)).toEqual([]);
  });

  it('has complete profiles and personal details, and mostly visible profiles', () => {
    expect(profileRows.every((row) => row.profile_completed && row.personal_details_completed)).toBe(true);
    const visible = profileRows.filter((row) => row.profile_visibility === 'visible').length / COUNT;
    expect(visible).toBeGreaterThan(0.9);
  });

  it('verifies about three in four: exactly those with all six required documents approved and current', () => {
    const approved = new Map<string, Set<string>>();
    for (const doc of documentRows) {
      expect(doc.status).toBe('approved');
      expect(doc.approved_at).not.toBeNull();
      approved.set(doc.user_id, (approved.get(doc.user_id) ?? new Set()).add(doc.document_type));
    }
    for (const row of profileRows) {
      const types = approved.get(row.user_id) ?? new Set();
      expect(row.id_verification_completed).toBe(
        requiredDocumentTypes('worker').every((type) => types.has(type)),
      );
    }
    const share = profileRows.filter((row) => row.id_verification_completed).length / COUNT;
    expect(share).toBeGreaterThan(0.68);
    expect(share).toBeLessThan(0.82);
  });

  it('gives each document the details its type asks for, current for weeks to come', () => {
    const today = australianDate(NOW);
    for (const doc of documentRows) {
      const details = Object.fromEntries(
        (['document_number', 'abn', 'issuing_state', 'issued_on', 'expires_on'] as const)
          .filter((field) => doc[field] !== null)
          .map((field) => [field, doc[field]]),
      );
      expect(checkDocumentDetails(doc.document_type, details, today)).toEqual({});
      if (doc.abn) expect(isValidAbn(doc.abn)).toBe(true);
      if (doc.expires_on) expect(doc.expires_on > '2027-01-20').toBe(true);
    }
  });

  it('places everyone at a real locality, mostly in the five big cities', () => {
    for (const address of addressRows) {
      const locality = findLocality(address);
      expect(locality).not.toBeNull();
      expect([address.latitude, address.longitude]).toEqual([locality!.latitude, locality!.longitude]);
    }
    const inCities = addressRows.filter((address) =>
      SYNTHETIC_REGIONS.some((region) => distanceKm(region, address) <= region.radiusKm),
    ).length;
    expect(inCities / COUNT).toBeGreaterThan(0.65);
    expect(inCities / COUNT).toBeLessThan(0.92);
  });

  it('makes the same workers from the same seed, and others from another seed', () => {
    const again = syntheticWorker(42, 7, NOW, 'hash');
    expect(syntheticWorker(42, 7, NOW, 'hash')).toEqual(again);
    const stored = userRows.find((user) => user.email === `worker-42@${SYNTHETIC_EMAIL_DOMAIN}`)!;
    expect(stored.id).toBe(again.user.id);
    expect(syntheticWorker(42, 8, NOW, 'hash').user.id).not.toBe(again.user.id);
  });

  it('numbers on from the workers already there', async () => {
    const result = await seedSyntheticWorkers(t.app.ctx.db, { count: 3, seed: 7, now: NOW });
    expect(result).toMatchObject({ first: COUNT + 1, last: COUNT + 3 });
    const [added] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `worker-${COUNT + 3}@${SYNTHETIC_EMAIL_DOMAIN}`));
    expect(added?.id).toBe(syntheticWorker(COUNT + 3, 7, NOW, 'hash').user.id);
  });

  it('makes ABNs that pass the ATO check', () => {
    const random = workerRandom(1, 1);
    for (let i = 0; i < 200; i++) expect(isValidAbn(syntheticAbn(random))).toBe(true);
  });
});
