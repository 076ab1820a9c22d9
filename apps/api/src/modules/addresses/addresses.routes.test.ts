import { ADDRESS_MESSAGES, ERROR_MESSAGES, unknownLocalityMessage } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index';
import { getSession, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addAddress } from './addresses.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = 'No query results for model [Address].';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const HOME = {
  label: 'Home',
  address: '1 Church Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
};
const MUMS = {
  label: "Mum's place",
  address: '12 Acland Street',
  address_2: 'Unit 4',
  suburb: 'st kilda',
  state: 'VIC',
  postcode: '3182',
};
const WORK = { address: '5 Smith Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' };

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function person() {
  const { token } = await signUp(t.app, { user_type: 'client' });
  const user = (await getSession(t.app, token)).json().user as { id: string };
  return { token, id: user.id };
}

async function add(token: string, body: unknown) {
  const response = await call('POST', '/api/addresses', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; is_primary: boolean; suburb: string };
}

async function stored(userId: string) {
  return t.app.ctx.db.select().from(addresses).where(eq(addresses.user_id, userId));
}

async function sessionUser(token: string) {
  return (await getSession(t.app, token)).json().user;
}

describe('adding and listing addresses', () => {
  it('makes the first address primary, with the place spelled and located from the dataset', async () => {
    const { token, id } = await person();
    const response = await call('POST', '/api/addresses', token, {
      ...HOME,
      suburb: 'PARRAMATTA',
      state: 'NSW',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      label: 'Home',
      address: '1 Church Street',
      address_2: null,
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      is_primary: true,
    });
    const [row] = await stored(id);
    expect(row?.latitude).toBeCloseTo(-33.81, 1);
    expect(row?.longitude).toBeCloseTo(151.0, 1);
    expect(await sessionUser(token)).toMatchObject({
      address: '1 Church Street',
      address_2: null,
      place_city: 'Parramatta',
      place_state_short_name: 'NSW',
      postcode: '2150',
    });
  });

  it('adds a second one beside the primary, and lists the primary first with the list meta', async () => {
    const { token } = await person();
    await add(token, HOME);
    const second = await add(token, MUMS);
    expect(second).toMatchObject({ is_primary: false, suburb: 'St Kilda' });

    const response = await call('GET', '/api/addresses', token);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(
      list.data.map((address: { suburb: string; is_primary: boolean }) => [
        address.suburb,
        address.is_primary,
      ]),
    ).toEqual([
      ['Parramatta', true],
      ['St Kilda', false],
    ]);
    expect(list.meta).toEqual({ page: 1, limit: 10, total: 2, last_page: 1 });
    expect((await sessionUser(token)).place_city).toBe('Parramatta');
  });

  it('pages the list with page and limit, answers 400 to any other parameter and 422 to a bad page or limit', async () => {
    const { token } = await person();
    await add(token, HOME);
    await add(token, MUMS);
    await add(token, WORK);
    const page2 = (await call('GET', '/api/addresses?page=2&limit=2', token)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.meta).toEqual({ page: 2, limit: 2, total: 3, last_page: 2 });

    for (const [query, status] of [
      ['sort=-created_at', 400],
      ['filter[state]=VIC', 400],
      ['limit=11', 422],
      ['page=0', 422],
      ['limit=abc', 422],
    ] as const) {
      const response = await call('GET', `/api/addresses?${query}`, token);
      expect(response.statusCode, query).toBe(status);
    }
  });

  it('moves the primary to a new address added with is_primary: true', async () => {
    const { token, id } = await person();
    await add(token, HOME);
    const work = await add(token, { ...WORK, is_primary: true });
    expect(work.is_primary).toBe(true);
    const rows = await stored(id);
    expect(rows.filter((row) => row.is_primary).map((row) => row.suburb)).toEqual(['Fitzroy']);
    expect((await sessionUser(token)).place_city).toBe('Fitzroy');
  });

  it('offers the demo seed the same rules through the service', async () => {
    const { token, id } = await person();
    const address = await addAddress(t.app.ctx, id, {
      address: '3 Beach Road',
      suburb: 'Glenelg',
      state: 'SA',
      postcode: '5045',
    });
    expect(address).toMatchObject({ is_primary: true, suburb: 'Glenelg' });
    expect((await sessionUser(token)).place_city).toBe('Glenelg');
  });
});

