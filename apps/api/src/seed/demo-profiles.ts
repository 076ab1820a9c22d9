import type { AddressBody, ProfilePatchBody } from '@alongside/contract';
import { AddressBodySchema, ProfilePatchBodySchema } from '@alongside/contract';
import type { AppContext } from '../lib/app-context';
import { addAddress } from '../modules/addresses/addresses.service';
import { findUserByEmail } from '../modules/account/account.repository';
import { updateProfile } from '../modules/profiles/profiles.service';

type DemoProfile = { email: string; profile: ProfilePatchBody; address: AddressBody };

const WEEKDAY_MORNINGS = (['monday', 'wednesday', 'friday'] as const).map((day) => ({
  day,
  start: '09:00:00',
  end: '12:00:00',
}));
const WORKING_WEEK = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
  day,
  start: '08:00:00',
  end: '16:00:00',
}));

/**
 * Complete profiles for the demo client and worker, so a tester meets finished profiles (and search
 * has someone to find). Phone numbers are from ACMA's range kept for fiction (0491 570 xxx).
 */
export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    email: 'client@example.com',
    profile: {
      description:
        'I live with multiple sclerosis and use a wheelchair on some days. I would like help with my mornings and getting out to the markets on Saturdays.',
      date_of_birth: '1988-04-12',
      gender: 'female',
      phone: '0491 570 156',
      languages: ['English', 'Vietnamese'],
      interests: ['Gardening', 'Music'],
      support_requirements: ['personal_care', 'community_access', 'household_tasks'],
      qualifications_needed: ['manual_handling'],
      require_support_schedule: [
        ...WEEKDAY_MORNINGS,
        { day: 'saturday', start: '10:00:00', end: '13:00:00' },
      ],
      support_preference: { profile_visibility: 'visible', gender: 'no_preference', car_ownership: 'needed' },
      preferred_languages: ['English'],
      max_hourly_rate: 7_023,
    },
    address: {
      label: 'Home',
      address: '24 Church Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
    },
  },
  {
    email: 'worker@example.com',
    profile: {
      description:
        'I have been a support worker for six years. I am patient, on time, and I love a chat about footy. I drive, so I can take you to appointments and outings.',
      date_of_birth: '1992-09-03',
      gender: 'male',
      phone: '0491 570 157',
      languages: ['English'],
      interests: ['Sport', 'Cooking', 'Outdoors'],
      service_offerings: ['personal_care', 'community_access', 'transport', 'household_tasks'],
      availability_schedule: [...WORKING_WEEK, { day: 'saturday', start: '09:00:00', end: '13:00:00' }],
      indicative_rates: {
        travel_per_km_rate: 85,
        weekday_hourly_rate: 6_500,
        weekday_night_hourly_rate: 7_200,
        weekend_hourly_rate: 8_500,
        weekend_night_hourly_rate: 9_500,
      },
      client_preference: {
        genders: ['female', 'male', 'non_binary'],
        car_ownership: 'has_car',
        range_of_work_in_km: 25,
      },
      qualifications: ['cert_iii_individual_support', 'manual_handling'],
      education: [
        {
          institution: 'TAFE NSW',
          course: 'Certificate III in Individual Support',
          start_year: 2019,
          end_year: 2020,
        },
      ],
      work_experience: [
        {
          organisation: 'Self-employed',
          role: 'Independent support worker',
          start_year: 2020,
          end_year: null,
          description:
            'Personal care, community outings and household help for adults with physical disability.',
        },
      ],
      training: [{ name: 'Provide First Aid (HLTAID011)', provider: 'St John Ambulance NSW', year: 2026 }],
    },
    address: {
      label: 'Home',
      address: '8 Hawkesbury Road',
      suburb: 'Westmead',
      state: 'NSW',
      postcode: '2145',
    },
  },
];

/**
 * Fills the demo profiles through the same services the API uses, so the demo data passes every rule
 * a person's input would (a demo profile that breaks a rule fails the seed's test).
 */
export async function seedDemoProfiles(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  for (const demo of DEMO_PROFILES) {
    const user = await findUserByEmail(ctx.db, demo.email);
    if (!user) continue;
    await updateProfile(ctx, user, ProfilePatchBodySchema.parse(demo.profile));
    await addAddress(ctx, user.id, AddressBodySchema.parse(demo.address));
  }
}
