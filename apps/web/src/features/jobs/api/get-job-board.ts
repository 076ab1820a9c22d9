import {
  boardJobPath,
  jobPaths,
  type JobBoardQueryInput,
  type JobBoardResponse,
  type JobCard,
  type JobCardResponse,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JOBS_QUERY_KEY } from './get-jobs';

/** GET /api/job-board: the open jobs that match the worker, with the board's filters and sort. */
export function jobBoardQueryOptions(query: JobBoardQueryInput) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'board', query],
    queryFn: ({ signal }) => api.get<JobBoardResponse>(jobPaths.board, { query, signal }),
  });
}

/** The previous page stays on screen while a new filter or sort loads. */
export function useJobBoard(query: JobBoardQueryInput) {
  return useQuery({ ...jobBoardQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/job-board/:id: one open job as the worker sees it; not open, missing or malformed: 404. */
export function useBoardJob(id: string) {
  return useQuery({
    queryKey: [...JOBS_QUERY_KEY, 'board-job', id],
    queryFn: ({ signal }) =>
      api.get<JobCardResponse>(boardJobPath(id), { signal }).then(({ data }): JobCard => data),
    retry: false,
  });
}