describe('changing addresses', () => {
  it('switches the primary in one step, and the session user follows it', async () => {
    const { token, id } = await person();
    const home = await add(token, HOME);
    const mums = await add(token, MUMS);

    const response = await call('PATCH', `/api/addresses/${mums.id}`, token, { is_primary: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_primary).toBe(true);
    const rows = await stored(id);
    expect(rows.find((row) => row.id === home.id)?.is_primary).toBe(false);
    expect(rows.find((row) => row.id === mums.id)?.is_primary).toBe(true);
    expect(await sessionUser(token)).toMatchObject({
      address: '12 Acland Street',
      address_2: 'Unit 4',
      place_city: 'St Kilda',
      place_state_short_name: 'VIC',
      postcode: '3182',
    });
  });

  it('edits any subset; a new place is checked with the fields not sent, and clearing a line stores null', async () => {
    const { token, id } = await person();
    const home = await add(token, { ...HOME, address_2: 'Level 2' });
    const response = await call('PATCH', `/api/addresses/${home.id}`, token, {
      address: '2 Church Street',
      address_2: '',
      suburb: 'harris park',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      address: '2 Church Street',
      address_2: null,
      suburb: 'Harris Park',
      postcode: '2150',
      label: 'Home',
    });
    const [row] = await stored(id);
    expect(row?.latitude).toBeCloseTo(-33.82, 1);
    expect(await sessionUser(token)).toMatchObject({
      address: '2 Church Street',
      address_2: null,
      place_city: 'Harris Park',
    });
  });

  it('refuses to un-mark the primary, and an empty change', async () => {
    const { token } = await person();
    const home = await add(token, HOME);
    const unmark = await call('PATCH', `/api/addresses/${home.id}`, token, { is_primary: false });
    expect(unmark.statusCode).toBe(422);
    expect(unmark.json().errors).toEqual({ is_primary: [ADDRESS_MESSAGES.keepOnePrimary] });
    const empty = await call('PATCH', `/api/addresses/${home.id}`, token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(ADDRESS_MESSAGES.nothingToSave);
  });

  it('turns personal_details_completed on with names, birth date, gender, phone and a primary address', async () => {
    const { token } = await person();
    const details = {
      first_name: 'Mia',
      last_name: 'Walker',
      date_of_birth: '1950-01-31',
      gender: 'female',
      phone: '0298765432',
    };
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: auth(token),
      payload: details,
    });
    expect(profile.json().data.personal_details_completed).toBe(false);

    const home = await add(token, HOME);
    expect((await sessionUser(token)).personal_details_completed).toBe(true);

    // Deleting the only address leaves no primary: the details are no longer complete.
    expect((await call('DELETE', `/api/addresses/${home.id}`, token)).statusCode).toBe(200);
    expect(await sessionUser(token)).toMatchObject({
      personal_details_completed: false,
      address: null,
      place_city: null,
    });
  });
});

