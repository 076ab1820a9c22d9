import {
  requestMovePath,
  requestPaths,
  type RequestBody,
  type RequestListQueryInput,
  type RequestListResponse,
  type RequestMove,
  type RequestResponse,
} from '@alongside/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const REQUESTS_QUERY_KEY = ['requests'] as const;

/** GET /api/requests: what the client sent or the worker received, one state or all. */
export function requestsQueryOptions(query: RequestListQueryInput = {}) {
  return queryOptions({
    queryKey: [...REQUESTS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => api.get<RequestListResponse>(requestPaths.requests, { query, signal }),
  });
}

export function useRequests(query: RequestListQueryInput = {}) {
  return useQuery(requestsQueryOptions(query));
}

/** POST /api/requests: a 422 names the field; a 409 says a request already waits. */
export function useSendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...REQUESTS_QUERY_KEY, 'send'],
    mutationFn: (body: RequestBody) =>
      api.post<RequestResponse>(requestPaths.requests, body, { snackbar: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
  });
}

/** POST /api/requests/:id/accept|decline|cancel. */
export function useMoveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...REQUESTS_QUERY_KEY, 'move'],
    mutationFn: ({ id, move }: { id: string; move: RequestMove }) =>
      api.post<RequestResponse>(requestMovePath(id, move), {}, { snackbar: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
  });
}
