import type { Job, JobCard } from '@alongside/contract';

/**
 * What a job's owner and a worker both read of one job: personal care in Parramatta on Monday
 * mornings, 9 to 12, from 30 November 2026, at $65 an hour, with no preferences.
 */
export const MONDAY_JOB_DETAILS = {
  title: 'Monday morning help',
  description: 'Help with showering and breakfast.',
  services: ['personal_care'],
  place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
  schedule: {
    kind: 'weekly',
    times: [{ day: 'monday', start: '09:00:00', end: '12:00:00' }],
    starts_on: '2026-11-30',
    ends_on: null,
  },
  hours_per_week: 3,
  positions: 1,
  rates: {
    weekday_hourly_rate: 6_500,
    weekday_night_hourly_rate: null,
    weekend_hourly_rate: null,
    weekend_night_hourly_rate: null,
    travel_per_km_rate: null,
  },
  preferences: {
    worker_gender: 'no_preference',
    car: 'not_needed',
    languages: [],
    credentials: [],
    qualifications: [],
  },
} satisfies Partial<Job> & Partial<JobCard>;
