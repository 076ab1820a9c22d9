import {
  userDetailsPath,
  workerPath,
  workerPaths,
  type UserDetailsResponse,
  type WorkerProfile,
  type WorkerSearchResponse,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const WORKERS_QUERY_KEY = ['workers'] as const;

/**
 * GET /api/workers with the URL's filters as they are. Errors stay off the snackbar: the form shows
 * a field's message next to the filter, the page the rest.
 */
export function workerSearchQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...WORKERS_QUERY_KEY, 'search', query],
    queryFn: ({ signal }) =>
      api.get<WorkerSearchResponse>(workerPaths.workers, { query, signal, snackbar: false }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useWorkerSearch(query: Record<string, string>, enabled = true) {
  return useQuery({ ...workerSearchQueryOptions(query), enabled });
}

/** GET /api/workers/:id: a hidden, unverified or missing worker answers 404. */
export function workerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...WORKERS_QUERY_KEY, 'profile', id],
    queryFn: ({ signal }) =>
      api.get<{ data: WorkerProfile }>(workerPath(id), { signal, snackbar: false }).then(({ data }) => data),
    retry: false,
  });
}

export function useWorkerProfile(id: string) {
  return useQuery(workerProfileQueryOptions(id));
}

/**
 * GET /api/users/:id (`/userDetails/{id}`): a worker's profile for a client with a reason to see it,
 * or a client's details for a worker they dealt with (`user_type` says which).
 */
export function userDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...WORKERS_QUERY_KEY, 'user-details', id],
    queryFn: ({ signal }) =>
      api.get<UserDetailsResponse>(userDetailsPath(id), { signal, snackbar: false }).then(({ data }) => data),
    retry: false,
  });
}

export function useUserDetails(id: string) {
  return useQuery(userDetailsQueryOptions(id));
}
