import type { AustralianState, JobRates } from '@alongside/domain';
import type { JobRow } from '../../db/schema/index';

/** A job row's rate columns as the rates the domain and the contract speak of. */
export function ratesOf(row: JobRow): JobRates {
  return {
    weekday_hourly_rate: row.weekday_hourly_rate,
    weekday_night_hourly_rate: row.weekday_night_hourly_rate,
    weekend_hourly_rate: row.weekend_hourly_rate,
    weekend_night_hourly_rate: row.weekend_night_hourly_rate,
    travel_per_km_rate: row.travel_per_km_rate,
  };
}

/**
 * Where a job (or a request) is, as anyone who may see it sees it: the suburb, never the street;
 * null until chosen.
 */
export function placeOf(
  row: Pick<JobRow, 'suburb' | 'place_state' | 'postcode'>,
): { suburb: string; state: AustralianState; postcode: string } | null {
  return row.suburb && row.place_state && row.postcode
    ? { suburb: row.suburb, state: row.place_state as AustralianState, postcode: row.postcode }
    : null;
}
