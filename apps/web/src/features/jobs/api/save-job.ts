import {
  jobMovePath,
  jobPath,
  jobPaths,
  type Job,
  type JobActionResponse,
  type JobOpeningBody,
  type OwnerJobAction,
  type JobBody,
  type JobResponse,
} from '@alongside/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JOBS_QUERY_KEY } from './get-jobs';

/** After any change the client's lists and the job itself are read again. */
function afterChange(client: QueryClient, job: Job) {
  client.setQueryData([...JOBS_QUERY_KEY, 'detail', job.id], job);
  return client.invalidateQueries({ queryKey: [...JOBS_QUERY_KEY, 'mine'] });
}

/** POST /api/jobs: a new draft; a bad field is a 422 naming it (the step shows it there). */
export function createJob(body: JobBody): Promise<Job> {
  return api.post<JobResponse>(jobPaths.jobs, body, { snackbar: false }).then(({ data }) => data);
}

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...JOBS_QUERY_KEY, 'create'],
    mutationFn: createJob,
    onSuccess: (job) => afterChange(client, job),
  });
}

/** PATCH /api/jobs/:id with the details of one step. */
export function updateJob({ id, body }: { id: string; body: JobBody }): Promise<Job> {
  return api.patch<JobResponse>(jobPath(id), body, { snackbar: false }).then(({ data }) => data);
}

export function useUpdateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...JOBS_QUERY_KEY, 'update'],
    mutationFn: updateJob,
    onSuccess: (job) => afterChange(client, job),
  });
}

/** POST /api/jobs/:id/<move>: publish, pause, resume, close or reopen; the answer says what happened. */
export function actOnJob({
  id,
  action,
  body = {},
}: {
  id: string;
  action: OwnerJobAction;
  body?: JobOpeningBody;
}): Promise<JobActionResponse> {
  return api.post<JobActionResponse>(jobMovePath(id, action), body, { snackbar: false });
}

export function useActOnJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...JOBS_QUERY_KEY, 'act'],
    mutationFn: actOnJob,
    onSuccess: ({ data }) => afterChange(client, data),
  });
}

/** POST /api/jobs/:id/repost: a new draft with the details of a job that is over. */
export function repostJob(id: string): Promise<Job> {
  return api.post<JobResponse>(jobMovePath(id, 'repost'), {}).then(({ data }) => data);
}

export function useRepostJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...JOBS_QUERY_KEY, 'repost'],
    mutationFn: repostJob,
    onSuccess: (job) => afterChange(client, job),
  });
}

/** DELETE /api/jobs/:id: a draft only. */
export function deleteJob(id: string): Promise<Job> {
  return api.delete<JobResponse>(jobPath(id)).then(({ data }) => data);
}

export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...JOBS_QUERY_KEY, 'delete'],
    mutationFn: deleteJob,
    onSuccess: (job) => {
      client.removeQueries({ queryKey: [...JOBS_QUERY_KEY, 'detail', job.id] });
      return client.invalidateQueries({ queryKey: [...JOBS_QUERY_KEY, 'mine'] });
    },
  });
}