describe('deleting addresses', () => {
  it('promotes the most recently added address left when the primary goes', async () => {
    const { token, id } = await person();
    const home = await add(token, HOME);
    await add(token, MUMS);
    const work = await add(token, WORK);

    const response = await call('DELETE', `/api/addresses/${home.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: home.id, suburb: 'Parramatta' });
    const rows = await stored(id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.is_primary).map((row) => row.id)).toEqual([work.id]);
    expect((await sessionUser(token)).place_city).toBe('Fitzroy');
  });

  it('leaves the primary alone when another address goes', async () => {
    const { token, id } = await person();
    const home = await add(token, HOME);
    const mums = await add(token, MUMS);
    expect((await call('DELETE', `/api/addresses/${mums.id}`, token)).statusCode).toBe(200);
    expect((await stored(id)).map((row) => [row.id, row.is_primary])).toEqual([[home.id, true]]);
    expect((await call('GET', `/api/addresses/${mums.id}`, token)).statusCode).toBe(404);
  });
});

describe('bad input: a 422 naming the field, nothing stored', () => {
  let someone: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    someone = await person();
  });

  it.each([
    [
      'a suburb and postcode that do not go together',
      { ...HOME, postcode: '3000' },
      {
        postcode: [unknownLocalityMessage('Parramatta', 'NSW', '3000')],
        suburb: [ADDRESS_MESSAGES.checkSuburb],
      },
    ],
    [
      'the wrong state',
      { ...HOME, state: 'VIC' },
      {
        postcode: [unknownLocalityMessage('Parramatta', 'VIC', '2150')],
        suburb: [ADDRESS_MESSAGES.checkSuburb],
      },
    ],
    [
      'a post-office-box-only postcode',
      { ...HOME, postcode: '2124' },
      {
        postcode: [unknownLocalityMessage('Parramatta', 'NSW', '2124')],
        suburb: [ADDRESS_MESSAGES.checkSuburb],
      },
    ],
    [
      'a postcode that is not 4 digits',
      { ...HOME, postcode: '215' },
      { postcode: ['Enter a postcode of 4 numbers, like 3000.'] },
    ],
    ['a state that is not one', { ...HOME, state: 'NZ' }, { state: ['Choose a state or territory.'] }],
    [
      'a NUL byte',
      { ...HOME, address: '1 Church\u0000 Street' },
      { address: ['The street address has a character we cannot accept.'] },
    ],
    [
      'an oversize street line',
      { ...HOME, address: 'x'.repeat(121) },
      { address: ['The street address must be 120 characters or fewer.'] },
    ],
    [
      'an oversize label',
      { ...HOME, label: 'x'.repeat(41) },
      { label: ['A name for this address must be 40 characters or fewer.'] },
    ],
    ['an unknown field', { ...HOME, latitude: -33.8 }, { latitude: [ERROR_MESSAGES.unknownField] }],
    ['a missing street line', { ...HOME, address: undefined }, { address: ['Enter the street address.'] }],
  ])('%s', async (_kind, body, errors) => {
    const { token, id } = someone;
    const response = await call('POST', '/api/addresses', token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await stored(id)).toEqual([]);
  });

  it('refuses a bad place in a change and keeps the address as it was', async () => {
    const { token, id } = await person();
    const home = await add(token, HOME);
    const response = await call('PATCH', `/api/addresses/${home.id}`, token, {
      postcode: '3000',
      address: 'Elsewhere',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.postcode).toEqual([unknownLocalityMessage('Parramatta', 'NSW', '3000')]);
    expect((await stored(id)).map((row) => [row.address, row.postcode])).toEqual([
      ['1 Church Street', '2150'],
    ]);
  });

  it('refuses an 11th address', async () => {
    const { token, id } = await person();
    for (let index = 1; index <= 10; index++)
      await add(token, { ...HOME, address: `${index} Church Street` });
    const response = await call('POST', '/api/addresses', token, { ...HOME, address: '11 Church Street' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ADDRESS_MESSAGES.tooMany);
    expect(await stored(id)).toHaveLength(10);
  });
});

describe('who may call', () => {
  it.each([
    ['GET', '/api/addresses'],
    ['POST', '/api/addresses'],
    ['GET', '/api/addresses/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/addresses/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/addresses/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/localities?q=parra'],
  ] as const)('%s %s needs a signed-in person (401)', async (method, url) => {
    const response = await call(
      method,
      url,
      undefined,
      method === 'POST' || method === 'PATCH' ? HOME : undefined,
    );
    expect(response.statusCode).toBe(401);
  });

  it("answers someone else's address exactly like a missing one, and changes nothing", async () => {
    const owner = await person();
    const other = await person();
    const home = await add(owner.token, HOME);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const target of [home.id, missing, 'not-an-id']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { address: 'Taken over', is_primary: true }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/addresses/${target}`, other.token, body);
        expect(response.statusCode, `${method} ${target}`).toBe(404);
        expect(response.json()).toEqual({ message: NOT_FOUND });
      }
    }
    expect((await stored(owner.id)).map((row) => [row.address, row.is_primary])).toEqual([
      ['1 Church Street', true],
    ]);
    expect((await call('GET', '/api/addresses', other.token)).json().data).toEqual([]);
  });
});

describe('GET /api/localities', () => {
  let someone: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    someone = await person();
  });

  it('suggests places by the start of a name or a postcode', async () => {
    const { token } = someone;
    const byName = await call('GET', '/api/localities?q=parramatta', token);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data[0]).toEqual({ suburb: 'Parramatta', state: 'NSW', postcode: '2150' });
    const byPostcode = (await call('GET', '/api/localities?q=3182', token)).json().data;
    expect(byPostcode.map((place: { suburb: string }) => place.suburb)).toContain('St Kilda');
    expect(byPostcode.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['a query of 1 character', 'q=p', 422],
    ['a query of 41 characters', `q=${'a'.repeat(41)}`, 422],
    ['no query', '', 422],
    ['a NUL byte', 'q=pa%00rra', 422],
    ['an unknown parameter', 'q=parra&limit=50', 400],
  ])('refuses %s with a %i', async (_kind, query, status) => {
    const { token } = someone;
    const response = await call('GET', `/api/localities?${query}`, token);
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json().errors)).toEqual([status === 400 ? 'limit' : 'q']);
  });
});

describe('OpenAPI', () => {
  it('documents the addresses and localities endpoints from the contract', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/addresses', '/api/addresses/{id}', '/api/localities']),
    );
    expect(
      document.paths['/api/addresses'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('postcode');
  });
});
