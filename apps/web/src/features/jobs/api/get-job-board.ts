import {
  jobPaths,
  type JOB_BOARD_SORTS,
  type JobBoardQueryInput,
  type JobBoardResponse,
} from '@alongside/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JOBS_QUERY_KEY } from './get-jobs';

export type BoardSort = (typeof JOB_BOARD_SORTS)[number];

/** Which list: the whole board in any order (`GET /api/jobs`), or the newest or recommended lists. */
export type BoardList = { sort: BoardSort } | { list: 'recent' | 'recommended' };

/** The open jobs that match the worker, with the board's filters, in the order asked. */
export function jobBoardQueryOptions(list: BoardList, query: JobBoardQueryInput) {
  const path = 'list' in list ? jobPaths[list.list] : jobPaths.jobs;
  const params = 'list' in list ? query : { ...query, sort: list.sort };
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'board', path, params],
    queryFn: ({ signal }) => api.get<JobBoardResponse>(path, { query: params, signal }),
  });
}

/** The previous page stays on screen while a new filter or sort loads. */
export function useJobBoard(list: BoardList, query: JobBoardQueryInput) {
  return useQuery({ ...jobBoardQueryOptions(list, query), placeholderData: keepPreviousData });
}
