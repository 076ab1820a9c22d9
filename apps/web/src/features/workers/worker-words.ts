import type { WorkerCard } from '@alongside/contract';
import {
  formatCents,
  formatDistance,
  QUALIFICATIONS,
  SERVICE_CATALOGUE,
  WEEKDAY_LABELS,
  type Weekday,
} from '@alongside/domain';

const SERVICE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  SERVICE_CATALOGUE.map((service) => [service.value, service.label]),
);

/** A service's name as people read it; an unknown value is shown as it is. */
export function serviceLabel(value: string): string {
  return SERVICE_LABELS[value] ?? value;
}

const QUALIFICATION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  QUALIFICATIONS.map((qualification) => [qualification.value, qualification.label]),
);

export function qualificationLabel(value: string): string {
  return QUALIFICATION_LABELS[value] ?? value;
}

export const WORKER_GENDER_WORDS: Readonly<Record<string, string>> = {
  female: 'Woman',
  male: 'Man',
  non_binary: 'Non-binary',
};

export const CLIENT_GENDER_WORDS: Readonly<Record<string, string>> = {
  female: 'women',
  male: 'men',
  non_binary: 'non-binary people',
};

/** "Westmead NSW", or null when the worker has not said. */
export function workerPlace(
  worker: Pick<WorkerCard, 'place_city' | 'place_state_short_name'>,
): string | null {
  const parts = [worker.place_city, worker.place_state_short_name].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** "Westmead NSW · 4.2 km away". */
export function placeAndDistance(
  worker: Pick<WorkerCard, 'place_city' | 'place_state_short_name'> & { distance_km: number | null },
): string | null {
  const place = workerPlace(worker);
  const distance = worker.distance_km === null ? null : `${formatDistance(worker.distance_km)} away`;
  const parts = [place, distance].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "$45.00 an hour", or null when the worker has not set it. */
export function hourlyRate(cents: number | null): string | null {
  return cents === null ? null : `${formatCents(cents, 'en-AU')} an hour`;
}

export const RATE_WORDS = [
  ['weekday_hourly_rate', 'Weekdays', 'an hour'],
  ['weekday_night_hourly_rate', 'Weekday nights', 'an hour'],
  ['weekend_hourly_rate', 'Weekends', 'an hour'],
  ['weekend_night_hourly_rate', 'Weekend nights', 'an hour'],
  ['travel_per_km_rate', 'Travel', 'a km'],
] as const;

/** "9:00 am" from "09:00:00"; "24:00" is midnight at the end of the day. */
export function timeWords(time: string): string {
  const [hourText = '0', minuteText = '00'] = time.split(':');
  const hour = Number(hourText);
  if (hour === 0 || hour === 24) return minuteText === '00' ? 'midnight' : `12:${minuteText} am`;
  if (hour === 12 && minuteText === '00') return 'midday';
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minuteText} ${suffix}`;
}

export function dayWords(day: string): string {
  return WEEKDAY_LABELS[day as Weekday] ?? day;
}

/** "Monday: 9:00 am to 5:00 pm" for each slot, in the week's order. */
export function availabilityWords(
  schedule: readonly { day: string; start: string; end: string }[],
): string[] {
  const order = Object.keys(WEEKDAY_LABELS);
  return [...schedule]
    .sort((a, b) => order.indexOf(a.day) - order.indexOf(b.day) || a.start.localeCompare(b.start))
    .map((slot) => `${dayWords(slot.day)}: ${timeWords(slot.start)} to ${timeWords(slot.end)}`);
}
