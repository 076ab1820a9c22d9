import { formatCents } from '../money/cents';
import { SERVICE_CATALOGUE, choiceLabel } from '../profiles/profile-values';
import { WEEKDAY_LABELS, type Weekday } from '../profiles/weekdays';
import { formatDistance } from './distance';
import type { WorkerMatchFacts, WorkerSearchFilters } from './matching';
import { listInWords } from '../shared/text';

/** What "best match" weighs of the client's own profile (spec §3 client fields, decision 018). */
export interface ClientWishes {
  support_requirements: readonly string[];
  preferred_languages: readonly string[];
  max_hourly_rate: number | null;
}

/** Points per kind of fit; ties are broken by distance, then by the newest profile. */
export const BEST_MATCH_WEIGHTS = { sharedService: 3, preferredLanguage: 2, withinBudget: 1 } as const;

/**
 * The best-match score: 3 for each service the worker offers that the client needs, 2 when the
 * worker speaks one of the client's preferred languages, 1 when their weekday rate is within the
 * client's highest hourly rate. The search index (decision 021) computes the same sum to sort.
 */
export function bestMatchScore(
  wishes: ClientWishes,
  worker: Pick<WorkerMatchFacts, 'service_offerings' | 'languages' | 'weekday_hourly_rate'>,
): number {
  const shared = worker.service_offerings.filter((service) => wishes.support_requirements.includes(service));
  const speaks = wishes.preferred_languages.some((language) => worker.languages.includes(language));
  const withinBudget =
    wishes.max_hourly_rate !== null &&
    worker.weekday_hourly_rate !== null &&
    worker.weekday_hourly_rate <= wishes.max_hourly_rate;
  return (
    shared.length * BEST_MATCH_WEIGHTS.sharedService +
    (speaks ? BEST_MATCH_WEIGHTS.preferredLanguage : 0) +
    (withinBudget ? BEST_MATCH_WEIGHTS.withinBudget : 0)
  );
}

/** Why a worker matches, in plain words for the result card ("Offers Personal care and Transport"). */
export function matchReasons(
  wishes: ClientWishes,
  worker: Pick<WorkerMatchFacts, 'service_offerings' | 'languages' | 'weekday_hourly_rate'>,
  distanceKm: number,
  filters: Pick<WorkerSearchFilters, 'services' | 'days' | 'languages'>,
): string[] {
  const reasons = [`${formatDistance(distanceKm)} from you, within how far they travel`];
  const services = worker.service_offerings.filter(
    (service) => wishes.support_requirements.includes(service) || filters.services?.includes(service),
  );
  if (services.length > 0) {
    reasons.push(`Offers ${listInWords(services.map((service) => choiceLabel(SERVICE_CATALOGUE, service)))}`);
  }
  if (filters.days?.length)
    reasons.push(`Available ${listInWords(filters.days.map((day: Weekday) => WEEKDAY_LABELS[day]))}`);
  const languages = worker.languages.filter(
    (language) => wishes.preferred_languages.includes(language) || filters.languages?.includes(language),
  );
  if (languages.length > 0) reasons.push(`Speaks ${listInWords(languages)}`);
  if (
    wishes.max_hourly_rate !== null &&
    worker.weekday_hourly_rate !== null &&
    worker.weekday_hourly_rate <= wishes.max_hourly_rate
  ) {
    reasons.push(`${formatCents(worker.weekday_hourly_rate, 'en-AU')} an hour, within your budget`);
  }
  return reasons;
}
