import { isApiError } from '../../../lib/api-client';

/** The server refused a staff call: the role was taken away since the session was read. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
