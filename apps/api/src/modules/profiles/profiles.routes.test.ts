import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES, PROFILE_MESSAGES } from '@alongside/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, profiles } from '../../db/schema/index';
import { getSession, signUp } from '../../test/account-helpers';
import { multipartBody } from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function patch(app: FastifyInstance, token: string, body: unknown) {
  return app.inject({ method: 'PATCH', url: '/api/profile', headers: auth(token), payload: body as object });
}

async function profileOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(field: string, name: string, type: string, bytes: Buffer) {
  return multipartBody({}, { field, name, type, bytes });
}

function uploadAvatar(token: string, file: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...auth(token), ...file.headers },
    payload: file.payload,
  });
}

async function photo(width = 800, height = 600, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 160 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const avatarFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'avatars');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const WORKER_PROFILE = {
  service_offerings: ['personal_care', 'transport'],
  availability_schedule: [
    { day: 'monday', start: '09:00:00', end: '17:00:00' },
    { day: 'saturday', start: '10:00:00', end: '14:00:00' },
  ],
  indicative_rates: {
    travel_per_km_rate: 99,
    weekday_hourly_rate: 6550,
    weekday_night_hourly_rate: 7200,
    weekend_hourly_rate: 9000,
    weekend_night_hourly_rate: 11000,
  },
  client_preference: { genders: ['female', 'non_binary'], car_ownership: 'has_car', range_of_work_in_km: 25 },
};

const CLIENT_PROFILE = {
  require_support_schedule: [{ day: 'tuesday', start: '08:00:00', end: '10:30:00' }],
  support_preference: { profile_visibility: 'visible', gender: 'female', car_ownership: 'needed' },
};

