import {
  jobPath,
  jobPaths,
  type Job,
  type JobResponse,
  type MyJobsQueryInput,
  type MyJobsResponse,
} from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const JOBS_QUERY_KEY = ['jobs'] as const;

/** GET /api/my-jobs: the client's jobs, one state or all, with the count in each state. */
export function myJobsQueryOptions(query: MyJobsQueryInput = {}) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'mine', query],
    queryFn: ({ signal }) => api.get<MyJobsResponse>(jobPaths.myJobs, { query, signal }),
  });
}

export function useMyJobs(query: MyJobsQueryInput = {}) {
  return useQuery(myJobsQueryOptions(query));
}

/** GET /api/jobs/:id. Someone else's job, a missing one or a malformed id answers 404. */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<JobResponse>(jobPath(id), { signal }).then(({ data }): Job => data),
    retry: false,
  });
}

export function useJob(id: string | null) {
  return useQuery({ ...jobQueryOptions(id ?? ''), enabled: id !== null });
}
