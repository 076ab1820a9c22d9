import { z } from 'zod';
import { fieldsOf, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';
import { yesNoParam } from '../shared/query';

/** How many notifications a page of the list holds, by default and at most. */
export const NOTIFICATION_LIST_LIMIT = 50;

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

/** `GET /api/notifications`: a page of them, newest first; `filter[unread]=true` keeps the unread ones. */
export const NotificationListQuerySchema = listQuery({
  resource: 'notifications',
  filters: {
    'filter[unread]': yesNoParam('Use true or false.'),
  },
  fields: fieldsOf(NotificationSchema),
  limit: { default: NOTIFICATION_LIST_LIMIT, max: NOTIFICATION_LIST_LIMIT },
});
export type NotificationListQueryInput = z.input<typeof NotificationListQuerySchema>;
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;

/** The list as sent: a notification narrowed by `fields[notifications]` has only what was asked for. */
export const SparseNotificationListResponseSchema = sparseListResponse(
  NotificationSchema,
  NotificationListResponseSchema.shape.meta,
);
export type SparseNotificationListResponse = z.infer<typeof SparseNotificationListResponseSchema>;

/** `POST /api/notifications/read-all`: how many were marked, and the unread count after (0). */
export const ReadAllResponseSchema = z.object({
  data: z.object({ marked: z.number().int() }),
  meta: z.object({ unread: z.number().int() }),
  message: z.string(),
});
export type ReadAllResponse = z.infer<typeof ReadAllResponseSchema>;
export const NotificationResponseSchema = z.object({ data: NotificationSchema });