describe('GET /api/profile', () => {
  it('returns every §3 field of the signed-in person, empty for a new account', async () => {
    const { token, email } = await signUp(t.app, { user_type: 'worker' });
    const user = await profileOf(token);
    expect(user).toMatchObject({
      email,
      user_type: 'worker',
      first_name: 'Mia',
      avatar: null,
      description: null,
      profile_completed: false,
      personal_details_completed: false,
      id_verification_completed: false,
      address: null,
      place_city: null,
      service_offerings: [],
      availability_schedule: [],
      support_preference: { profile_visibility: null, gender: null, car_ownership: null },
      client_preference: { genders: [], car_ownership: null, range_of_work_in_km: null },
      indicative_rates: { weekday_hourly_rate: null },
      documents: [],
    });
    expect(JSON.stringify(user)).not.toContain('password');
  });

  it('refuses a caller with no token or a bad one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth('not-a-token') });
    expect(bad.statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('completes a worker profile and computes profile_completed on the server', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const first = await patch(t.app, token, { service_offerings: WORKER_PROFILE.service_offerings });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.profile_completed).toBe(false);

    const response = await patch(t.app, token, WORKER_PROFILE);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...WORKER_PROFILE, profile_completed: true });
    // The session carries the same person.
    expect((await getSession(t.app, token)).json().user).toMatchObject({
      ...WORKER_PROFILE,
      profile_completed: true,
    });
  });

  it('completes a client profile, and a full-day placeholder does not count as work hours (spec §5)', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const placeholder = await patch(t.app, token, {
      ...CLIENT_PROFILE,
      require_support_schedule: [{ day: 'monday', start: '00:00:00', end: '23:59:00' }],
    });
    expect(placeholder.json().data.profile_completed).toBe(false);
    const response = await patch(t.app, token, CLIENT_PROFILE);
    expect(response.json().data).toMatchObject({ ...CLIENT_PROFILE, profile_completed: true });
  });

  it('saves names, details, description and lists, trimming text', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const response = await patch(t.app, token, {
      first_name: '  Ana ',
      last_name: 'Silva',
      description: 'I have six years in disability support.\nI speak Portuguese at home.',
      date_of_birth: '1990-05-01',
      gender: 'female',
      phone: '+61 412 345 678',
      languages: ['English', 'Auslan'],
      interests: ['Gardening'],
      qualifications: ['manual_handling'],
      education: [
        {
          institution: 'TAFE NSW',
          course: 'Certificate III in Individual Support',
          start_year: 2018,
          end_year: 2019,
        },
      ],
      work_experience: [
        {
          organisation: 'Private clients',
          role: 'Support worker',
          start_year: 2019,
          end_year: null,
          description: 'Personal care.',
        },
      ],
      training: [{ name: 'First aid', provider: 'St John Ambulance', year: 2025 }],
      id_verification_method: 'online_check',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Ana',
      phone: '0412345678',
      date_of_birth: '1990-05-01',
      languages: ['English', 'Auslan'],
      id_verification_method: 'online_check',
      // Details without a primary address are not complete.
      personal_details_completed: false,
    });
  });

  it('sets personal_details_completed once the details and a primary address are there', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const details = { date_of_birth: '1950-01-31', gender: 'prefer_not_to_say', phone: '0298765432' };
    expect((await patch(t.app, token, details)).json().data.personal_details_completed).toBe(false);
    const { id } = await profileOf(token);
    await t.app.ctx.db.insert(addresses).values({
      user_id: id,
      address: '1 Church St',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      latitude: -33.81,
      longitude: 151.0,
      is_primary: true,
    });
    const response = await patch(t.app, token, { phone: '0298765433' });
    expect(response.json().data).toMatchObject({
      personal_details_completed: true,
      address: '1 Church St',
      place_city: 'Parramatta',
      place_state_short_name: 'NSW',
      postcode: '2150',
    });
  });

  it.each([
    {
      case: 'a negative rate',
      body: { indicative_rates: { ...WORKER_PROFILE.indicative_rates, weekday_hourly_rate: -100 } },
      field: 'indicative_rates.weekday_hourly_rate',
      message: 'Enter an hourly rate of $1.00 or more.',
    },
    {
      case: 'an absurd rate',
      body: { indicative_rates: { ...WORKER_PROFILE.indicative_rates, weekend_hourly_rate: 60_000 } },
      field: 'indicative_rates.weekend_hourly_rate',
      message: 'Enter an hourly rate of $500.00 or less.',
    },
    {
      case: 'a rate as text',
      body: { indicative_rates: { ...WORKER_PROFILE.indicative_rates, travel_per_km_rate: '99' } },
      field: 'indicative_rates.travel_per_km_rate',
      message: 'Enter an amount in whole cents.',
    },
    {
      case: 'an end before the start',
      body: { availability_schedule: [{ day: 'monday', start: '17:00:00', end: '09:00:00' }] },
      field: 'availability_schedule.0.end',
      message: 'The end time must be after the start time.',
    },
    {
      case: 'an unknown service',
      body: { service_offerings: ['dog_walking'] },
      field: 'service_offerings.0',
      message: 'Choose a service from the list.',
    },
    {
      case: 'a list sent as text',
      body: { languages: 'English' },
      field: 'languages',
      message: 'Choose from the list.',
    },
    {
      case: 'a NUL byte',
      body: { description: 'hello\u0000' },
      field: 'description',
      message: 'Your description has a character we cannot accept.',
    },
    {
      case: 'an oversize description',
      body: { description: 'x'.repeat(2001) },
      field: 'description',
      message: 'Your description must be 2000 characters or fewer.',
    },
    {
      case: 'an oversize name',
      body: { first_name: 'x'.repeat(81) },
      field: 'first_name',
      message: 'Your first name must be 80 characters or fewer.',
    },
    {
      case: 'a computed flag',
      body: { profile_completed: true },
      field: 'profile_completed',
      message: ERROR_MESSAGES.unknownField,
    },
    {
      case: 'the e-mail',
      body: { email: 'new@example.com' },
      field: 'email',
      message: ERROR_MESSAGES.unknownField,
    },
    {
      case: 'a worker under 18',
      body: { date_of_birth: '2015-01-01' },
      field: 'date_of_birth',
      message: 'Support workers must be 18 or older.',
    },
    {
      case: 'a birth date in the future',
      body: { date_of_birth: '2999-01-01' },
      field: 'date_of_birth',
      message: 'Your date of birth must be in the past.',
    },
    {
      case: 'a phone number from abroad',
      body: { phone: '+44 20 7946 0958' },
      field: 'phone',
      message: 'Enter an Australian phone number, like 0412 345 678.',
    },
    {
      case: 'a client field',
      body: { support_preference: CLIENT_PROFILE.support_preference },
      field: 'support_preference',
      message: PROFILE_MESSAGES.clientOnly,
    },
  ])('refuses $case with a 422 on $field and stores nothing', async ({ body, field, message }) => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const before = await profileOf(token);
    const response = await patch(t.app, token, { first_name: 'Changed', ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors?.[field]).toEqual([message]);
    expect(await profileOf(token)).toEqual(before);
  });

  it('refuses worker fields from a client, naming each', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const response = await patch(t.app, token, { first_name: 'Changed', ...WORKER_PROFILE });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['availability_schedule', 'client_preference', 'indicative_rates', 'service_offerings'].sort(),
    );
    expect((await profileOf(token)).first_name).toBe('Mia');
  });

  it('refuses an empty change, a body that is not JSON, and a caller with no token', async () => {
    const { token } = await signUp(t.app);
    const empty = await patch(t.app, token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(PROFILE_MESSAGES.nothingToSave);
    const notJson = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(notJson.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { first_name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a worker hide their profile and show it again (decision 018)', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const hidden = await patch(t.app, token, { profile_visibility: 'hidden' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.support_preference.profile_visibility).toBe('hidden');
    const shown = await patch(t.app, token, { profile_visibility: 'visible' });
    expect(shown.json().data.support_preference.profile_visibility).toBe('visible');
    expect((await profileOf(token)).support_preference.profile_visibility).toBe('visible');
  });

  it('lets a client set who can find them on its own, in the same place as their support preference', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const response = await patch(t.app, token, { profile_visibility: 'hidden' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.support_preference).toEqual({
      profile_visibility: 'hidden',
      gender: null,
      car_ownership: null,
    });
  });

  it('refuses a visibility that is not visible or hidden, and stores nothing', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const response = await patch(t.app, token, { profile_visibility: 'friends' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.profile_visibility).toEqual(['Choose who can find your profile.']);
    expect((await profileOf(token)).support_preference.profile_visibility).toBeNull();
  });

  it('changes only the caller: one person never writes another', async () => {
    const ana = await signUp(t.app, { user_type: 'worker' });
    const ben = await signUp(t.app, { user_type: 'worker' });
    await patch(t.app, ana.token, { description: 'Ana here.' });
    expect((await profileOf(ben.token)).description).toBeNull();
  });
});

describe('avatar', () => {
  it('stores an upright 512 px WebP square, serves it to signed-in people, and replaces the old file', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const response = await uploadAvatar(token, multipart('avatar', 'me.png', 'image/png', await photo()));
    expect(response.statusCode).toBe(200);
    const avatar = response.json().data.avatar;
    expect(avatar.url).toBe(`/api/avatars/${avatar.id}`);

    const other = await signUp(t.app);
    const image = await t.app.inject({ method: 'GET', url: avatar.url, headers: auth(other.token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const replaced = await uploadAvatar(
      token,
      multipart('avatar', 'me.jpg', 'image/jpeg', await photo(300, 900, 'jpeg')),
    );
    expect(replaced.statusCode).toBe(200);
    expect(avatarFiles()).not.toContain(`${avatar.id}.webp`);
    expect((await t.app.inject({ method: 'GET', url: avatar.url, headers: auth(token) })).statusCode).toBe(
      404,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: auth(token),
    });
    expect(removed.json().data.avatar).toBeNull();
    expect(avatarFiles()).not.toContain(`${replaced.json().data.avatar.id}.webp`);
  });

  it('counts a photo for the avatar step of the progress', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    await uploadAvatar(token, multipart('avatar', 'me.png', 'image/png', await photo(64, 64)));
    const [row] = await t.app.ctx.db.select().from(profiles);
    expect(row).toBeDefined();
    expect((await profileOf(token)).avatar).not.toBeNull();
  });

  it.each([
    {
      case: 'text named .png',
      file: () => multipart('avatar', 'me.png', 'image/png', Buffer.from('hello, not an image')),
      message: PROFILE_MESSAGES.avatarNotImage,
    },
    {
      case: 'an SVG',
      file: () =>
        multipart(
          'avatar',
          'me.svg',
          'image/svg+xml',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ),
      message: PROFILE_MESSAGES.avatarNotImage,
    },
    {
      case: 'an HTML page named .jpg',
      file: () =>
        multipart('avatar', 'me.jpg', 'image/jpeg', Buffer.from('<!doctype html><script>alert(1)</script>')),
      message: PROFILE_MESSAGES.avatarNotImage,
    },
    {
      case: 'a PDF',
      file: () =>
        multipart('avatar', 'me.png', 'image/png', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')),
      message: PROFILE_MESSAGES.avatarNotImage,
    },
    {
      case: 'a truncated PNG',
      file: async () => multipart('avatar', 'me.png', 'image/png', (await photo()).subarray(0, 200)),
      message: PROFILE_MESSAGES.avatarNotImage,
    },
    {
      case: 'a file over 5 MB',
      file: () => multipart('avatar', 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
      message: PROFILE_MESSAGES.avatarTooLarge,
    },
    {
      case: 'the wrong field',
      file: async () => multipart('picture', 'me.png', 'image/png', await photo()),
      message: PROFILE_MESSAGES.avatarMissing,
    },
  ])('refuses $case with a 422 on avatar and stores nothing', async ({ file, message }) => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const before = avatarFiles().length;
    const response = await uploadAvatar(token, await file());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ avatar: [message] });
    expect((await profileOf(token)).avatar).toBeNull();
    expect(avatarFiles().length).toBe(before);
  });

  it('refuses a JSON body, a caller with no token, and an unknown or malformed photo id', async () => {
    const { token } = await signUp(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: auth(token),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const file = multipart('avatar', 'me.png', 'image/png', await photo());
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: file.headers,
      payload: file.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/avatars/0b5e4b4e-8d43-4a52-9d7e-1a2b3c4d5e6f',
      headers: auth(token),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/avatars/..%2F..%2Fsecrets',
      headers: auth(token),
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).not.toContain('jwt');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/avatars/0b5e4b4e-8d43-4a52-9d7e-1a2b3c4d5e6f' }))
        .statusCode,
    ).toBe(401);
  });
});
