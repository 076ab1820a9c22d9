import { WORKER_SEARCH_SORTS } from '@alongside/contract';
import {
  centsToDollarsText,
  dollarsToCents,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@alongside/domain';
import { serviceLabel, WORKER_GENDER_WORDS } from './worker-words';

/** The search's filters as the form holds them; the URL holds them under the API's own names. */
export interface SearchFormValues {
  /** One of the client's address ids, or OTHER_PLACE for a suburb typed in. */
  near: string;
  suburb: string;
  state: string;
  postcode: string;
  radius_km: string;
  services: string[];
  gender: string;
  has_car: boolean;
  days: string[];
  from: string;
  to: string;
  /** Dollars, as typed ("45.50"). */
  max_rate: string;
  languages: string[];
  include_unverified: boolean;
  sort: string;
}

export const OTHER_PLACE = 'other';
export const RADIUS_CHOICES = ['5', '10', '20', '50', '100'] as const;
export const DEFAULT_RADIUS = '20';
export const DEFAULT_SORT = 'best_match';

/** Every query parameter the search screen puts in its URL, all passed to `GET /api/workers` as they are. */
export const SEARCH_PARAMS = [
  'filter[address_id]',
  'filter[suburb]',
  'filter[state]',
  'filter[postcode]',
  'filter[radius_km]',
  'filter[services]',
  'filter[gender]',
  'filter[has_car]',
  'filter[days]',
  'filter[from]',
  'filter[to]',
  'filter[max_rate]',
  'filter[languages]',
  'filter[include_unverified]',
  'sort',
  'page',
] as const;

/** Which form field shows the server's message about a parameter. */
export const PARAM_FIELD: Readonly<Record<string, keyof SearchFormValues>> = {
  'filter[address_id]': 'near',
  'filter[suburb]': 'suburb',
  'filter[state]': 'suburb',
  'filter[postcode]': 'suburb',
  'filter[radius_km]': 'radius_km',
  'filter[services]': 'services',
  'filter[gender]': 'gender',
  'filter[has_car]': 'has_car',
  'filter[days]': 'days',
  'filter[from]': 'from',
  'filter[to]': 'to',
  'filter[max_rate]': 'max_rate',
  'filter[languages]': 'languages',
  'filter[include_unverified]': 'include_unverified',
  sort: 'sort',
};

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The API's query from the page's URL: only the parameters the search knows, unchanged. */
export function apiQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of SEARCH_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') query[name] = value;
  }
  return query;
}

/** The form's values from the URL; `primaryAddressId` is where a search with no place starts. */
export function formValuesFromParams(
  params: URLSearchParams,
  primaryAddressId: string | null,
): SearchFormValues {
  const suburb = params.get('filter[suburb]') ?? '';
  const addressId = params.get('filter[address_id]');
  const rate = params.get('filter[max_rate]');
  const cents = rate !== null && /^\d+$/.test(rate) ? Number(rate) : null;
  const sort = params.get('sort') ?? DEFAULT_SORT;
  return {
    near: addressId ?? (suburb ? OTHER_PLACE : (primaryAddressId ?? OTHER_PLACE)),
    suburb,
    state: params.get('filter[state]') ?? '',
    postcode: params.get('filter[postcode]') ?? '',
    radius_km: params.get('filter[radius_km]') ?? DEFAULT_RADIUS,
    services: list(params.get('filter[services]')),
    gender: params.get('filter[gender]') ?? '',
    has_car: params.get('filter[has_car]') === 'true',
    days: WEEKDAYS.filter((day) => list(params.get('filter[days]')).includes(day)),
    from: (params.get('filter[from]') ?? '').slice(0, 5),
    to: (params.get('filter[to]') ?? '').slice(0, 5),
    max_rate: cents === null ? (rate ?? '') : centsToDollarsText(cents),
    languages: list(params.get('filter[languages]')),
    include_unverified: params.get('filter[include_unverified]') === 'true',
    sort: (WORKER_SEARCH_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The URL's parameters for the form's values: empty filters are left out, so a shared link is short;
 * a new search starts at page 1. An amount that is not dollars goes as typed, for the server to refuse.
 */
export function paramsFromFormValues(values: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value !== '') params.set(name, value);
  };
  if (values.near === OTHER_PLACE) {
    set('filter[suburb]', values.suburb.trim());
    set('filter[state]', values.state);
    set('filter[postcode]', values.postcode.trim());
  } else {
    set('filter[address_id]', values.near);
  }
  set('filter[radius_km]', values.radius_km);
  set('filter[services]', values.services.join(','));
  set('filter[gender]', values.gender);
  if (values.has_car) params.set('filter[has_car]', 'true');
  set('filter[days]', values.days.join(','));
  set('filter[from]', values.from);
  set('filter[to]', values.to);
  const rate = values.max_rate.trim();
  if (rate !== '') {
    const cents = dollarsToCents(rate);
    params.set('filter[max_rate]', cents === null ? rate : String(cents));
  }
  set('filter[languages]', values.languages.join(','));
  if (values.include_unverified) params.set('filter[include_unverified]', 'true');
  if (values.sort !== DEFAULT_SORT) params.set('sort', values.sort);
  return params;
}

/** The same URL at another page of results. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** A filter in force, in words, and the URL of the same search without it (back at page 1). */
export interface ActiveFilter {
  label: string;
  without: URLSearchParams;
}

/**
 * The filters a person chose, one per service, day and language, in the order of the form: shown as
 * chips above the results, each removable. Where the search is made from is not one of them.
 */
export function activeFilters(params: URLSearchParams): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const without = (name: string, item?: string) => {
    const next = withPage(params, 1);
    const rest = item === undefined ? [] : list(next.get(name)).filter((value) => value !== item);
    if (rest.length > 0) next.set(name, rest.join(','));
    else next.delete(name);
    return next;
  };
  const single = (name: string, label: (value: string) => string | null) => {
    const value = params.get(name);
    const text = value ? label(value) : null;
    if (text) filters.push({ label: text, without: without(name) });
  };
  const each = (name: string, label: (value: string) => string) => {
    for (const item of list(params.get(name)))
      filters.push({ label: label(item), without: without(name, item) });
  };

  single('filter[radius_km]', (km) => (km === DEFAULT_RADIUS ? null : `Within ${km} km`));
  each('filter[services]', serviceLabel);
  each('filter[days]', (day) => WEEKDAY_LABELS[day as Weekday] ?? day);
  single('filter[from]', (time) => `From ${time.slice(0, 5)}`);
  single('filter[to]', (time) => `Until ${time.slice(0, 5)}`);
  single('filter[gender]', (gender) => WORKER_GENDER_WORDS[gender] ?? gender);
  single('filter[has_car]', (value) => (value === 'true' ? 'Has a car' : null));
  single('filter[max_rate]', (rate) =>
    /^\d+$/.test(rate) ? `Up to $${centsToDollarsText(Number(rate))} an hour` : `Highest rate ${rate}`,
  );
  each('filter[languages]', (language) => language);
  single('filter[include_unverified]', (value) => (value === 'true' ? 'Not yet verified too' : null));
  return filters;
}

/**
 * A search in a few words, for the list of recent searches: where it was made from, then its filters
 * as the chips name them ("Near Parramatta · Personal care · Tuesday").
 */
export function searchSummary(params: URLSearchParams): string {
  const suburb = params.get('filter[suburb]');
  const place = suburb ? `Near ${suburb}` : 'Near your address';
  const filters = activeFilters(params).map((filter) => filter.label);
  return [place, ...(filters.length > 0 ? filters : ['Any kind of support'])].join(' · ');
}
