import {
  jobPath,
  jobPaths,
  type Job,
  type JobCard,
  type JobListQueryInput,
  type JobViewResponse,
  type MyJobsResponse,
} from '@alongside/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const JOBS_QUERY_KEY = ['jobs'] as const;

/** GET /api/jobs as a client: their own jobs, one state or all, with the count in each state. */
export function myJobsQueryOptions(query: JobListQueryInput = {}) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'mine', query],
    queryFn: ({ signal }) => api.get<MyJobsResponse>(jobPaths.jobs, { query, signal }),
  });
}

export function useMyJobs(query: JobListQueryInput = {}) {
  return useQuery(myJobsQueryOptions(query));
}

/**
 * GET /api/jobs/:id: the owner's view of their job, or an open job as a worker sees it (`view`).
 * Someone else's job, a missing one or a malformed id answers 404.
 */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<JobViewResponse>(jobPath(id), { signal }).then(({ data }): Job | JobCard => data),
    retry: false,
  });
}

export function useJob(id: string | null) {
  return useQuery({ ...jobQueryOptions(id ?? ''), enabled: id !== null });
}

/** The owner's view of a job, for the pages that only its owner uses (the form, "My jobs"). */
export function useOwnJob(id: string | null) {
  return useQuery({
    ...jobQueryOptions(id ?? ''),
    enabled: id !== null,
    select: (job): Job => {
      if (job.view !== 'owner') throw new Error('Not your job');
      return job;
    },
  });
}
