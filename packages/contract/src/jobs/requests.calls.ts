import type { RequestMove } from './requests.contract';

// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const requestPaths = {
  /** GET: the requests you sent (a client) or received (a worker); POST: send one (clients). */
  requests: '/api/requests',
  /** One request; its moves are `POST /api/requests/:id/<move>`. */
  request: '/api/requests/:id',
} as const;

export function requestMovePath(id: string, move: RequestMove): string {
  return `${requestPaths.request.replace(':id', encodeURIComponent(id))}/${move}`;
}
