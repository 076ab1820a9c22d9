import {
  applicationMovePath,
  applicationPaths,
  jobApplicationsPath,
  type ApplicantListQueryInput,
  type ApplicantListResponse,
  type ApplicationMove,
  type ApplicationResponse,
  type ApplyBody,
  type MyApplicationsQueryInput,
  type MyApplicationsResponse,
} from '@alongside/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JOBS_QUERY_KEY } from './get-jobs';

const APPLICATIONS_QUERY_KEY = [...JOBS_QUERY_KEY, 'applications'] as const;

/** GET /api/jobs/:id/applications: the job's applicants for its client. */
export function applicantsQueryOptions(jobId: string, query: ApplicantListQueryInput = {}) {
  return queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'job', jobId, query],
    queryFn: ({ signal }) => api.get<ApplicantListResponse>(jobApplicationsPath(jobId), { query, signal }),
    retry: false,
  });
}

export function useApplicants(jobId: string, query: ApplicantListQueryInput = {}) {
  return useQuery(applicantsQueryOptions(jobId, query));
}

/** GET /api/applications: the worker's own applications. */
export function myApplicationsQueryOptions(query: MyApplicationsQueryInput = {}) {
  return queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'mine', query],
    queryFn: ({ signal }) =>
      api.get<MyApplicationsResponse>(applicationPaths.applications, { query, signal }),
  });
}

export function useMyApplications(query: MyApplicationsQueryInput = {}) {
  return useQuery(myApplicationsQueryOptions(query));
}

/** POST /api/jobs/:id/applications: a 422 names the field, a 403 lists what the profile still needs. */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...APPLICATIONS_QUERY_KEY, 'apply'],
    mutationFn: ({ jobId, body }: { jobId: string; body: ApplyBody }) =>
      api.post<ApplicationResponse>(jobApplicationsPath(jobId), body, { snackbar: false }),
    onSuccess: (_, { jobId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...JOBS_QUERY_KEY, 'detail', jobId] }),
        client.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
      ]),
  });
}

/** POST /api/applications/:id/<move>: the answer says what happened; jobs and lists are read again. */
export function useMoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...APPLICATIONS_QUERY_KEY, 'move'],
    mutationFn: ({ id, move, reason }: { id: string; move: ApplicationMove; reason?: string }) =>
      api.post<ApplicationResponse>(
        applicationMovePath(id, move),
        move === 'decline' && reason ? { reason } : {},
        { snackbar: false },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
