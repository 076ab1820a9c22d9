import type { JobMove } from './jobs.contract';

// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const jobPaths = {
  /** GET: a client's own jobs, or the open jobs that match a worker; POST: start a draft (clients). */
  jobs: '/api/jobs',
  /** GET: the newest open jobs that match the calling worker. */
  recent: '/api/jobs/recent',
  /** GET: the open jobs that suit the calling worker best, each with its reasons. */
  recommended: '/api/jobs/recommended',
  /** GET: the owner's job, or an open job as a worker sees it; PUT, PATCH, DELETE: the owner's. */
  job: '/api/jobs/:id',
} as const;

export function jobPath(id: string): string {
  return jobPaths.job.replace(':id', encodeURIComponent(id));
}

export function jobMovePath(id: string, move: JobMove): string {
  return `${jobPath(id)}/${move}`;
}

/** How a client orders their own jobs; the last changed first by default. */
export const MY_JOBS_SORTS = ['-updated_at', '-created_at', 'closes_at'] as const;

/** How a worker orders the jobs that match them; best match first by default. */
export const JOB_BOARD_SORTS = ['best_match', '-published_at', 'distance', '-rate'] as const;
