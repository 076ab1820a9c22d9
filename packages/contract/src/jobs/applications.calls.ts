import type { ApplicationMove } from './applications.contract';

// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const applicationPaths = {
  /** GET: the job's applicants (its owner); POST: apply to an open job (workers). */
  jobApplications: '/api/jobs/:id/applications',
  /** GET: the calling worker's applications. */
  applications: '/api/applications',
  /** One application; its moves are `POST /api/applications/:id/<move>`. */
  application: '/api/applications/:id',
} as const;

export function jobApplicationsPath(jobId: string): string {
  return applicationPaths.jobApplications.replace(':id', encodeURIComponent(jobId));
}

export function applicationMovePath(id: string, move: ApplicationMove): string {
  return `${applicationPaths.application.replace(':id', encodeURIComponent(id))}/${move}`;
}

export const APPLICANT_SORTS = ['best_match', '-created_at'] as const;
