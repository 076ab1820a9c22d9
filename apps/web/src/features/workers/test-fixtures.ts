import type { Address, WorkerCard, WorkerProfile, WorkerSearchResponse } from '@alongside/contract';

export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    label: 'Home',
    address: '1 Church Street',
    address_2: null,
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    latitude: -33.81,
    longitude: 151.0,
    is_primary: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function workerCard(overrides: Partial<WorkerCard> = {}): WorkerCard {
  return {
    id: 'w1',
    first_name: 'Wes',
    last_initial: 'W',
    avatar: null,
    place_city: 'Westmead',
    place_state_short_name: 'NSW',
    distance_km: 4.24,
    services: ['personal_care', 'transport'],
    indicative_rates: {
      travel_per_km_rate: 95,
      weekday_hourly_rate: 4550,
      weekday_night_hourly_rate: 5000,
      weekend_hourly_rate: 6000,
      weekend_night_hourly_rate: 7000,
    },
    gender: 'male',
    car_ownership: 'has_car',
    languages: ['English', 'Greek'],
    fully_verified: true,
    badges: [{ document_type: 'police_checks', text: 'Police check verified 3 Mar 2026' }],
    match_reasons: ['Offers personal care', 'Speaks Greek'],
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function searchResponse(
  data: WorkerCard[],
  meta: Partial<WorkerSearchResponse['meta']> = {},
): WorkerSearchResponse {
  return {
    data,
    meta: {
      page: 1,
      limit: 20,
      total: data.length,
      last_page: 1,
      near: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      radius_km: 20,
      ...meta,
    },
  };
}

export function workerProfile(overrides: Partial<WorkerProfile> = {}): WorkerProfile {
  const { match_reasons: _reasons, ...card } = workerCard();
  return {
    ...card,
    distance_km: 4.24,
    badges: [
      {
        document_type: 'police_checks',
        label: 'Police check',
        approved_at: '2026-03-03T00:00:00.000Z',
        text: 'Police check verified 3 Mar 2026',
      },
    ],
    description: 'I have worked in disability support for six years.',
    availability_schedule: [
      { day: 'tuesday', start: '13:00:00', end: '17:30:00' },
      { day: 'monday', start: '09:00:00', end: '17:00:00' },
    ],
    interests: ['Cooking'],
    qualifications: ['cert_iii_individual_support'],
    education: [{ institution: 'TAFE NSW', course: 'Certificate III', start_year: 2018, end_year: 2019 }],
    work_experience: [
      { organisation: 'Care Co', role: 'Support worker', start_year: 2019, end_year: null, description: '' },
    ],
    training: [{ name: 'First aid', provider: 'St John', year: 2025 }],
    client_genders: ['female', 'male'],
    range_of_work_in_km: 25,
    ...overrides,
  };
}
