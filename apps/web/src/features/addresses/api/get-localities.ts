import {
  addressPaths,
  LOCALITY_QUERY_MIN_LENGTH,
  type LocalityListResponse,
  type LocalitySuggestion,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/localities?q=: places for the suburb field. The list never changes, so answers are kept. */
export function localitiesQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['addresses', 'localities', query.toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .get<LocalityListResponse>(addressPaths.localities, { query: { q: query }, signal, snackbar: false })
        .then(({ data }): LocalitySuggestion[] => data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLocalities(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...localitiesQueryOptions(trimmed),
    enabled: trimmed.length >= LOCALITY_QUERY_MIN_LENGTH,
    // The list stays while the next answer comes, so it does not flicker as the person types.
    placeholderData: keepPreviousData,
  });
}
