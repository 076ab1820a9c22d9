import { z } from 'zod';
import { PageMetaSchema, paginationQuery } from '../shared/pagination';

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

/** How many notifications a page of the list holds, by default and at most. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** `GET /api/notifications`: a page of them, newest first (`page`, `limit`). */
export const NotificationListQuerySchema = z.strictObject(
  paginationQuery(NOTIFICATION_LIST_LIMIT, NOTIFICATION_LIST_LIMIT),
);
export type NotificationListQueryInput = z.input<typeof NotificationListQuerySchema>;
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;

export const NOTIFICATION_MESSAGES = { allRead: 'All your updates are marked as read.' } as const;

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
  meta: PageMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/** `POST /api/notifications/read-all`: how many were marked, and the unread count after (0). */
export const ReadAllResponseSchema = z.object({
  data: z.object({ marked: z.number().int() }),
  meta: z.object({ unread: z.number().int() }),
  message: z.string(),
});
export type ReadAllResponse = z.infer<typeof ReadAllResponseSchema>;
export const NotificationResponseSchema = z.object({ data: NotificationSchema });
