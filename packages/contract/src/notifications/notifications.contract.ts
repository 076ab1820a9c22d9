import { z } from 'zod';

export const notificationPaths = {
  /** GET: your latest notifications, newest first. */
  notifications: '/api/notifications',
  /** POST: mark one as read. */
  read: '/api/notifications/:id/read',
} as const;

export function notificationReadPath(id: string): string {
  return notificationPaths.read.replace(':id', encodeURIComponent(id));
}

/** How many notifications the list returns. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponseSchema = z.object({
  data: z.array(NotificationSchema),
  meta: z.object({ unread: z.number().int() }),
});
export const NotificationResponseSchema = z.object({ data: NotificationSchema });
