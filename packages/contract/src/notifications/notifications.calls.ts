// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const notificationPaths = {
  /** GET: your latest notifications, newest first. */
  notifications: '/api/notifications',
  /** POST: mark one as read. */
  read: '/api/notifications/:id/read',
  /** POST: mark every one as read. */
  readAll: '/api/notifications/read-all',
} as const;

export function notificationReadPath(id: string): string {
  return notificationPaths.read.replace(':id', encodeURIComponent(id));
}
