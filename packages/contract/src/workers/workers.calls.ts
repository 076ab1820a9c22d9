// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const workerPaths = {
  /** GET: search workers (clients only; decision 018). */
  workers: '/api/workers',
  /** GET: one worker's profile as clients see it. */
  worker: '/api/workers/:id',
  /** GET: a user the caller has a reason to see (`/userDetails/{id}`). */
  userDetails: '/api/users/:id',
} as const;

export function workerPath(id: string): string {
  return workerPaths.worker.replace(':id', encodeURIComponent(id));
}

export function userDetailsPath(id: string): string {
  return workerPaths.userDetails.replace(':id', encodeURIComponent(id));
}

export const WORKER_SEARCH_SORTS = ['best_match', 'distance', 'rate', 'newest'] as const;
